<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>md::BattlegroupReader</name>
    <message numerus="yes">
        <location filename="../core/io/BattlegroupReader.cpp" line="+281"/>
        <source>%n more problem(s) not listed</source>
        <translation>
            <numerusform>%n more problem not listed</numerusform>
            <numerusform>%n more problems not listed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n more problem(s) not listed; the rules across fields were not checked</source>
        <translation>
            <numerusform>%n more problem not listed; the rules across fields were not checked</numerusform>
            <numerusform>%n more problems not listed; the rules across fields were not checked</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>md::CampaignCommand</name>
    <message numerus="yes">
        <location filename="../app/campaign/CampaignCommand.cpp" line="+280"/>
        <source>Campaign &quot;%1&quot;: %n battle(s)</source>
        <translation>
            <numerusform>Campaign &quot;%1&quot;: %n battle</numerusform>
            <numerusform>Campaign &quot;%1&quot;: %n battles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>, %n turn(s)): </source>
        <translation>
            <numerusform>, %n turn): </numerusform>
            <numerusform>, %n turns): </numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+72"/>
        <source>%1 (%2) of %3: %4, %5, %n battle(s)</source>
        <translation>
            <numerusform>%1 (%2) of %3: %4, %5, %n battle</numerusform>
            <numerusform>%1 (%2) of %3: %4, %5, %n battles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+148"/>
        <source>Replacement #%1: %n piece(s) for unit %2 of &quot;%3&quot;, after %4 more battle(s).</source>
        <translation>
            <numerusform>Replacement #%1: %n piece for unit %2 of &quot;%3&quot;, after %4 more battle(s).</numerusform>
            <numerusform>Replacement #%1: %n pieces for unit %2 of &quot;%3&quot;, after %4 more battle(s).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>md::CampaignDatabase</name>
    <message numerus="yes">
        <location filename="../app/campaign/CampaignDatabase.cpp" line="+1066"/>
        <source>Recorded battle %1, &quot;%2&quot; (%3, %n turn(s)): %4.</source>
        <translation>
            <numerusform>Recorded battle %1, &quot;%2&quot; (%3, %n turn): %4.</numerusform>
            <numerusform>Recorded battle %1, &quot;%2&quot; (%3, %n turns): %4.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%1 (%2), its battle %3: %4 of %5 points at the end; %n piece(s) lost</source>
        <translation>
            <numerusform>%1 (%2), its battle %3: %4 of %5 points at the end; %n piece lost</numerusform>
            <numerusform>%1 (%2), its battle %3: %4 of %5 points at the end; %n pieces lost</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>, %n left the board</source>
        <translation>
            <numerusform>, %n left the board</numerusform>
            <numerusform>, %n left the board</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>; %n log record(s).</source>
        <translation>
            <numerusform>; %n log record.</numerusform>
            <numerusform>; %n log records.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>md::CampaignWindow</name>
    <message numerus="yes">
        <location filename="../app/widgets/CampaignWindow.cpp" line="+127"/>
        <source>%1 — %n battle(s) recorded. File: %2</source>
        <translation>
            <numerusform>%1 — %n battle recorded. File: %2</numerusform>
            <numerusform>%1 — %n battles recorded. File: %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>md::CommandLine</name>
    <message numerus="yes">
        <location filename="../app/cli/CommandLine.cpp" line="+449"/>
        <source>%1: valid battlegroup &quot;%2&quot; (%n unit(s)</source>
        <translation>
            <numerusform>%1: valid battlegroup &quot;%2&quot; (%n unit</numerusform>
            <numerusform>%1: valid battlegroup &quot;%2&quot; (%n units</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>, %n piece(s))</source>
        <translation>
            <numerusform>, %n piece)</numerusform>
            <numerusform>, %n pieces)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>md::DialogPrompter</name>
    <message numerus="yes">
        <location filename="../app/Prompter.cpp" line="+46"/>
        <source>%n piece(s) must still check morale this turn. A player may not pass while he has pieces that must check (R6).</source>
        <translation>
            <numerusform>%n piece must still check morale this turn. A player may not pass while he has pieces that must check (R6).</numerusform>
            <numerusform>%n pieces must still check morale this turn. A player may not pass while he has pieces that must check (R6).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>md::MainWindow</name>
    <message numerus="yes">
        <location filename="../app/MainWindow.cpp" line="+937"/>
        <source>Lost for good: %n piece(s).</source>
        <translation>
            <numerusform>Lost for good: %n piece.</numerusform>
            <numerusform>Lost for good: %n pieces.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>md::PlayPanel</name>
    <message numerus="yes">
        <location filename="../app/widgets/PlayPanel.cpp" line="+212"/>
        <source>What if: losing %n more point(s) drops the unit to %1 of %2 (need %3): a failure then means %4.</source>
        <translation>
            <numerusform>What if: losing %n more point drops the unit to %1 of %2 (need %3): a failure then means %4.</numerusform>
            <numerusform>What if: losing %n more points drops the unit to %1 of %2 (need %3): a failure then means %4.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+236"/>
        <source>%n crew member(s) survive (R10: crew x remaining levels / original levels, rounded, at least one). Who?</source>
        <translation>
            <numerusform>%n crew member survives (R10: crew x remaining levels / original levels, rounded, at least one). Who?</numerusform>
            <numerusform>%n crew members survive (R10: crew x remaining levels / original levels, rounded, at least one). Who?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%1 abandoned; %n survivor(s) now carry its morale points and check next turn (R10).</source>
        <translation>
            <numerusform>%1 abandoned; %n survivor now carries its morale points and checks next turn (R10).</numerusform>
            <numerusform>%1 abandoned; %n survivors now carry its morale points and check next turn (R10).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 abandoned; %n survivor(s) leave it (R10).</source>
        <translation>
            <numerusform>%1 abandoned; %n survivor leaves it (R10).</numerusform>
            <numerusform>%1 abandoned; %n survivors leave it (R10).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+22"/>
        <source>%1 destroyed; %n survivor(s) are marked (R10).</source>
        <translation>
            <numerusform>%1 destroyed; %n survivor is marked (R10).</numerusform>
            <numerusform>%1 destroyed; %n survivors are marked (R10).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>md::ReplacementDialog</name>
    <message numerus="yes">
        <location filename="../app/widgets/ReplacementDialog.cpp" line="+235"/>
        <source>They miss %n battle(s) and arrive for its battle %1.</source>
        <translation>
            <numerusform>They miss %n battle and arrive for its battle %1.</numerusform>
            <numerusform>They miss %n battles and arrive for its battle %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+94"/>
        <source>%n piece(s) for %1 of &quot;%2&quot;. %3</source>
        <translation>
            <numerusform>%n piece for %1 of &quot;%2&quot;. %3</numerusform>
            <numerusform>%n pieces for %1 of &quot;%2&quot;. %3</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>md::ReplacementListModel</name>
    <message numerus="yes">
        <location filename="../app/models/ReplacementListModel.cpp" line="+37"/>
        <source>On its way: arrives after %n more battle(s)</source>
        <translation>
            <numerusform>On its way: arrives after %n more battle</numerusform>
            <numerusform>On its way: arrives after %n more battles</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>md::ratio::RatioEngine</name>
    <message numerus="yes">
        <location filename="../core/ratio/RatioEngine.cpp" line="+484"/>
        <source>%n crew member(s) survive the bail-out (R10); choose exactly that many.</source>
        <translation>
            <numerusform>%n crew member survives the bail-out (R10); choose exactly that many.</numerusform>
            <numerusform>%n crew members survive the bail-out (R10); choose exactly that many.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+120"/>
        <source>%n piece(s) must still check morale this turn; a player may not pass while checks are due (R6).</source>
        <translation>
            <numerusform>%n piece must still check morale this turn; a player may not pass while checks are due (R6).</numerusform>
            <numerusform>%n pieces must still check morale this turn; a player may not pass while checks are due (R6).</numerusform>
        </translation>
    </message>
</context>
</TS>
