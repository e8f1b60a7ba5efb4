<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>md::BattlegroupReader</name>
    <message numerus="yes">
        <location filename="../core/ratio/io/BattlegroupBodyReader.cpp" line="+82"/>
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
    <message numerus="yes">
        <location line="+52"/>
        <source>a game holds two sides, one battlegroup each; found %n</source>
        <translation>
            <numerusform>a game holds two sides, one battlegroup each; found %n</numerusform>
            <numerusform>a game holds two sides, one battlegroup each; found %n</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>md::CampaignChartData</name>
    <message numerus="yes">
        <location filename="../app/widgets/CampaignChartData.cpp" line="+101"/>
        <source>Morale points each force lost, %n battles to a bar</source>
        <translation>
            <numerusform>Morale points each force lost, %n battle to a bar</numerusform>
            <numerusform>Morale points each force lost, %n battles to a bar</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>md::CampaignController</name>
    <message numerus="yes">
        <location filename="../app/CampaignController.cpp" line="+273"/>
        <source>Copied the campaign to %1 and compared every table with the original: %n row(s), all equal.</source>
        <translation>
            <numerusform>Copied the campaign to %1 and compared every table with the original: %n row, all equal.</numerusform>
            <numerusform>Copied the campaign to %1 and compared every table with the original: %n rows, all equal.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>md::CampaignCopy</name>
    <message numerus="yes">
        <location filename="../app/campaign/CampaignCopy.cpp" line="+194"/>
        <source>%n row(s)</source>
        <translation>
            <numerusform>%n row</numerusform>
            <numerusform>%n rows</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>md::CampaignServer</name>
    <message numerus="yes">
        <location filename="../app/campaign/CampaignServer.cpp" line="+223"/>
        <source>and %n more</source>
        <translation>
            <numerusform>and %n more</numerusform>
            <numerusform>and %n more</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>md::CampaignWindow</name>
    <message numerus="yes">
        <location filename="../app/widgets/CampaignWindow.cpp" line="+105"/>
        <source>%1 — %n battle(s) recorded. On the server: %2</source>
        <translation>
            <numerusform>%1 — %n battle recorded. On the server: %2</numerusform>
            <numerusform>%1 — %n battles recorded. On the server: %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 — %n battle(s) recorded. File: %2</source>
        <translation>
            <numerusform>%1 — %n battle recorded. File: %2</numerusform>
            <numerusform>%1 — %n battles recorded. File: %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>md::ChecksQueuePanel</name>
    <message numerus="yes">
        <location filename="../app/ratio/widgets/ChecksQueuePanel.cpp" line="+180"/>
        <source>Check now, in this order (R6): %n</source>
        <translation>
            <numerusform>Check now, in this order (R6): %n</numerusform>
            <numerusform>Check now, in this order (R6): %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+59"/>
        <source>Faces: %1 typed, but %n check(s) due now need a die. Nothing is applied; take off the extra faces.</source>
        <translation>
            <numerusform>Faces: %1 typed, but %n check due now need a die. Nothing is applied; take off the extra faces.</numerusform>
            <numerusform>Faces: %1 typed, but %n checks due now need a die. Nothing is applied; take off the extra faces.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+31"/>
        <source>%n check(s) ready: Enter applies them as one undo step.</source>
        <translation>
            <numerusform>%n check ready: Enter applies them as one undo step.</numerusform>
            <numerusform>%n checks ready: Enter applies them as one undo step.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+77"/>
        <source>%n check(s) made, one undo step: %1.</source>
        <translation>
            <numerusform>%n check made, one undo step: %1.</numerusform>
            <numerusform>%n checks made, one undo step: %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>md::CommandLine</name>
    <message numerus="yes">
        <location filename="../core/ratio/RatioSummary.cpp" line="+82"/>
        <source>%1: valid battlegroup &quot;%2&quot; (%n unit(s)</source>
        <translation>
            <numerusform>%1: valid battlegroup &quot;%2&quot; (%n unit</numerusform>
            <numerusform>%1: valid battlegroup &quot;%2&quot; (%n units</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <location line="+35"/>
        <source>, %n piece(s))</source>
        <translation>
            <numerusform>, %n piece)</numerusform>
            <numerusform>, %n pieces)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="-1"/>
        <source>&quot;%1&quot; (%n unit(s)</source>
        <translation>
            <numerusform>&quot;%1&quot; (%n unit</numerusform>
            <numerusform>&quot;%1&quot; (%n units</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>md::Commands</name>
    <message numerus="yes">
        <location filename="../app/ratio/commands/Commands.cpp" line="+68"/>
        <source>%1: %n %2 level(s) lost</source>
        <translation>
            <numerusform>%1: %n %2 level lost</numerusform>
            <numerusform>%1: %n %2 levels lost</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+87"/>
        <source>Typed dice: %n morale check(s)</source>
        <translation>
            <numerusform>Typed dice: %n morale check</numerusform>
            <numerusform>Typed dice: %n morale checks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Roll all due: %n morale check(s)</source>
        <translation>
            <numerusform>Roll all due: %n morale check</numerusform>
            <numerusform>Roll all due: %n morale checks</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>md::DialogPrompter</name>
    <message numerus="yes">
        <location filename="../app/DialogPrompter.cpp" line="+48"/>
        <source>%n piece(s) must still check morale this turn. A player may not pass while he has pieces that must check (R6).</source>
        <translation>
            <numerusform>%n piece must still check morale this turn. A player may not pass while he has pieces that must check (R6).</numerusform>
            <numerusform>%n pieces must still check morale this turn. A player may not pass while he has pieces that must check (R6).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>md::DiceHistoryDock</name>
    <message numerus="yes">
        <location filename="../app/widgets/DiceHistoryDock.cpp" line="+187"/>
        <source>%1: %n roll(s)</source>
        <translation>
            <numerusform>%1: %n roll</numerusform>
            <numerusform>%1: %n rolls</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>md::LogModel</name>
    <message numerus="yes">
        <location filename="../app/ratio/models/LogModel.cpp" line="+109"/>
        <source>Override: %n check(s) left undone</source>
        <translation>
            <numerusform>Override: %n check left undone</numerusform>
            <numerusform>Override: %n checks left undone</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>md::PlayPanel</name>
    <message numerus="yes">
        <location filename="../app/ratio/widgets/AssessmentText.cpp" line="+77"/>
        <source>What if: losing %n more point(s) drops the unit to %1 of %2 (need %3): a failure then means %4.</source>
        <translation>
            <numerusform>What if: losing %n more point drops the unit to %1 of %2 (need %3): a failure then means %4.</numerusform>
            <numerusform>What if: losing %n more points drops the unit to %1 of %2 (need %3): a failure then means %4.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ratio/widgets/PlayPanel.cpp" line="+450"/>
        <source>%n crew member(s) survive (R10: crew x remaining levels / original levels, rounded, at least one). Who?</source>
        <translation>
            <numerusform>%n crew member survives (R10: crew x remaining levels / original levels, rounded, at least one). Who?</numerusform>
            <numerusform>%n crew members survive (R10: crew x remaining levels / original levels, rounded, at least one). Who?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+33"/>
        <source>%1 destroyed; %n survivor(s) are marked (R10).</source>
        <translation>
            <numerusform>%1 destroyed; %n survivor is marked (R10).</numerusform>
            <numerusform>%1 destroyed; %n survivors are marked (R10).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ratio/widgets/AssessmentText.cpp" line="-22"/>
        <source>What if: losing %n more point(s) leaves the unit with no points: it is destroyed, and no roll is possible.</source>
        <translation>
            <numerusform>What if: losing %n more point leaves the unit with no points: it is destroyed, and no roll is possible.</numerusform>
            <numerusform>What if: losing %n more points leaves the unit with no points: it is destroyed, and no roll is possible.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>What if: losing %n more point(s) drops the unit to %1 of %2: every check then fails automatically, without a roll, and a piece that fails is eliminated.</source>
        <translation>
            <numerusform>What if: losing %n more point drops the unit to %1 of %2: every check then fails automatically, without a roll, and a piece that fails is eliminated.</numerusform>
            <numerusform>What if: losing %n more points drops the unit to %1 of %2: every check then fails automatically, without a roll, and a piece that fails is eliminated.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>What if: losing %n more point(s) drops the unit to %1 of %2: with its factors every check then fails without a roll, and a failure means %3.</source>
        <translation>
            <numerusform>What if: losing %n more point drops the unit to %1 of %2: with its factors every check then fails without a roll, and a failure means %3.</numerusform>
            <numerusform>What if: losing %n more points drops the unit to %1 of %2: with its factors every check then fails without a roll, and a failure means %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>What if: losing %n more point(s) drops the unit to %1 of %2: with its factors a check then cannot fail.</source>
        <translation>
            <numerusform>What if: losing %n more point drops the unit to %1 of %2: with its factors a check then cannot fail.</numerusform>
            <numerusform>What if: losing %n more points drops the unit to %1 of %2: with its factors a check then cannot fail.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ratio/widgets/PlayPanel.cpp" line="-25"/>
        <source>%1 abandoned; %n survivor(s) now carry its morale points and are marked (R10).</source>
        <translation>
            <numerusform>%1 abandoned; %n survivor now carries its morale points and is marked (R10).</numerusform>
            <numerusform>%1 abandoned; %n survivors now carry its morale points and are marked (R10).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>md::PlayReport</name>
    <message numerus="yes">
        <location filename="../app/ratio/cli/PlayReport.cpp" line="+107"/>
        <source>%1 is a casualty, %n point(s) lost.</source>
        <translation>
            <numerusform>%1 is a casualty, %n point lost.</numerusform>
            <numerusform>%1 is a casualty, %n points lost.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 takes a penetrating hit, %n point(s) lost.</source>
        <translation>
            <numerusform>%1 takes a penetrating hit, %n point lost.</numerusform>
            <numerusform>%1 takes a penetrating hit, %n points lost.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 loses a level of %2, %n point(s) lost.</source>
        <translation>
            <numerusform>%1 loses a level of %2, %n point lost.</numerusform>
            <numerusform>%1 loses a level of %2, %n points lost.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 has weapon system %2 (%3) knocked out, %n point(s) lost.</source>
        <translation>
            <numerusform>%1 has weapon system %2 (%3) knocked out, %n point lost.</numerusform>
            <numerusform>%1 has weapon system %2 (%3) knocked out, %n points lost.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1 surrenders, %n point(s) lost.</source>
        <translation>
            <numerusform>%1 surrenders, %n point lost.</numerusform>
            <numerusform>%1 surrenders, %n points lost.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 shoots %2 to stop a surrender, %n point(s) lost; every marker of the unit is removed (R9).</source>
        <translation>
            <numerusform>%1 shoots %2 to stop a surrender, %n point lost; every marker of the unit is removed (R9).</numerusform>
            <numerusform>%1 shoots %2 to stop a surrender, %n points lost; every marker of the unit is removed (R9).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%1 leaves the board, %n point(s) lost to the battlegroup (R7).</source>
        <translation>
            <numerusform>%1 leaves the board, %n point lost to the battlegroup (R7).</numerusform>
            <numerusform>%1 leaves the board, %n points lost to the battlegroup (R7).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>The crew of %1 bail out: %n survive (R10).</source>
        <translation>
            <numerusform>The crew of %1 bail out: %n survives (R10).</numerusform>
            <numerusform>The crew of %1 bail out: %n survive (R10).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 is destroyed by an explosion: %n crew member(s) survive (R10).</source>
        <translation>
            <numerusform>%1 is destroyed by an explosion: %n crew member survives (R10).</numerusform>
            <numerusform>%1 is destroyed by an explosion: %n crew members survive (R10).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>Turn %1 ends by agreement with %n check(s) not made (%2); they are due first next turn (R6).</source>
        <translation>
            <numerusform>Turn %1 ends by agreement with %n check not made (%2); it is due first next turn (R6).</numerusform>
            <numerusform>Turn %1 ends by agreement with %n checks not made (%2); they are due first next turn (R6).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+82"/>
        <source>%n check(s) due</source>
        <translation>
            <numerusform>%n check due</numerusform>
            <numerusform>%n checks due</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n check(s) next turn</source>
        <translation>
            <numerusform>%n check next turn</numerusform>
            <numerusform>%n checks next turn</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>After the steps: turn %1, %2 of %3 endurance points lost, %n check(s) due.</source>
        <translation>
            <numerusform>After the steps: turn %1, %2 of %3 endurance points lost, %n check due.</numerusform>
            <numerusform>After the steps: turn %1, %2 of %3 endurance points lost, %n checks due.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>md::RatioCampaignFlow</name>
    <message numerus="yes">
        <location filename="../app/ratio/campaign/RatioCampaignFlow.cpp" line="+135"/>
        <source>Lost for good: %n piece(s).</source>
        <translation>
            <numerusform>Lost for good: %n piece.</numerusform>
            <numerusform>Lost for good: %n pieces.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>md::RatioCampaignRecorder</name>
    <message numerus="yes">
        <location filename="../app/ratio/campaign/RatioCampaignRecorder.cpp" line="+369"/>
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
    <name>md::RatioCampaignVerbs</name>
    <message numerus="yes">
        <location filename="../app/ratio/campaign/RatioCampaignVerbs.cpp" line="+193"/>
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
        <location line="+97"/>
        <source>Replacement #%1: %n piece(s) for unit %2 of &quot;%3&quot;, after %4 more battle(s).</source>
        <translation>
            <numerusform>Replacement #%1: %n piece for unit %2 of &quot;%3&quot;, after %4 more battle(s).</numerusform>
            <numerusform>Replacement #%1: %n pieces for unit %2 of &quot;%3&quot;, after %4 more battle(s).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>md::ReplacementDialog</name>
    <message numerus="yes">
        <location filename="../app/ratio/campaign/ReplacementDialog.cpp" line="+236"/>
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
        <location filename="../app/ratio/campaign/ReplacementListModel.cpp" line="+37"/>
        <source>On its way: arrives after %n more battle(s)</source>
        <translation>
            <numerusform>On its way: arrives after %n more battle</numerusform>
            <numerusform>On its way: arrives after %n more battles</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>md::UnitSummaryModel</name>
    <message numerus="yes">
        <location filename="../app/ratio/models/UnitSummaryModel.cpp" line="+47"/>
        <source>%n marked</source>
        <translation>
            <numerusform>%n marked</numerusform>
            <numerusform>%n marked</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>md::fantasy::FanArmyEditor</name>
    <message numerus="yes">
        <location filename="../app/fantasy/editors/FanArmyEditor.cpp" line="+418"/>
        <source>%n more problem(s) elsewhere in the battle: the Profile Sheets, the log or the clock.</source>
        <translation>
            <numerusform>%n more problem elsewhere in the battle: the Profile Sheets, the log or the clock.</numerusform>
            <numerusform>%n more problems elsewhere in the battle: the Profile Sheets, the log or the clock.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%n problem(s) in the armies:</source>
        <translation>
            <numerusform>%n problem in the armies:</numerusform>
            <numerusform>%n problems in the armies:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+27"/>
        <source>%1 (%n problem(s))</source>
        <translation>
            <numerusform>%1 (%n problem)</numerusform>
            <numerusform>%1 (%n problems)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>md::fantasy::FanCampaignModel</name>
    <message numerus="yes">
        <location filename="../app/fantasy/campaign/FanCampaignModel.cpp" line="+105"/>
        <source>%n unit(s)</source>
        <translation>
            <numerusform>%n unit</numerusform>
            <numerusform>%n units</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>%n destroyed</source>
        <translation>
            <numerusform>%n destroyed</numerusform>
            <numerusform>%n destroyed</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>md::fantasy::FanCampaignPage</name>
    <message numerus="yes">
        <location filename="../app/fantasy/campaign/FanCampaignPage.cpp" line="+75"/>
        <source>%1 %n</source>
        <translation>
            <numerusform>%1 %n</numerusform>
            <numerusform>%1 %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n fantasy battle(s).</source>
        <translation>
            <numerusform>%n fantasy battle.</numerusform>
            <numerusform>%n fantasy battles.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>md::fantasy::FanCampaignRecorder</name>
    <message numerus="yes">
        <location filename="../app/fantasy/campaign/FanCampaignRecorder.cpp" line="+229"/>
        <source>; %n test(s)</source>
        <translation>
            <numerusform>; %n test</numerusform>
            <numerusform>; %n tests</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <location line="+12"/>
        <source>, %n rout(s)</source>
        <translation>
            <numerusform>, %n rout</numerusform>
            <numerusform>, %n routs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="-11"/>
        <source>, %n failed rally(ies)</source>
        <translation>
            <numerusform>, %n failed rally</numerusform>
            <numerusform>, %n failed rallies</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%1, its battle %2: %n unit(s)</source>
        <translation>
            <numerusform>%1, its battle %2: %n unit</numerusform>
            <numerusform>%1, its battle %2: %n units</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>, %n figure(s) lost</source>
        <translation>
            <numerusform>, %n figure lost</numerusform>
            <numerusform>, %n figures lost</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>, %n destroyed</source>
        <translation>
            <numerusform>, %n destroyed</numerusform>
            <numerusform>, %n destroyed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>, %n routing at the end</source>
        <translation>
            <numerusform>, %n routing at the end</numerusform>
            <numerusform>, %n routing at the end</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>; %n Morale Test(s)</source>
        <translation>
            <numerusform>; %n Morale Test</numerusform>
            <numerusform>; %n Morale Tests</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>md::fantasy::FanCampaignVerbs</name>
    <message numerus="yes">
        <location filename="../app/fantasy/campaign/FanCampaignVerbs.cpp" line="+187"/>
        <source>%1: %n battle(s)</source>
        <translation>
            <numerusform>%1: %n battle</numerusform>
            <numerusform>%1: %n battles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+16"/>
        <source>Campaign &quot;%1&quot;, %2: %n battle(s)</source>
        <translation>
            <numerusform>Campaign &quot;%1&quot;, %2: %n battle</numerusform>
            <numerusform>Campaign &quot;%1&quot;, %2: %n battles</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>md::fantasy::FanCarryOver</name>
    <message numerus="yes">
        <location filename="../core/fantasy/campaign/FanCarryOver.cpp" line="+241"/>
        <source>%1 (%n figure(s))</source>
        <translation>
            <numerusform>%1 (%n figure)</numerusform>
            <numerusform>%1 (%n figures)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>md::fantasy::FanCommandLine</name>
    <message numerus="yes">
        <location filename="../app/fantasy/cli/FanCommandLine.cpp" line="+181"/>
        <source>--profile %1: %2 holds %n Profile Sheet(s): %3</source>
        <translation>
            <numerusform>--profile %1: %2 holds %n Profile Sheet: %3</numerusform>
            <numerusform>--profile %1: %2 holds %n Profile Sheets: %3</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>md::fantasy::FanCommands</name>
    <message numerus="yes">
        <location filename="../app/fantasy/commands/FanCommands.cpp" line="+34"/>
        <source>Losses: %1, %n figure(s)</source>
        <translation>
            <numerusform>Losses: %1, %n figure</numerusform>
            <numerusform>Losses: %1, %n figures</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>md::fantasy::FanEngine</name>
    <message numerus="yes">
        <location filename="../core/fantasy/rules/FanEngine.cpp" line="+308"/>
        <source>%1 has %2 of %n figure(s); it cannot lose %3.</source>
        <translation>
            <numerusform>%1 has %2 of %n figure; it cannot lose %3.</numerusform>
            <numerusform>%1 has %2 of %n figures; it cannot lose %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+15"/>
        <source>%1: %2 of %n figure(s), losses %3 % (C.3 step 1).</source>
        <translation>
            <numerusform>%1: %2 of %n figure, losses %3 % (C.3 step 1).</numerusform>
            <numerusform>%1: %2 of %n figures, losses %3 % (C.3 step 1).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+19"/>
        <source>%1 cannot reply and loses %n figure(s), one per attacker in contact (C.4.1).</source>
        <translation>
            <numerusform>%1 cannot reply and loses %n figure, one per attacker in contact (C.4.1).</numerusform>
            <numerusform>%1 cannot reply and loses %n figures, one per attacker in contact (C.4.1).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>md::fantasy::FanFieldReader</name>
    <message numerus="yes">
        <location filename="../core/fantasy/io/FanFieldReader.cpp" line="+90"/>
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
    <name>md::fantasy::FanLogModel</name>
    <message numerus="yes">
        <location filename="../app/fantasy/models/FanLogModel.cpp" line="+44"/>
        <source>%n figure(s) lost</source>
        <translation>
            <numerusform>%n figure lost</numerusform>
            <numerusform>%n figures lost</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n figure(s) removed, one per attacker in contact</source>
        <translation>
            <numerusform>%n figure removed, one per attacker in contact</numerusform>
            <numerusform>%n figures removed, one per attacker in contact</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>md::fantasy::FanOddsSubcommand</name>
    <message numerus="yes">
        <location filename="../app/fantasy/cli/FanOddsSubcommand.cpp" line="+61"/>
        <source>a unit of %n figure(s) cannot be engaged with half its number (C-6)</source>
        <translation>
            <numerusform>a unit of %n figure cannot be engaged with half its number (C-6)</numerusform>
            <numerusform>a unit of %n figures cannot be engaged with half its number (C-6)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>md::fantasy::FanPlayReport</name>
    <message numerus="yes">
        <location filename="../app/fantasy/cli/FanPlayReport.cpp" line="+35"/>
        <source>failed to rally %n time(s)</source>
        <translation>
            <numerusform>failed to rally %n time</numerusform>
            <numerusform>failed to rally %n times</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>md::fantasy::FanPlaySubcommand</name>
    <message numerus="yes">
        <location filename="../app/fantasy/cli/FanPlaySubcommand.cpp" line="+192"/>
        <source>%1 &quot;%2&quot;: %3 (nothing is written, not even the %n step(s) before it; --keep-going plays on past a refused step)</source>
        <translation>
            <numerusform>%1 &quot;%2&quot;: %3 (nothing is written, not even the %n step before it; --keep-going plays on past a refused step)</numerusform>
            <numerusform>%1 &quot;%2&quot;: %3 (nothing is written, not even the %n steps before it; --keep-going plays on past a refused step)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+56"/>
        <source>%n step(s) not played (--keep-going)</source>
        <translation>
            <numerusform>%n step not played (--keep-going)</numerusform>
            <numerusform>%n steps not played (--keep-going)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>md::fantasy::FanSummary</name>
    <message numerus="yes">
        <location filename="../core/fantasy/FanSummary.cpp" line="+82"/>
        <source>%1: valid fantasy battle &quot;%2&quot; (%n Profile Sheet(s)</source>
        <translation>
            <numerusform>%1: valid fantasy battle &quot;%2&quot; (%n Profile Sheet</numerusform>
            <numerusform>%1: valid fantasy battle &quot;%2&quot; (%n Profile Sheets</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>, %n unit(s))</source>
        <translation>
            <numerusform>, %n unit)</numerusform>
            <numerusform>, %n units)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>md::nap::NapCampaignPage</name>
    <message numerus="yes">
        <location filename="../app/napoleonic/campaign/NapCampaignPage.cpp" line="+68"/>
        <source>%n Napoleonic battleday(s).</source>
        <translation>
            <numerusform>%n Napoleonic battleday.</numerusform>
            <numerusform>%n Napoleonic battledays.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>md::nap::NapCampaignRecorder</name>
    <message numerus="yes">
        <location filename="../app/napoleonic/campaign/NapCampaignRecorder.cpp" line="+243"/>
        <source>; %n figure(s) lost</source>
        <translation>
            <numerusform>; %n figure lost</numerusform>
            <numerusform>; %n figures lost</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>, %n unit(s) routed</source>
        <translation>
            <numerusform>, %n unit routed</numerusform>
            <numerusform>, %n units routed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>, %n eliminated</source>
        <translation>
            <numerusform>, %n eliminated</numerusform>
            <numerusform>, %n eliminated</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Recorded Napoleonic battle %1, &quot;%2&quot; (%3, battleday %4 of &quot;%5&quot;, %n turn(s)).</source>
        <translation>
            <numerusform>Recorded Napoleonic battle %1, &quot;%2&quot; (%3, battleday %4 of &quot;%5&quot;, %n turn).</numerusform>
            <numerusform>Recorded Napoleonic battle %1, &quot;%2&quot; (%3, battleday %4 of &quot;%5&quot;, %n turns).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>; %n log record(s).</source>
        <translation>
            <numerusform>; %n log record.</numerusform>
            <numerusform>; %n log records.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>md::nap::NapCampaignVerbs</name>
    <message numerus="yes">
        <location filename="../app/napoleonic/campaign/NapCampaignVerbs.cpp" line="+171"/>
        <source>, %n turn(s))</source>
        <translation>
            <numerusform>, %n turn)</numerusform>
            <numerusform>, %n turns)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+44"/>
        <source>%1: %n battleday(s)</source>
        <translation>
            <numerusform>%1: %n battleday</numerusform>
            <numerusform>%1: %n battledays</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+16"/>
        <source>Campaign &quot;%1&quot;, %2: %n battleday(s)</source>
        <translation>
            <numerusform>Campaign &quot;%1&quot;, %2: %n battleday</numerusform>
            <numerusform>Campaign &quot;%1&quot;, %2: %n battledays</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>md::nap::NapCheckPanel</name>
    <message numerus="yes">
        <location filename="../app/napoleonic/widgets/NapCheckPanel.cpp" line="+510"/>
        <source>Queued %n I-b check(s).</source>
        <translation>
            <numerusform>Queued %n I-b check.</numerusform>
            <numerusform>Queued %n I-b checks.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>md::nap::NapCmr</name>
    <message numerus="yes">
        <location filename="../core/napoleonic/rules/NapCmr.cpp" line="+61"/>
        <source>%n figure(s) lost</source>
        <translation>
            <numerusform>%n figure lost</numerusform>
            <numerusform>%n figures lost</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%n cannon lost</source>
        <translation>
            <numerusform>%n cannon lost</numerusform>
            <numerusform>%n cannon lost</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n cannon lost this phase</source>
        <translation>
            <numerusform>%n cannon lost this phase</numerusform>
            <numerusform>%n cannon lost this phase</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>md::nap::NapCommands</name>
    <message numerus="yes">
        <location filename="../app/napoleonic/commands/NapCommands.cpp" line="+89"/>
        <source>Saw %1 rout: %n check(s) (%2)</source>
        <translation>
            <numerusform>Saw %1 rout: %n check (%2)</numerusform>
            <numerusform>Saw %1 rout: %n checks (%2)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>md::nap::NapEffects</name>
    <message numerus="yes">
        <location filename="../core/napoleonic/rules/NapEffects.cpp" line="+54"/>
        <source>Second failure: the unit is removed as casualties; %n figure(s), %n MFP at the next Army Morale Fatigue Phase (E03, 15.75).</source>
        <translation>
            <numerusform>Second failure: the unit is removed as casualties; %n figure, %n MFP at the next Army Morale Fatigue Phase (E03, 15.75).</numerusform>
            <numerusform>Second failure: the unit is removed as casualties; %n figures, %n MFP at the next Army Morale Fatigue Phase (E03, 15.75).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>md::nap::NapEngine</name>
    <message numerus="yes">
        <location filename="../core/napoleonic/rules/NapEngine.cpp" line="+88"/>
        <source>%1 has lost %n figure(s); a correction cannot give back more.</source>
        <translation>
            <numerusform>%1 has lost %n figure; a correction cannot give back more.</numerusform>
            <numerusform>%1 has lost %n figures; a correction cannot give back more.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 started with %n figure(s); it cannot lose more than that.</source>
        <translation>
            <numerusform>%1 started with %n figure; it cannot lose more than that.</numerusform>
            <numerusform>%1 started with %n figures; it cannot lose more than that.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%1 has lost %n cannon; a correction cannot give back more.</source>
        <translation>
            <numerusform>%1 has lost %n cannon; a correction cannot give back more.</numerusform>
            <numerusform>%1 has lost %n cannon; a correction cannot give back more.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 started with %n cannon; it cannot lose more than that.</source>
        <translation>
            <numerusform>%1 started with %n cannon; it cannot lose more than that.</numerusform>
            <numerusform>%1 started with %n cannon; it cannot lose more than that.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+362"/>
        <source>Resolve the queued checks first (15.32, 15.42): %n check(s) queued, the first %1&apos;s %2.</source>
        <translation>
            <numerusform>Resolve the queued checks first (15.32, 15.42): %n check queued, the first %1&apos;s %2.</numerusform>
            <numerusform>Resolve the queued checks first (15.32, 15.42): %n checks queued, the first %1&apos;s %2.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>md::nap::NapFieldReader</name>
    <message numerus="yes">
        <location filename="../core/napoleonic/io/NapFieldReader.cpp" line="+90"/>
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
    <name>md::nap::NapOrderModel</name>
    <message numerus="yes">
        <location filename="../app/napoleonic/models/NapOrderModel.cpp" line="+277"/>
        <source>Routed; %n failed rally attempt(s) (B.4.4)</source>
        <translation>
            <numerusform>Routed; %n failed rally attempt (B.4.4)</numerusform>
            <numerusform>Routed; %n failed rally attempts (B.4.4)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>md::nap::NapPhaseBar</name>
    <message numerus="yes">
        <location filename="../app/napoleonic/widgets/NapPhaseBar.cpp" line="+109"/>
        <source>%n check(s) queued, to be taken first (15.42): %1</source>
        <translation>
            <numerusform>%n check queued, to be taken first (15.42): %1</numerusform>
            <numerusform>%n checks queued, to be taken first (15.42): %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>md::nap::NapPlaySubcommand</name>
    <message numerus="yes">
        <location filename="../app/napoleonic/cli/NapPlaySubcommand.cpp" line="+192"/>
        <source>%1 &quot;%2&quot;: %3 (nothing is written, not even the %n step(s) before it; --keep-going plays on past a refused step)</source>
        <translation>
            <numerusform>%1 &quot;%2&quot;: %3 (nothing is written, not even the %n step before it; --keep-going plays on past a refused step)</numerusform>
            <numerusform>%1 &quot;%2&quot;: %3 (nothing is written, not even the %n steps before it; --keep-going plays on past a refused step)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+56"/>
        <source>%n step(s) not played (--keep-going)</source>
        <translation>
            <numerusform>%n step not played (--keep-going)</numerusform>
            <numerusform>%n steps not played (--keep-going)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>md::nap::NapRallyPanel</name>
    <message numerus="yes">
        <location filename="../app/napoleonic/widgets/NapRallyPanel.cpp" line="+321"/>
        <source>%n Disordered unit(s), </source>
        <translation>
            <numerusform>%n Disordered unit, </numerusform>
            <numerusform>%n Disordered units, </numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n held.</source>
        <translation>
            <numerusform>%n held.</numerusform>
            <numerusform>%n held.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+48"/>
        <source>%1: %n failed rally attempt(s) in this rout; a second failure removes the unit (B.4.4).</source>
        <translation>
            <numerusform>%1: %n failed rally attempt in this rout; a second failure removes the unit (B.4.4).</numerusform>
            <numerusform>%1: %n failed rally attempts in this rout; a second failure removes the unit (B.4.4).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+103"/>
        <source>&lt;b&gt;%1 is removed as casualties&lt;/b&gt;: the d10 rolled %2, over T %3, its second failure (B.4.4). %n figure(s) removed, %n MFP at the next Army Morale Fatigue Phase (E03).</source>
        <translation>
            <numerusform>&lt;b&gt;%1 is removed as casualties&lt;/b&gt;: the d10 rolled %2, over T %3, its second failure (B.4.4). %n figure removed, %n MFP at the next Army Morale Fatigue Phase (E03).</numerusform>
            <numerusform>&lt;b&gt;%1 is removed as casualties&lt;/b&gt;: the d10 rolled %2, over T %3, its second failure (B.4.4). %n figures removed, %n MFP at the next Army Morale Fatigue Phase (E03).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>md::nap::NapRolls</name>
    <message numerus="yes">
        <location filename="../core/napoleonic/NapRolls.cpp" line="+56"/>
        <source>%1 and %n other unit(s)</source>
        <translation>
            <numerusform>%1 and %n other unit</numerusform>
            <numerusform>%1 and %n other units</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>md::nap::NapStepParser</name>
    <message numerus="yes">
        <location filename="../core/napoleonic/rules/NapStepParser.cpp" line="+165"/>
        <source>%n figure(s)</source>
        <translation>
            <numerusform>%n figure</numerusform>
            <numerusform>%n figures</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n figure(s) and %1 cannon</source>
        <translation>
            <numerusform>%n figure and %1 cannon</numerusform>
            <numerusform>%n figures and %1 cannon</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>md::nap::NapSummary</name>
    <message numerus="yes">
        <location filename="../core/napoleonic/NapSummary.cpp" line="+129"/>
        <source>%1: valid Napoleonic battle &quot;%2&quot; (%n army(s)</source>
        <translation>
            <numerusform>%1: valid Napoleonic battle &quot;%2&quot; (%n army</numerusform>
            <numerusform>%1: valid Napoleonic battle &quot;%2&quot; (%n armies</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>, %n unit(s))</source>
        <translation>
            <numerusform>, %n unit)</numerusform>
            <numerusform>, %n units)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>md::nap::NapTexts</name>
    <message numerus="yes">
        <location filename="../app/napoleonic/texts/NapTexts.cpp" line="+56"/>
        <source>%n figure(s) lost</source>
        <translation>
            <numerusform>%n figure lost</numerusform>
            <numerusform>%n figures lost</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n figure(s) given back</source>
        <translation>
            <numerusform>%n figure given back</numerusform>
            <numerusform>%n figures given back</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n cannon lost</source>
        <translation>
            <numerusform>%n cannon lost</numerusform>
            <numerusform>%n cannon lost</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n cannon given back</source>
        <translation>
            <numerusform>%n cannon given back</numerusform>
            <numerusform>%n cannon given back</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>md::nap::NapTriggers</name>
    <message numerus="yes">
        <location filename="../core/napoleonic/rules/NapTriggers.cpp" line="+116"/>
        <source>%1 has %n figure(s), fewer than half of %2&apos;s %3.</source>
        <translation>
            <numerusform>%1 has %n figure, fewer than half of %2&apos;s %3.</numerusform>
            <numerusform>%1 has %n figures, fewer than half of %2&apos;s %3.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>md::ratio::GameTurn</name>
    <message numerus="yes">
        <location filename="../core/ratio/rules/GameTurn.cpp" line="+37"/>
        <source> and %n more</source>
        <translation>
            <numerusform> and %n more</numerusform>
            <numerusform> and %n more</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>md::ratio::RatioEngine</name>
    <message numerus="yes">
        <location filename="../core/ratio/rules/RatioEngine.cpp" line="+404"/>
        <source>%n crew member(s) of %1 survive the bail-out (R10); choose exactly that many.</source>
        <translation>
            <numerusform>%n crew member of %1 survive the bail-out (R10); choose exactly that many.</numerusform>
            <numerusform>%n crew members of %1 survive the bail-out (R10); choose exactly that many.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+137"/>
        <source> … and %n more</source>
        <translation>
            <numerusform> … and %n more</numerusform>
            <numerusform> … and %n more</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/ratio/rules/RatioQueries.cpp" line="+309"/>
        <source>%n piece(s) must still check morale this turn (%1): roll their checks first, or end the turn anyway and they check first thing next turn (R6).</source>
        <translation>
            <numerusform>%n piece must still check morale this turn (%1): roll their checks first, or end the turn anyway and they check first thing next turn (R6).</numerusform>
            <numerusform>%n pieces must still check morale this turn (%1): roll their checks first, or end the turn anyway and they check first thing next turn (R6).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+13"/>
        <source>%1 and %n more</source>
        <translation>
            <numerusform>%1 and %n more</numerusform>
            <numerusform>%1 and %n more</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>md::ratio::SheetReturn</name>
    <message numerus="yes">
        <location filename="../core/ratio/rules/SheetReturn.cpp" line="+392"/>
        <source>%1 already has %n hit(s); a sheet adds hits, undo takes them back</source>
        <translation>
            <numerusform>%1 already has %n hit; a sheet adds hits, undo takes them back</numerusform>
            <numerusform>%1 already has %n hits; a sheet adds hits, undo takes them back</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+67"/>
        <source>%1: %n penetrating hit(s)</source>
        <translation>
            <numerusform>%1: %n penetrating hit</numerusform>
            <numerusform>%1: %n penetrating hits</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>md::ww1::Ww1CampaignPage</name>
    <message numerus="yes">
        <location filename="../app/ww1/campaign/Ww1CampaignPage.cpp" line="+65"/>
        <source>%n WW1 battle(s)</source>
        <translation>
            <numerusform>%n WW1 battle</numerusform>
            <numerusform>%n WW1 battles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n group withdrawal(s)</source>
        <translation>
            <numerusform>%n group withdrawal</numerusform>
            <numerusform>%n group withdrawals</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n stand(s) surrendered.</source>
        <translation>
            <numerusform>%n stand surrendered.</numerusform>
            <numerusform>%n stands surrendered.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>md::ww1::Ww1CampaignRecorder</name>
    <message numerus="yes">
        <location filename="../app/ww1/campaign/Ww1CampaignRecorder.cpp" line="+262"/>
        <source>%1 (%2, %3): %4 of %5 left, %n casualty(ies)</source>
        <translation>
            <numerusform>%1 (%2, %3): %4 of %5 left, %n casualty</numerusform>
            <numerusform>%1 (%2, %3): %4 of %5 left, %n casualties</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+14"/>
        <source>; %n stand(s) surrendered</source>
        <translation>
            <numerusform>; %n stand surrendered</numerusform>
            <numerusform>; %n stands surrendered</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%1 (%2), its battle %3: %n casualty(ies)</source>
        <translation>
            <numerusform>%1 (%2), its battle %3: %n casualty</numerusform>
            <numerusform>%1 (%2), its battle %3: %n casualties</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>, %n group(s) withdrew</source>
        <translation>
            <numerusform>, %n group withdrew</numerusform>
            <numerusform>, %n groups withdrew</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>, %n stand(s) surrendered</source>
        <translation>
            <numerusform>, %n stand surrendered</numerusform>
            <numerusform>, %n stands surrendered</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Recorded WW1 battle %1, &quot;%2&quot; (%3, %n turn(s)).</source>
        <translation>
            <numerusform>Recorded WW1 battle %1, &quot;%2&quot; (%3, %n turn).</numerusform>
            <numerusform>Recorded WW1 battle %1, &quot;%2&quot; (%3, %n turns).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>; %n log record(s).</source>
        <translation>
            <numerusform>; %n log record.</numerusform>
            <numerusform>; %n log records.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>md::ww1::Ww1CampaignVerbs</name>
    <message numerus="yes">
        <location filename="../app/ww1/campaign/Ww1CampaignVerbs.cpp" line="+136"/>
        <source>, %n turn(s))</source>
        <translation>
            <numerusform>, %n turn)</numerusform>
            <numerusform>, %n turns)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+70"/>
        <source>%1: %n battle(s)</source>
        <translation>
            <numerusform>%1: %n battle</numerusform>
            <numerusform>%1: %n battles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+17"/>
        <source>Campaign &quot;%1&quot;, %2: %n battle(s)</source>
        <translation>
            <numerusform>Campaign &quot;%1&quot;, %2: %n battle</numerusform>
            <numerusform>Campaign &quot;%1&quot;, %2: %n battles</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>md::ww1::Ww1CarryOver</name>
    <message numerus="yes">
        <location filename="../core/ww1/campaign/Ww1CarryOver.cpp" line="+229"/>
        <source>%1: %n member(s) at the start</source>
        <translation>
            <numerusform>%1: %n member at the start</numerusform>
            <numerusform>%1: %n members at the start</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n casualty(ies)</source>
        <translation>
            <numerusform>%n casualty</numerusform>
            <numerusform>%n casualties</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>starts with %n</source>
        <translation>
            <numerusform>starts with %n</numerusform>
            <numerusform>starts with %n</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>md::ww1::Ww1Commands</name>
    <message numerus="yes">
        <location filename="../app/ww1/commands/Ww1Commands.cpp" line="+125"/>
        <source>Typed dice: %n group test(s)</source>
        <translation>
            <numerusform>Typed dice: %n group test</numerusform>
            <numerusform>Typed dice: %n group tests</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Roll all due: %n group test(s)</source>
        <translation>
            <numerusform>Roll all due: %n group test</numerusform>
            <numerusform>Roll all due: %n group tests</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>md::ww1::Ww1Engine</name>
    <message numerus="yes">
        <location filename="../core/ww1/rules/Ww1Engine.cpp" line="+83"/>
        <source>%1 has %n casualty(ies); a correction cannot take away more than that.</source>
        <translation>
            <numerusform>%1 has %n casualty; a correction cannot take away more than that.</numerusform>
            <numerusform>%1 has %n casualties; a correction cannot take away more than that.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%1 started with %n member(s); it cannot have more casualties than that.</source>
        <translation>
            <numerusform>%1 started with %n member; it cannot have more casualties than that.</numerusform>
            <numerusform>%1 started with %n members; it cannot have more casualties than that.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+45"/>
        <source>%1 has no group test due yet: %n casualty(ies) of %2 reach no condition (%3). Enter casualties as they happen; the test comes due by itself (A.2.1).</source>
        <translation>
            <numerusform>%1 has no group test due yet: %n casualty of %2 reach no condition (%3). Enter casualties as they happen; the test comes due by itself (A.2.1).</numerusform>
            <numerusform>%1 has no group test due yet: %n casualties of %2 reach no condition (%3). Enter casualties as they happen; the test comes due by itself (A.2.1).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%1 has no group test due now: %n casualty(ies) of %2 reach no condition it has not tested yet (%3). Enter casualties as they happen; the next test comes due by itself (A.2.1).</source>
        <translation>
            <numerusform>%1 has no group test due now: %n casualty of %2 reach no condition it has not tested yet (%3). Enter casualties as they happen; the next test comes due by itself (A.2.1).</numerusform>
            <numerusform>%1 has no group test due now: %n casualties of %2 reach no condition it has not tested yet (%3). Enter casualties as they happen; the next test comes due by itself (A.2.1).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>md::ww1::Ww1FieldReader</name>
    <message numerus="yes">
        <location filename="../core/ww1/io/Ww1FieldReader.cpp" line="+90"/>
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
    <name>md::ww1::Ww1GroupPanel</name>
    <message numerus="yes">
        <location filename="../app/ww1/widgets/Ww1GroupPanel.cpp" line="+396"/>
        <source>Group tests due: %n, first %1 (A.3.2).</source>
        <translation>
            <numerusform>Group tests due: %n, first %1 (A.3.2).</numerusform>
            <numerusform>Group tests due: %n, first %1 (A.3.2).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+19"/>
        <source>This group test takes %n roll(s) (A.3.1, A-4); %1 typed.</source>
        <translation>
            <numerusform>This group test takes %n roll (A.3.1, A-4); %1 typed.</numerusform>
            <numerusform>This group test takes %n rolls (A.3.1, A-4); %1 typed.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>md::ww1::Ww1IndividualPanel</name>
    <message numerus="yes">
        <location filename="../app/ww1/widgets/Ww1IndividualPanel.cpp" line="+301"/>
        <source>Square %1: 2d6 rolled %2 for %n stand(s).</source>
        <translation>
            <numerusform>Square %1: 2d6 rolled %2 for %n stand.</numerusform>
            <numerusform>Square %1: 2d6 rolled %2 for %n stands.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>md::ww1::Ww1IndividualRules</name>
    <message numerus="yes">
        <location filename="../core/ww1/rules/Ww1IndividualRules.cpp" line="+72"/>
        <source>Under fire (small arms within %n square(s), indirect fire or grenades)</source>
        <translation>
            <numerusform>Under fire (small arms within %n square, indirect fire or grenades)</numerusform>
            <numerusform>Under fire (small arms within %n squares, indirect fire or grenades)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>%n friendly casualty(ies) in sight within %1 square(s) (A-11)</source>
        <translation>
            <numerusform>%n friendly casualty in sight within %1 square(s) (A-11)</numerusform>
            <numerusform>%n friendly casualties in sight within %1 square(s) (A-11)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n friendly casualty(ies) in sight in the square (A-11)</source>
        <translation>
            <numerusform>%n friendly casualty in sight in the square (A-11)</numerusform>
            <numerusform>%n friendly casualties in sight in the square (A-11)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%n enemy casualty(ies) in sight within %1 square(s) (A-11)</source>
        <translation>
            <numerusform>%n enemy casualty in sight within %1 square(s) (A-11)</numerusform>
            <numerusform>%n enemy casualties in sight within %1 square(s) (A-11)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n enemy casualty(ies) in sight in the square (A-11)</source>
        <translation>
            <numerusform>%n enemy casualty in sight in the square (A-11)</numerusform>
            <numerusform>%n enemy casualties in sight in the square (A-11)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>md::ww1::Ww1PlayCommand</name>
    <message numerus="yes">
        <location filename="../app/ww1/commands/Ww1PlayCommand.cpp" line="+79"/>
        <source>Individual test, square %1 (%n stands)</source>
        <translation>
            <numerusform>Individual test, square %1 (%n stand)</numerusform>
            <numerusform>Individual test, square %1 (%n stands)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>md::ww1::Ww1QueueBar</name>
    <message numerus="yes">
        <location filename="../app/ww1/widgets/Ww1QueueBar.cpp" line="+110"/>
        <source>%n total(s) for the tests in testing order: Enter applies them as one undo step.</source>
        <translation>
            <numerusform>%n total for the tests in testing order: Enter applies them as one undo step.</numerusform>
            <numerusform>%n totals for the tests in testing order: Enter applies them as one undo step.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+21"/>
        <source>%n group test(s) made, one undo step: %1.</source>
        <translation>
            <numerusform>%n group test made, one undo step: %1.</numerusform>
            <numerusform>%n group tests made, one undo step: %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>md::ww1::Ww1StandTestRow</name>
    <message numerus="yes">
        <location filename="../app/ww1/widgets/Ww1StandTestRow.cpp" line="+212"/>
        <source>Under fire: small arms within %n square(s), indirect fire or grenades (IM2)</source>
        <translation>
            <numerusform>Under fire: small arms within %n square, indirect fire or grenades (IM2)</numerusform>
            <numerusform>Under fire: small arms within %n squares, indirect fire or grenades (IM2)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Small arms fire from within %n square(s), or indirect fire or grenades; counted once even when both apply (A.3.3 IM2, A-8).</source>
        <translation>
            <numerusform>Small arms fire from within %n square, or indirect fire or grenades; counted once even when both apply (A.3.3 IM2, A-8).</numerusform>
            <numerusform>Small arms fire from within %n squares, or indirect fire or grenades; counted once even when both apply (A.3.3 IM2, A-8).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>md::ww1::Ww1StepParser</name>
    <message numerus="yes">
        <location filename="../core/ww1/rules/Ww1StepParser.cpp" line="+94"/>
        <source>duck back behind the nearest cover; with no enemy in sight count as No closer; with no cover within a tactical move (%n square(s)), stand and fight</source>
        <translation>
            <numerusform>duck back behind the nearest cover; with no enemy in sight count as No closer; with no cover within a tactical move (%n square), stand and fight</numerusform>
            <numerusform>duck back behind the nearest cover; with no enemy in sight count as No closer; with no cover within a tactical move (%n squares), stand and fight</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+82"/>
        <source>%1 takes %n casualty(ies): %2 of %3 in all.</source>
        <translation>
            <numerusform>%1 takes %n casualty: %2 of %3 in all.</numerusform>
            <numerusform>%1 takes %n casualties: %2 of %3 in all.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1&apos;s casualties corrected by %n: %2 of %3 in all.</source>
        <translation>
            <numerusform>%1&apos;s casualties corrected by %n: %2 of %3 in all.</numerusform>
            <numerusform>%1&apos;s casualties corrected by %n: %2 of %3 in all.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+34"/>
        <source>This group test takes %n roll(s) (A.3.1, A-4); %1 typed.</source>
        <translation>
            <numerusform>This group test takes %n roll (A.3.1, A-4); %1 typed.</numerusform>
            <numerusform>This group test takes %n rolls (A.3.1, A-4); %1 typed.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>md::ww1::Ww1Summary</name>
    <message numerus="yes">
        <location filename="../core/ww1/Ww1Summary.cpp" line="+86"/>
        <source>%1: valid WW1 force &quot;%2&quot; (%n group(s)</source>
        <translation>
            <numerusform>%1: valid WW1 force &quot;%2&quot; (%n group</numerusform>
            <numerusform>%1: valid WW1 force &quot;%2&quot; (%n groups</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>, %n stand(s))</source>
        <translation>
            <numerusform>, %n stand)</numerusform>
            <numerusform>, %n stands)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>md::ww1::Ww1Texts</name>
    <message numerus="yes">
        <location filename="../app/ww1/texts/Ww1Texts.cpp" line="+65"/>
        <source>Duck back behind the nearest cover; with no enemy in sight count as No closer; with no cover within a tactical move (%n square(s)), stand and fight.</source>
        <translation>
            <numerusform>Duck back behind the nearest cover; with no enemy in sight count as No closer; with no cover within a tactical move (%n square), stand and fight.</numerusform>
            <numerusform>Duck back behind the nearest cover; with no enemy in sight count as No closer; with no cover within a tactical move (%n squares), stand and fight.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+13"/>
        <source>within %n square(s)</source>
        <translation>
            <numerusform>within %n square</numerusform>
            <numerusform>within %n squares</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>md::ww1::Ww1Workspace</name>
    <message numerus="yes">
        <location filename="../app/ww1/Ww1Workspace.cpp" line="+394"/>
        <source>%n group test(s) still due (%1). End the turn anyway?</source>
        <translation>
            <numerusform>%n group test is still due (%1). End the turn anyway?</numerusform>
            <numerusform>%n group tests are still due (%1). End the turn anyway?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>The turn goes on: %n group test(s) still due (A.3.2).</source>
        <translation>
            <numerusform>The turn goes on: %n group test is still due (A.3.2).</numerusform>
            <numerusform>The turn goes on: %n group tests are still due (A.3.2).</numerusform>
        </translation>
    </message>
</context>
</TS>
