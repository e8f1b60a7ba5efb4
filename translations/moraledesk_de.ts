<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="de">
<context>
    <name>main</name>
    <message>
        <location filename="../app/main.cpp" line="+93" />
        <source>--language needs one of: %1</source>
        <translation>--language braucht einen der Werte: %1</translation>
    </message>
    <message>
        <location line="+29" />
        <source>campaign records in an SQLite file: %1</source>
        <translation>Kampagnenaufzeichnungen in einer SQLite-Datei: %1</translation>
    </message>
    <message>
        <location line="+16" />
        <source>a rule system's sheets, tables or reference card as PDF</source>
        <translation>Bögen, Tabellen oder Übersichtskarte eines Regelsystems als PDF</translation>
    </message>
    <message>
        <location line="+98" />
        <source>internal error: more than one subcommand is named %1</source>
        <translation>interner Fehler: mehr als ein Unterbefehl heißt %1</translation>
    </message>
    <message>
        <location line="+26" />
        <source>--system chooses whose subcommand runs; the window opens a file of any rule system without it</source>
        <translation>--system wählt, wessen Unterbefehl läuft; das Fenster öffnet ohne es eine Datei jedes Regelsystems</translation>
    </message>
    <message>
        <location line="+23" />
        <source>open one battlegroup file at a time</source>
        <translation>nur jeweils eine Kampfgruppendatei öffnen</translation>
    </message>
    <message>
        <location line="-199" />
        <source>--language is given more than once; it takes one value</source>
        <translation>--language ist mehrfach angegeben; die Option nimmt nur einen Wert</translation>
    </message>
</context>
<context>
    <name>md::AboutDialog</name>
    <message>
        <location filename="../app/AboutDialog.cpp" line="+37" />
        <source>About MoraleDesk</source>
        <translation>Über MoraleDesk</translation>
    </message>
    <message>
        <location line="+13" />
        <source>&lt;h2&gt;MoraleDesk&lt;/h2&gt;&lt;p&gt;Ratio morale for sci-fi skirmish battlegroups: morale levels, checks, markers and the Morale Results Table.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;MoraleDesk&lt;/h2&gt;&lt;p&gt;Verhältnismoral für Kampfgruppen in Sci-Fi-Skirmish-Spielen: Moralwerte, Tests, Marker und die Moral-Ergebnistabelle.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+10" />
        <source>Version:</source>
        <translation>Version:</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&lt;a href="%1"&gt;GNU General Public License, version 3 or later&lt;/a&gt; (GPL-3.0-or-later)</source>
        <translation>&lt;a href="%1"&gt;GNU General Public License, Version 3 oder neuer&lt;/a&gt; (GPL-3.0-or-later)</translation>
    </message>
    <message>
        <location line="+5" />
        <source>License:</source>
        <translation>Lizenz:</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Copyright:</source>
        <translation>Copyright:</translation>
    </message>
    <message>
        <location line="+0" />
        <source>© 2026 The MoraleDesk developers</source>
        <translation>© 2026 Die MoraleDesk-Entwickler</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Homepage:</source>
        <translation>Homepage:</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Application id:</source>
        <translation>Anwendungs-ID:</translation>
    </message>
    <message>
        <location line="+3" />
        <source>MoraleDesk is free software and comes with absolutely no warranty. Every reading of the rules it applies is listed in the Rules notes.</source>
        <translation>MoraleDesk ist freie Software und wird ohne jegliche Gewährleistung geliefert. Jede Auslegung der Regeln, die es anwendet, ist in den Regelhinweisen aufgeführt.</translation>
    </message>
    <message>
        <location line="+7" />
        <source>&amp;Rules notes…</source>
        <translation>&amp;Regelhinweise…</translation>
    </message>
</context>
<context>
    <name>md::Automatic</name>
    <message>
        <location filename="../core/ratio/model/Outcome.h" line="+76" />
        <source>Roll</source>
        <translation>Wurf</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Automatic success</source>
        <translation>Automatischer Erfolg</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Automatic failure</source>
        <translation>Automatischer Misserfolg</translation>
    </message>
    <message>
        <location line="+1" />
        <source>No roll possible</source>
        <translation>Kein Wurf möglich</translation>
    </message>
</context>
<context>
    <name>md::BattlegroupForm</name>
    <message>
        <location filename="../app/ratio/editors/BattlegroupForm.cpp" line="+30" />
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <location line="+8" />
        <source>The player or side this battlegroup belongs to (R1).</source>
        <translation>Der Spieler oder die Seite, zu der diese Kampfgruppe gehört (R1).</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Side:</source>
        <translation>&amp;Seite:</translation>
    </message>
    <message>
        <location line="+7" />
        <source>N&amp;otes:</source>
        <translation>N&amp;otizen:</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Endurance:</source>
        <translation>Durchhaltevermögen:</translation>
    </message>
    <message>
        <location line="+1" />
        <source>R11: the sum of the starting morale levels of all units. The battlegroup reaches its breaking point when it has lost half of it.</source>
        <translation>R11: die Summe der anfänglichen Moralwerte aller Einheiten. Die Kampfgruppe erreicht ihren Bruchpunkt, wenn sie die Hälfte davon verloren hat.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Optional rules</source>
        <translation>Optionale Regeln</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Leaders (R2)</source>
        <translation>&amp;Anführer (R2)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>R2 Leaders: soldiers are worth their rank's point factor (Trooper 1 … Marshal 9) instead of 1; a morale officer is worth his rank + 1.</source>
        <translation>R2 Anführer: Soldaten zählen mit dem Punktfaktor ihres Rangs (Soldat 1 … Marschall 9) statt mit 1; ein Moraloffizier zählt seinen Rang + 1.</translation>
    </message>
    <message>
        <location line="+4" />
        <source>&amp;Bailed crew (R10)</source>
        <translation>Ausgestiegene &amp;Besatzung (R10)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>R10 Bailed crew: after bailing out, the surviving crew are the vehicle's remaining morale points (1 each; their rank's factor under the Leaders rule), checked against its original level. The program counts bail-out survivors this way whether or not this box is ticked, as it does explosion survivors (see Rules notes, R10): ticking it changes no check, it records that the players use the rule.</source>
        <translation>R10 Ausgestiegene Besatzung: nach dem Aussteigen sind die überlebenden Besatzungsmitglieder die verbleibenden Moralpunkte des Fahrzeugs (je 1; mit der Anführer-Regel der Faktor ihres Rangs), geprüft gegen seinen ursprünglichen Wert. Das Programm zählt Überlebende eines Ausstiegs so, ob das Kästchen angekreuzt ist oder nicht, wie auch Überlebende einer Explosion (siehe Regelhinweise, R10): das Ankreuzen ändert keinen Test, es hält fest, dass die Spieler die Regel verwenden.</translation>
    </message>
    <message>
        <location line="+7" />
        <source>&amp;Morale classes (R8)</source>
        <translation>&amp;Moralklassen (R8)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>R8 Morale classes: Elite +1, Regular 0, Levy −1 to the number needed.</source>
        <translation>R8 Moralklassen: Elite +1, Regulär 0, Aufgebot −1 auf den benötigten Wurf.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>&amp;Experience (R8)</source>
        <translation>&amp;Erfahrung (R8)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>R8 Experience: green (inexperienced) troops −1 to the number needed; seasoned and veteran troops 0.</source>
        <translation>R8 Erfahrung: unerfahrene (grüne) Truppen −1 auf den benötigten Wurf; erfahrene und Veteranen-Truppen 0.</translation>
    </message>
    <message>
        <location line="+4" />
        <source>&amp;Psychological effects / NBC (R8a)</source>
        <translation>&amp;Psychologische Wirkung / ABC (R8a)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>R8a Psychological effects: an NBC attack forces a check, even at full strength, and troops not equipped for NBC get −2 to the number needed.</source>
        <translation>R8a Psychologische Wirkung: ein ABC-Angriff erzwingt einen Test, selbst bei voller Stärke, und Truppen ohne ABC-Schutz erhalten −2 auf den benötigten Wurf.</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Defaults for units</source>
        <translation>Vorgaben für Einheiten</translation>
    </message>
    <message>
        <location line="+4" />
        <source>The morale class (R8) of every unit that does not set its own.</source>
        <translation>Die Moralklasse (R8) jeder Einheit, die keine eigene festlegt.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Morale &amp;class:</source>
        <translation>Moral&amp;klasse:</translation>
    </message>
    <message>
        <location line="+10" />
        <source>The experience (R8) of every unit that does not set its own.</source>
        <translation>Die Erfahrung (R8) jeder Einheit, die keine eigene festlegt.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>E&amp;xperience:</source>
        <translation>E&amp;rfahrung:</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Units are NBC-e&amp;quipped</source>
        <translation>Einheiten haben ABC-Sch&amp;utz</translation>
    </message>
    <message>
        <location line="+2" />
        <source>R8: troops in battle armour, full armour or pressure suits count as NBC-equipped; unsealed uniforms do not. Applies to every unit that does not say.</source>
        <translation>R8: Truppen in Kampfpanzerung, Vollpanzerung oder Druckanzügen gelten als ABC-geschützt, unversiegelte Uniformen nicht. Gilt für jede Einheit ohne eigene Angabe.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Units are NBC-equipped</source>
        <translation>Einheiten haben ABC-Schutz</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Units</source>
        <translation>Einheiten</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Unit template</source>
        <translation>Einheitenvorlage</translation>
    </message>
    <message>
        <location line="+5" />
        <source>&amp;Add unit</source>
        <translation>Einheit &amp;hinzufügen</translation>
    </message>
    <message>
        <location line="+2" />
        <location line="+5" />
        <source>Add unit from template</source>
        <translation>Einheit aus Vorlage hinzufügen</translation>
    </message>
    <message>
        <location line="-2" />
        <source>&amp;Template:</source>
        <translation>&amp;Vorlage:</translation>
    </message>
    <message>
        <location line="+49" />
        <source>Add unit</source>
        <translation>Einheit hinzufügen</translation>
    </message>
    <message>
        <location line="+24" />
        <source>%1; breaking point after %2 lost (%3 lost now)</source>
        <translation>%1; Bruchpunkt nach %2 Verlust (jetzt %3 verloren)</translation>
    </message>
</context>
<context>
    <name>md::BattlegroupReader</name>
    <message numerus="yes">
        <location filename="../core/ratio/io/BattlegroupBodyReader.cpp" line="+82" />
        <source>%n more problem(s) not listed</source>
        <translation>
            <numerusform>%n weiteres Problem nicht aufgeführt</numerusform>
            <numerusform>%n weitere Probleme nicht aufgeführt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1" />
        <source>%n more problem(s) not listed; the rules across fields were not checked</source>
        <translation>
            <numerusform>%n weiteres Problem nicht aufgeführt; die feldübergreifenden Regeln wurden nicht geprüft</numerusform>
            <numerusform>%n weitere Probleme nicht aufgeführt; die feldübergreifenden Regeln wurden nicht geprüft</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/ratio/io/FieldReader.cpp" line="+145" />
        <source>unexpected key for %1</source>
        <translation>unerwarteter Schlüssel für %1</translation>
    </message>
    <message>
        <location line="+3" />
        <source>unknown key</source>
        <translation>unbekannter Schlüssel</translation>
    </message>
    <message>
        <location line="+19" />
        <source>expected a string, found %1</source>
        <translation>erwartet wurde eine Zeichenkette, gefunden %1</translation>
    </message>
    <message>
        <location line="+5" />
        <source>holds an unpaired surrogate (a \u escape of half a character)</source>
        <translation>enthält ein ungepaartes Surrogat (ein \u-Escape eines halben Zeichens)</translation>
    </message>
    <message>
        <location line="+12" />
        <source>expected true or false, found %1</source>
        <translation>erwartet wurde true oder false, gefunden %1</translation>
    </message>
    <message>
        <location line="+35" />
        <source>expected a whole number between %1 and %2 or null, found %3</source>
        <translation>erwartet wurde eine ganze Zahl zwischen %1 und %2 oder null, gefunden %3</translation>
    </message>
    <message>
        <location line="+1" />
        <source>expected a whole number between %1 and %2, found %3</source>
        <translation>erwartet wurde eine ganze Zahl zwischen %1 und %2, gefunden %3</translation>
    </message>
    <message>
        <location line="+15" />
        <location line="+34" />
        <source>expected an object, found %1</source>
        <translation>erwartet wurde ein Objekt, gefunden %1</translation>
    </message>
    <message>
        <location line="-21" />
        <source>expected an array, found %1</source>
        <translation>erwartet wurde ein Array, gefunden %1</translation>
    </message>
    <message>
        <location filename="../core/ratio/io/FieldReader.h" line="+77" />
        <source>expected one of %1; found %2</source>
        <translation>erwartet wurde einer der Werte %1; gefunden %2</translation>
    </message>
    <message>
        <location filename="../core/ratio/io/BattlegroupBodyReader.cpp" line="+37" />
        <source>a game (the sides hold it)</source>
        <translation>ein Spiel (dort gehört es zu den Seiten)</translation>
    </message>
    <message numerus="yes">
        <location line="+15" />
        <source>a game holds two sides, one battlegroup each; found %n</source>
        <translation>
            <numerusform>ein Spiel hat zwei Seiten mit je einer Kampfgruppe; gefunden: %n</numerusform>
            <numerusform>ein Spiel hat zwei Seiten mit je einer Kampfgruppe; gefunden: %n</numerusform>
        </translation>
    </message>
    <message>
        <location line="+19" />
        <source>one side (the game holds it for both)</source>
        <translation>eine Seite (das Spiel führt es für beide)</translation>
    </message>
    <message>
        <location line="+10" />
        <source>the two sides of a game need different side names; both are empty</source>
        <translation>die beiden Seiten eines Spiels brauchen verschiedene Seitennamen; beide sind leer</translation>
    </message>
    <message>
        <location line="+1" />
        <source>the two sides of a game need different side names; both are %1</source>
        <translation>die beiden Seiten eines Spiels brauchen verschiedene Seitennamen; beide lauten %1</translation>
    </message>
    <message>
        <location line="+43" />
        <source>units</source>
        <translation>Einheiten</translation>
    </message>
    <message>
        <location line="+1" />
        <source>pieces in all units</source>
        <translation>Modelle in allen Einheiten</translation>
    </message>
    <message>
        <location line="+11" />
        <source>log records</source>
        <translation>Protokolleinträge</translation>
    </message>
    <message>
        <location line="+22" />
        <location line="+24" />
        <source>morale class</source>
        <translation>Moralklasse</translation>
    </message>
    <message>
        <location line="-22" />
        <location line="+23" />
        <source>experience</source>
        <translation>Erfahrung</translation>
    </message>
    <message>
        <location line="-3" />
        <source>unit kind</source>
        <translation>Einheitenart</translation>
    </message>
    <message>
        <location line="+8" />
        <source>pieces in one unit</source>
        <translation>Modelle in einer Einheit</translation>
    </message>
    <message>
        <location filename="../core/ratio/io/PieceReader.cpp" line="+47" />
        <source>piece kind</source>
        <translation>Modellart</translation>
    </message>
    <message>
        <location line="+3" />
        <source>morale style</source>
        <translation>Moralart</translation>
    </message>
    <message>
        <location line="+29" />
        <source>a %1</source>
        <translation>ein(e) %1</translation>
    </message>
    <message>
        <location line="+1" />
        <source>a %1 with %2 morale</source>
        <translation>ein(e) %1 mit %2-Moral</translation>
    </message>
    <message>
        <location line="+9" />
        <location line="+85" />
        <source>rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <location line="-22" />
        <source>weapon systems</source>
        <translation>Waffensysteme</translation>
    </message>
    <message>
        <location line="+17" />
        <source>crew</source>
        <translation>Besatzung</translation>
    </message>
    <message>
        <location line="+15" />
        <source>presence</source>
        <translation>Anwesenheit</translation>
    </message>
    <message>
        <location line="+2" />
        <source>status</source>
        <translation>Status</translation>
    </message>
    <message>
        <location line="+7" />
        <source>required when marker is true; expected a whole number between 1 and %1</source>
        <translation>erforderlich, wenn marker true ist; erwartet wurde eine ganze Zahl zwischen 1 und %1</translation>
    </message>
    <message>
        <location filename="../core/ratio/io/BattlegroupBodyReader.cpp" line="+19" />
        <source>event</source>
        <translation>Ereignis</translation>
    </message>
    <message>
        <location line="+8" />
        <source>a %1 record</source>
        <translation>ein %1-Eintrag</translation>
    </message>
    <message>
        <location line="+57" />
        <source>factors</source>
        <translation>Faktoren</translation>
    </message>
    <message>
        <location line="+15" />
        <source>automatic entry</source>
        <translation>automatischer Eintrag</translation>
    </message>
    <message>
        <location line="+3" />
        <source>outcome</source>
        <translation>Ausgang</translation>
    </message>
    <message>
        <location line="+2" />
        <source>result</source>
        <translation>Ergebnis</translation>
    </message>
</context>
<context>
    <name>md::BattlegroupValidator</name>
    <message>
        <location filename="../core/ratio/io/BattlegroupValidator.cpp" line="+49" />
        <source>a battlegroup reaches its breaking point by losing 50 % or more of its endurance (R11); this one has lost nothing</source>
        <translation>eine Kampfgruppe erreicht ihren Bruchpunkt, wenn sie 50 % oder mehr ihrer Durchhaltepunkte verliert (R11); diese hat nichts verloren</translation>
    </message>
    <message>
        <location line="+5" />
        <source>units</source>
        <translation>Einheiten</translation>
    </message>
    <message>
        <location line="+5" />
        <source>pieces in all units</source>
        <translation>Modelle in allen Einheiten</translation>
    </message>
    <message>
        <location line="+6" />
        <source>log records</source>
        <translation>Protokolleinträge</translation>
    </message>
    <message>
        <location line="+61" />
        <source>duplicate id %1; already used at %2</source>
        <translation>doppelte ID %1; bereits verwendet bei %2</translation>
    </message>
    <message>
        <location line="+16" />
        <source>a unit holds at least one piece</source>
        <translation>eine Einheit enthält mindestens ein Modell</translation>
    </message>
    <message>
        <location line="+2" />
        <source>pieces in one unit</source>
        <translation>Modelle in einer Einheit</translation>
    </message>
    <message>
        <location line="+10" />
        <source>the unit's starting morale level is 0; no piece in it brings any points (R1)</source>
        <translation>der anfängliche Moralwert der Einheit ist 0; kein Modell darin bringt Punkte (R1)</translation>
    </message>
    <message>
        <location line="+18" />
        <source>a %1 cannot be part of an infantry unit; a vehicle or strongpoint is a morale unit of its own (R1)</source>
        <translation>ein(e) %1 kann nicht Teil einer Infanterieeinheit sein; ein Fahrzeug oder Stützpunkt ist eine eigene Moraleinheit (R1)</translation>
    </message>
    <message>
        <location line="+5" />
        <source>crew survivors join only vehicle and strongpoint units (R10)</source>
        <translation>überlebende Besatzungsmitglieder gehören nur zu Fahrzeug- und Stützpunkteinheiten (R10)</translation>
    </message>
    <message>
        <location line="+5" />
        <source>a %1 cannot be part of a robots unit, which holds only warbots and wardrones (R1)</source>
        <translation>ein(e) %1 kann nicht Teil einer Robotereinheit sein, die nur Warbots und Wardrones enthält (R1)</translation>
    </message>
    <message>
        <location line="+6" />
        <source>a vehicle unit holds exactly one vehicle (R1); this is a second one</source>
        <translation>eine Fahrzeugeinheit enthält genau ein Fahrzeug (R1); dies ist ein zweites</translation>
    </message>
    <message>
        <location line="+3" />
        <source>a vehicle unit holds one vehicle (a vehicle, or a warbot or wardrone with vehicle morale) and its crew survivors (R1, R10)</source>
        <translation>eine Fahrzeugeinheit enthält ein Fahrzeug (ein Fahrzeug oder einen Warbot bzw. eine Wardrone mit Fahrzeugmoral) und dessen überlebende Besatzung (R1, R10)</translation>
    </message>
    <message>
        <location line="+7" />
        <source>a strongpoint unit holds exactly one strongpoint (R1); this is a second one</source>
        <translation>eine Stützpunkteinheit enthält genau einen Stützpunkt (R1); dies ist ein zweiter</translation>
    </message>
    <message>
        <location line="+2" />
        <source>a strongpoint unit holds one strongpoint and its crew survivors (R1, R10)</source>
        <translation>eine Stützpunkteinheit enthält einen Stützpunkt und dessen überlebende Besatzung (R1, R10)</translation>
    </message>
    <message>
        <location line="+7" />
        <source>a vehicle unit needs its vehicle (a vehicle, or a warbot or wardrone with vehicle morale)</source>
        <translation>eine Fahrzeugeinheit braucht ihr Fahrzeug (ein Fahrzeug oder einen Warbot bzw. eine Wardrone mit Fahrzeugmoral)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>a strongpoint unit needs its strongpoint</source>
        <translation>eine Stützpunkteinheit braucht ihren Stützpunkt</translation>
    </message>
    <message>
        <location line="+11" />
        <source>only a soldier can be a morale officer (R2)</source>
        <translation>nur ein Soldat kann Moraloffizier sein (R2)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>only a soldier can be a crew survivor (R10)</source>
        <translation>nur ein Soldat kann überlebendes Besatzungsmitglied sein (R10)</translation>
    </message>
    <message>
        <location line="+41" />
        <source>weapon systems</source>
        <translation>Waffensysteme</translation>
    </message>
    <message>
        <location line="+4" />
        <source>crew</source>
        <translation>Besatzung</translation>
    </message>
    <message>
        <location line="+10" />
        <source>must be normal for a piece that is no longer on the table (presence %1); found %2</source>
        <translation>muss normal sein für ein Modell, das nicht mehr auf dem Tisch ist (Anwesenheit %1); gefunden %2</translation>
    </message>
    <message>
        <location line="+4" />
        <source>must be false for a piece that is no longer on the table (presence %1)</source>
        <translation>muss false sein für ein Modell, das nicht mehr auf dem Tisch ist (Anwesenheit %1)</translation>
    </message>
    <message>
        <location line="+8" />
        <source>must be false when the piece has no marker (R8a)</source>
        <translation>muss false sein, wenn das Modell keinen Marker hat (R8a)</translation>
    </message>
    <message>
        <location line="+11" />
        <source>a %1 record must name its unit</source>
        <translation>ein %1-Eintrag muss seine Einheit nennen</translation>
    </message>
    <message>
        <location line="+4" />
        <source>unknown unit %1; no unit has this id</source>
        <translation>unbekannte Einheit %1; keine Einheit hat diese ID</translation>
    </message>
    <message>
        <location line="+4" />
        <source>a piece can be named only together with its unit</source>
        <translation>ein Modell kann nur zusammen mit seiner Einheit genannt werden</translation>
    </message>
    <message>
        <location line="+4" />
        <source>unknown piece %1; unit %2 has no piece with this id</source>
        <translation>unbekanntes Modell %1; Einheit %2 hat kein Modell mit dieser ID</translation>
    </message>
    <message>
        <location line="+25" />
        <source>factors</source>
        <translation>Faktoren</translation>
    </message>
    <message>
        <location line="+5" />
        <source>factor</source>
        <translation>Faktor</translation>
    </message>
    <message>
        <location line="+6" />
        <source>must be false or left out: no die was rolled, so none was typed</source>
        <translation>muss false sein oder fehlen: Es wurde kein Würfel geworfen, also auch keiner eingegeben</translation>
    </message>
    <message>
        <location line="+2" />
        <source>must be none when the check passed; found %1</source>
        <translation>muss none sein, wenn der Test bestanden wurde; gefunden %1</translation>
    </message>
    <message>
        <location line="+2" />
        <source>a failed check has a result of failure (R5); found none</source>
        <translation>ein misslungener Test hat ein Ergebnis bei Misserfolg (R5); gefunden: keins</translation>
    </message>
    <message>
        <location line="+17" />
        <source>%1 of %2 points</source>
        <translation>%1 von %2 Punkten</translation>
    </message>
    <message>
        <location line="+2" />
        <source>must be %1 for %2 (R5, R8); found %3</source>
        <translation>muss bei %2 %1 sein (R5, R8); gefunden %3</translation>
    </message>
    <message>
        <location line="+21" />
        <source>must be %1, the need %2 with its factors (R8); found %3</source>
        <translation>muss %1 sein, der benötigte Wurf %2 mit seinen Faktoren (R8); gefunden %3</translation>
    </message>
    <message>
        <location line="+4" />
        <source>must be null when the table's entry is %1 (no factor applies, R8); found %2</source>
        <translation>muss null sein, wenn der Tabelleneintrag %1 ist (kein Faktor gilt, R8); gefunden %2</translation>
    </message>
    <message>
        <location line="+9" />
        <source>a check at a modified need of %1 rolls a d10 (R5); found null</source>
        <translation>ein Test mit modifiziertem benötigtem Wurf %1 würfelt einen W10 (R5); gefunden null</translation>
    </message>
    <message>
        <location line="+1" />
        <source>must be null: no die is rolled when %1 (R5, R8); found %2</source>
        <translation>muss null sein: es wird nicht gewürfelt, wenn %1 (R5, R8); gefunden %2</translation>
    </message>
    <message>
        <location line="+1" />
        <source>the modified need is %1</source>
        <translation>der modifizierte benötigte Wurf %1 ist</translation>
    </message>
    <message>
        <location line="+0" />
        <source>the table's entry is %1</source>
        <translation>der Tabelleneintrag %1 ist</translation>
    </message>
    <message>
        <location line="+9" />
        <source>must be %1: a d10 showing %2 against a modified need of %3 (R5: it passes on the need or less); found %4</source>
        <translation>muss %1 sein: ein W10 mit %2 gegen einen modifizierten benötigten Wurf von %3 (R5: bestanden bei diesem Wert oder weniger); gefunden %4</translation>
    </message>
    <message>
        <location line="+52" />
        <source>a %1 record carries check fields (%2); only check records have them</source>
        <translation>ein %1-Eintrag enthält Testfelder (%2); nur Testeinträge haben sie</translation>
    </message>
</context>
<context>
    <name>md::BattlegroupWriter</name>
    <message>
        <location filename="../core/ratio/io/BattlegroupWriter.cpp" line="+182" />
        <source>there is nothing to write to</source>
        <translation>es gibt nichts, wohin geschrieben werden kann</translation>
    </message>
    <message>
        <location line="+2" />
        <source>the output is not open for writing</source>
        <translation>die Ausgabe ist nicht zum Schreiben geöffnet</translation>
    </message>
    <message>
        <location line="+4" />
        <location line="+2" />
        <source>cannot write the battlegroup: %1</source>
        <translation>die Kampfgruppe kann nicht geschrieben werden: %1</translation>
    </message>
</context>
<context>
    <name>md::BlankSheetDocument</name>
    <message>
        <location filename="../app/ratio/print/BlankSheetDocument.cpp" line="+26" />
        <source>Blank: may be photocopied</source>
        <translation>Leer: darf kopiert werden</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Battlegroup</source>
        <translation>Kampfgruppe</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Side / player</source>
        <translation>Seite / Spieler</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Battle / date</source>
        <translation>Gefecht / Datum</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Turn</source>
        <translation>Zug</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Endurance (R11)</source>
        <translation>Durchhaltevermögen (R11)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>50 % line (points lost)</source>
        <translation>50-%-Linie (verlorene Punkte)</translation>
    </message>
    <message>
        <location line="+1" />
        <location line="+46" />
        <source>Points lost</source>
        <translation>Verlorene Punkte</translation>
    </message>
    <message>
        <location line="-45" />
        <source>Breaking point in turn</source>
        <translation>Bruchpunkt in Zug</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Endurance: the sum of the units' starting morale levels. At 50 % lost the battlegroup reaches its breaking point and retreats from the next turn (R11).</source>
        <translation>Durchhaltevermögen: die Summe der anfänglichen Moralwerte der Einheiten. Bei 50 % Verlust erreicht die Kampfgruppe ihren Bruchpunkt und zieht sich ab dem nächsten Zug zurück (R11).</translation>
    </message>
    <message>
        <location line="+9" />
        <source>Vehicles and strongpoints (R4)</source>
        <translation>Fahrzeuge und Stützpunkte (R4)</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Morale level: one point per working level of movement, targeting and damage control, and one per working weapon system (three at most); twelve at most. Cross a box for each level lost and the box of each weapon system knocked out.</source>
        <translation>Moralwert: ein Punkt je funktionierender Stufe von Bewegung, Zielerfassung und Schadenskontrolle und einer je funktionierendem Waffensystem (höchstens drei); höchstens zwölf. Für jede verlorene Stufe ein Kästchen ankreuzen, ebenso das Kästchen jedes ausgeschalteten Waffensystems.</translation>
    </message>
    <message>
        <location line="+13" />
        <source>Infantry units (R2)</source>
        <translation>Infanterieeinheiten (R2)</translation>
    </message>
    <message>
        <location line="+3" />
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location line="+3" />
        <source>One point per man; under the Leaders rule, his rank's factor: %1; a morale officer one more. Cross one box per point lost.</source>
        <translation>Ein Punkt pro Mann; mit der Anführer-Regel der Faktor seines Rangs: %1; ein Moraloffizier einen mehr. Pro verlorenem Punkt ein Kästchen ankreuzen.</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Infantry unit</source>
        <translation>Infanterieeinheit</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Starting morale points</source>
        <translation>Anfängliche Moralpunkte</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Current morale points</source>
        <translation>Aktuelle Moralpunkte</translation>
    </message>
    <message>
        <location line="+1" />
        <location line="+21" />
        <source>Class / experience (R8)</source>
        <translation>Klasse / Erfahrung (R8)</translation>
    </message>
    <message>
        <location line="-10" />
        <source>Warbots and wardrones (R3)</source>
        <translation>Warbots und Wardrones (R3)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Each piece has size + 2 points (size 1 or 2) and loses one per penetrating hit. Robots attached to an infantry unit add their points to its level.</source>
        <translation>Jedes Modell hat Größe + 2 Punkte (Größe 1 oder 2) und verliert einen pro durchschlagendem Treffer. Einer Infanterieeinheit zugeteilte Roboter addieren ihre Punkte zu deren Wert.</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Warbot unit</source>
        <translation>Warbot-Einheit</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Starting morale level</source>
        <translation>Anfänglicher Moralwert</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Current morale level</source>
        <translation>Aktueller Moralwert</translation>
    </message>
</context>
<context>
    <name>md::CampaignAddress</name>
    <message>
        <location filename="../app/campaign/CampaignAddress.cpp" line="+53" />
        <source>Campaign: give a file name or a postgresql:// address</source>
        <translation>Kampagne: einen Dateinamen oder eine postgresql://-Adresse angeben</translation>
    </message>
    <message>
        <location line="+27" />
        <source>%1: the address holds a password; leave it out and put it in the password file (~/.pgpass or PGPASSFILE) or the service file instead</source>
        <translation>%1: Die Adresse enthält ein Passwort; lassen Sie es weg und legen Sie es in die Passwortdatei (~/.pgpass oder PGPASSFILE) oder die service-Datei</translation>
    </message>
    <message>
        <location line="+10" />
        <location line="+16" />
        <source>%1: the port "%2" is not a number from 1 to 65535</source>
        <translation>%1: Der Port „%2“ ist keine Zahl von 1 bis 65535</translation>
    </message>
    <message>
        <location line="-13" />
        <source>%1: not a valid address (%2)</source>
        <translation>%1: keine gültige Adresse (%2)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1: an address has no #fragment ("#%2")</source>
        <translation>%1: Eine Adresse hat kein #Fragment („#%2“)</translation>
    </message>
    <message>
        <location line="+18" />
        <source>%1: the database "%2" is one name, without "/"</source>
        <translation>%1: Die Datenbank „%2“ ist ein einzelner Name, ohne „/“</translation>
    </message>
    <message>
        <location line="+5" />
        <source>%1: the option "%2" is not known; an address takes %3</source>
        <translation>%1: Die Option „%2“ ist unbekannt; eine Adresse akzeptiert %3</translation>
    </message>
    <message>
        <location line="+4" />
        <source>%1: the option "%2" is given twice</source>
        <translation>%1: Die Option „%2“ ist doppelt angegeben</translation>
    </message>
    <message>
        <location line="+3" />
        <source>%1: the option "%2" needs a value without spaces or quotes</source>
        <translation>%1: Die Option „%2“ braucht einen Wert ohne Leerzeichen oder Anführungszeichen</translation>
    </message>
    <message>
        <location line="+5" />
        <source>%1: connect_timeout "%2" is not a number of seconds from 0 to 3600</source>
        <translation>%1: connect_timeout „%2“ ist keine Sekundenzahl von 0 bis 3600</translation>
    </message>
    <message>
        <location line="+3" />
        <source>%1: sslmode "%2" is not one of %3</source>
        <translation>%1: sslmode „%2“ ist nicht eines von %3</translation>
    </message>
    <message>
        <location line="+6" />
        <source>%1: the address names no database; write it after the server, as in postgresql://user@host:5432/campaigns</source>
        <translation>%1: Die Adresse nennt keine Datenbank; schreiben Sie sie hinter den Server, z. B. postgresql://user@host:5432/campaigns</translation>
    </message>
    <message>
        <location line="+4" />
        <source>%1: "%2" may not hold spaces, quotes, ";" or "="</source>
        <translation>%1: „%2“ darf keine Leerzeichen, Anführungszeichen, „;“ oder „=“ enthalten</translation>
    </message>
</context>
<context>
    <name>md::CampaignChartData</name>
    <message>
        <location filename="../app/widgets/CampaignChartData.cpp" line="+58" />
        <source>No battle is recorded yet: record one to see each force's losses here.</source>
        <translation>Noch kein Gefecht erfasst: Erfassen Sie eines, um hier die Verluste jeder Streitmacht zu sehen.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The rule system of the battles recorded here counts no morale points, so there are no losses to chart; its own pages show each battle.</source>
        <translation>Das Regelsystem der hier erfassten Gefechte zählt keine Moralpunkte, daher gibt es keine Verluste darzustellen; seine eigenen Ansichten zeigen jedes Gefecht.</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Battle %1, "%2": each force's morale points, kept and lost</source>
        <translation>Gefecht %1, „%2“: Moralpunkte jeder Streitmacht, behalten und verloren</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Force</source>
        <translation>Streitmacht</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Morale points</source>
        <translation>Moralpunkte</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Points at the end</source>
        <translation>Punkte am Ende</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Points lost</source>
        <translation>Verlorene Punkte</translation>
    </message>
    <message>
        <location line="+23" />
        <source>%1–%2</source>
        <translation>%1–%2</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Morale points each force lost in each battle</source>
        <translation>Verlorene Moralpunkte jeder Streitmacht pro Gefecht</translation>
    </message>
    <message numerus="yes">
        <location line="+1" />
        <source>Morale points each force lost, %n battles to a bar</source>
        <translation>
            <numerusform>Verlorene Moralpunkte jeder Streitmacht, %n Gefecht pro Balken</numerusform>
            <numerusform>Verlorene Moralpunkte jeder Streitmacht, %n Gefechte pro Balken</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1" />
        <source>Battle</source>
        <translation>Gefecht</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Battles</source>
        <translation>Gefechte</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Morale points lost</source>
        <translation>Verlorene Moralpunkte</translation>
    </message>
</context>
<context>
    <name>md::CampaignController</name>
    <message>
        <location filename="../app/CampaignController.cpp" line="+41" />
        <source>Recent ca&amp;mpaigns</source>
        <translation>Zuletzt geöffnete Ka&amp;mpagnen</translation>
    </message>
    <message>
        <location line="+16" />
        <source>New campaign</source>
        <translation>Neue Kampagne</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Campaign name:</source>
        <translation>Name der Kampagne:</translation>
    </message>
    <message>
        <location line="+12" />
        <source>No campaign created</source>
        <translation>Keine Kampagne angelegt</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Created the campaign "%1" in %2.</source>
        <translation>Kampagne „%1“ in %2 angelegt.</translation>
    </message>
    <message>
        <location line="+33" />
        <source>%1

Password for %2:</source>
        <translation>%1

Passwort für %2:</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The server asks for a password, and your PostgreSQL password file has none for this address. It is kept only until MoraleDesk closes.

Password for %1:</source>
        <translation>Der Server verlangt ein Passwort, und Ihre PostgreSQL-Passwortdatei enthält keines für diese Adresse. Es wird nur bis zum Beenden von MoraleDesk behalten.

Passwort für %1:</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Campaign password</source>
        <translation>Kampagnenpasswort</translation>
    </message>
    <message>
        <location line="+16" />
        <source>Campaign not opened</source>
        <translation>Kampagne nicht geöffnet</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Opened the campaign %1.</source>
        <translation>Kampagne %1 geöffnet.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Opened the campaign %1; it was brought to the current format, and the file as it was is kept in %2.</source>
        <translation>Kampagne %1 geöffnet; sie wurde in das aktuelle Format gebracht, die Datei im vorherigen Zustand liegt in %2.</translation>
    </message>
    <message>
        <location line="+12" />
        <source>Campaign not found</source>
        <translation>Kampagne nicht gefunden</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1 is no longer there: it was moved, renamed or deleted. It has been taken off the recent campaigns.</source>
        <translation>%1 ist nicht mehr vorhanden: die Datei wurde verschoben, umbenannt oder gelöscht. Sie wurde aus den zuletzt geöffneten Kampagnen entfernt.</translation>
    </message>
    <message>
        <location line="+32" />
        <source>No battlegroup</source>
        <translation>Keine Kampfgruppe</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The campaign has no battlegroup yet: record a battle first.</source>
        <translation>Die Kampagne hat noch keine Kampfgruppe: erfassen Sie zuerst ein Gefecht.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Start next battle</source>
        <translation>Nächstes Gefecht beginnen</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Which battlegroup?</source>
        <translation>Welche Kampfgruppe?</translation>
    </message>
    <message>
        <location line="+7" />
        <location line="+5" />
        <source>No next battle</source>
        <translation>Kein nächstes Gefecht</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The battlegroup "%1" is kept by the rule system "%2", which this MoraleDesk does not know.</source>
        <translation>Die Kampfgruppe „%1“ gehört zum Regelsystem „%2“, das dieses MoraleDesk nicht kennt.</translation>
    </message>
    <message>
        <location line="+32" />
        <source>No backup made</source>
        <translation>Keine Sicherung angelegt</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Backed up the campaign to %1.</source>
        <translation>Kampagne nach %1 gesichert.</translation>
    </message>
    <message>
        <location line="+12" />
        <source>Copy campaign to</source>
        <translation>Kampagne kopieren nach</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Copy the whole campaign to:</source>
        <translation>Die ganze Kampagne kopieren nach:</translation>
    </message>
    <message>
        <location line="+1" />
        <source>A new campaign file…</source>
        <translation>Eine neue Kampagnendatei…</translation>
    </message>
    <message>
        <location line="+0" />
        <source>An empty database on a server…</source>
        <translation>Eine leere Datenbank auf einem Server…</translation>
    </message>
    <message>
        <location line="+23" />
        <source>Campaign not copied</source>
        <translation>Kampagne nicht kopiert</translation>
    </message>
    <message numerus="yes">
        <location line="+6" />
        <source>Copied the campaign to %1 and compared every table with the original: %n row(s), all equal.</source>
        <translation>
            <numerusform>Die Kampagne wurde nach %1 kopiert und jede Tabelle mit dem Original verglichen: %n Zeile, alles gleich.</numerusform>
            <numerusform>Die Kampagne wurde nach %1 kopiert und jede Tabelle mit dem Original verglichen: %n Zeilen, alle gleich.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>md::CampaignCopy</name>
    <message>
        <location filename="../app/campaign/CampaignCopy.cpp" line="+39" />
        <source>a copy needs a source and a target</source>
        <translation>Eine Kopie braucht eine Quelle und ein Ziel</translation>
    </message>
    <message>
        <location line="+6" />
        <source>cannot read the campaign to copy: %1</source>
        <translation>Die zu kopierende Kampagne kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <location line="+11" />
        <source>%1 already exists; a copy never replaces a file</source>
        <translation>%1 existiert bereits; eine Kopie ersetzt nie eine Datei</translation>
    </message>
    <message>
        <location line="+5" />
        <source>cannot copy to %1: the folder %2 does not exist</source>
        <translation>Kopieren nach %1 nicht möglich: Der Ordner %2 existiert nicht</translation>
    </message>
    <message>
        <location line="+25" />
        <source>the copy's write-ahead log was not emptied</source>
        <translation>Das Write-Ahead-Log der Kopie wurde nicht geleert</translation>
    </message>
    <message>
        <location line="+5" />
        <source>%1 appeared while the copy was being made, or the folder is not writable</source>
        <translation>%1 ist während des Kopierens entstanden, oder der Ordner ist nicht beschreibbar</translation>
    </message>
    <message>
        <location line="+5" />
        <location line="+20" />
        <location line="+8" />
        <source>cannot copy %1 to %2: %3</source>
        <translation>%1 kann nicht nach %2 kopiert werden: %3</translation>
    </message>
    <message>
        <location line="-19" />
        <source>cannot copy to %1: %2</source>
        <translation>Kopieren nach %1 nicht möglich: %2</translation>
    </message>
    <message>
        <location line="+18" />
        <source>(and the empty campaign made for the copy could not be removed again: %1)</source>
        <translation>(und die für die Kopie angelegte leere Kampagne konnte nicht wieder entfernt werden: %1)</translation>
    </message>
    <message>
        <location line="+15" />
        <source>cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message numerus="yes">
        <location line="+56" />
        <source>%n row(s)</source>
        <translation>
            <numerusform>%n Zeile</numerusform>
            <numerusform>%n Zeilen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>md::CampaignDatabase</name>
    <message>
        <location filename="../app/campaign/CampaignSql.cpp" line="+78" />
        <source>the connection to the campaign server was lost (%1); nothing of this change was written: open the campaign again when the server is back</source>
        <translation>Die Verbindung zum Kampagnenserver ist abgebrochen (%1); von dieser Änderung wurde nichts geschrieben: Öffnen Sie die Kampagne erneut, wenn der Server wieder erreichbar ist</translation>
    </message>
    <message>
        <location line="+4" />
        <source>the server does not allow this role to do that (%1); the campaign's organiser grants it on the campaign's tables</source>
        <translation>Der Server erlaubt dieser Rolle das nicht (%1); der Organisator der Kampagne vergibt das Recht auf die Tabellen der Kampagne</translation>
    </message>
    <message>
        <location line="+15" />
        <source>no row</source>
        <translation>keine Zeile</translation>
    </message>
    <message>
        <location line="+15" />
        <source>the SQLite driver of Qt Sql (QSQLITE) is not installed; on Debian install libqt6sql6-sqlite</source>
        <translation>der SQLite-Treiber von Qt Sql (QSQLITE) ist nicht installiert; unter Debian libqt6sql6-sqlite installieren</translation>
    </message>
    <message>
        <location line="+32" />
        <source>the file cannot use write-ahead logging (journal mode is %1)</source>
        <translation>die Datei kann kein Write-Ahead-Logging verwenden (Journalmodus ist %1)</translation>
    </message>
    <message>
        <location line="+20" />
        <source>there is no battlegroup "%1" in this campaign</source>
        <translation>in dieser Kampagne gibt es keine Kampfgruppe „%1“</translation>
    </message>
    <message>
        <location filename="../app/campaign/CampaignDatabase.cpp" line="+60" />
        <source>%1: no such campaign</source>
        <translation>%1: keine solche Kampagne</translation>
    </message>
    <message>
        <location line="+6" />
        <location line="+85" />
        <source>%1 is not a MoraleDesk campaign file</source>
        <translation>%1 ist keine MoraleDesk-Kampagnendatei</translation>
    </message>
    <message>
        <location line="-77" />
        <location line="+107" />
        <source>cannot open %1: %2</source>
        <translation>%1 kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <location line="-50" />
        <source>%1 is busy: another program is writing to it. Try again when it has finished; it was not changed.</source>
        <translation>%1 ist belegt: ein anderes Programm schreibt gerade hinein. Versuchen Sie es erneut, wenn es fertig ist; die Datei wurde nicht geändert.</translation>
    </message>
    <message>
        <location line="+12" />
        <source>%1 is damaged (SQLite: %2); it was not changed. Restore it from a backup.</source>
        <translation>%1 ist beschädigt (SQLite: %2); die Datei wurde nicht verändert. Stellen Sie sie aus einer Sicherung wieder her.</translation>
    </message>
    <message>
        <location line="+4" />
        <source>%1 is not a MoraleDesk campaign file, or its first page is damaged (SQLite: %2); it was not changed</source>
        <translation>%1 ist keine MoraleDesk-Kampagnendatei, oder ihre erste Seite ist beschädigt (SQLite: %2); die Datei wurde nicht verändert</translation>
    </message>
    <message>
        <location line="+7" />
        <source>%1 is damaged (SQLite: %2); it was not changed</source>
        <translation>%1 ist beschädigt (SQLite: %2); die Datei wurde nicht verändert</translation>
    </message>
    <message>
        <location line="+4" />
        <source>%1 was written by a newer MoraleDesk (campaign format %2); this version reads formats 1 to %3. Nothing was changed.</source>
        <translation>%1 wurde von einem neueren MoraleDesk geschrieben (Kampagnenformat %2); diese Version liest die Formate 1 bis %3. Es wurde nichts verändert.</translation>
    </message>
    <message>
        <location line="+4" />
        <source>%1 is not a complete MoraleDesk campaign file</source>
        <translation>%1 ist keine vollständige MoraleDesk-Kampagnendatei</translation>
    </message>
    <message>
        <location line="+14" />
        <source>%1 is damaged (SQLite quick_check: %2); it was not changed. Restore it from a backup.</source>
        <translation>%1 ist beschädigt (SQLite quick_check: %2); die Datei wurde nicht verändert. Stellen Sie sie aus einer Sicherung wieder her.</translation>
    </message>
    <message>
        <location line="-77" />
        <location line="+85" />
        <source>cannot bring %1 from campaign format %2 to %3: %4; it was not changed</source>
        <translation>%1 kann nicht von Kampagnenformat %2 auf %3 gebracht werden: %4; die Datei wurde nicht verändert</translation>
    </message>
    <message>
        <location line="+43" />
        <source>%1 has no campaign record</source>
        <translation>%1 hat keinen Kampagneneintrag</translation>
    </message>
    <message>
        <location line="+20" />
        <source>Campaign name: a campaign needs a name</source>
        <translation>Name der Kampagne: eine Kampagne braucht einen Namen</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Side %1: a side needs a name</source>
        <translation>Seite %1: eine Seite braucht einen Namen</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Side %1: "%2" is listed twice</source>
        <translation>Seite %1: „%2“ ist doppelt aufgeführt</translation>
    </message>
    <message>
        <location line="+36" />
        <source>the campaign has no battlegroup "%1"</source>
        <translation>die Kampagne hat keine Kampfgruppe „%1“</translation>
    </message>
    <message>
        <location line="+74" />
        <source>schema_version is %1; this MoraleDesk writes %2</source>
        <translation>schema_version ist %1; dieses MoraleDesk schreibt %2</translation>
    </message>
    <message>
        <location line="+19" />
        <source>%1 is on a server: copy it into a file with "moraledesk campaign copy" (or the server's own pg_dump) instead of a backup</source>
        <translation>%1 liegt auf einem Server: Kopieren Sie sie statt einer Sicherung mit „moraledesk campaign copy“ (oder dem pg_dump des Servers) in eine Datei</translation>
    </message>
    <message>
        <location line="+26" />
        <source>the backup needs a file name</source>
        <translation>die Sicherung braucht einen Dateinamen</translation>
    </message>
    <message>
        <location line="+3" />
        <source>%1 already exists; a backup never replaces a file</source>
        <translation>%1 existiert bereits; eine Sicherung ersetzt nie eine Datei</translation>
    </message>
    <message>
        <location line="+3" />
        <source>cannot back up to %1: the folder %2 does not exist</source>
        <translation>Sicherung nach %1 nicht möglich: der Ordner %2 existiert nicht</translation>
    </message>
    <message>
        <location line="+12" />
        <source>cannot back up to %1: %2</source>
        <translation>Sicherung nach %1 nicht möglich: %2</translation>
    </message>
    <message>
        <location line="+8" />
        <location line="+28" />
        <source>cannot back up to %1: the copy could not be written to disk</source>
        <translation>Sicherung nach %1 nicht möglich: die Kopie konnte nicht auf den Datenträger geschrieben werden</translation>
    </message>
    <message>
        <location line="-9" />
        <source>cannot back up to %1: the copy failed its check (%2)</source>
        <translation>Sicherung nach %1 nicht möglich: die Kopie hat ihre Prüfung nicht bestanden (%2)</translation>
    </message>
    <message>
        <location line="+5" />
        <source>cannot back up to %1: %1 appeared meanwhile, or the folder is not writable</source>
        <translation>Sicherung nach %1 nicht möglich: %1 ist inzwischen aufgetaucht, oder der Ordner ist nicht beschreibbar</translation>
    </message>
    <message>
        <location filename="../app/campaign/CampaignQuery.h" line="+66" />
        <source>the database gave no id for the new row</source>
        <translation>die Datenbank gab für die neue Zeile keine Kennung zurück</translation>
    </message>
    <message>
        <location filename="../app/campaign/CampaignTransaction.h" line="+45" />
        <source>the connection to the campaign server was lost while the change was being committed (%1); it may or may not have been written: open the campaign again and look before entering it again</source>
        <translation>die Verbindung zum Kampagnenserver brach ab, während die Änderung übernommen wurde (%1); sie kann geschrieben worden sein oder nicht: Öffnen Sie die Kampagne erneut und sehen Sie nach, bevor Sie sie noch einmal eingeben</translation>
    </message>
</context>
<context>
    <name>md::CampaignDetailsPanel</name>
    <message>
        <location filename="../app/widgets/CampaignDetailsPanel.cpp" line="+31" />
        <source>Campaign name</source>
        <translation>Name der Kampagne</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Campaign &amp;name:</source>
        <translation>Kampagnen&amp;name:</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Side</source>
        <translation>Seite</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Sides and players</source>
        <translation>Seiten und Spieler</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Add &amp;side</source>
        <translation>&amp;Seite hinzufügen</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Sides and &amp;players:</source>
        <translation>Seiten und S&amp;pieler:</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Campaign notes</source>
        <translation>Notizen zur Kampagne</translation>
    </message>
    <message>
        <location line="+1" />
        <source>N&amp;otes:</source>
        <translation>N&amp;otizen:</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Sa&amp;ve details</source>
        <translation>Angaben spei&amp;chern</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Rever&amp;t</source>
        <translation>&amp;Zurücksetzen</translation>
    </message>
    <message>
        <location line="+35" />
        <source>A side in the records keeps its name; its player can change.</source>
        <translation>Eine Seite behält in den Aufzeichnungen ihren Namen; ihr Spieler kann wechseln.</translation>
    </message>
    <message>
        <location line="+21" />
        <source>Saved.</source>
        <translation>Gespeichert.</translation>
    </message>
</context>
<context>
    <name>md::CampaignMigration</name>
    <message>
        <location filename="../app/campaign/CampaignMigration.cpp" line="+45" />
        <source>cannot copy the file to %1 before changing it: %2</source>
        <translation>die Datei kann vor der Änderung nicht nach %1 kopiert werden: %2</translation>
    </message>
    <message>
        <location line="+32" />
        <source>a row of table %1 would refer to a missing row</source>
        <translation>eine Zeile der Tabelle %1 würde auf eine fehlende Zeile verweisen</translation>
    </message>
    <message>
        <location line="+70" />
        <source>there is no campaign format %1</source>
        <translation>es gibt kein Kampagnenformat %1</translation>
    </message>
    <message>
        <location line="-40" />
        <source>a campaign needs a name</source>
        <translation>eine Kampagne braucht einen Namen</translation>
    </message>
    <message>
        <location line="+4" />
        <source>a side needs a name</source>
        <translation>eine Seite braucht einen Namen</translation>
    </message>
    <message>
        <location line="+2" />
        <source>the side "%1" is named twice</source>
        <translation>die Seite „%1“ ist doppelt genannt</translation>
    </message>
    <message>
        <location line="+39" />
        <source>%1 already exists; a new campaign never replaces a file</source>
        <translation>%1 existiert bereits; eine neue Kampagne ersetzt nie eine Datei</translation>
    </message>
    <message>
        <location line="+3" />
        <source>cannot create %1: the folder %2 does not exist</source>
        <translation>%1 kann nicht angelegt werden: der Ordner %2 existiert nicht</translation>
    </message>
    <message>
        <location line="+48" />
        <source>the new file's write-ahead log was not emptied</source>
        <translation>das Write-Ahead-Log der neuen Datei wurde nicht geleert</translation>
    </message>
    <message>
        <location line="+4" />
        <source>%1 appeared while the campaign was being built, or the folder is not writable</source>
        <translation>%1 ist aufgetaucht, während die Kampagne angelegt wurde, oder der Ordner ist nicht beschreibbar</translation>
    </message>
    <message>
        <location line="+5" />
        <source>cannot create %1: %2</source>
        <translation>%1 kann nicht angelegt werden: %2</translation>
    </message>
</context>
<context>
    <name>md::CampaignRows</name>
    <message>
        <location filename="../app/campaign/CampaignRows.cpp" line="+121" />
        <source>table %1 is missing</source>
        <translation>Tabelle %1 fehlt</translation>
    </message>
    <message>
        <location line="+9" />
        <source>table %1 has no column %2</source>
        <translation>Tabelle %1 hat keine Spalte %2</translation>
    </message>
    <message>
        <location line="+19" />
        <location line="+12" />
        <source>cannot read table %1: %2</source>
        <translation>Tabelle %1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <location line="+7" />
        <source>table %1: its primary key is not among the columns copied</source>
        <translation>Tabelle %1: Ihr Primärschlüssel ist nicht unter den kopierten Spalten</translation>
    </message>
    <message>
        <location line="+17" />
        <source>table %1 is missing on the target</source>
        <translation>Tabelle %1 fehlt im Ziel</translation>
    </message>
    <message>
        <location line="+6" />
        <source>table %1 has no column %2 on the target</source>
        <translation>Tabelle %1 hat im Ziel keine Spalte %2</translation>
    </message>
    <message>
        <location line="+15" />
        <source>cannot write table %1: %2</source>
        <translation>Tabelle %1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <location line="+11" />
        <source>cannot write row %1 of table %2: %3</source>
        <translation>Zeile %1 der Tabelle %2 kann nicht geschrieben werden: %3</translation>
    </message>
    <message>
        <location line="+21" />
        <source>table %1: column %2 is missing in %3</source>
        <translation>Tabelle %1: Spalte %2 fehlt in %3</translation>
    </message>
    <message>
        <location line="+4" />
        <source>table %1 has %2 columns in %3 and %4 in %5</source>
        <translation>Tabelle %1 hat %2 Spalten in %3 und %4 in %5</translation>
    </message>
    <message>
        <location line="+9" />
        <source>table %1 differs at row %2 (%3): %4 is %5 in %6 and %7 in %8</source>
        <translation>Tabelle %1 weicht in Zeile %2 ab (%3): %4 ist %5 in %6 und %7 in %8</translation>
    </message>
    <message>
        <location line="+8" />
        <source>table %1 has %2 rows in %3 and %4 in %5; the first row only in %6 is row %7 (%8)</source>
        <translation>Tabelle %1 hat %2 Zeilen in %3 und %4 in %5; die erste Zeile nur in %6 ist Zeile %7 (%8)</translation>
    </message>
</context>
<context>
    <name>md::CampaignServer</name>
    <message>
        <location filename="../app/campaign/CampaignServer.cpp" line="+100" />
        <source>cannot open %1: the PostgreSQL driver of Qt Sql (QPSQL) is not installed; on Debian install libqt6sql6-psql</source>
        <translation>%1 kann nicht geöffnet werden: Der PostgreSQL-Treiber von Qt Sql (QPSQL) ist nicht installiert; unter Debian libqt6sql6-psql installieren</translation>
    </message>
    <message>
        <location line="+18" />
        <source>(libpq's default user)</source>
        <translation>(Standardbenutzer von libpq)</translation>
    </message>
    <message>
        <location line="+4" />
        <source>the server of %1 asks user %2 for a password, and none was given: put it in the password file (~/.pgpass or PGPASSFILE) or type it when asked</source>
        <translation>Der Server von %1 verlangt von Benutzer %2 ein Passwort, aber keines wurde angegeben: Legen Sie es in die Passwortdatei (~/.pgpass oder PGPASSFILE) oder geben Sie es bei Nachfrage ein</translation>
    </message>
    <message>
        <location line="+4" />
        <source>the server of %1 did not accept user %2 (wrong password, no such user, or not allowed from this computer): %3</source>
        <translation>Der Server von %1 hat Benutzer %2 nicht akzeptiert (falsches Passwort, unbekannter Benutzer oder von diesem Computer nicht erlaubt): %3</translation>
    </message>
    <message>
        <location line="+4" />
        <source>%1: no such campaign: the server has no database "%2"; the campaign's organiser creates it first (docs/campaign-format.md, club set-up)</source>
        <translation>%1: Keine solche Kampagne: Der Server hat keine Datenbank „%2“; der Organisator der Kampagne legt sie zuerst an (docs/campaign-format.md, Einrichtung im Verein)</translation>
    </message>
    <message>
        <location line="+4" />
        <source>the server of %1 does not let user %2 into the database "%3": %4</source>
        <translation>Der Server von %1 lässt Benutzer %2 nicht in die Datenbank „%3“: %4</translation>
    </message>
    <message>
        <location line="+4" />
        <source>cannot reach the server of %1: is it running, and are the host and port right? (%2)</source>
        <translation>Der Server von %1 ist nicht erreichbar: Läuft er, und stimmen Host und Port? (%2)</translation>
    </message>
    <message>
        <location line="+3" />
        <location line="+7" />
        <location line="+21" />
        <location line="+16" />
        <source>cannot open %1: %2</source>
        <translation>%1 kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <location line="-19" />
        <source>%1 is not a MoraleDesk campaign: the database has no schema_version table (a new campaign can be created in an empty database)</source>
        <translation>%1 ist keine MoraleDesk-Kampagne: Die Datenbank hat keine Tabelle schema_version (eine neue Kampagne kann in einer leeren Datenbank angelegt werden)</translation>
    </message>
    <message>
        <location line="+4" />
        <location line="+16" />
        <source>%1 is not a complete MoraleDesk campaign: %2</source>
        <translation>%1 ist keine vollständige MoraleDesk-Kampagne: %2</translation>
    </message>
    <message>
        <location line="-12" />
        <source>%1 was written by a newer MoraleDesk (campaign format %2); this version reads formats 1 to %3. Nothing was changed.</source>
        <translation>%1 wurde von einem neueren MoraleDesk geschrieben (Kampagnenformat %2); diese Version liest die Formate 1 bis %3. Es wurde nichts geändert.</translation>
    </message>
    <message>
        <location line="+4" />
        <source>%1 is not a complete MoraleDesk campaign</source>
        <translation>%1 ist keine vollständige MoraleDesk-Kampagne</translation>
    </message>
    <message>
        <location line="+38" />
        <location line="+13" />
        <location line="+4" />
        <location line="+3" />
        <location line="+5" />
        <source>cannot create a campaign in %1: %2</source>
        <translation>In %1 kann keine Kampagne angelegt werden: %2</translation>
    </message>
    <message>
        <location line="-23" />
        <source>%1 already exists: that database already holds a MoraleDesk campaign; open it, or create the new one in another database</source>
        <translation>%1 existiert bereits: Diese Datenbank enthält schon eine MoraleDesk-Kampagne; öffnen Sie sie oder legen Sie die neue in einer anderen Datenbank an</translation>
    </message>
    <message numerus="yes">
        <location line="+5" />
        <source>and %n more</source>
        <translation>
            <numerusform>und %n weitere</numerusform>
            <numerusform>und %n weitere</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1 is not empty (it holds the tables %2); a campaign goes into an empty database of its own</source>
        <translation>%1 ist nicht leer (sie enthält die Tabellen %2); eine Kampagne kommt in eine eigene leere Datenbank</translation>
    </message>
</context>
<context>
    <name>md::CampaignSubcommand</name>
    <message>
        <location filename="../app/campaign/CampaignSubcommand.cpp" line="+35" />
        <source>The campaign's name.</source>
        <translation>Der Name der Kampagne.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>A side and its player, as SIDE or SIDE=PLAYER (repeatable).</source>
        <translation>Eine Seite und ihr Spieler, als SEITE oder SEITE=SPIELER (wiederholbar).</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Notes on the campaign.</source>
        <translation>Notizen zur Kampagne.</translation>
    </message>
    <message>
        <location line="+7" />
        <source>create: the campaign needs a name</source>
        <translation>create: die Kampagne braucht einen Namen</translation>
    </message>
    <message>
        <location line="+5" />
        <source>create: --side needs a name, as SIDE or SIDE=PLAYER</source>
        <translation>create: --side braucht einen Namen, als SEITE oder SEITE=SPIELER</translation>
    </message>
    <message>
        <location line="+5" />
        <source>%1 already exists; create never replaces a file</source>
        <translation>%1 existiert bereits; create ersetzt niemals eine Datei</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Created campaign "%1" in %2 (campaign format %3).</source>
        <translation>Kampagne „%1“ in %2 angelegt (Kampagnenformat %3).</translation>
    </message>
    <message>
        <location line="+9" />
        <source>One of: %1.</source>
        <translation>Einer von: %1.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The CSV file to write ("-" or none: standard output).</source>
        <translation>Die zu schreibende CSV-Datei („-“ oder keine: Standardausgabe).</translation>
    </message>
    <message>
        <location line="+5" />
        <source>export-csv: there is no list "%1"; the lists are: %2</source>
        <translation>export-csv: es gibt keine Liste „%1“; die Listen sind: %2</translation>
    </message>
    <message>
        <location line="+4" />
        <source>export-csv: -o needs a file name</source>
        <translation>export-csv: -o braucht einen Dateinamen</translation>
    </message>
    <message>
        <location line="+26" />
        <source>The backup file (must not exist).</source>
        <translation>Die Sicherungsdatei (darf nicht existieren).</translation>
    </message>
    <message>
        <location line="+11" />
        <source>Backed up %1 to %2.</source>
        <translation>%1 nach %2 gesichert.</translation>
    </message>
    <message>
        <location line="+16" />
        <source>%1 is damaged: %2</source>
        <translation>%1 ist beschädigt: %2</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1 is damaged (SQLite integrity_check: %2)</source>
        <translation>%1 ist beschädigt (SQLite integrity_check: %2)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1: integrity check ok.</source>
        <translation>%1: Integritätsprüfung in Ordnung.</translation>
    </message>
    <message>
        <location line="+9" />
        <source>A new campaign file, or an empty database on a server.</source>
        <translation>Eine neue Kampagnendatei oder eine leere Datenbank auf einem Server.</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Copied %1 to %2; every table of the copy was compared with the original and is equal:</source>
        <translation>%1 nach %2 kopiert; jede Tabelle der Kopie wurde mit dem Original verglichen und ist gleich:</translation>
    </message>
    <message>
        <location line="+31" />
        <source>Usage: moraledesk campaign FILE VERB [arguments]
  create NAME [--side SIDE[=PLAYER]]… [--notes TEXT]   a new campaign file (never replaces one)
  record BATTLEGROUP.json [BATTLEGROUP.json…] [--date YYYY-MM-DD] [--name NAME] [--scenario S]
         [--turns N] [--notes TEXT]                       record a battle as the battlegroups ended it
  list [--json]                                           the battles and replacements on their way
  service-record UNIT [--battlegroup NAME] [--json]       a unit's battles, checks and losses
  export-csv TABLE [-o out.csv]                           one list as CSV; TABLE is one of
         %1
  next-battle BATTLEGROUP -o out.json [--keep-damage]     the battlegroup for its next battle
  add-replacement BATTLEGROUP UNITS.json [--delay N]      replacements, arriving after N battles
  backup DEST                                             a consistent copy (never replaces a file)
  check                                                   a full integrity check
  copy TARGET                                             the whole campaign into a new file or an
         empty database on a server, compared table by table; also as: campaign copy SOURCE TARGET
A verb several rule systems have (record, list, next-battle) takes --system SYSTEM (%2); without
it, record follows the files' rule system, next-battle the battlegroup's, and list shows each
system's battles under its own heading.
FILE, SOURCE and TARGET are campaign files or server addresses: postgresql://USER@HOST:PORT/DATABASE
(the password comes from the PostgreSQL password file ~/.pgpass or a service file, never the address).
</source>
        <translation>Aufruf: moraledesk campaign FILE VERB [Argumente]
  create NAME [--side SIDE[=PLAYER]]… [--notes TEXT]   eine neue Kampagnendatei (ersetzt nie eine)
  record BATTLEGROUP.json [BATTLEGROUP.json…] [--date YYYY-MM-DD] [--name NAME] [--scenario S]
         [--turns N] [--notes TEXT]                       ein Gefecht so erfassen, wie die Kampfgruppen es beendeten
  list [--json]                                           die Gefechte und anstehenden Ersatzkräfte
  service-record UNIT [--battlegroup NAME] [--json]       Gefechte, Tests und Verluste einer Einheit
  export-csv TABLE [-o out.csv]                           eine Liste als CSV; TABLE ist eines von
         %1
  next-battle BATTLEGROUP -o out.json [--keep-damage]     die Kampfgruppe für ihr nächstes Gefecht
  add-replacement BATTLEGROUP UNITS.json [--delay N]      Ersatzkräfte, die nach N Gefechten eintreffen
  backup DEST                                             eine konsistente Kopie (ersetzt nie eine Datei)
  check                                                   eine vollständige Integritätsprüfung
  copy TARGET                                             die ganze Kampagne in eine neue Datei oder eine
         leere Datenbank auf einem Server, Tabelle für Tabelle verglichen; auch als: campaign copy SOURCE TARGET
Ein Verb, das mehrere Regelsysteme haben (record, list, next-battle), akzeptiert --system SYSTEM (%2); ohne
diese Option folgt record dem Regelsystem der Dateien, next-battle dem der Kampfgruppe, und list zeigt die
Gefechte jedes Systems unter einer eigenen Überschrift.
FILE, SOURCE und TARGET sind Kampagnendateien oder Serveradressen: postgresql://USER@HOST:PORT/DATABASE
(das Passwort kommt aus der PostgreSQL-Passwortdatei ~/.pgpass oder einer service-Datei, nie aus der Adresse).
</translation>
    </message>
    <message>
        <location line="+41" />
        <source>Only %1 has %2.</source>
        <translation>Nur %1 hat %2.</translation>
    </message>
    <message>
        <location line="+18" />
        <source>copy: expects a source and a target: moraledesk campaign copy SOURCE TARGET</source>
        <translation>copy: erwartet eine Quelle und ein Ziel: moraledesk campaign copy SOURCE TARGET</translation>
    </message>
    <message>
        <location line="+4" />
        <source>expects a campaign file and a verb (%1); see --help</source>
        <translation>erwartet eine Kampagnendatei und ein Verb (%1); siehe --help</translation>
    </message>
    <message>
        <location line="+71" />
        <source>%1: --system needs a rule system: %2</source>
        <translation>%1: --system braucht ein Regelsystem: %2</translation>
    </message>
    <message>
        <location line="+9" />
        <source>%1: --system is given more than once</source>
        <translation>%1: --system ist mehr als einmal angegeben</translation>
    </message>
    <message>
        <location line="+4" />
        <source>%1: --system must be one of %2, not "%3"</source>
        <translation>%1: --system muss eines von %2 sein, nicht „%3“</translation>
    </message>
    <message>
        <location line="+4" />
        <source>"%1" is not a verb of %2; see moraledesk campaign --help</source>
        <translation>„%1“ ist kein Verb von %2; siehe moraledesk campaign --help</translation>
    </message>
    <message>
        <location line="+53" />
        <source>unknown verb "%1"; the verbs are: %2</source>
        <translation>unbekanntes Verb „%1“; die Verben sind: %2</translation>
    </message>
</context>
<context>
    <name>md::CampaignTableModel</name>
    <message>
        <location filename="../app/models/CampaignTableModel.cpp" line="+22" />
        <location line="+37" />
        <source>Battles</source>
        <translation>Gefechte</translation>
    </message>
    <message>
        <location line="-36" />
        <source>Participants</source>
        <translation>Teilnehmer</translation>
    </message>
    <message>
        <location line="+1" />
        <location line="+23" />
        <source>Battlegroups</source>
        <translation>Kampfgruppen</translation>
    </message>
    <message>
        <location line="-22" />
        <source>Unit results</source>
        <translation>Einheitenergebnisse</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Piece results</source>
        <translation>Modellergebnisse</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Morale log</source>
        <translation>Moralprotokoll</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Service records</source>
        <translation>Dienstakten</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Strength</source>
        <translation>Stärke</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Replacements</source>
        <translation>Ersatz</translation>
    </message>
    <message>
        <location line="+6" />
        <location line="+5" />
        <source>No.</source>
        <translation>Nr.</translation>
    </message>
    <message>
        <location line="-4" />
        <location line="+5" />
        <source>Battle</source>
        <translation>Gefecht</translation>
    </message>
    <message>
        <location line="-4" />
        <source>Outcome (R11)</source>
        <translation>Ausgang (R11)</translation>
    </message>
    <message>
        <location line="+1" />
        <location line="+10" />
        <source>Battlegroup</source>
        <translation>Kampfgruppe</translation>
    </message>
    <message>
        <location line="-9" />
        <source>Check</source>
        <translation>Prüfung</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Scenario</source>
        <translation>Szenario</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Turns</source>
        <translation>Züge</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Held by</source>
        <translation>Behauptet von</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Notes</source>
        <translation>Notizen</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Side</source>
        <translation>Seite</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Its battle</source>
        <translation>Ihr Gefecht</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Breaking turn</source>
        <translation>Zug des Bruchs</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Retreated from turn</source>
        <translation>Rückzug ab Zug</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Held the field</source>
        <translation>Feld behauptet</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Points at start</source>
        <translation>Punkte zu Beginn</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Points at end</source>
        <translation>Punkte am Ende</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Points lost</source>
        <translation>Verlorene Punkte</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Last battle</source>
        <translation>Letztes Gefecht</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Unit id</source>
        <translation>Einheiten-ID</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Unit</source>
        <translation>Einheit</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Experience</source>
        <translation>Erfahrung</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Pieces</source>
        <translation>Modelle</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Casualties</source>
        <translation>Verluste</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Surrendered</source>
        <translation>Ergeben</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Shot</source>
        <translation>Erschossen</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Eliminated</source>
        <translation>Ausgeschaltet</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Destroyed</source>
        <translation>Zerstört</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Abandoned</source>
        <translation>Aufgegeben</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Left the board</source>
        <translation>Spielfeld verlassen</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Leaders lost</source>
        <translation>Verlorene Anführer</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Checks passed</source>
        <translation>Tests bestanden</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Checks failed</source>
        <translation>Tests misslungen</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Times broken</source>
        <translation>Mal gebrochen</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Status at the end</source>
        <translation>Status am Ende</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Piece id</source>
        <translation>Modell-ID</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Piece</source>
        <translation>Modell</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Morale officer</source>
        <translation>Moraloffizier</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Crew survivor</source>
        <translation>Überlebendes Besatzungsmitglied</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Presence</source>
        <translation>Anwesenheit</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Entry</source>
        <translation>Eintrag</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Turn</source>
        <translation>Zug</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Event</source>
        <translation>Ereignis</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Detail</source>
        <translation>Einzelheiten</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Starting level</source>
        <translation>Anfangswert</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Current level</source>
        <translation>Aktueller Wert</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Need</source>
        <translation>Benötigt</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Modified need</source>
        <translation>Modifiziert benötigt</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Factors</source>
        <translation>Faktoren</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Die</source>
        <translation>Würfel</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Automatic</source>
        <translation>Automatisch</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Interceptive fire</source>
        <translation>Abwehrfeuer</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Asked for after battle</source>
        <translation>Angefordert nach Gefecht</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Delay (battles)</source>
        <translation>Verzögerung (Gefechte)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Arrives for its battle</source>
        <translation>Trifft ein zu ihrem Gefecht</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Joined in battle</source>
        <translation>Hinzugekommen in Gefecht</translation>
    </message>
    <message>
        <location line="+60" />
        <source>CSV column: %1</source>
        <translation>CSV-Spalte: %1</translation>
    </message>
</context>
<context>
    <name>md::CampaignTables</name>
    <message>
        <location filename="../app/campaign/CampaignTables.cpp" line="+101" />
        <source>there is no list "%1"; the lists are: %2</source>
        <translation>es gibt keine Liste „%1“; die Listen sind: %2</translation>
    </message>
    <message>
        <location line="+26" />
        <source>the output is not open for writing</source>
        <translation>die Ausgabe ist nicht zum Schreiben geöffnet</translation>
    </message>
    <message>
        <location line="+6" />
        <location line="+2" />
        <source>cannot write the list: %1</source>
        <translation>die Liste kann nicht geschrieben werden: %1</translation>
    </message>
</context>
<context>
    <name>md::CampaignVerbContext</name>
    <message>
        <location filename="../app/campaign/CampaignVerbContext.cpp" line="+32" />
        <source>%1: missing argument; see moraledesk campaign --help</source>
        <translation>%1: Argument fehlt; siehe moraledesk campaign --help</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1: unexpected argument "%2"</source>
        <translation>%1: unerwartetes Argument „%2“</translation>
    </message>
    <message>
        <location line="+49" />
        <source>%1 was brought from campaign format %2 to %3; the file as it was is kept in %4</source>
        <translation>%1 wurde vom Kampagnenformat %2 auf %3 gebracht; die Datei im vorherigen Zustand liegt in %4</translation>
    </message>
</context>
<context>
    <name>md::CampaignWindow</name>
    <message>
        <location filename="../app/widgets/CampaignWindow.cpp" line="+46" />
        <source>Campaign</source>
        <translation>Kampagne</translation>
    </message>
    <message>
        <location line="+4" />
        <source>&amp;List:</source>
        <translation>&amp;Liste:</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Campaign list</source>
        <translation>Kampagnenliste</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Export &amp;CSV…</source>
        <translation>&amp;CSV exportieren…</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Export CSV</source>
        <translation>CSV exportieren</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Campaign list contents</source>
        <translation>Inhalt der Kampagnenliste</translation>
    </message>
    <message>
        <location line="+6" />
        <source>&amp;Records</source>
        <translation>&amp;Einträge</translation>
    </message>
    <message>
        <location line="+7" />
        <source>&amp;Losses chart</source>
        <translation>&amp;Verlustediagramm</translation>
    </message>
    <message>
        <location line="+11" />
        <source>&amp;Campaign</source>
        <translation>&amp;Kampagne</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Copy campaign to…</source>
        <translation>Kampagne &amp;kopieren nach…</translation>
    </message>
    <message>
        <location line="+3" />
        <source>&amp;Refresh</source>
        <translation>&amp;Aktualisieren</translation>
    </message>
    <message numerus="yes">
        <location line="+19" />
        <source>%1 — %n battle(s) recorded. On the server: %2</source>
        <translation>
            <numerusform>%1 — %n Gefecht erfasst. Auf dem Server: %2</numerusform>
            <numerusform>%1 — %n Gefechte erfasst. Auf dem Server: %2</numerusform>
        </translation>
    </message>
    <message>
        <location line="+121" />
        <source>Losses chart</source>
        <translation>Verlustediagramm</translation>
    </message>
    <message>
        <location line="-154" />
        <source>&amp;Details</source>
        <translation>De&amp;tails</translation>
    </message>
    <message>
        <location line="+31" />
        <source>Campaign: %1</source>
        <translation>Kampagne: %1</translation>
    </message>
    <message numerus="yes">
        <location line="+4" />
        <source>%1 — %n battle(s) recorded. File: %2</source>
        <translation>
            <numerusform>%1 — %n Gefecht erfasst. Datei: %2</numerusform>
            <numerusform>%1 — %n Gefechte erfasst. Datei: %2</numerusform>
        </translation>
    </message>
    <message>
        <location line="+54" />
        <source>Not exported</source>
        <translation>Nicht exportiert</translation>
    </message>
    <message>
        <location line="+0" />
        <source>%1 could not be written: %2</source>
        <translation>%1 konnte nicht geschrieben werden: %2</translation>
    </message>
</context>
<context>
    <name>md::CarryOver</name>
    <message>
        <location filename="../core/ratio/campaign/CarryOver.cpp" line="+70" />
        <source>%1 crew: %2</source>
        <translation>Besatzung von %1: %2</translation>
    </message>
    <message>
        <location line="+270" />
        <source>%1 crew</source>
        <translation>Besatzung von %1</translation>
    </message>
</context>
<context>
    <name>md::CheckOutcome</name>
    <message>
        <location filename="../core/ratio/model/Outcome.h" line="-17" />
        <source>Passed</source>
        <translation>Bestanden</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Failed</source>
        <translation>Misslungen</translation>
    </message>
</context>
<context>
    <name>md::CheckQueueText</name>
    <message>
        <location filename="../app/ratio/models/CheckQueueText.cpp" line="+26" />
        <source>carried over from turn %1</source>
        <translation>aus Runde %1 übernommen</translation>
    </message>
    <message>
        <location line="+2" />
        <source>failed last turn: checks every turn until he passes</source>
        <translation>letzte Runde gescheitert: testet jede Runde bis zum Bestehen</translation>
    </message>
    <message>
        <location line="+1" />
        <source>failed last turn: checks every turn until it passes</source>
        <translation>letzte Runde gescheitert: testet jede Runde bis zum Bestehen</translation>
    </message>
    <message>
        <location line="+2" />
        <source>marked last turn after he had moved, fired or checked</source>
        <translation>letzte Runde markiert, nachdem er sich bewegt, gefeuert oder getestet hatte</translation>
    </message>
    <message>
        <location line="+1" />
        <source>marked last turn after it had acted, checked or was hit on its own initiative</source>
        <translation>letzte Runde markiert, nachdem es gehandelt oder getestet hatte oder in eigener Initiative getroffen wurde</translation>
    </message>
    <message>
        <location line="+4" />
        <source>failed this turn: checks every turn until he passes</source>
        <translation>diese Runde gescheitert: testet jede Runde bis zum Bestehen</translation>
    </message>
    <message>
        <location line="+1" />
        <source>failed this turn: checks every turn until it passes</source>
        <translation>diese Runde gescheitert: testet jede Runde bis zum Bestehen</translation>
    </message>
    <message>
        <location line="+2" />
        <source>already checked this turn, marked again since: one check a turn</source>
        <translation>diese Runde schon getestet, seitdem erneut markiert: ein Test pro Runde</translation>
    </message>
    <message>
        <location line="+2" />
        <source>marked after he moved or fired this turn</source>
        <translation>markiert, nachdem er sich diese Runde bewegt oder gefeuert hat</translation>
    </message>
    <message>
        <location line="+0" />
        <source>marked after it moved or fired this turn</source>
        <translation>markiert, nachdem es sich diese Runde bewegt oder gefeuert hat</translation>
    </message>
    <message>
        <location line="+2" />
        <source>damaged during its own initiative</source>
        <translation>während der eigenen Initiative beschädigt</translation>
    </message>
    <message>
        <location line="+3" />
        <location line="+24" />
        <source>marked this turn</source>
        <translation>diese Runde markiert</translation>
    </message>
    <message>
        <location line="-20" />
        <source>damaged this turn</source>
        <translation>diese Runde beschädigt</translation>
    </message>
    <message>
        <location line="+3" />
        <source>lost a comrade this turn (%1)</source>
        <translation>hat diese Runde einen Kameraden verloren (%1)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>lost a comrade this turn: %1 surrendered</source>
        <translation>hat diese Runde einen Kameraden verloren: %1 hat sich ergeben</translation>
    </message>
    <message>
        <location line="+2" />
        <source>lost a comrade this turn: %1 was eliminated</source>
        <translation>hat diese Runde einen Kameraden verloren: %1 wurde ausgeschaltet</translation>
    </message>
    <message>
        <location line="+4" />
        <source>%1 of the unit was damaged this turn</source>
        <translation>%1 der Einheit wurde diese Runde beschädigt</translation>
    </message>
    <message>
        <location line="+2" />
        <source>bailed out of %1 this turn</source>
        <translation>ist diese Runde aus %1 ausgestiegen</translation>
    </message>
    <message>
        <location line="+0" />
        <source>the crew of %1 bailed out this turn</source>
        <translation>die Besatzung von %1 ist diese Runde ausgestiegen</translation>
    </message>
    <message>
        <location line="+2" />
        <source>survived the destruction of %1 this turn</source>
        <translation>hat diese Runde die Zerstörung von %1 überlebt</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1 of the unit was destroyed this turn</source>
        <translation>%1 der Einheit wurde diese Runde zerstört</translation>
    </message>
    <message>
        <location line="+2" />
        <source>NBC attack on the unit this turn</source>
        <translation>ABC-Angriff auf die Einheit in dieser Runde</translation>
    </message>
    <message>
        <location line="+11" />
        <source>The turn was ended without this check: it is due at the start of this turn, before anything else (R6).</source>
        <translation>Die Runde wurde ohne diesen Test beendet: Er ist zu Beginn dieser Runde fällig, vor allem anderen (R6).</translation>
    </message>
    <message>
        <location line="+3" />
        <source>A failure keeps the marker: the piece checks every turn until it passes (R6).</source>
        <translation>Bei einem Fehlschlag bleibt der Marker: Die Figur testet jede Runde bis zum Bestehen (R6).</translation>
    </message>
    <message>
        <location line="+2" />
        <source>A piece that begins a turn with a marker must check before the end of that turn (R6).</source>
        <translation>Eine Figur, die eine Runde mit Marker beginnt, muss vor Ende dieser Runde testen (R6).</translation>
    </message>
    <message>
        <location line="+2" />
        <source>A loss marks every remaining member; a marked piece checks when it gets the initiative, before any other action (R6).</source>
        <translation>Ein Verlust markiert jedes verbleibende Mitglied; eine markierte Figur testet, sobald sie die Initiative erhält, vor jeder anderen Aktion (R6).</translation>
    </message>
    <message>
        <location line="+3" />
        <source>No piece makes more than one morale check a turn: the new marker is checked next turn (R6, R13 case 2).</source>
        <translation>Keine Figur macht mehr als einen Moraltest pro Runde: Der neue Marker wird nächste Runde getestet (R6, R13 Fall 2).</translation>
    </message>
    <message>
        <location line="+2" />
        <source>A piece that has already moved or fired this turn checks next turn (R6).</source>
        <translation>Eine Figur, die sich diese Runde schon bewegt oder gefeuert hat, testet nächste Runde (R6).</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Damage taken while the piece itself has the initiative is checked in its next turn (R6, R13 case 3).</source>
        <translation>Schaden, den die Figur in ihrer eigenen Initiative erleidet, wird in ihrer nächsten Runde getestet (R6, R13 Fall 3).</translation>
    </message>
    <message>
        <location line="+7" />
        <source>passed</source>
        <translation>bestanden</translation>
    </message>
    <message>
        <location line="+0" />
        <source>failed, %1</source>
        <translation>gescheitert, %1</translation>
    </message>
    <message>
        <location line="+2" />
        <source>no roll: %1</source>
        <translation>kein Wurf: %1</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+6" />
        <source>passes</source>
        <translation>besteht</translation>
    </message>
    <message>
        <location line="+0" />
        <source>fails: %1</source>
        <translation>scheitert: %1</translation>
    </message>
    <message>
        <location line="+2" />
        <source>no roll → %1</source>
        <translation>kein Wurf → %1</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
</context>
<context>
    <name>md::ChecksDueModel</name>
    <message>
        <location filename="../app/ratio/models/ChecksDueModel.cpp" line="+95" />
        <source>S</source>
        <translation>S</translation>
    </message>
    <message>
        <location line="+2" />
        <source>F</source>
        <translation>F</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1 or less</source>
        <translation>%1 oder weniger</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Type the faces in the field above, one per check in this order.</source>
        <translation>Geben Sie die Augenzahlen oben im Eingabefeld ein, eine pro Test in dieser Reihenfolge.</translation>
    </message>
    <message>
        <location line="+15" />
        <source>Piece</source>
        <translation>Modell</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Unit</source>
        <translation>Einheit</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Why</source>
        <translation>Grund</translation>
    </message>
    <message>
        <location line="+2" />
        <source>d10 needed</source>
        <translation>Benötigter W10</translation>
    </message>
    <message>
        <location line="+2" />
        <source>If it fails</source>
        <translation>Bei Misserfolg</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Die</source>
        <translation>Würfel</translation>
    </message>
</context>
<context>
    <name>md::ChecksNextTurnModel</name>
    <message>
        <location filename="../app/ratio/models/ChecksNextTurnModel.cpp" line="+110" />
        <source>Has not checked this turn.</source>
        <translation>Hat in diesem Zug nicht getestet.</translation>
    </message>
    <message>
        <location line="+4" />
        <source>No check next turn unless the unit suffers another loss (R6).</source>
        <translation>Kein Test im nächsten Zug, außer die Einheit erleidet einen weiteren Verlust (R6).</translation>
    </message>
    <message>
        <location line="+13" />
        <source>Piece</source>
        <translation>Figur</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Unit</source>
        <translation>Einheit</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Checked this turn</source>
        <translation>In diesem Zug getestet</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Checks next turn because</source>
        <translation>Nächster Zug, weil</translation>
    </message>
</context>
<context>
    <name>md::ChecksQueuePanel</name>
    <message>
        <location filename="../app/ratio/widgets/ChecksQueuePanel.cpp" line="+42" />
        <source>Start queue</source>
        <translation>Warteschlange starten</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Roll all due</source>
        <translation>Alle fälligen würfeln</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Apply faces</source>
        <translation>Augenzahlen anwenden</translation>
    </message>
    <message>
        <location line="+14" />
        <source>Selects the first piece due; then type its die (1-9, 0 = 10) and the next one is selected by itself (F6).</source>
        <translation>Wählt die erste fällige Figur; dann deren Würfel eingeben (1-9, 0 = 10), die nächste wird automatisch gewählt (F6).</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Rolls the program's d10 for every check due now, in queue order, as one undo step.</source>
        <translation>Würfelt den d10 des Programms für jeden jetzt fälligen Test, in Warteschlangenreihenfolge, in einem Rückgängig-Schritt.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Faces for the queue</source>
        <translation>Augenzahlen für die Warteschlange</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Your dice in queue order: 7 3 9 0 (0 = 10)</source>
        <translation>Ihre Würfel in Warteschlangenreihenfolge: 7 3 9 0 (0 = 10)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>One face per check that needs a die, in queue order; 0 is the face marked 0 (10). Enter applies them all as one undo step (F7).</source>
        <translation>Eine Augenzahl pro Test, der einen Würfel braucht, in Warteschlangenreihenfolge; 0 ist die mit 0 beschriftete Fläche (10). Enter wendet alle in einem Rückgängig-Schritt an (F7).</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Applies the typed faces as one undo step.</source>
        <translation>Wendet die eingegebenen Augenzahlen in einem Rückgängig-Schritt an.</translation>
    </message>
    <message>
        <location line="+12" />
        <source>Checks queue message</source>
        <translation>Meldung der Prüfwarteschlange</translation>
    </message>
    <message>
        <location line="+15" />
        <source>Checks due now, in queue order</source>
        <translation>Jetzt fällige Tests, in Warteschlangenreihenfolge</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Checked this turn, and checks next turn</source>
        <translation>In diesem Zug getestet, und Tests im nächsten Zug</translation>
    </message>
    <message numerus="yes">
        <location line="+72" />
        <source>Check now, in this order (R6): %n</source>
        <translation>
            <numerusform>Jetzt testen, in dieser Reihenfolge (R6): %n</numerusform>
            <numerusform>Jetzt testen, in dieser Reihenfolge (R6): %n</numerusform>
        </translation>
    </message>
    <message>
        <location line="+0" />
        <source>Check now: nobody</source>
        <translation>Jetzt testen: niemand</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Checked this turn: %1 · Next turn: %2</source>
        <translation>In diesem Zug getestet: %1 · Nächster Zug: %2</translation>
    </message>
    <message>
        <location line="+1" />
        <location line="+133" />
        <location line="+1" />
        <location line="+41" />
        <location line="+20" />
        <source>No piece must check morale now.</source>
        <translation>Keine Figur muss jetzt einen Moraltest machen.</translation>
    </message>
    <message>
        <location line="-155" />
        <source>Faces: “%1” is not a face. Type digits 0-9 (0 is the face marked 0, a 10) and spaces only.</source>
        <translation>Augenzahlen: „%1“ ist keine Augenzahl. Nur Ziffern 0-9 (0 ist die mit 0 beschriftete Fläche, eine 10) und Leerzeichen eingeben.</translation>
    </message>
    <message numerus="yes">
        <location line="+17" />
        <source>Faces: %1 typed, but %n check(s) due now need a die. Nothing is applied; take off the extra faces.</source>
        <translation>
            <numerusform>Augenzahlen: %1 eingegeben, aber nur %n fälliger Test braucht einen Würfel. Nichts angewendet; entfernen Sie die überzähligen Augenzahlen.</numerusform>
            <numerusform>Augenzahlen: %1 eingegeben, aber nur %n fällige Tests brauchen einen Würfel. Nichts angewendet; entfernen Sie die überzähligen Augenzahlen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+31" />
        <source>%n check(s) ready: Enter applies them as one undo step.</source>
        <translation>
            <numerusform>%n Test bereit: Enter wendet ihn in einem Rückgängig-Schritt an.</numerusform>
            <numerusform>%n Tests bereit: Enter wendet sie in einem Rückgängig-Schritt an.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+52" />
        <source>%1 checks first. Type the die (1-9, 0 = 10); the next piece is selected by itself.</source>
        <translation>%1 testet zuerst. Würfel eingeben (1-9, 0 = 10); die nächste Figur wird automatisch gewählt.</translation>
    </message>
    <message>
        <location line="+23" />
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message numerus="yes">
        <location line="+2" />
        <source>%n check(s) made, one undo step: %1.</source>
        <translation>
            <numerusform>%n Test durchgeführt, ein Rückgängig-Schritt: %1.</numerusform>
            <numerusform>%n Tests durchgeführt, ein Rückgängig-Schritt: %1.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+15" />
        <source>Roll all due: nothing was rolled. %1</source>
        <translation>Alle fälligen würfeln: Nichts gewürfelt. %1</translation>
    </message>
    <message>
        <location line="+15" />
        <source>Faces: type one face per check, in queue order (7 3 9 0).</source>
        <translation>Augenzahlen: eine pro Test eingeben, in Warteschlangenreihenfolge (7 3 9 0).</translation>
    </message>
    <message>
        <location line="+9" />
        <source>Faces: nothing applied. %1</source>
        <translation>Augenzahlen: Nichts angewendet. %1</translation>
    </message>
    <message>
        <location line="+21" />
        <source>%1 checked for interceptive fire: the queue waits while it fires (R10). F6 goes on with the queue.</source>
        <translation>%1 hat für Abfangfeuer getestet: Die Warteschlange wartet, solange %1 feuert (R10). F6 setzt die Warteschlange fort.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1 may surrender to an enemy within 6" (R9): press S if he does. F6 goes on with the queue.</source>
        <translation>%1 darf sich einem Feind innerhalb von 6" ergeben (R9): Drücken Sie S, wenn er sich ergibt. F6 setzt die Warteschlange fort.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1's crew may bail out (R10): press B if it does. F6 goes on with the queue.</source>
        <translation>Die Besatzung von %1 darf aussteigen (R10): Drücken Sie B, wenn sie aussteigt. F6 setzt die Warteschlange fort.</translation>
    </message>
    <message>
        <location line="+7" />
        <source>All checks due this turn are made.</source>
        <translation>Alle fälligen Tests dieser Runde sind erledigt.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Next: %1.</source>
        <translation>Als Nächstes: %1.</translation>
    </message>
</context>
<context>
    <name>md::CommandLine</name>
    <message>
        <location filename="../app/cli/ArgumentErrors.cpp" line="+23" />
        <source>--%1 is required</source>
        <translation>--%1 ist erforderlich</translation>
    </message>
    <message>
        <location line="+7" />
        <source>--%1 must be a whole number from %2 to %3, not "%4"</source>
        <translation>--%1 muss eine ganze Zahl von %2 bis %3 sein, nicht „%4“</translation>
    </message>
    <message>
        <location line="+23" />
        <location filename="../app/ww1/cli/Ww1CommandLine.cpp" line="+348" />
        <source>unexpected argument "%1"</source>
        <translation>unerwartetes Argument „%1“</translation>
    </message>
    <message>
        <location filename="../app/cli/CommandLine.cpp" line="+34" />
        <source>expects exactly one battlegroup file</source>
        <translation>erwartet genau eine Kampfgruppendatei</translation>
    </message>
    <message>
        <location line="+7" />
        <source>%1: no such file</source>
        <translation>%1: keine solche Datei</translation>
    </message>
    <message>
        <location line="+136" />
        <source>Open the window, quit as soon as it has been shown and painted (for timing start-up).</source>
        <translation>Das Fenster öffnen und beenden, sobald es angezeigt und einmal gezeichnet wurde (zum Messen des Starts).</translation>
    </message>
    <message>
        <location line="+10" />
        <source>unknown subcommand "%1"</source>
        <translation>unbekannter Unterbefehl „%1“</translation>
    </message>
    <message>
        <location filename="../app/ratio/cli/RatioCommandLine.cpp" line="+58" />
        <source>Prints the Morale Results Table (R5): rows are starting levels, columns points remaining; a cell is the d10 roll needed, S (automatic success), F (automatic failure) or - where remaining exceeds the level.</source>
        <translation>Gibt die Moral-Ergebnistabelle aus (R5): Zeilen sind Anfangswerte, Spalten verbleibende Punkte; eine Zelle ist der benötigte W10-Wurf, S (automatischer Erfolg), F (automatischer Misserfolg) oder -, wo die verbleibenden Punkte den Wert übersteigen.</translation>
    </message>
    <message>
        <location line="+4" />
        <source>The table subcommand.</source>
        <translation>Der Unterbefehl table.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>First starting level (default 1).</source>
        <translation>Erster Anfangswert (Vorgabe 1).</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Last starting level (default 20).</source>
        <translation>Letzter Anfangswert (Vorgabe 20).</translation>
    </message>
    <message>
        <location line="+1" />
        <source>text, csv or json (default text).</source>
        <translation>text, csv oder json (Vorgabe text).</translation>
    </message>
    <message>
        <location line="+8" />
        <source>--to (%1) must not be below --from (%2)</source>
        <translation>--to (%1) darf nicht unter --from (%2) liegen</translation>
    </message>
    <message>
        <location line="+2" />
        <source>--format must be text, csv or json, not "%1"</source>
        <translation>--format muss text, csv oder json sein, nicht „%1“</translation>
    </message>
    <message>
        <location line="+67" />
        <source>Assesses one morale check (R5, R8) and prints it as one JSON object.</source>
        <translation>Bewertet einen Moraltest (R5, R8) und gibt ihn als ein JSON-Objekt aus.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The check subcommand.</source>
        <translation>Der Unterbefehl check.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Starting morale level of the unit.</source>
        <translation>Anfänglicher Moralwert der Einheit.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Current morale level of the unit.</source>
        <translation>Aktueller Moralwert der Einheit.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Morale class: elite, regular or levy (default regular).</source>
        <translation>Moralklasse: elite, regular oder levy (Vorgabe regular).</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Green (inexperienced) troops: -1 to the need.</source>
        <translation>Unerfahrene (grüne) Truppen: -1 auf den benötigten Wurf.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>NBC attack on troops not equipped for it: -2, forces a check.</source>
        <translation>ABC-Angriff auf Truppen ohne ABC-Schutz: -2, erzwingt einen Test.</translation>
    </message>
    <message>
        <location line="+8" />
        <source>--current (%1) cannot be above --starting (%2): points never rise above the starting level (R5)</source>
        <translation>--current (%1) darf nicht über --starting (%2) liegen: Punkte steigen nie über den Anfangswert (R5)</translation>
    </message>
    <message>
        <location line="+3" />
        <source>--class must be elite, regular or levy, not "%1"</source>
        <translation>--class muss elite, regular oder levy sein, nicht „%1“</translation>
    </message>
    <message>
        <location line="+29" />
        <source>Surviving crew when a crew abandons its damaged vehicle (R10): crew x remaining / levels, rounded half up, at least one.</source>
        <translation>Überlebende Besatzung, wenn eine Besatzung ihr beschädigtes Fahrzeug aufgibt (R10): Besatzung x verbleibende / Stufen, kaufmännisch gerundet, mindestens eins.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>The crew subcommand.</source>
        <translation>Der Unterbefehl crew.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Original number of crew.</source>
        <translation>Ursprüngliche Besatzungsstärke.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The vehicle's original morale level (damage levels).</source>
        <translation>Der ursprüngliche Moralwert des Fahrzeugs (Schadensstufen).</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Damage levels remaining.</source>
        <translation>Verbleibende Schadensstufen.</translation>
    </message>
    <message>
        <location line="+8" />
        <source>--remaining (%1) cannot be above --levels (%2)</source>
        <translation>--remaining (%1) darf nicht über --levels (%2) liegen</translation>
    </message>
    <message>
        <location line="+2" />
        <source>--remaining is 0: the vehicle is destroyed, and its survivors come from the explosive-destruction penetration roll, not this formula (R10)</source>
        <translation>--remaining ist 0: das Fahrzeug ist zerstört, und seine Überlebenden ergeben sich aus dem Durchschlagswurf der explosiven Zerstörung, nicht aus dieser Formel (R10)</translation>
    </message>
    <message>
        <location filename="../app/cli/CommandLine.cpp" line="-51" />
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+4" />
        <source>check a game file of any rule system</source>
        <translation>eine Spieldatei eines beliebigen Regelsystems prüfen</translation>
    </message>
    <message>
        <location line="+1" />
        <source>a game file's state as JSON</source>
        <translation>der Zustand einer Spieldatei als JSON</translation>
    </message>
    <message>
        <location line="+19" />
        <source>MoraleDesk: morale rules for tabletop wargames.

Without a subcommand, or with a game file, the program opens its window.
Subcommands (run headless; add --help after one for its options):</source>
        <translation>MoraleDesk: Moralregeln für Tabletop-Wargames.

Ohne Unterbefehl oder mit einer Spieldatei öffnet das Programm sein Fenster.
Unterbefehle (laufen ohne Fenster; --help nach einem zeigt seine Optionen):</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Game file to open in the window.</source>
        <translation>Im Fenster zu öffnende Spieldatei.</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Whose subcommand runs where several rule systems have one of that name: %1. Without it, the system the subcommand's file names, else %2.</source>
        <translation>Wessen Unterbefehl läuft, wo mehrere Regelsysteme einen dieses Namens haben: %1. Ohne die Option das System, das die Datei des Unterbefehls nennt, sonst %2.</translation>
    </message>
    <message>
        <location line="+31" />
        <source>Checks a battlegroup file. Exit 0 when valid; otherwise one "json.path: reason" line per problem and exit 1.</source>
        <translation>Prüft eine Kampfgruppendatei. Exit-Code 0, wenn gültig; sonst eine Zeile „json.path: Grund“ pro Problem und Exit-Code 1.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>The validate subcommand.</source>
        <translation>Der Unterbefehl validate.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Prints a battlegroup's state as JSON: each unit's levels, need, result of failure and checks due, and the battlegroup's endurance (R11).</source>
        <translation>Gibt den Zustand einer Kampfgruppe als JSON aus: Werte, benötigter Wurf, Ergebnis bei Misserfolg und fällige Tests jeder Einheit sowie das Durchhaltevermögen der Kampfgruppe (R11).</translation>
    </message>
    <message>
        <location line="+3" />
        <source>The summary subcommand.</source>
        <translation>Der Unterbefehl summary.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Battlegroup file.</source>
        <translation>Kampfgruppendatei.</translation>
    </message>
    <message numerus="yes">
        <location filename="../core/ratio/RatioSummary.cpp" line="+82" />
        <source>%1: valid battlegroup "%2" (%n unit(s)</source>
        <translation>
            <numerusform>%1: gültige Kampfgruppe „%2“ (%n Einheit</numerusform>
            <numerusform>%1: gültige Kampfgruppe „%2“ (%n Einheiten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1" />
        <location line="+35" />
        <source>, %n piece(s))</source>
        <translation>
            <numerusform>, %n Modell)</numerusform>
            <numerusform>, %n Modelle)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="-1" />
        <source>"%1" (%n unit(s)</source>
        <translation>
            <numerusform>"%1" (%n Einheit</numerusform>
            <numerusform>"%1" (%n Einheiten</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3" />
        <source>%1: valid game of two sides: %2</source>
        <translation>%1: gültiges Spiel mit zwei Seiten: %2</translation>
    </message>
    <message>
        <location line="+0" />
        <source> against </source>
        <translation> gegen </translation>
    </message>
</context>
<context>
    <name>md::Commands</name>
    <message numerus="yes">
        <location filename="../app/ratio/commands/Commands.cpp" line="+68" />
        <source>%1: %n %2 level(s) lost</source>
        <translation>
            <numerusform>%1: %n Stufe der %2 verloren</numerusform>
            <numerusform>%1: %n Stufen der %2 verloren</numerusform>
        </translation>
    </message>
    <message>
        <location line="+73" />
        <source>No piece must check morale now.</source>
        <translation>Keine Figur muss jetzt einen Moraltest machen.</translation>
    </message>
    <message numerus="yes">
        <location line="+14" />
        <source>Typed dice: %n morale check(s)</source>
        <translation>
            <numerusform>Eingegebene Würfel: %n Moraltest</numerusform>
            <numerusform>Eingegebene Würfel: %n Moraltests</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1" />
        <source>Roll all due: %n morale check(s)</source>
        <translation>
            <numerusform>Alle fälligen würfeln: %n Moraltest</numerusform>
            <numerusform>Alle fälligen würfeln: %n Moraltests</numerusform>
        </translation>
    </message>
    <message>
        <location line="+26" />
        <source>End turn %1 (both sides)</source>
        <translation>Runde %1 beenden (beide Seiten)</translation>
    </message>
    <message>
        <location line="+9" />
        <source>Only a game of two sides passes the initiative; add the opposing side first.</source>
        <translation>Nur ein Spiel mit zwei Seiten gibt die Initiative weiter; fügen Sie zuerst die Gegenseite hinzu.</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Initiative to %1</source>
        <translation>Initiative an %1</translation>
    </message>
    <message>
        <location line="+8" />
        <source>This game already has both sides.</source>
        <translation>Dieses Spiel hat bereits beide Seiten.</translation>
    </message>
    <message>
        <location line="+4" />
        <source>The opposing side plays another rule system (%1); both sides of a game play the same.</source>
        <translation>Die Gegenseite spielt ein anderes Regelsystem (%1); beide Seiten eines Spiels spielen dasselbe.</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Both battlegroups fight for the side "%1". Give one of them another side name in the Edit tab first.</source>
        <translation>Beide Kampfgruppen kämpfen für die Seite „%1“. Geben Sie zuerst einer davon im Reiter Bearbeiten einen anderen Seitennamen.</translation>
    </message>
    <message>
        <location line="+9" />
        <source>The opposing side cannot join: %1: %2</source>
        <translation>Die Gegenseite kann nicht beitreten: %1: %2</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Add opposing side %1</source>
        <translation>Gegenseite %1 hinzufügen</translation>
    </message>
    <message>
        <location line="+7" />
        <source>A battlegroup alone has no side to remove.</source>
        <translation>Eine einzelne Kampfgruppe hat keine Seite zum Entfernen.</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Remove side %1</source>
        <translation>Seite %1 entfernen</translation>
    </message>
    <message>
        <location line="+53" />
        <source>Side %1 cannot be recovered: %2: %3</source>
        <translation>Seite %1 kann nicht wiederhergestellt werden: %2: %3</translation>
    </message>
    <message>
        <location line="+5" />
        <source>The recovered work holds no battlegroup.</source>
        <translation>Die wiederhergestellte Arbeit enthält keine Kampfgruppe.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Recover unsaved work</source>
        <translation>Ungespeicherte Arbeit wiederherstellen</translation>
    </message>
</context>
<context>
    <name>md::DeterminationsModel</name>
    <message>
        <location filename="../app/ratio/models/DeterminationsModel.cpp" line="+46" />
        <source>.%1 to .%2</source>
        <translation>,%1 bis ,%2</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Automatic success</source>
        <translation>Automatischer Erfolg</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Automatic failure</source>
        <translation>Automatischer Misserfolg</translation>
    </message>
    <message>
        <location line="+2" />
        <source>No roll possible</source>
        <translation>Kein Wurf möglich</translation>
    </message>
    <message>
        <location line="+1" />
        <source>1</source>
        <translation>1</translation>
    </message>
    <message>
        <location line="+0" />
        <source>1 to %1</source>
        <translation>1 bis %1</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Unit or vehicle has been destroyed</source>
        <translation>Einheit oder Fahrzeug wurde zerstört</translation>
    </message>
    <message>
        <location line="+23" />
        <source>Morale ratio</source>
        <translation>Moralverhältnis</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Die roll needed for success</source>
        <translation>Für Erfolg benötigter Wurf</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Result of failure</source>
        <translation>Ergebnis bei Misserfolg</translation>
    </message>
</context>
<context>
    <name>md::DialogPrompter</name>
    <message>
        <location filename="../app/DialogPrompter.cpp" line="+29" />
        <source>Battlegroup files (*.json *.moraledesk)</source>
        <translation>Kampfgruppendateien (*.json *.moraledesk)</translation>
    </message>
    <message>
        <location line="+1" />
        <location line="+109" />
        <source>All files (*)</source>
        <translation>Alle Dateien (*)</translation>
    </message>
    <message>
        <location line="-103" />
        <source>Unsaved changes</source>
        <translation>Ungespeicherte Änderungen</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1 has changes that are not saved. Save them first?</source>
        <translation>%1 hat ungespeicherte Änderungen. Zuerst speichern?</translation>
    </message>
    <message>
        <location line="+10" />
        <source>Checks still due</source>
        <translation>Noch fällige Tests</translation>
    </message>
    <message numerus="yes">
        <location line="+1" />
        <source>%n piece(s) must still check morale this turn. A player may not pass while he has pieces that must check (R6).</source>
        <translation>
            <numerusform>%n Modell muss in diesem Zug noch einen Moraltest ablegen. Ein Spieler darf nicht passen, solange er Modelle hat, die testen müssen (R6).</numerusform>
            <numerusform>%n Modelle müssen in diesem Zug noch einen Moraltest ablegen. Ein Spieler darf nicht passen, solange er Modelle hat, die testen müssen (R6).</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3" />
        <source>End the turn anyway</source>
        <translation>Zug trotzdem beenden</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Recover unsaved work?</source>
        <translation>Ungespeicherte Arbeit wiederherstellen?</translation>
    </message>
    <message>
        <location line="+1" />
        <source>MoraleDesk did not close normally. A recovery copy was found:

%1

Recover it?</source>
        <translation>MoraleDesk wurde nicht normal beendet. Eine Wiederherstellungskopie wurde gefunden:

%1

Wiederherstellen?</translation>
    </message>
    <message>
        <location line="+58" />
        <source>Open battlegroup</source>
        <translation>Kampfgruppe öffnen</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Save battlegroup</source>
        <translation>Kampfgruppe speichern</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Export PDF</source>
        <translation>PDF exportieren</translation>
    </message>
    <message>
        <location line="+0" />
        <source>PDF files (*.pdf)</source>
        <translation>PDF-Dateien (*.pdf)</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Export CSV</source>
        <translation>CSV exportieren</translation>
    </message>
    <message>
        <location line="+0" />
        <source>CSV files (*.csv)</source>
        <translation>CSV-Dateien (*.csv)</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Campaign files (*.mdcampaign *.db *.sqlite)</source>
        <translation>Kampagnendateien (*.mdcampaign *.db *.sqlite)</translation>
    </message>
    <message>
        <location line="-1" />
        <source>New campaign</source>
        <translation>Neue Kampagne</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Open campaign</source>
        <translation>Kampagne öffnen</translation>
    </message>
</context>
<context>
    <name>md::DiceFairness</name>
    <message>
        <location filename="../core/kernel/DiceFairness.cpp" line="+181" />
        <source>Too few rolls to judge: %1 of the %2 a fair test needs.</source>
        <translation>Zu wenige Würfe für ein Urteil: %1 der %2, die ein fairer Test braucht.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>These dice look fair.</source>
        <translation>Diese Würfel wirken fair.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>No fairness test for these dice.</source>
        <translation>Kein Fairnesstest für diese Würfel.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>More %1s than expected: p &lt; %2 %. Worth a look at the dice.</source>
        <translation>Mehr %1er als erwartet: p &lt; %2 %. Ein Blick auf die Würfel lohnt sich.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Fewer %1s than expected: p &lt; %2 %. Worth a look at the dice.</source>
        <translation>Weniger %1er als erwartet: p &lt; %2 %. Ein Blick auf die Würfel lohnt sich.</translation>
    </message>
</context>
<context>
    <name>md::DiceHistoryDock</name>
    <message>
        <location filename="../app/widgets/DiceHistoryDock.cpp" line="+29" />
        <location line="+27" />
        <source>Dice history</source>
        <translation>Würfelverlauf</translation>
    </message>
    <message>
        <location line="-7" />
        <source>&amp;Side:</source>
        <translation>&amp;Seite:</translation>
    </message>
    <message>
        <location line="+15" />
        <source>How often each roll came up</source>
        <translation>Wie oft jedes Ergebnis fiel</translation>
    </message>
    <message>
        <location line="+92" />
        <source>All sides</source>
        <translation>Alle Seiten</translation>
    </message>
    <message>
        <location line="+2" />
        <source>(unnamed)</source>
        <translation>(unbenannt)</translation>
    </message>
    <message numerus="yes">
        <location line="+32" />
        <source>%1: %n roll(s)</source>
        <translation>
            <numerusform>%1: %n Wurf</numerusform>
            <numerusform>%1: %n Würfe</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1" />
        <source>Seen</source>
        <translation>Beobachtet</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Expected</source>
        <translation>Erwartet</translation>
    </message>
    <message>
        <location line="+48" />
        <source>No dice rolled yet.</source>
        <translation>Noch nichts gewürfelt.</translation>
    </message>
</context>
<context>
    <name>md::DiceHistoryModel</name>
    <message>
        <location filename="../app/widgets/DiceHistoryModel.cpp" line="+69" />
        <source>Typed</source>
        <translation>Eingegeben</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Program</source>
        <translation>Programm</translation>
    </message>
    <message>
        <location line="+8" />
        <source>The player's own dice, typed in</source>
        <translation>Eigene Würfel des Spielers, eingegeben</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Rolled by the program</source>
        <translation>Vom Programm gewürfelt</translation>
    </message>
    <message>
        <location line="+12" />
        <source>Side</source>
        <translation>Seite</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Turn</source>
        <translation>Runde</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Dice</source>
        <translation>Würfel</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Roll</source>
        <translation>Wurf</translation>
    </message>
    <message>
        <location line="+2" />
        <source>By</source>
        <translation>Von</translation>
    </message>
    <message>
        <location line="+2" />
        <source>For</source>
        <translation>Für</translation>
    </message>
</context>
<context>
    <name>md::EditCommands</name>
    <message>
        <location filename="../app/ratio/commands/EditCommand.cpp" line="+73" />
        <source>the battle is under way: starting levels are fixed (R5, R11), so this would change the morale points; use Undo for a mistake or the play actions for losses.</source>
        <translation>die Schlacht läuft: die Anfangswerte stehen fest (R5, R11), und dies würde die Moralpunkte ändern; nehmen Sie für einen Fehler Rückgängig und für Verluste die Spielaktionen.</translation>
    </message>
    <message>
        <location line="+33" />
        <source>Edit battlegroup</source>
        <translation>Kampfgruppe bearbeiten</translation>
    </message>
    <message>
        <location line="+19" />
        <source>Add unit %1</source>
        <translation>Einheit %1 hinzufügen</translation>
    </message>
    <message>
        <location line="+3" />
        <source>There is no such place in the roster.</source>
        <translation>An dieser Stelle der Aufstellung ist kein Platz.</translation>
    </message>
    <message>
        <location line="+10" />
        <source>Remove unit</source>
        <translation>Einheit entfernen</translation>
    </message>
    <message>
        <location line="+2" />
        <location line="+20" />
        <source>There is no such unit.</source>
        <translation>Diese Einheit gibt es nicht.</translation>
    </message>
    <message>
        <location line="-15" />
        <source>%1 has entries in the battle log, so it cannot be removed; mark its pieces as having left the board instead.</source>
        <translation>%1 hat Einträge im Gefechtsprotokoll und kann daher nicht entfernt werden; markieren Sie stattdessen ihre Modelle als vom Spielfeld gegangen.</translation>
    </message>
    <message>
        <location line="+12" />
        <source>Edit unit %1</source>
        <translation>Einheit %1 bearbeiten</translation>
    </message>
    <message>
        <location line="+14" />
        <source>Add %1</source>
        <translation>%1 hinzufügen</translation>
    </message>
    <message>
        <location line="+3" />
        <source>There is no such place in the unit.</source>
        <translation>An dieser Stelle der Einheit ist kein Platz.</translation>
    </message>
    <message>
        <location line="+10" />
        <source>Remove piece</source>
        <translation>Modell entfernen</translation>
    </message>
    <message>
        <location line="+2" />
        <location line="+19" />
        <source>There is no such piece.</source>
        <translation>Dieses Modell gibt es nicht.</translation>
    </message>
    <message>
        <location line="-15" />
        <source>This piece appears in the battle log, so it cannot be removed; record a casualty or mark it as having left the board instead.</source>
        <translation>Dieses Modell erscheint im Gefechtsprotokoll und kann daher nicht entfernt werden; erfassen Sie stattdessen einen Verlust oder markieren Sie es als vom Spielfeld gegangen.</translation>
    </message>
    <message>
        <location line="+12" />
        <source>Edit %1</source>
        <translation>%1 bearbeiten</translation>
    </message>
    <message>
        <location line="+20" />
        <source>Recover unsaved work</source>
        <translation>Ungespeicherte Arbeit wiederherstellen</translation>
    </message>
    <message>
        <location line="-184" />
        <source>during a battle hits are recorded only with Play → Penetrating hit, so that markers, the breaking point and the log follow (R3, R6, R11); Undo takes back a loss recorded by mistake.</source>
        <translation>während eines Gefechts werden Treffer nur mit Spielen → Durchschlagender Treffer erfasst, damit Marker, Bruchpunkt und Protokoll folgen (R3, R6, R11); Rückgängig nimmt einen versehentlich erfassten Verlust zurück.</translation>
    </message>
    <message>
        <location line="-12" />
        <source>during a battle lost points do not come back: these rules have no repair (R5, R11); Undo takes back a loss recorded by mistake.</source>
        <translation>während einer Schlacht kommen verlorene Punkte nicht zurück: diese Regeln kennen keine Reparatur (R5, R11); Rückgängig nimmt einen irrtümlich erfassten Verlust zurück.</translation>
    </message>
    <message>
        <location line="+23" />
        <source>during a battle %1 levels are lost only with Play → Lose %1 level, so that markers, the breaking point and the log follow (R4, R6, R11); Undo takes back a loss recorded by mistake.</source>
        <translation>während eines Gefechts gehen Stufen der %1 nur über das Menü Spielen (…stufe verlieren) verloren, damit Marker, Bruchpunkt und Protokoll folgen (R4, R6, R11); Rückgängig nimmt einen versehentlich erfassten Verlust zurück.</translation>
    </message>
    <message>
        <location line="+13" />
        <source>during a battle weapon systems are knocked out only with Play → Knock out weapon, so that markers, the breaking point and the log follow (R4, R6, R11); Undo takes back a loss recorded by mistake.</source>
        <translation>während eines Gefechts werden Waffensysteme nur mit Spielen → Waffe ausschalten ausgeschaltet, damit Marker, Bruchpunkt und Protokoll folgen (R4, R6, R11); Rückgängig nimmt einen versehentlich erfassten Verlust zurück.</translation>
    </message>
</context>
<context>
    <name>md::EditorForm</name>
    <message>
        <location filename="../app/ratio/editors/EditorForm.cpp" line="+221" />
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1: %2 %3</source>
        <translation>%1: %2 %3</translation>
    </message>
    <message>
        <location line="+18" />
        <source>1 point</source>
        <translation>1 Punkt</translation>
    </message>
    <message>
        <location line="+0" />
        <source>%1 points</source>
        <translation>%1 Punkte</translation>
    </message>
    <message>
        <location line="+5" />
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location line="+13" />
        <source>weapon %1 name</source>
        <translation>Name von Waffe %1</translation>
    </message>
    <message>
        <location line="+8" />
        <source>movement levels</source>
        <translation>Bewegungsstufen</translation>
    </message>
    <message>
        <location line="+1" />
        <source>movement working</source>
        <translation>Bewegung funktionsfähig</translation>
    </message>
    <message>
        <location line="+1" />
        <source>targeting levels</source>
        <translation>Zielerfassungsstufen</translation>
    </message>
    <message>
        <location line="+1" />
        <source>targeting working</source>
        <translation>Zielerfassung funktionsfähig</translation>
    </message>
    <message>
        <location line="+1" />
        <source>damage control levels</source>
        <translation>Schadenskontrollstufen</translation>
    </message>
    <message>
        <location line="+1" />
        <source>damage control working</source>
        <translation>Schadenskontrolle funktionsfähig</translation>
    </message>
    <message>
        <location line="+1" />
        <source>current movement</source>
        <translation>aktuelle Bewegung</translation>
    </message>
    <message>
        <location line="+1" />
        <source>movement rate</source>
        <translation>Bewegungsrate</translation>
    </message>
    <message>
        <location line="+1" />
        <source>targeting bonus</source>
        <translation>Zielerfassungsbonus</translation>
    </message>
    <message>
        <location line="+1" />
        <source>armor class</source>
        <translation>Panzerungsklasse</translation>
    </message>
    <message>
        <location line="+1" />
        <source>size</source>
        <translation>Größe</translation>
    </message>
    <message>
        <location line="+1" />
        <source>penetrating hits</source>
        <translation>durchschlagende Treffer</translation>
    </message>
    <message>
        <location line="+1" />
        <source>morale style</source>
        <translation>Moralart</translation>
    </message>
    <message>
        <location line="+1" />
        <source>weapons</source>
        <translation>Waffen</translation>
    </message>
    <message>
        <location line="+1" />
        <source>crew</source>
        <translation>Besatzung</translation>
    </message>
    <message>
        <location line="+1" />
        <source>morale officer</source>
        <translation>Moraloffizier</translation>
    </message>
    <message>
        <location line="+1" />
        <source>notes</source>
        <translation>Notizen</translation>
    </message>
    <message>
        <location line="+1" />
        <source>side</source>
        <translation>Seite</translation>
    </message>
    <message>
        <location line="+1" />
        <source>name</source>
        <translation>Name</translation>
    </message>
</context>
<context>
    <name>md::EditorPanel</name>
    <message>
        <location filename="../app/ratio/editors/EditorPanel.cpp" line="+57" />
        <source>Editor</source>
        <translation>Editor</translation>
    </message>
</context>
<context>
    <name>md::EnduranceBar</name>
    <message>
        <location filename="../app/ratio/widgets/EnduranceBar.cpp" line="+9" />
        <source>Battlegroup endurance</source>
        <translation>Durchhaltevermögen der Kampfgruppe</translation>
    </message>
    <message>
        <location line="+9" />
        <source>Endurance = the sum of the units' starting levels. Losses count casualties, damage, surrenders, eliminations and pieces that left the board. At 50 % the battlegroup must retreat from the next turn (R11).</source>
        <translation>Durchhaltevermögen = die Summe der Anfangswerte der Einheiten. Als Verlust zählen Ausfälle, Schäden, Kapitulationen, Ausschaltungen und Modelle, die das Spielfeld verlassen haben. Bei 50 % muss sich die Kampfgruppe ab dem nächsten Zug zurückziehen (R11).</translation>
    </message>
    <message>
        <location line="+9" />
        <source>No endurance points</source>
        <translation>Keine Durchhaltepunkte</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Lost %1 of %2 endurance points (%3 %); breaking point at %4</source>
        <translation>%1 von %2 Durchhaltepunkten verloren (%3 %); Bruchpunkt bei %4</translation>
    </message>
</context>
<context>
    <name>md::EnumText</name>
    <message>
        <location filename="../core/kernel/EnumText.h" line="+71" />
        <source>lower</source>
        <comment>Game terms inside a sentence: 'lower' to write them in lower case, 'keep' to keep their capital (German nouns)</comment>
        <translation>keep</translation>
    </message>
</context>
<context>
    <name>md::Experience</name>
    <message>
        <location filename="../core/ratio/model/Unit.h" line="+73" />
        <source>Seasoned / veteran</source>
        <translation>Erfahren / Veteran</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Green / inexperienced</source>
        <translation>Grün / unerfahren</translation>
    </message>
</context>
<context>
    <name>md::ExportSubcommand</name>
    <message>
        <location filename="../app/cli/ExportSubcommand.cpp" line="+47" />
        <source>%1 or %2</source>
        <translation>%1 oder %2</translation>
    </message>
    <message>
        <location line="+23" />
        <source>--system %1 --help lists the documents of %2</source>
        <translation>--system %1 --help listet die Dokumente von %2</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Other rule systems: %1.</source>
        <translation>Andere Regelsysteme: %1.</translation>
    </message>
    <message>
        <location line="+10" />
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location line="+9" />
        <source>Whose pages, when no file is named: %1; default %2. A named file is always printed by its own rule system.</source>
        <translation>Wessen Seiten, wenn keine Datei genannt ist: %1; Standard %2. Eine genannte Datei wird immer von ihrem eigenen Regelsystem gedruckt.</translation>
    </message>
    <message>
        <location line="+13" />
        <source>The export subcommand.</source>
        <translation>Der Unterbefehl export.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1.</source>
        <translation>%1.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The PDF file to write.</source>
        <translation>Die zu schreibende PDF-Datei.</translation>
    </message>
    <message>
        <location line="+4" />
        <source>A4 or Letter (default: the locale's).</source>
        <translation>A4 oder Letter (Vorgabe: die des Gebietsschemas).</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Landscape paper.</source>
        <translation>Querformat.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Portrait paper (the default, except for pages whose tables are wider than tall: WW1's blank force sheet).</source>
        <translation>Hochformat (Standard, außer bei Blättern, deren Tabellen breiter als hoch sind: dem leeren Streitmachtbogen von WW1).</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Grey levels, hatching and letters instead of colour.</source>
        <translation>Graustufen, Schraffuren und Buchstaben statt Farbe.</translation>
    </message>
    <message>
        <location line="+77" />
        <source>--system: unknown rule system "%1": expected %2</source>
        <translation>--system: unbekanntes Regelsystem „%1“: erwartet %2</translation>
    </message>
    <message>
        <location line="+5" />
        <source>--system %1 contradicts %2, a %3 file</source>
        <translation>--system %1 widerspricht %2, einer %3-Datei</translation>
    </message>
    <message>
        <location line="+7" />
        <source>%1 files cannot be exported: this program has no pages for that rule system</source>
        <translation>%1-Dateien können nicht exportiert werden: dieses Programm hat keine Seiten für dieses Regelsystem</translation>
    </message>
    <message>
        <location line="+29" />
        <source>name a document to export: %1</source>
        <translation>nennen Sie ein zu exportierendes Dokument: %1</translation>
    </message>
    <message>
        <location line="+4" />
        <source>unknown document "%1": expected %2</source>
        <translation>unbekanntes Dokument „%1“: erwartet %2</translation>
    </message>
    <message>
        <location line="+5" />
        <source>unexpected argument "%1"</source>
        <translation>unerwartetes Argument „%1“</translation>
    </message>
    <message>
        <location line="+10" />
        <source>--page-size must be A4 or Letter, not "%1"</source>
        <translation>--page-size muss A4 oder Letter sein, nicht „%1“</translation>
    </message>
    <message>
        <location line="+5" />
        <source>--landscape and --portrait exclude each other: give one</source>
        <translation>--landscape und --portrait schließen sich aus: geben Sie eines an</translation>
    </message>
    <message>
        <location line="+4" />
        <source>-o/--output is required: the PDF file to write</source>
        <translation>-o/--output ist erforderlich: die zu schreibende PDF-Datei</translation>
    </message>
    <message>
        <location line="+37" />
        <source>%1: no such file</source>
        <translation>%1: keine solche Datei</translation>
    </message>
    <message>
        <location line="+11" />
        <source>%1 is not a file of the rule system these pages are for</source>
        <translation>%1 ist keine Datei des Regelsystems, für das diese Seiten sind</translation>
    </message>
</context>
<context>
    <name>md::FailureResult</name>
    <message>
        <location filename="../core/ratio/model/Outcome.h" line="-35" />
        <source>No failure possible</source>
        <translation>Kein Misserfolg möglich</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Cautious</source>
        <translation>Vorsichtig</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Shaken</source>
        <translation>Erschüttert</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Broken</source>
        <translation>Gebrochen</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Eliminated</source>
        <translation>Ausgeschaltet</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Destroyed</source>
        <translation>Zerstört</translation>
    </message>
</context>
<context>
    <name>md::FieldError</name>
    <message>
        <location filename="../app/widgets/FieldError.cpp" line="+26" />
        <source>Warning</source>
        <translation>Warnung</translation>
    </message>
</context>
<context>
    <name>md::FileEnvelope</name>
    <message>
        <location filename="../core/kernel/FileEnvelope.cpp" line="+142" />
        <source>%1 bytes is too large; files over %2 bytes are refused</source>
        <translation>%1 Bytes sind zu groß; Dateien über %2 Bytes werden abgelehnt</translation>
    </message>
    <message>
        <location line="+9" />
        <source>the file is empty; expected a JSON object</source>
        <translation>die Datei ist leer; erwartet wurde ein JSON-Objekt</translation>
    </message>
    <message>
        <location line="+2" />
        <source>the data is %1 bytes; files over %2 bytes are refused</source>
        <translation>die Daten umfassen %1 Bytes; Dateien über %2 Bytes werden abgelehnt</translation>
    </message>
    <message>
        <location line="+2" />
        <source>not valid UTF-8 text: invalid byte sequence at offset %1; save the file as UTF-8</source>
        <translation>kein gültiger UTF-8-Text: ungültige Bytefolge an Position %1; speichern Sie die Datei als UTF-8</translation>
    </message>
    <message>
        <location line="+12" />
        <source>not valid JSON at offset %1: %2</source>
        <translation>kein gültiges JSON an Position %1: %2</translation>
    </message>
    <message>
        <location line="+2" />
        <source>expected a JSON object (a MoraleDesk battlegroup), found an array</source>
        <translation>erwartet wurde ein JSON-Objekt (eine MoraleDesk-Kampfgruppe), gefunden ein Array</translation>
    </message>
    <message>
        <location line="+15" />
        <source>expected a string, found %1</source>
        <translation>erwartet wurde eine Zeichenkette, gefunden %1</translation>
    </message>
    <message>
        <location line="+14" />
        <source>this file was written in format %1 by a newer MoraleDesk; this version reads format %2 only. Nothing was loaded.</source>
        <translation>diese Datei wurde von einem neueren MoraleDesk im Format %1 geschrieben; diese Version liest nur Format %2. Es wurde nichts geladen.</translation>
    </message>
    <message>
        <location line="+24" />
        <source>%1 (the format version)</source>
        <translation>%1 (die Formatversion)</translation>
    </message>
    <message>
        <location line="+3" />
        <source>expected the whole number %1, found %2</source>
        <translation>erwartet wurde die ganze Zahl %1, gefunden %2</translation>
    </message>
    <message>
        <location line="+4" />
        <source>unknown format %1; this version reads format %2 only</source>
        <translation>unbekanntes Format %1; diese Version liest nur Format %2</translation>
    </message>
    <message>
        <location line="+6" />
        <source>unknown rule system %1; this version knows only %2</source>
        <translation>unbekanntes Regelsystem %1; diese Version kennt nur %2</translation>
    </message>
    <message>
        <location line="+6" />
        <source>there is nothing to read from</source>
        <translation>es gibt nichts, woraus gelesen werden kann</translation>
    </message>
    <message>
        <location line="+2" />
        <source>cannot open the input for reading: %1</source>
        <translation>die Eingabe kann nicht zum Lesen geöffnet werden: %1</translation>
    </message>
    <message>
        <location line="+2" />
        <source>the input is not open for reading</source>
        <translation>die Eingabe ist nicht zum Lesen geöffnet</translation>
    </message>
    <message>
        <location line="+6" />
        <source>cannot read the input: %1</source>
        <translation>die Eingabe kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <location line="+2" />
        <source>more than %1 bytes; files over %1 bytes are refused</source>
        <translation>mehr als %1 Bytes; Dateien über %1 Bytes werden abgelehnt</translation>
    </message>
    <message>
        <location line="+10" />
        <source>cannot open %1: it is a link to %2, which does not exist or is a loop of links</source>
        <translation>%1 kann nicht geöffnet werden: es ist eine Verknüpfung auf %2, die nicht existiert oder eine Verknüpfungsschleife ist</translation>
    </message>
    <message>
        <location line="+2" />
        <source>cannot open %1: the file does not exist</source>
        <translation>%1 kann nicht geöffnet werden: die Datei existiert nicht</translation>
    </message>
    <message>
        <location line="+3" />
        <source>cannot open %1: it is a folder, not a file</source>
        <translation>%1 kann nicht geöffnet werden: es ist ein Ordner, keine Datei</translation>
    </message>
    <message>
        <location line="+4" />
        <source>cannot open %1: it is not a regular file (a device, pipe or socket)</source>
        <translation>%1 kann nicht geöffnet werden: es ist keine normale Datei (ein Gerät, eine Pipe oder ein Socket)</translation>
    </message>
    <message>
        <location line="+3" />
        <location line="+3" />
        <source>cannot open %1: %2</source>
        <translation>%1 kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <location line="+4" />
        <source>cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <location line="+3" />
        <source>cannot read %1: it grew beyond %2 bytes while being read</source>
        <translation>%1 kann nicht gelesen werden: die Datei ist beim Lesen über %2 Bytes angewachsen</translation>
    </message>
</context>
<context>
    <name>md::FileFormat</name>
    <message>
        <location filename="../core/ratio/io/FileFormat.cpp" line="+19" />
        <source>(the current turn)</source>
        <translation>(der aktuelle Zug)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>(the next turn at the latest)</source>
        <translation>(spätestens der nächste Zug)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>while the piece has a marker (this turn or the next, R6)</source>
        <translation>solange das Modell einen Marker hat (dieser oder der nächste Zug, R6)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>(the movement rate)</source>
        <translation>(die Bewegungsrate)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>(the system's levels)</source>
        <translation>(die Stufen des Systems)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>when hasMovement is false (R4)</source>
        <translation>wenn hasMovement false ist (R4)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>(robot morale: size + 2 is at most 4, R3)</source>
        <translation>(Robotermoral: Größe + 2 ist höchstens 4, R3)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>(size + 2)</source>
        <translation>(Größe + 2)</translation>
    </message>
    <message>
        <location line="+4" />
        <source>(the starting endurance)</source>
        <translation>(das anfängliche Durchhaltevermögen)</translation>
    </message>
    <message>
        <location line="+11" />
        <source>a soldier has infantry morale (R2); found %1</source>
        <translation>ein Soldat hat Infanteriemoral (R2); gefunden %1</translation>
    </message>
    <message>
        <location line="+2" />
        <source>a %1 has robot or vehicle morale (R3, R4); found infantry</source>
        <translation>ein(e) %1 hat Roboter- oder Fahrzeugmoral (R3, R4); gefunden Infanterie</translation>
    </message>
</context>
<context>
    <name>md::FilledSheetDocument</name>
    <message>
        <location filename="../app/ratio/print/FilledSheetDocument.cpp" line="+19" />
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location line="+9" />
        <source>Battlegroup</source>
        <translation>Kampfgruppe</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Side / player</source>
        <translation>Seite / Spieler</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Turn</source>
        <translation>Zug</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Morale units</source>
        <translation>Moraleinheiten</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Checks due this turn (R6)</source>
        <translation>Fällige Tests in diesem Zug (R6)</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Leaders (R2)</source>
        <translation>Anführer (R2)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Bailed crew (R10)</source>
        <translation>Ausgestiegene Besatzung (R10)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Morale classes (R8)</source>
        <translation>Moralklassen (R8)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Experience (R8)</source>
        <translation>Erfahrung (R8)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>NBC (R8a)</source>
        <translation>ABC (R8a)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Optional rules in use: %1.</source>
        <translation>Verwendete optionale Regeln: %1.</translation>
    </message>
    <message>
        <location line="+0" />
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <location line="+14" />
        <source>Breaking point reached in turn %1: the battlegroup retreats from turn %2 (R11).</source>
        <translation>Bruchpunkt in Zug %1 erreicht: die Kampfgruppe zieht sich ab Zug %2 zurück (R11).</translation>
    </message>
    <message>
        <location line="+25" />
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Crew out of the vehicle (R10)</source>
        <translation>Besatzung außerhalb des Fahrzeugs (R10)</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Notes: %1</source>
        <translation>Notizen: %1</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Notes</source>
        <translation>Notizen</translation>
    </message>
    <message>
        <location line="-48" />
        <source>Under each unit: its row of the Morale Results Table (R5), each need with the unit's factors (R8), the current level framed, and one box per morale point, crossed when lost (R2–R4). Status and place stay blank while Normal and on the table, for the pencil.</source>
        <translation>Unter jeder Einheit: ihre Zeile der Moral-Ergebnistabelle (R5), jeder benötigte Wurf mit den Faktoren der Einheit (R8), der aktuelle Wert eingerahmt und ein Kästchen pro Moralpunkt, angekreuzt, wenn verloren (R2–R4). Status und Verbleib bleiben für den Bleistift leer, solange sie Normal bzw. Auf dem Tisch sind.</translation>
    </message>
</context>
<context>
    <name>md::GameDocument</name>
    <message>
        <location filename="../app/document/GameDocument.cpp" line="+47" />
        <source>Untitled</source>
        <translation>Unbenannt</translation>
    </message>
    <message>
        <location line="+10" />
        <source>%1 cannot write this game (its rule system is "%2"); nothing was saved</source>
        <translation>%1 kann dieses Spiel nicht schreiben (sein Regelsystem ist „%2“); nichts wurde gespeichert</translation>
    </message>
</context>
<context>
    <name>md::JsonReasons</name>
    <message>
        <location filename="../core/kernel/JsonReasons.cpp" line="+16" />
        <source>must be %1%2</source>
        <translation>muss %1%2 sein</translation>
    </message>
    <message>
        <location line="+1" />
        <source>must be a whole number between %1 and %2%3</source>
        <translation>muss eine ganze Zahl zwischen %1 und %2%3 sein</translation>
    </message>
    <message>
        <location line="+6" />
        <source>%1; found %2</source>
        <translation>%1; gefunden %2</translation>
    </message>
    <message>
        <location line="+10" />
        <source>too long: %1 characters; at most %2</source>
        <translation>zu lang: %1 Zeichen; höchstens %2</translation>
    </message>
    <message>
        <location line="+5" />
        <source>must not be empty</source>
        <translation>darf nicht leer sein</translation>
    </message>
    <message>
        <location line="+5" />
        <source>too many %1: %2; at most %3</source>
        <translation>zu viele %1: %2; höchstens %3</translation>
    </message>
    <message>
        <location line="+5" />
        <source>unknown %1 %2; expected one of %3</source>
        <translation>unbekannte(r) %1 %2; erwartet einer der Werte %3</translation>
    </message>
    <message>
        <location line="+6" />
        <source>required key is missing</source>
        <translation>Pflichtschlüssel fehlt</translation>
    </message>
    <message>
        <location line="+1" />
        <source>required key is missing; expected %1</source>
        <translation>Pflichtschlüssel fehlt; erwartet: %1</translation>
    </message>
    <message>
        <location line="+11" />
        <source>a number</source>
        <translation>eine Zahl</translation>
    </message>
    <message>
        <location line="+2" />
        <source>a string</source>
        <translation>eine Zeichenkette</translation>
    </message>
    <message>
        <location line="+2" />
        <source>an array</source>
        <translation>ein Array</translation>
    </message>
    <message>
        <location line="+2" />
        <source>an object</source>
        <translation>ein Objekt</translation>
    </message>
    <message>
        <location line="+4" />
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
</context>
<context>
    <name>md::LogEvent</name>
    <message>
        <location filename="../core/ratio/model/LogRecord.h" line="+72" />
        <source>Morale check</source>
        <translation>Moraltest</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Casualty</source>
        <translation>Verlust</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Penetrating hit</source>
        <translation>Durchschlagender Treffer</translation>
    </message>
    <message>
        <location line="+1" />
        <source>System level lost</source>
        <translation>Systemstufe verloren</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Weapon knocked out</source>
        <translation>Waffe ausgeschaltet</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Surrender</source>
        <translation>Kapitulation</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Shot by morale officer</source>
        <translation>Vom Moraloffizier erschossen</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Left the board</source>
        <translation>Spielfeld verlassen</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Crew bailed out</source>
        <translation>Besatzung ausgestiegen</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Explosive destruction</source>
        <translation>Explosive Zerstörung</translation>
    </message>
    <message>
        <location line="+1" />
        <source>NBC attack</source>
        <translation>ABC-Angriff</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Turn ended</source>
        <translation>Zug beendet</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Breaking point reached</source>
        <translation>Bruchpunkt erreicht</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Marked-up sheet keyed in</source>
        <translation>Markierter Bogen eingetragen</translation>
    </message>
</context>
<context>
    <name>md::LogFilterBar</name>
    <message>
        <location filename="../app/widgets/LogFilterBar.cpp" line="+40" />
        <source>Show the log of one unit</source>
        <translation>Protokoll einer Einheit zeigen</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Show the log of one piece</source>
        <translation>Protokoll einer Figur zeigen</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Show one turn</source>
        <translation>Eine Runde zeigen</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Show one kind of event</source>
        <translation>Eine Ereignisart zeigen</translation>
    </message>
    <message>
        <location line="+1" />
        <location line="+1" />
        <source>Search the log</source>
        <translation>Protokoll durchsuchen</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Show all</source>
        <translation>Alle zeigen</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Clear every filter and the search</source>
        <translation>Alle Filter und die Suche zurücksetzen</translation>
    </message>
    <message>
        <location line="+42" />
        <source>All units</source>
        <translation>Alle Einheiten</translation>
    </message>
    <message>
        <location line="+1" />
        <source>All pieces</source>
        <translation>Alle Figuren</translation>
    </message>
    <message>
        <location line="+1" />
        <source>All turns</source>
        <translation>Alle Runden</translation>
    </message>
    <message>
        <location line="+1" />
        <source>All events</source>
        <translation>Alle Ereignisse</translation>
    </message>
    <message>
        <location line="+25" />
        <source>Turn %1</source>
        <translation>Runde %1</translation>
    </message>
</context>
<context>
    <name>md::LogModel</name>
    <message>
        <location filename="../app/ratio/models/LogModel.cpp" line="+77" />
        <source>Interceptive-fire check</source>
        <translation>Test nach Abwehrfeuer</translation>
    </message>
    <message>
        <location line="+7" />
        <source>%1 / %2 (%3)</source>
        <translation>%1 / %2 (%3)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>−%1 pt</source>
        <translation>−%1 Pkt.</translation>
    </message>
    <message>
        <location line="+5" />
        <source>S</source>
        <translation>S</translation>
    </message>
    <message>
        <location line="+2" />
        <source>F</source>
        <translation>F</translation>
    </message>
    <message>
        <location line="+2" />
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <location line="+21" />
        <source>Passed</source>
        <translation>Bestanden</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Failed: %1</source>
        <translation>Misslungen: %1</translation>
    </message>
    <message>
        <location line="+12" />
        <source>Turn</source>
        <translation>Zug</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Event</source>
        <translation>Ereignis</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Unit</source>
        <translation>Einheit</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Piece</source>
        <translation>Modell</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Level</source>
        <translation>Wert</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Need</source>
        <translation>Benötigt</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Factors</source>
        <translation>Faktoren</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Die</source>
        <translation>Würfel</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Outcome</source>
        <translation>Ausgang</translation>
    </message>
    <message numerus="yes">
        <location line="-37" />
        <source>Override: %n check(s) left undone</source>
        <translation>
            <numerusform>Übergangen: %n Test nicht abgelegt</numerusform>
            <numerusform>Übergangen: %n Tests nicht abgelegt</numerusform>
        </translation>
    </message>
    <message>
        <location line="-33" />
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <location line="+34" />
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>md::MainWindow</name>
    <message>
        <location filename="../app/MainWindow.cpp" line="+63" />
        <location line="+5" />
        <source>Undo history</source>
        <translation>Rückgängig-Verlauf</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Ready</source>
        <translation>Bereit</translation>
    </message>
    <message>
        <location line="-5" />
        <source>&lt;opened file&gt;</source>
        <translation>&lt;geöffnete Datei&gt;</translation>
    </message>
    <message>
        <location line="+30" />
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;New</source>
        <translation>&amp;Neu</translation>
    </message>
    <message>
        <location line="+21" />
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen…</translation>
    </message>
    <message>
        <location line="+9" />
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Open the &amp;sample battlegroup</source>
        <translation>Beis&amp;piel-Kampfgruppe öffnen</translation>
    </message>
    <message>
        <location line="+6" />
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Save &amp;As…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <location line="+3" />
        <source>&amp;Close</source>
        <translation>S&amp;chließen</translation>
    </message>
    <message>
        <location line="+7" />
        <source>&amp;Print…</source>
        <translation>&amp;Drucken…</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Print Pre&amp;view…</source>
        <translation>Druck&amp;vorschau…</translation>
    </message>
    <message>
        <location line="+2" />
        <source>&amp;Export PDF…</source>
        <translation>PDF e&amp;xportieren…</translation>
    </message>
    <message>
        <location line="+4" />
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location line="+5" />
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <location line="+3" />
        <location line="+7" />
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <location line="+0" />
        <source>&amp;Undo %1</source>
        <translation>&amp;Rückgängig: %1</translation>
    </message>
    <message>
        <location line="+2" />
        <location line="+7" />
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <location line="+0" />
        <source>&amp;Redo %1</source>
        <translation>&amp;Wiederholen: %1</translation>
    </message>
    <message>
        <location line="+4" />
        <source>&amp;Campaign</source>
        <translation>&amp;Kampagne</translation>
    </message>
    <message>
        <location line="+3" />
        <source>&amp;New campaign…</source>
        <translation>&amp;Neue Kampagne…</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Open campaign…</source>
        <translation>Kampagne ö&amp;ffnen…</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Open campaign on a ser&amp;ver…</source>
        <translation>Kampagne auf einem &amp;Server öffnen…</translation>
    </message>
    <message>
        <location line="+3" />
        <source>&amp;Record battle in campaign…</source>
        <translation>Gefecht in Kampagne &amp;erfassen…</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Start &amp;next battle…</source>
        <translation>Nächstes &amp;Gefecht beginnen…</translation>
    </message>
    <message>
        <location line="+9" />
        <source>&amp;Show campaign</source>
        <translation>Kampagne &amp;anzeigen</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Back up campaign…</source>
        <translation>Kampagne &amp;sichern…</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Copy campaign to…</source>
        <translation>Kampagne &amp;kopieren nach…</translation>
    </message>
    <message>
        <location line="+4" />
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <location line="+3" />
        <source>&amp;Language</source>
        <translation>&amp;Sprache</translation>
    </message>
    <message>
        <location line="+2" />
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Rules notes</source>
        <translation>&amp;Regelhinweise</translation>
    </message>
    <message>
        <location line="+3" />
        <source>&amp;About MoraleDesk</source>
        <translation>Ü&amp;ber MoraleDesk</translation>
    </message>
    <message>
        <location line="+21" />
        <source>The new language takes effect when MoraleDesk is started again.</source>
        <translation>Die neue Sprache gilt ab dem nächsten Start von MoraleDesk.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>&amp;System language</source>
        <translation>&amp;Systemsprache</translation>
    </message>
    <message>
        <location line="+59" />
        <source>Autosave failed: %1</source>
        <translation>Automatisches Speichern fehlgeschlagen: %1</translation>
    </message>
    <message>
        <location line="+20" />
        <source>%1[*] — %2</source>
        <translation>%1[*] — %2</translation>
    </message>
    <message>
        <location line="+19" />
        <source>the recovered work is of the rule system "%1", which this program does not have</source>
        <translation>die wiederhergestellte Arbeit gehört zum Regelsystem „%1“, das dieses Programm nicht hat</translation>
    </message>
    <message>
        <location line="+5" />
        <source>An untitled battlegroup, "%1", autosaved %2.</source>
        <translation>Eine unbenannte Kampfgruppe, „%1“, automatisch gespeichert %2.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1 ("%2"), autosaved %3.</source>
        <translation>%1 („%2“), automatisch gespeichert %3.</translation>
    </message>
    <message>
        <location line="+13" />
        <source>Recovered the unsaved work. Save it to keep it.</source>
        <translation>Die ungespeicherte Arbeit wurde wiederhergestellt. Speichern Sie sie, um sie zu behalten.</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Recovery</source>
        <translation>Wiederherstellung</translation>
    </message>
    <message>
        <location line="+0" />
        <source>The recovery copy could not be read and was left in place:
%1</source>
        <translation>Die Wiederherstellungskopie konnte nicht gelesen werden und wurde an ihrem Platz belassen:
%1</translation>
    </message>
    <message>
        <location line="+34" />
        <source>Cannot open %1</source>
        <translation>%1 kann nicht geöffnet werden</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1 was not opened; the open battlegroup is unchanged.

%2</source>
        <translation>%1 wurde nicht geöffnet; die geöffnete Kampfgruppe ist unverändert.

%2</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Could not open %1.</source>
        <translation>%1 konnte nicht geöffnet werden.</translation>
    </message>
    <message>
        <location line="+14" />
        <source>Opened %1.</source>
        <translation>%1 geöffnet.</translation>
    </message>
    <message>
        <location line="-308" />
        <location line="+325" />
        <source>New battlegroup: %1.</source>
        <translation>Neue Kampfgruppe: %1.</translation>
    </message>
    <message>
        <location line="-39" />
        <source>%1 has no window part in this program</source>
        <translation>%1 hat in diesem Programm keinen Fensterteil</translation>
    </message>
    <message>
        <location line="+46" />
        <source>Not saved</source>
        <translation>Nicht gespeichert</translation>
    </message>
    <message>
        <location line="+0" />
        <source>%1 could not be saved: %2
The battlegroup is still open and unchanged.</source>
        <translation>%1 konnte nicht gespeichert werden: %2
Die Kampfgruppe ist weiterhin geöffnet und unverändert.</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Saved %1.</source>
        <translation>%1 gespeichert.</translation>
    </message>
    <message>
        <location line="+67" />
        <source>Print</source>
        <translation>Drucken</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Not printed</source>
        <translation>Nicht gedruckt</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Sent %1 to the printer.</source>
        <translation>%1 an den Drucker gesendet.</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Print Preview</source>
        <translation>Druckvorschau</translation>
    </message>
    <message>
        <location line="+12" />
        <source>Export PDF</source>
        <translation>PDF exportieren</translation>
    </message>
    <message>
        <location line="+11" />
        <source>Not exported</source>
        <translation>Nicht exportiert</translation>
    </message>
    <message>
        <location line="+0" />
        <source>%1 could not be written: %2</source>
        <translation>%1 konnte nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Exported %1 to %2.</source>
        <translation>%1 nach %2 exportiert.</translation>
    </message>
    <message>
        <location line="+51" />
        <source>File not found</source>
        <translation>Datei nicht gefunden</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1 is no longer there: it was moved, renamed or deleted. It has been taken off the recent files.</source>
        <translation>%1 ist nicht mehr vorhanden: die Datei wurde verschoben, umbenannt oder gelöscht. Sie wurde aus den zuletzt geöffneten Dateien entfernt.</translation>
    </message>
    <message>
        <location line="+11" />
        <location line="+5" />
        <source>Rules notes</source>
        <translation>Regelhinweise</translation>
    </message>
</context>
<context>
    <name>md::MoraleClass</name>
    <message>
        <location filename="../core/ratio/model/Unit.h" line="-16" />
        <source>Elite</source>
        <translation>Elite</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Regular</source>
        <translation>Regulär</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Levy</source>
        <translation>Aufgebot</translation>
    </message>
</context>
<context>
    <name>md::MoraleStatus</name>
    <message>
        <location filename="../core/ratio/model/Outcome.h" line="+13" />
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Cautious</source>
        <translation>Vorsichtig</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Shaken</source>
        <translation>Erschüttert</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Broken</source>
        <translation>Gebrochen</translation>
    </message>
</context>
<context>
    <name>md::MoraleStyle</name>
    <message>
        <location filename="../core/ratio/model/Piece.h" line="+127" />
        <source>Infantry (rank points)</source>
        <translation>Infanterie (Rangpunkte)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Robot-style (size + 2)</source>
        <translation>Roboterart (Größe + 2)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Vehicle-style (systems + weapons)</source>
        <translation>Fahrzeugart (Systeme + Waffen)</translation>
    </message>
</context>
<context>
    <name>md::MoraleTableDocument</name>
    <message>
        <location filename="../app/ratio/print/MoraleTableDocument.cpp" line="+74" />
        <source>Points remaining →</source>
        <translation>Verbleibende Punkte →</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Level</source>
        <translation>Wert</translation>
    </message>
    <message>
        <location line="+46" />
        <source>Morale Results Table</source>
        <translation>Moral-Ergebnistabelle</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Starting levels %1–%2 (R5)</source>
        <translation>Anfangswerte %1–%2 (R5)</translation>
    </message>
    <message>
        <location line="+25" />
        <source>Starting levels %1–%2, points remaining %3–%4</source>
        <translation>Anfangswerte %1–%2, verbleibende Punkte %3–%4</translation>
    </message>
    <message>
        <location line="+3" />
        <source>%1 (part %2 of %3)</source>
        <translation>%1 (Teil %2 von %3)</translation>
    </message>
</context>
<context>
    <name>md::MoraleTableModel</name>
    <message>
        <location filename="../app/ratio/models/MoraleTableModel.cpp" line="+74" />
        <source>automatic success</source>
        <translation>automatischer Erfolg</translation>
    </message>
    <message>
        <location line="+1" />
        <source>automatic failure</source>
        <translation>automatischer Misserfolg</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1 or less</source>
        <translation>%1 oder weniger</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Level %1, %2 remaining: ratio %3, need %4, P(success) %5 %, if it fails: %6</source>
        <translation>Wert %1, %2 verbleibend: Verhältnis %3, benötigt %4, P(Erfolg) %5 %, bei Misserfolg: %6</translation>
    </message>
    <message>
        <location line="+17" />
        <source>Points remaining</source>
        <translation>Verbleibende Punkte</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Starting morale level</source>
        <translation>Anfänglicher Moralwert</translation>
    </message>
</context>
<context>
    <name>md::MoraleTableWidget</name>
    <message>
        <location filename="../app/ratio/widgets/MoraleTableWidget.cpp" line="+67" />
        <source>Result of failure: %1. S: automatic success; F: automatic failure. Hover a cell for its ratio and odds.</source>
        <translation>Ergebnis bei Misserfolg: %1. S: automatischer Erfolg; F: automatischer Misserfolg. Für Verhältnis und Chancen mit der Maus über eine Zelle fahren.</translation>
    </message>
    <message>
        <location line="+45" />
        <location line="+25" />
        <source>Morale Results Table</source>
        <translation>Moral-Ergebnistabelle</translation>
    </message>
    <message>
        <location line="-24" />
        <location line="+48" />
        <source>Morale Determinations Table</source>
        <translation>Moral-Bestimmungstabelle</translation>
    </message>
    <message>
        <location line="-47" />
        <source>Table shown</source>
        <translation>Angezeigte Tabelle</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Levels &amp;from</source>
        <translation>Werte &amp;von</translation>
    </message>
    <message>
        <location line="+2" />
        <source>&amp;to</source>
        <translation>&amp;bis</translation>
    </message>
    <message>
        <location line="+6" />
        <source>First starting level</source>
        <translation>Erster Anfangswert</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Last starting level</source>
        <translation>Letzter Anfangswert</translation>
    </message>
    <message>
        <location line="+25" />
        <source>Current morale level (points remaining) →</source>
        <translation>Aktueller Moralwert (verbleibende Punkte) →</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Starting morale level</source>
        <translation>Anfänglicher Moralwert</translation>
    </message>
</context>
<context>
    <name>md::OutputFile</name>
    <message>
        <location filename="../core/kernel/OutputFile.cpp" line="+90" />
        <source>cannot write %1: it is a folder</source>
        <translation>%1 kann nicht geschrieben werden: es ist ein Ordner</translation>
    </message>
    <message>
        <location line="+2" />
        <source>cannot write %1: it is a socket; give a file, a pipe or "-" for standard output</source>
        <translation>%1 kann nicht geschrieben werden: es ist ein Socket; geben Sie eine Datei, eine Pipe oder „-“ für die Standardausgabe an</translation>
    </message>
    <message>
        <location line="+3" />
        <source>cannot write %1: it is a block device (a disk); output is never written onto one</source>
        <translation>%1 kann nicht geschrieben werden: es ist ein Blockgerät (ein Datenträger); auf ein solches wird nie geschrieben</translation>
    </message>
    <message>
        <location line="+23" />
        <source>cannot write %1: no program is reading from this pipe</source>
        <translation>%1 kann nicht geschrieben werden: kein Programm liest aus dieser Pipe</translation>
    </message>
    <message>
        <location line="+2" />
        <location line="+15" />
        <location line="+8" />
        <source>cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <location line="+10" />
        <location line="+4" />
        <source>cannot write to standard output: %1</source>
        <translation>auf die Standardausgabe kann nicht geschrieben werden: %1</translation>
    </message>
</context>
<context>
    <name>md::PageRenderer</name>
    <message>
        <location filename="../app/print/PageRenderer.cpp" line="+89" />
        <source>Page %1 of %2</source>
        <translation>Seite %1 von %2</translation>
    </message>
    <message>
        <location line="+31" />
        <source>there is no printer to print on</source>
        <translation>es gibt keinen Drucker, auf dem gedruckt werden kann</translation>
    </message>
    <message>
        <location line="+2" />
        <source>the printer does not accept this paper size, orientation and margins</source>
        <translation>der Drucker akzeptiert dieses Papierformat, diese Ausrichtung und diese Ränder nicht</translation>
    </message>
    <message>
        <location line="+5" />
        <source>the margins leave too little room on the page</source>
        <translation>die Ränder lassen zu wenig Platz auf der Seite</translation>
    </message>
    <message>
        <location line="+5" />
        <source>the document has no page %1</source>
        <translation>das Dokument hat keine Seite %1</translation>
    </message>
    <message>
        <location line="+8" />
        <source>cannot start printing</source>
        <translation>der Druck kann nicht gestartet werden</translation>
    </message>
    <message>
        <location line="+4" />
        <source>cannot start page %1</source>
        <translation>Seite %1 kann nicht begonnen werden</translation>
    </message>
    <message>
        <location line="+5" />
        <source>printing did not finish</source>
        <translation>der Druck wurde nicht abgeschlossen</translation>
    </message>
</context>
<context>
    <name>md::PieceForm</name>
    <message>
        <location filename="../app/ratio/editors/PieceForm.cpp" line="+54" />
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Kind:</source>
        <translation>Art:</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Starting points:</source>
        <translation>Anfangspunkte:</translation>
    </message>
    <message>
        <location line="+1" />
        <source>What this piece brings to its unit's starting level (R2–R4).</source>
        <translation>Was dieses Modell zum Anfangswert seiner Einheit beiträgt (R2–R4).</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Current points:</source>
        <translation>Aktuelle Punkte:</translation>
    </message>
    <message>
        <location line="+1" />
        <source>What this piece counts toward its unit's current level now.</source>
        <translation>Was dieses Modell jetzt zum aktuellen Wert seiner Einheit beiträgt.</translation>
    </message>
    <message>
        <location line="+6" />
        <source>R2: with the Leaders rule a soldier is worth his rank's factor (in brackets); without it every soldier is worth 1.</source>
        <translation>R2: mit der Anführer-Regel zählt ein Soldat den Faktor seines Rangs (in Klammern); ohne sie zählt jeder Soldat 1.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>&amp;Rank:</source>
        <translation>&amp;Rang:</translation>
    </message>
    <message>
        <location line="+6" />
        <source>&amp;Morale officer</source>
        <translation>&amp;Moraloffizier</translation>
    </message>
    <message>
        <location line="+2" />
        <source>A commissar, political officer or disciplinary overseer. Under the Leaders rule his factor is his rank + 1 (R2); without it he is worth 1 like everyone else. He can shoot a surrendering soldier of his own rank or lower (R9).</source>
        <translation>Ein Kommissar, Politoffizier oder Disziplinaraufseher. Mit der Anführer-Regel ist sein Faktor sein Rang + 1 (R2); ohne sie zählt er wie alle anderen 1. Er kann einen kapitulierenden Soldaten seines Rangs oder darunter erschießen (R9).</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Morale officer</source>
        <translation>Moraloffizier</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Crew survivor:</source>
        <translation>Überlebendes Besatzungsmitglied:</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Joined from a bailed-out or destroyed vehicle (R10); brings no starting points.</source>
        <translation>Aus einem ausgestiegenen oder zerstörten Fahrzeug hinzugekommen (R10); bringt keine Anfangspunkte.</translation>
    </message>
    <message>
        <location line="+7" />
        <source>R4 interpretation: any warbot, wardrone, vehicle or strongpoint may use robot-style morale (size + 2, at most 4) or vehicle-style morale (system levels + working weapons, at most 12), like the seed's heavy battledrone.</source>
        <translation>R4-Auslegung: jeder Warbot, jede Wardrone, jedes Fahrzeug und jeder Stützpunkt kann Robotermoral (Größe + 2, höchstens 4) oder Fahrzeugmoral (Systemstufen + funktionierende Waffen, höchstens 12) verwenden, wie die schwere Kampfdrohne der Vorlage.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Morale st&amp;yle:</source>
        <translation>Moral&amp;art:</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Si&amp;ze:</source>
        <translation>&amp;Größe:</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Status sheet (R4)</source>
        <translation>Statusbogen (R4)</translation>
    </message>
    <message>
        <location line="+4" />
        <source>&amp;Armor class:</source>
        <translation>&amp;Panzerungsklasse:</translation>
    </message>
    <message>
        <location line="+6" />
        <source>&amp;Has a movement system</source>
        <translation>&amp;Hat ein Bewegungssystem</translation>
    </message>
    <message>
        <location line="+2" />
        <source>R4 interpretation: a strongpoint is immobile and normally has no movement levels (at most 9 points). Tick this for a turret or another strongpoint that moves. Switching it off sets the movement levels to 0.</source>
        <translation>R4-Auslegung: ein Stützpunkt ist unbeweglich und hat normalerweise keine Bewegungsstufen (höchstens 9 Punkte). Für einen Turm oder einen anderen beweglichen Stützpunkt ankreuzen. Ausschalten setzt die Bewegungsstufen auf 0.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Has a movement system</source>
        <translation>Hat ein Bewegungssystem</translation>
    </message>
    <message>
        <location line="+10" />
        <source>The full movement rate. While the current movement equals it, the current movement follows it.</source>
        <translation>Die volle Bewegungsrate. Solange die aktuelle Bewegung ihr gleicht, folgt die aktuelle Bewegung ihr.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Movement &amp;rate:</source>
        <translation>Be&amp;wegungsrate:</translation>
    </message>
    <message>
        <location line="+10" />
        <source>The movement rate reduced by damage (R4); at most the movement rate.</source>
        <translation>Die durch Schaden verringerte Bewegungsrate (R4); höchstens die Bewegungsrate.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>C&amp;urrent movement:</source>
        <translation>Ak&amp;tuelle Bewegung:</translation>
    </message>
    <message>
        <location line="+5" />
        <source>&amp;Targeting bonus:</source>
        <translation>&amp;Zielerfassungsbonus:</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Systems, weapons and crew (R4)</source>
        <translation>Systeme, Waffen und Besatzung (R4)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Mo&amp;vement levels:</source>
        <translation>Bewegungs&amp;stufen:</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Tar&amp;geting levels:</source>
        <translation>Zielerfassungsst&amp;ufen:</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Damage control levels:</source>
        <translation>Schadens&amp;kontrollstufen:</translation>
    </message>
    <message>
        <location line="+11" />
        <source>Add &amp;weapon</source>
        <translation>Waff&amp;e hinzufügen</translation>
    </message>
    <message>
        <location line="+2" />
        <location line="+11" />
        <source>Add weapon</source>
        <translation>Waffe hinzufügen</translation>
    </message>
    <message>
        <location line="-10" />
        <source>Every working weapon system is worth 1 point, three at most (R4); up to %1 can be listed.</source>
        <translation>Jedes funktionierende Waffensystem zählt 1 Punkt, höchstens drei (R4); bis zu %1 können aufgeführt werden.</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Weapons:</source>
        <translation>Waffen:</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Weapon %1</source>
        <translation>Waffe %1</translation>
    </message>
    <message>
        <location line="+13" />
        <source>Add &amp;crew member</source>
        <translation>&amp;Besatzungsmitglied hinzufügen</translation>
    </message>
    <message>
        <location line="+2" />
        <location line="+9" />
        <source>Add crew member</source>
        <translation>Besatzungsmitglied hinzufügen</translation>
    </message>
    <message>
        <location line="-8" />
        <source>The crew by rank: under the Bailed crew rule (R10) the survivors carry the vehicle's morale by their rank factors. Up to %1.</source>
        <translation>Die Besatzung nach Rang: mit der Regel für ausgestiegene Besatzungen (R10) tragen die Überlebenden die Moral des Fahrzeugs mit ihren Rangfaktoren. Bis zu %1.</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Crew:</source>
        <translation>Besatzung:</translation>
    </message>
    <message>
        <location line="+29" />
        <location line="+19" />
        <source>%1 levels</source>
        <translation>Stufen (%1)</translation>
    </message>
    <message>
        <location line="-18" />
        <source>R4: levels when fully operational (0–3), one point each while working. While every level works, the working levels follow.</source>
        <translation>R4: Stufen bei voller Funktion (0–3), je ein Punkt, solange sie funktionieren. Solange alle Stufen funktionieren, folgen die funktionierenden Stufen.</translation>
    </message>
    <message>
        <location line="+3" />
        <location line="+16" />
        <source>%1 working levels</source>
        <translation>Funktionierende Stufen (%1)</translation>
    </message>
    <message>
        <location line="-15" />
        <source>R4: levels still working (at most the levels).</source>
        <translation>R4: noch funktionierende Stufen (höchstens die Stufen).</translation>
    </message>
    <message>
        <location line="+1" />
        <source>working:</source>
        <translation>funktionsfähig:</translation>
    </message>
    <message>
        <location line="+82" />
        <source>Knocked out</source>
        <translation>Ausgeschaltet</translation>
    </message>
    <message>
        <location line="+4" />
        <location line="+13" />
        <source>Weapon %1 name</source>
        <translation>Name von Waffe %1</translation>
    </message>
    <message>
        <location line="-11" />
        <location line="+19" />
        <location line="+3" />
        <source>Weapon %1 knocked out</source>
        <translation>Waffe %1 ausgeschaltet</translation>
    </message>
    <message>
        <location line="-20" />
        <location line="+48" />
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <location line="-47" />
        <location line="+25" />
        <source>Remove weapon %1</source>
        <translation>Waffe %1 entfernen</translation>
    </message>
    <message>
        <location line="-24" />
        <source>Remove this weapon system</source>
        <translation>Dieses Waffensystem entfernen</translation>
    </message>
    <message>
        <location line="+44" />
        <location line="+10" />
        <source>Crew member %1 rank</source>
        <translation>Rang von Besatzungsmitglied %1</translation>
    </message>
    <message>
        <location line="-7" />
        <location line="+13" />
        <source>Remove crew member %1</source>
        <translation>Besatzungsmitglied %1 entfernen</translation>
    </message>
    <message>
        <location line="-12" />
        <source>Remove this crew member</source>
        <translation>Dieses Besatzungsmitglied entfernen</translation>
    </message>
    <message>
        <location line="+67" />
        <source>R3: size 1 or 2; the piece has size + 2 morale points, one lost per penetrating hit.</source>
        <translation>R3: Größe 1 oder 2; das Modell hat Größe + 2 Moralpunkte, einer geht pro durchschlagendem Treffer verloren.</translation>
    </message>
    <message>
        <location line="+4" />
        <source>The vehicle's size (R4 status sheet); it does not change its morale points.</source>
        <translation>Die Größe des Fahrzeugs (R4-Statusbogen); sie ändert seine Moralpunkte nicht.</translation>
    </message>
    <message>
        <location line="+54" />
        <source>%1: a crew survivor brings none (R10)</source>
        <translation>%1: ein überlebendes Besatzungsmitglied bringt keine (R10)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1 (Leaders rule: rank factor)</source>
        <translation>%1 (Anführer-Regel: Rangfaktor)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1 (Leaders rule off: every soldier is 1)</source>
        <translation>%1 (Anführer-Regel aus: jeder Soldat zählt 1)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1 (size %2 + 2, R3)</source>
        <translation>%1 (Größe %2 + 2, R3)</translation>
    </message>
    <message>
        <location line="+4" />
        <source>%1 (system levels %2 + weapons %3, at most %4; R4)</source>
        <translation>%1 (Systemstufen %2 + Waffen %3, höchstens %4; R4)</translation>
    </message>
    <message>
        <location line="-302" />
        <source>Crew points:</source>
        <translation>Besatzungspunkte:</translation>
    </message>
</context>
<context>
    <name>md::PieceKind</name>
    <message>
        <location filename="../core/ratio/model/Piece.h" line="-19" />
        <source>Soldier</source>
        <translation>Soldat</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Warbot</source>
        <translation>Warbot</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Wardrone</source>
        <translation>Wardrone</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Vehicle</source>
        <translation>Fahrzeug</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Strongpoint</source>
        <translation>Stützpunkt</translation>
    </message>
</context>
<context>
    <name>md::PlayCommands</name>
    <message>
        <location filename="../app/ratio/commands/PlayCommand.cpp" line="+39" />
        <source>Casualty: %1</source>
        <translation>Verlust: %1</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Penetrating hit: %1</source>
        <translation>Durchschlagender Treffer: %1</translation>
    </message>
    <message>
        <location line="+8" />
        <source>%1 level lost: %2</source>
        <translation>Stufe verloren (%1): %2</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Weapon knocked out: %1</source>
        <translation>Waffe ausgeschaltet: %1</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Surrender: %1</source>
        <translation>Kapitulation: %1</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Shot by %1: %2</source>
        <translation>Erschossen von %1: %2</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Left the board: %1</source>
        <translation>Spielfeld verlassen: %1</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Moved or fired: %1</source>
        <translation>Bewegt oder gefeuert: %1</translation>
    </message>
    <message>
        <location line="+6" />
        <source>NBC attack: %1</source>
        <translation>ABC-Angriff: %1</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Crew bailed out: %1</source>
        <translation>Besatzung ausgestiegen: %1</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Explosive destruction: %1</source>
        <translation>Explosive Zerstörung: %1</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Interceptive-fire check: %1</source>
        <translation>Test nach Abwehrfeuer: %1</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Morale check: %1</source>
        <translation>Moraltest: %1</translation>
    </message>
    <message>
        <location line="+9" />
        <source>End turn %1</source>
        <translation>Zug %1 beenden</translation>
    </message>
</context>
<context>
    <name>md::PlayPanel</name>
    <message>
        <location filename="../app/ratio/widgets/AssessmentText.cpp" line="+37" />
        <source>S: automatic success, no check is made</source>
        <translation>S: automatischer Erfolg, es wird kein Test abgelegt</translation>
    </message>
    <message>
        <location line="+2" />
        <source>F: automatic failure, no roll</source>
        <translation>F: automatischer Misserfolg, kein Wurf</translation>
    </message>
    <message>
        <location line="+2" />
        <source>0: no roll possible, destroyed</source>
        <translation>0: kein Wurf möglich, zerstört</translation>
    </message>
    <message>
        <location filename="../app/ratio/widgets/PlayPanel.cpp" line="+61" />
        <source>Damage during the piece's own initiative (checks next turn, R6)</source>
        <translation>Schaden während der eigenen Initiative des Modells (testet im nächsten Zug, R6)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Interceptive-fire check (R10)</source>
        <translation>Test nach Abwehrfeuer (R10)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Roll d10</source>
        <translation>W10 wü&amp;rfeln</translation>
    </message>
    <message>
        <location line="+18" />
        <source>Check assessment</source>
        <translation>Testbewertung</translation>
    </message>
    <message>
        <location line="+3" />
        <source>What-if hint</source>
        <translation>Was-wäre-wenn-Hinweis</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Morale check</source>
        <translation>Moraltest</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Roll d10</source>
        <translation>W10 würfeln</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The program rolls a d10 for the piece, or for the next piece of the unit that must check (R).</source>
        <translation>Das Programm würfelt einen W10 für das Modell oder für das nächste Modell der Einheit, das testen muss (R).</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Or the die you rolled (keys 1–9, 0 for 10):</source>
        <translation>Oder der Würfel, den Sie geworfen haben (Tasten 1–9, 0 für 10):</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Die shows %1</source>
        <translation>Würfel zeigt %1</translation>
    </message>
    <message>
        <location line="+11" />
        <source>Interceptive-fire check</source>
        <translation>Test nach Abwehrfeuer</translation>
    </message>
    <message>
        <location line="-31" />
        <source>Last result</source>
        <translation>Letztes Ergebnis</translation>
    </message>
    <message>
        <location line="+34" />
        <source>Losses and events</source>
        <translation>Verluste und Ereignisse</translation>
    </message>
    <message>
        <location line="+9" />
        <source>&amp;Casualty</source>
        <translation>&amp;Verlust</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Casualty</source>
        <translation>Verlust</translation>
    </message>
    <message>
        <location line="+0" />
        <source>A soldier is killed or put out of action (C).</source>
        <translation>Ein Soldat wird getötet oder kampfunfähig gemacht (C).</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Penetrating &amp;hit</source>
        <translation>&amp;Durchschlagender Treffer</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Penetrating hit</source>
        <translation>Durchschlagender Treffer</translation>
    </message>
    <message>
        <location line="+0" />
        <source>A robot-style piece loses one point (R3) (H).</source>
        <translation>Ein Modell mit Robotermoral verliert einen Punkt (R3) (H).</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Knock out &amp;weapon…</source>
        <translation>&amp;Waffe ausschalten…</translation>
    </message>
    <message>
        <location line="+0" />
        <location line="+244" />
        <source>Knock out weapon</source>
        <translation>Waffe ausschalten</translation>
    </message>
    <message>
        <location line="-244" />
        <source>A weapon system is knocked out; only three count (R4) (W).</source>
        <translation>Ein Waffensystem wird ausgeschaltet; nur drei zählen (R4) (W).</translation>
    </message>
    <message>
        <location line="+1" />
        <location line="+102" />
        <source>Lose &amp;movement level</source>
        <translation>&amp;Bewegungsstufe verlieren</translation>
    </message>
    <message>
        <location line="-101" />
        <location line="+102" />
        <source>Lose &amp;targeting level</source>
        <translation>&amp;Zielerfassungsstufe verlieren</translation>
    </message>
    <message>
        <location line="-101" />
        <location line="+102" />
        <source>Lose damage control level</source>
        <translation>Schadenskontrollstufe verlieren</translation>
    </message>
    <message>
        <location line="-97" />
        <source>One level of a vehicle system stops working: one morale point (R4).</source>
        <translation>Eine Stufe eines Fahrzeugsystems fällt aus: ein Moralpunkt (R4).</translation>
    </message>
    <message>
        <location line="+5" />
        <source>&amp;Surrender</source>
        <translation>&amp;Kapitulation</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Surrender</source>
        <translation>Kapitulation</translation>
    </message>
    <message>
        <location line="+0" />
        <source>A Broken (or Shaken, caught in the open) soldier who cannot retreat surrenders to an enemy within 6" (R9) (S).</source>
        <translation>Ein gebrochener (oder erschütterter, im Freien erwischter) Soldat, der sich nicht zurückziehen kann, ergibt sich einem Feind innerhalb von 6" (R9) (S).</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Shot by m&amp;orale officer…</source>
        <translation>Vom M&amp;oraloffizier erschossen…</translation>
    </message>
    <message>
        <location line="+0" />
        <location line="+259" />
        <source>Shot by morale officer</source>
        <translation>Vom Moraloffizier erschossen</translation>
    </message>
    <message>
        <location line="-259" />
        <source>A morale officer shoots a soldier of his rank or lower to stop a surrender: the level drops, every marker in the unit is removed (R9) (O).</source>
        <translation>Ein Moraloffizier erschießt einen Soldaten seines Rangs oder darunter, um eine Kapitulation zu verhindern: der Wert sinkt, alle Marker der Einheit werden entfernt (R9) (O).</translation>
    </message>
    <message>
        <location line="+2" />
        <source>&amp;Left the board</source>
        <translation>&amp;Spielfeld verlassen</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Left the board</source>
        <translation>Spielfeld verlassen</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Not a casualty of the unit, but a loss to the battlegroup (R7, R11) (L).</source>
        <translation>Kein Verlust der Einheit, aber ein Verlust für die Kampfgruppe (R7, R11) (L).</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Moved or fired</source>
        <translation>Bewegt oder gefeuert</translation>
    </message>
    <message>
        <location line="+0" />
        <source>A piece that has acted this turn checks a new marker next turn (R6) (A).</source>
        <translation>Ein Modell, das in diesem Zug gehandelt hat, testet einen neuen Marker im nächsten Zug (R6) (A).</translation>
    </message>
    <message>
        <location line="+2" />
        <source>&amp;NBC attack</source>
        <translation>&amp;ABC-Angriff</translation>
    </message>
    <message>
        <location line="+0" />
        <source>NBC attack</source>
        <translation>ABC-Angriff</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Troops not equipped for NBC must check at -2, even at full strength (R8a) (N).</source>
        <translation>Truppen ohne ABC-Schutz müssen mit -2 testen, selbst bei voller Stärke (R8a) (N).</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Crew &amp;bails out…</source>
        <translation>Besatzung steigt a&amp;us…</translation>
    </message>
    <message>
        <location line="+0" />
        <location line="+300" />
        <source>Crew bails out</source>
        <translation>Besatzung steigt aus</translation>
    </message>
    <message>
        <location line="-300" />
        <source>A Broken, immobile vehicle is abandoned; survivors = crew x remaining / original, at least 1 (R10) (B).</source>
        <translation>Ein gebrochenes, unbewegliches Fahrzeug wird aufgegeben; Überlebende = Besatzung x verbleibend / ursprünglich, mindestens 1 (R10) (B).</translation>
    </message>
    <message>
        <location line="+2" />
        <source>E&amp;xplosive destruction…</source>
        <translation>E&amp;xplosive Zerstörung…</translation>
    </message>
    <message>
        <location line="+0" />
        <location line="+319" />
        <source>Explosive destruction</source>
        <translation>Explosive Zerstörung</translation>
    </message>
    <message>
        <location line="-319" />
        <source>Survivors of the high-explosive hit check like a bailed crew (R10) (X).</source>
        <translation>Überlebende des Sprengtreffers testen wie eine ausgestiegene Besatzung (R10) (X).</translation>
    </message>
    <message>
        <location line="+91" />
        <source>The die you rolled shows %1: apply it to the check.</source>
        <translation>Ihr Würfel zeigt %1: auf den Test anwenden.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Undone: %1</source>
        <translation>Rückgängig: %1</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Redone: %1</source>
        <translation>Wiederholt: %1</translation>
    </message>
    <message>
        <location line="-126" />
        <source>Damage during own initiative</source>
        <translation>Schaden während der eigenen Initiative</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ratio/widgets/AssessmentText.cpp" line="+36" />
        <source>What if: losing %n more point(s) drops the unit to %1 of %2 (need %3): a failure then means %4.</source>
        <translation>
            <numerusform>Was wäre, wenn: der Verlust von %n weiteren Punkt senkt die Einheit auf %1 von %2 (benötigt %3): ein Misserfolg bedeutet dann %4.</numerusform>
            <numerusform>Was wäre, wenn: der Verlust von %n weiteren Punkten senkt die Einheit auf %1 von %2 (benötigt %3): ein Misserfolg bedeutet dann %4.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+16" />
        <source>Unit level</source>
        <translation>Wert der Einheit</translation>
    </message>
    <message>
        <location line="+0" />
        <source>%1 of %2 (ratio %3)</source>
        <translation>%1 von %2 (Verhältnis %3)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Roll needed</source>
        <translation>Benötigter Wurf</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Factors (R8)</source>
        <translation>Faktoren (R8)</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Modified need</source>
        <translation>Modifizierter Wurf</translation>
    </message>
    <message>
        <location line="+0" />
        <source>%1: cannot fail</source>
        <translation>%1: kann nicht misslingen</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1: fails without a roll</source>
        <translation>%1: misslingt ohne Wurf</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1: d10 of %2 or less</source>
        <translation>%1: W10 von %2 oder weniger</translation>
    </message>
    <message>
        <location line="+2" />
        <source>P(success)</source>
        <translation>P(Erfolg)</translation>
    </message>
    <message>
        <location line="+2" />
        <location line="+2" />
        <source>Outcomes</source>
        <translation>Ausgänge</translation>
    </message>
    <message>
        <location line="-2" />
        <source>pass %1 · %2 %3</source>
        <translation>bestanden %1 · %2 %3</translation>
    </message>
    <message>
        <location line="+2" />
        <source>pass 100 %</source>
        <translation>bestanden 100 %</translation>
    </message>
    <message>
        <location line="+8" />
        <source>No marker</source>
        <translation>Kein Marker</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Marked: must check now</source>
        <translation>Markiert: muss jetzt testen</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Marked: checks next turn</source>
        <translation>Markiert: testet im nächsten Zug</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <location line="+0" />
        <source>%1; %2</source>
        <translation>%1; %2</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Checks due</source>
        <translation>Fällige Tests</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Expected failures</source>
        <translation>Erwartete Misserfolge</translation>
    </message>
    <message>
        <location line="+0" />
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <location filename="../app/ratio/widgets/PlayPanel.cpp" line="+172" />
        <source>Select a unit or a piece in the roster</source>
        <translation>Eine Einheit oder ein Modell in der Aufstellung auswählen</translation>
    </message>
    <message>
        <location line="+15" />
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <location line="+6" />
        <source>If it fails (%1): %2</source>
        <translation>Bei Misserfolg (%1): %2</translation>
    </message>
    <message>
        <location line="-53" />
        <source>Next to check: %1</source>
        <translation>Als Nächstes testet: %1</translation>
    </message>
    <message>
        <location line="+32" />
        <source>Battlegroup %1</source>
        <translation>Kampfgruppe %1</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Units: %1 · %2 of %3 endurance points lost (R11).</source>
        <translation>Einheiten: %1 · %2 von %3 Durchhaltepunkten verloren (R11).</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Status: %1</source>
        <translation>Status: %1</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Select a unit or a piece in the roster to play.</source>
        <translation>Wählen Sie eine Einheit oder Figur in der Aufstellung, um zu spielen.</translation>
    </message>
    <message>
        <location line="+20" />
        <source>Not done:</source>
        <translation>Nicht ausgeführt:</translation>
    </message>
    <message>
        <location line="+7" />
        <location line="+203" />
        <source>The battlegroup has reached its breaking point: it must retreat from turn %1 (R11).</source>
        <translation>Die Kampfgruppe hat ihren Bruchpunkt erreicht: sie muss sich ab Zug %1 zurückziehen (R11).</translation>
    </message>
    <message>
        <location line="-193" />
        <source>%1 is a casualty; the rest of the unit is marked (R6).</source>
        <translation>%1 ist ein Verlust; der Rest der Einheit wird markiert (R6).</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Penetrating hit on %1.</source>
        <translation>Durchschlagender Treffer auf %1.</translation>
    </message>
    <message>
        <location line="+7" />
        <source>%1 lost a %2 level.</source>
        <translation>%1 hat eine Stufe der %2 verloren.</translation>
    </message>
    <message>
        <location line="+12" />
        <source>Weapon %1</source>
        <translation>Waffe %1</translation>
    </message>
    <message>
        <location line="+9" />
        <source>Which weapon system of %1 is knocked out?</source>
        <translation>Welches Waffensystem von %1 wird ausgeschaltet?</translation>
    </message>
    <message>
        <location line="+4" />
        <source>%1: %2 knocked out.</source>
        <translation>%1: %2 ausgeschaltet.</translation>
    </message>
    <message>
        <location line="+6" />
        <source>%1 surrendered; his unit loses him as a casualty (R9).</source>
        <translation>%1 hat sich ergeben; seine Einheit verliert ihn als Verlust (R9).</translation>
    </message>
    <message>
        <location line="+18" />
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Which morale officer shoots %1?</source>
        <translation>Welcher Moraloffizier erschießt %1?</translation>
    </message>
    <message>
        <location line="+4" />
        <source>%1 was shot to stop his surrender: no markers placed, all markers in the unit removed (R9).</source>
        <translation>%1 wurde erschossen, um seine Kapitulation zu verhindern: keine Marker gesetzt, alle Marker der Einheit entfernt (R9).</translation>
    </message>
    <message>
        <location line="+6" />
        <source>%1 left the board: a loss to the battlegroup, not a casualty (R7).</source>
        <translation>%1 hat das Spielfeld verlassen: ein Verlust für die Kampfgruppe, kein Ausfall (R7).</translation>
    </message>
    <message>
        <location line="+6" />
        <source>%1 has moved or fired this turn.</source>
        <translation>%1 hat in diesem Zug bewegt oder gefeuert.</translation>
    </message>
    <message>
        <location line="+9" />
        <source>NBC attack on %1: its troops must check at -2 (R8a).</source>
        <translation>ABC-Angriff auf %1: ihre Truppen müssen mit -2 testen (R8a).</translation>
    </message>
    <message numerus="yes">
        <location line="+19" />
        <source>%n crew member(s) survive (R10: crew x remaining levels / original levels, rounded, at least one). Who?</source>
        <translation>
            <numerusform>%n Besatzungsmitglied überlebt (R10: Besatzung x verbleibende Stufen / ursprüngliche Stufen, gerundet, mindestens eins). Wer?</numerusform>
            <numerusform>%n Besatzungsmitglieder überleben (R10: Besatzung x verbleibende Stufen / ursprüngliche Stufen, gerundet, mindestens eins). Wer?</numerusform>
        </translation>
    </message>
    <message>
        <location line="+26" />
        <source>The crew took a high-explosive hit (attack factor 6). Who survived the penetration check? Survivors check like a bailed crew (R10).</source>
        <translation>Die Besatzung hat einen Sprengtreffer erlitten (Angriffsfaktor 6). Wer hat den Durchschlagstest überlebt? Überlebende testen wie eine ausgestiegene Besatzung (R10).</translation>
    </message>
    <message numerus="yes">
        <location line="+7" />
        <source>%1 destroyed; %n survivor(s) are marked (R10).</source>
        <translation>
            <numerusform>%1 zerstört; %n Überlebender ist markiert (R10).</numerusform>
            <numerusform>%1 zerstört; %n Überlebende sind markiert (R10).</numerusform>
        </translation>
    </message>
    <message>
        <location line="+35" />
        <source>%1 %2 against %3</source>
        <translation>%1 %2 gegen %3</translation>
    </message>
    <message>
        <location line="+2" />
        <source>no roll needed</source>
        <translation>kein Wurf nötig</translation>
    </message>
    <message>
        <location line="+3" />
        <source>&lt;b&gt;%1 passed&lt;/b&gt; (%2). %3</source>
        <translation>&lt;b&gt;%1 bestanden&lt;/b&gt; (%2). %3</translation>
    </message>
    <message>
        <location line="+2" />
        <source>&lt;b&gt;%1 failed&lt;/b&gt; (%2): %3. %4</source>
        <translation>&lt;b&gt;%1 misslungen&lt;/b&gt; (%2): %3. %4</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Interceptive fire allowed at %1 to hit (R10).</source>
        <translation>Abwehrfeuer erlaubt, trifft bei %1 (R10).</translation>
    </message>
    <message>
        <location line="+1" />
        <source>May not make interceptive fire (R10).</source>
        <translation>Darf kein Abwehrfeuer abgeben (R10).</translation>
    </message>
    <message>
        <location line="+7" />
        <source>%1 passed the morale check.</source>
        <translation>%1 hat den Moraltest bestanden.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1 failed the morale check: %2.</source>
        <translation>%1 hat den Moraltest nicht bestanden: %2.</translation>
    </message>
    <message>
        <location line="+4" />
        <source>rolled</source>
        <translation>gewürfelt</translation>
    </message>
    <message>
        <location line="+6" />
        <source>A d10 shows 1 to 10 (0 for the face marked 0).</source>
        <translation>Ein W10 zeigt 1 bis 10 (0 für die mit 0 beschriftete Seite).</translation>
    </message>
    <message>
        <location line="+4" />
        <source>die shows</source>
        <translation>Würfel zeigt</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ratio/widgets/AssessmentText.cpp" line="-76" />
        <source>What if: losing %n more point(s) leaves the unit with no points: it is destroyed, and no roll is possible.</source>
        <translation>
            <numerusform>Was wäre, wenn: der Verlust von %n weiteren Punkt lässt der Einheit keine Punkte: sie ist zerstört, und kein Wurf ist möglich.</numerusform>
            <numerusform>Was wäre, wenn: der Verlust von %n weiteren Punkten lässt der Einheit keine Punkte: sie ist zerstört, und kein Wurf ist möglich.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4" />
        <source>What if: losing %n more point(s) drops the unit to %1 of %2: every check then fails automatically, without a roll, and a piece that fails is eliminated.</source>
        <translation>
            <numerusform>Was wäre, wenn: der Verlust von %n weiteren Punkt senkt die Einheit auf %1 von %2: jeder Test misslingt dann automatisch, ohne Wurf, und ein Modell, dessen Test misslingt, ist ausgeschaltet.</numerusform>
            <numerusform>Was wäre, wenn: der Verlust von %n weiteren Punkten senkt die Einheit auf %1 von %2: jeder Test misslingt dann automatisch, ohne Wurf, und ein Modell, dessen Test misslingt, ist ausgeschaltet.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6" />
        <source>What if: losing %n more point(s) drops the unit to %1 of %2: with its factors every check then fails without a roll, and a failure means %3.</source>
        <translation>
            <numerusform>Was wäre, wenn: der Verlust von %n weiteren Punkt senkt die Einheit auf %1 von %2: mit ihren Faktoren misslingt dann jeder Test ohne Wurf, und ein Misserfolg bedeutet %3.</numerusform>
            <numerusform>Was wäre, wenn: der Verlust von %n weiteren Punkten senkt die Einheit auf %1 von %2: mit ihren Faktoren misslingt dann jeder Test ohne Wurf, und ein Misserfolg bedeutet %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7" />
        <source>What if: losing %n more point(s) drops the unit to %1 of %2: with its factors a check then cannot fail.</source>
        <translation>
            <numerusform>Was wäre, wenn: der Verlust von %n weiteren Punkt senkt die Einheit auf %1 von %2: mit ihren Faktoren kann ein Test dann nicht misslingen.</numerusform>
            <numerusform>Was wäre, wenn: der Verlust von %n weiteren Punkten senkt die Einheit auf %1 von %2: mit ihren Faktoren kann ein Test dann nicht misslingen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ratio/widgets/PlayPanel.cpp" line="-94" />
        <source>%1 abandoned; %n survivor(s) now carry its morale points and are marked (R10).</source>
        <translation>
            <numerusform>%1 aufgegeben; %n Überlebender trägt jetzt seine Moralpunkte und ist markiert (R10).</numerusform>
            <numerusform>%1 aufgegeben; %n Überlebende tragen jetzt seine Moralpunkte und sind markiert (R10).</numerusform>
        </translation>
    </message>
    <message>
        <location line="+37" />
        <source>They check next turn (R6).</source>
        <translation>Sie testen im nächsten Zug (R6).</translation>
    </message>
    <message>
        <location line="-2" />
        <source>They must check this turn (R6).</source>
        <translation>Sie müssen in diesem Zug testen (R6).</translation>
    </message>
</context>
<context>
    <name>md::PlayRefusals</name>
    <message>
        <location filename="../app/ratio/widgets/PlayRefusals.cpp" line="+59" />
        <source>No piece of %1 must check morale now; its marked pieces check next turn (R6).</source>
        <translation>Keine Figur von %1 muss jetzt testen; ihre markierten Figuren testen nächste Runde (R6).</translation>
    </message>
    <message>
        <location line="+1" />
        <source>No piece of %1 has a morale check marker, so there is nothing to roll for (R6).</source>
        <translation>Keine Figur von %1 hat einen Moraltest-Marker, also gibt es nichts zu würfeln (R6).</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Select a unit or a piece in the roster first.</source>
        <translation>Wählen Sie zuerst eine Einheit oder Figur in der Aufstellung.</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Select one piece of %1 in the roster: this happens to a piece, not to the whole unit.</source>
        <translation>Wählen Sie eine Figur von %1 in der Aufstellung: Dies betrifft eine Figur, nicht die ganze Einheit.</translation>
    </message>
</context>
<context>
    <name>md::PlayReport</name>
    <message>
        <location filename="../app/ratio/cli/PlayReport.cpp" line="+67" />
        <source>%1 checks morale: automatic success.</source>
        <translation>%1 legt einen Moraltest ab: automatischer Erfolg.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1 checks morale: automatic failure, %2.</source>
        <translation>%1 legt einen Moraltest ab: automatischer Misserfolg, %2.</translation>
    </message>
    <message>
        <location line="+5" />
        <source>%1 checks morale: cannot fail (modified need %2): passed.</source>
        <translation>%1 legt einen Moraltest ab: kann nicht misslingen (modifiziert benötigt %2): bestanden.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1 checks morale: fails without a roll (modified need %2): %3.</source>
        <translation>%1 legt einen Moraltest ab: misslingt ohne Wurf (modifiziert benötigt %2): %3.</translation>
    </message>
    <message>
        <location line="+4" />
        <source>%1 checks morale: needs %2 or less, rolls %3: passed.</source>
        <translation>%1 legt einen Moraltest ab: benötigt %2 oder weniger, würfelt %3: bestanden.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>%1 checks morale: needs %2 or less, rolls %3: failed, %4.</source>
        <translation>%1 legt einen Moraltest ab: benötigt %2 oder weniger, würfelt %3: misslungen, %4.</translation>
    </message>
    <message>
        <location line="+7" />
        <source>It may fire without penalty (R10).</source>
        <translation>Es darf ohne Abzug feuern (R10).</translation>
    </message>
    <message>
        <location line="+2" />
        <source>It may fire, at %1 to hit (R10).</source>
        <translation>Es darf feuern, trifft bei %1 (R10).</translation>
    </message>
    <message>
        <location line="+2" />
        <source>It may not fire (R10).</source>
        <translation>Es darf nicht feuern (R10).</translation>
    </message>
    <message numerus="yes">
        <location line="+13" />
        <source>%1 is a casualty, %n point(s) lost.</source>
        <translation>
            <numerusform>%1 ist ein Verlust, %n Punkt verloren.</numerusform>
            <numerusform>%1 ist ein Verlust, %n Punkte verloren.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2" />
        <source>%1 takes a penetrating hit, %n point(s) lost.</source>
        <translation>
            <numerusform>%1 erleidet einen durchschlagenden Treffer, %n Punkt verloren.</numerusform>
            <numerusform>%1 erleidet einen durchschlagenden Treffer, %n Punkte verloren.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2" />
        <source>%1 loses a level of %2, %n point(s) lost.</source>
        <translation>
            <numerusform>%1 verliert eine Stufe der %2, %n Punkt verloren.</numerusform>
            <numerusform>%1 verliert eine Stufe der %2, %n Punkte verloren.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2" />
        <source>%1 has weapon system %2 (%3) knocked out, %n point(s) lost.</source>
        <translation>
            <numerusform>Bei %1 wird Waffensystem %2 (%3) ausgeschaltet, %n Punkt verloren.</numerusform>
            <numerusform>Bei %1 wird Waffensystem %2 (%3) ausgeschaltet, %n Punkte verloren.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3" />
        <source>%1 surrenders, %n point(s) lost.</source>
        <translation>
            <numerusform>%1 ergibt sich, %n Punkt verloren.</numerusform>
            <numerusform>%1 ergibt sich, %n Punkte verloren.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2" />
        <source>%1 shoots %2 to stop a surrender, %n point(s) lost; every marker of the unit is removed (R9).</source>
        <translation>
            <numerusform>%1 erschießt %2, um eine Kapitulation zu verhindern, %n Punkt verloren; alle Marker der Einheit werden entfernt (R9).</numerusform>
            <numerusform>%1 erschießt %2, um eine Kapitulation zu verhindern, %n Punkte verloren; alle Marker der Einheit werden entfernt (R9).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4" />
        <source>%1 leaves the board, %n point(s) lost to the battlegroup (R7).</source>
        <translation>
            <numerusform>%1 verlässt das Spielfeld, %n Punkt für die Kampfgruppe verloren (R7).</numerusform>
            <numerusform>%1 verlässt das Spielfeld, %n Punkte für die Kampfgruppe verloren (R7).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2" />
        <source>The crew of %1 bail out: %n survive (R10).</source>
        <translation>
            <numerusform>Die Besatzung von %1 steigt aus: %n überlebt (R10).</numerusform>
            <numerusform>Die Besatzung von %1 steigt aus: %n überleben (R10).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2" />
        <source>%1 is destroyed by an explosion: %n crew member(s) survive (R10).</source>
        <translation>
            <numerusform>%1 wird durch eine Explosion zerstört: %n Besatzungsmitglied überlebt (R10).</numerusform>
            <numerusform>%1 wird durch eine Explosion zerstört: %n Besatzungsmitglieder überleben (R10).</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2" />
        <source>NBC attack on %1: its soldiers must check morale (R8a).</source>
        <translation>ABC-Angriff auf %1: ihre Soldaten müssen einen Moraltest ablegen (R8a).</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Turn %1 ends.</source>
        <translation>Zug %1 endet.</translation>
    </message>
    <message numerus="yes">
        <location line="+1" />
        <source>Turn %1 ends by agreement with %n check(s) not made (%2); they are due first next turn (R6).</source>
        <translation>
            <numerusform>Zug %1 endet nach Absprache mit %n nicht abgelegtem Test (%2); er ist im nächsten Zug zuerst fällig (R6).</numerusform>
            <numerusform>Zug %1 endet nach Absprache mit %n nicht abgelegten Tests (%2); sie sind im nächsten Zug zuerst fällig (R6).</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5" />
        <source>The battlegroup has lost %1 of its %2 endurance points: breaking point, it retreats from the next turn (R11).</source>
        <translation>Die Kampfgruppe hat %1 ihrer %2 Durchhaltepunkte verloren: Bruchpunkt, sie zieht sich ab dem nächsten Zug zurück (R11).</translation>
    </message>
    <message>
        <location line="+5" />
        <source>A marked-up status sheet was keyed in: %1.</source>
        <translation>Ein markierter Statusbogen wurde eingetragen: %1.</translation>
    </message>
    <message>
        <location line="+12" />
        <source>%1 has moved or fired this turn: a marker it gets now waits for next turn (R6).</source>
        <translation>%1 hat in diesem Zug bewegt oder gefeuert: ein Marker, den es jetzt erhält, wartet bis zum nächsten Zug (R6).</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Step %1 (%2): %3</source>
        <translation>Schritt %1 (%2): %3</translation>
    </message>
    <message>
        <location line="+37" />
        <source>full strength, no check (S)</source>
        <translation>volle Stärke, kein Test (S)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>automatic failure (F), %1</source>
        <translation>automatischer Misserfolg (F), %1</translation>
    </message>
    <message>
        <location line="+2" />
        <source>no points left</source>
        <translation>keine Punkte mehr</translation>
    </message>
    <message>
        <location line="+2" />
        <source>cannot fail (modified need %1)</source>
        <translation>kann nicht misslingen (modifiziert benötigt %1)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>fails without a roll (modified need %1), %2</source>
        <translation>misslingt ohne Wurf (modifiziert benötigt %1), %2</translation>
    </message>
    <message>
        <location line="+2" />
        <source>needs %1 or less, else %2</source>
        <translation>benötigt %1 oder weniger, sonst %2</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1: %2/%3, %4</source>
        <translation>%1: %2/%3, %4</translation>
    </message>
    <message numerus="yes">
        <location line="+5" />
        <source>%n check(s) due</source>
        <translation>
            <numerusform>%n Test fällig</numerusform>
            <numerusform>%n Tests fällig</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2" />
        <source>%n check(s) next turn</source>
        <translation>
            <numerusform>%n Test im nächsten Zug</numerusform>
            <numerusform>%n Tests im nächsten Zug</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+9" />
        <source>After the steps: turn %1, %2 of %3 endurance points lost, %n check(s) due.</source>
        <translation>
            <numerusform>Nach den Schritten: Zug %1, %2 von %3 Durchhaltepunkten verloren, %n Test fällig.</numerusform>
            <numerusform>Nach den Schritten: Zug %1, %2 von %3 Durchhaltepunkten verloren, %n Tests fällig.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7" />
        <source>Breaking point reached in turn %1: the battlegroup retreats from turn %2 (R11).</source>
        <translation>Bruchpunkt in Zug %1 erreicht: die Kampfgruppe zieht sich ab Zug %2 zurück (R11).</translation>
    </message>
</context>
<context>
    <name>md::PlaySubcommand</name>
    <message>
        <location filename="../app/ratio/cli/PlaySubcommand.cpp" line="+49" />
        <source>step %1 (script line %2)</source>
        <translation>Schritt %1 (Skriptzeile %2)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>step %1</source>
        <translation>Schritt %1</translation>
    </message>
    <message>
        <location line="+9" />
        <source>--script -: cannot read standard input: %1</source>
        <translation>--script -: die Standardeingabe kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <location line="+6" />
        <source>--script %1: no such file</source>
        <translation>--script %1: keine solche Datei</translation>
    </message>
    <message>
        <location line="+4" />
        <source>--script %1: it is a folder</source>
        <translation>--script %1: es ist ein Ordner</translation>
    </message>
    <message>
        <location line="+5" />
        <location line="+9" />
        <source>--script %1: %2</source>
        <translation>--script %1: %2</translation>
    </message>
    <message>
        <location line="+7" />
        <source>--script %1: larger than %2 MiB</source>
        <translation>--script %1: größer als %2 MiB</translation>
    </message>
    <message>
        <location line="+13" />
        <source>--script %1: not UTF-8 text</source>
        <translation>--script %1: kein UTF-8-Text</translation>
    </message>
    <message>
        <location line="+20" />
        <source>Plays steps on a battlegroup file without a window, through the same rules engine as the window's buttons, and prints what each step did and then the summary. Steps come from each --do, then from the script, one a line (blank lines and lines starting with # are ignored). Pieces and units are named by their id in the file. The first step that cannot be played stops the run (exit 1) and nothing is written.

Steps:
  %1</source>
        <translation>Spielt Schritte auf einer Kampfgruppendatei ohne Fenster, mit derselben Regel-Engine wie die Schaltflächen des Fensters, und gibt aus, was jeder Schritt bewirkt hat, danach die Zusammenfassung. Die Schritte kommen aus jedem --do, dann aus dem Skript, einer pro Zeile (Leerzeilen und Zeilen, die mit # beginnen, werden ignoriert). Modelle und Einheiten werden mit ihrer ID in der Datei benannt. Der erste Schritt, der nicht gespielt werden kann, bricht den Lauf ab (Exit-Code 1), und es wird nichts geschrieben.

Schritte:
  %1</translation>
    </message>
    <message>
        <location line="+7" />
        <source>DIE is the face the d10 shows, 1 to 10; 0 is the face marked 0 and counts as 10.</source>
        <translation>DIE ist die Seite, die der W10 zeigt, 1 bis 10; 0 ist die Seite mit der 0 und zählt als 10.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The play subcommand.</source>
        <translation>Der Unterbefehl play.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The battlegroup file to play on; it is only read.</source>
        <translation>Die Kampfgruppendatei, auf der gespielt wird; sie wird nur gelesen.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>A step to play (repeatable), e.g. --do "check sq1-t2 7".</source>
        <translation>Ein zu spielender Schritt (wiederholbar), z. B. --do "check sq1-t2 7".</translation>
    </message>
    <message>
        <location line="+1" />
        <source>A file of steps, one a line, played after the --do steps; - reads standard input.</source>
        <translation>Eine Datei mit Schritten, einer pro Zeile, gespielt nach den --do-Schritten; - liest die Standardeingabe.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Write the battlegroup the steps leave, log included, to OUT (- for standard output). Without it nothing is written.</source>
        <translation>Die Kampfgruppe, wie die Schritte sie hinterlassen, samt Protokoll nach OUT schreiben (- für die Standardausgabe). Ohne diese Option wird nichts geschrieben.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Print one JSON object: each step and the summary.</source>
        <translation>Ein JSON-Objekt ausgeben: jeder Schritt und die Zusammenfassung.</translation>
    </message>
    <message>
        <location line="+13" />
        <source>expects a battlegroup file: moraledesk play FILE [--do STEP]... [--script PATH|-]</source>
        <translation>erwartet eine Kampfgruppendatei: moraledesk play FILE [--do STEP]... [--script PATH|-]</translation>
    </message>
    <message>
        <location line="+2" />
        <source>unexpected argument "%1"</source>
        <translation>unerwartetes Argument „%1“</translation>
    </message>
    <message>
        <location line="+6" />
        <source>-o needs a file name, or - for standard output</source>
        <translation>-o braucht einen Dateinamen oder - für die Standardausgabe</translation>
    </message>
    <message>
        <location line="+4" />
        <source>--json and -o %1 would both write to standard output; give -o a file</source>
        <translation>--json und -o %1 würden beide in die Standardausgabe schreiben; geben Sie -o eine Datei</translation>
    </message>
    <message>
        <location line="+22" />
        <location line="+33" />
        <source>%1 "%2": %3</source>
        <translation>%1 „%2“: %3</translation>
    </message>
    <message>
        <location line="-29" />
        <source>%1: no such file</source>
        <translation>%1: keine solche Datei</translation>
    </message>
    <message>
        <location line="+5" />
        <source>%1 cannot be played: %2</source>
        <translation>%1 kann nicht gespielt werden: %2</translation>
    </message>
    <message>
        <location line="+6" />
        <source>%1 is a game of two sides; `play` takes one battlegroup. Export the side to play with Play &gt; Export side as… and play that file.</source>
        <translation>%1 ist ein Spiel mit zwei Seiten; `play` nimmt eine Kampfgruppe. Exportieren Sie die zu spielende Seite mit Spielen &gt; Seite exportieren als… und spielen Sie diese Datei.</translation>
    </message>
</context>
<context>
    <name>md::Presence</name>
    <message>
        <location filename="../core/ratio/model/Piece.h" line="+28" />
        <source>On the table</source>
        <translation>Auf dem Tisch</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Casualty</source>
        <translation>Verlust</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Surrendered</source>
        <translation>Ergeben</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Shot by a morale officer</source>
        <translation>Von einem Moraloffizier erschossen</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Eliminated</source>
        <translation>Ausgeschaltet</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Destroyed</source>
        <translation>Zerstört</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Abandoned hulk</source>
        <translation>Aufgegebenes Wrack</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Left the board</source>
        <translation>Spielfeld verlassen</translation>
    </message>
</context>
<context>
    <name>md::PrintOptionsDialog</name>
    <message>
        <location filename="../app/widgets/PrintOptionsDialog.cpp" line="+17" />
        <source>&amp;Landscape</source>
        <translation>&amp;Querformat</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Greyscale (letters and hatching instead of colour)</source>
        <translation>&amp;Graustufen (Buchstaben und Schraffuren statt Farbe)</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Document</source>
        <translation>Dokument</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Document:</source>
        <translation>&amp;Dokument:</translation>
    </message>
    <message>
        <location line="+27" />
        <source>A4</source>
        <translation>A4</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Letter</source>
        <translation>Letter</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Paper</source>
        <translation>Papier</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Paper:</source>
        <translation>&amp;Papier:</translation>
    </message>
</context>
<context>
    <name>md::PrintParts</name>
    <message>
        <location filename="../app/print/PrintParts.cpp" line="+152" />
        <source>%1 (continued)</source>
        <translation>%1 (Fortsetzung)</translation>
    </message>
</context>
<context>
    <name>md::QuickStartDialog</name>
    <message>
        <location filename="../app/widgets/QuickStartDialog.cpp" line="+11" />
        <source>&amp;Don't show this again</source>
        <translation>&amp;Nicht mehr anzeigen</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Quick start</source>
        <translation>Schnellstart</translation>
    </message>
    <message>
        <location line="+4" />
        <source>&lt;h2&gt;MoraleDesk in one page&lt;/h2&gt;&lt;p&gt;MoraleDesk keeps your force's morale while you play on the table: you move and shoot as usual, and tell MoraleDesk what happened.&lt;/p&gt;&lt;ol&gt;&lt;li&gt;&lt;b&gt;Open a force.&lt;/b&gt; File → Open, or File → New from a template. A sample battlegroup is open now.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Set it up.&lt;/b&gt; On the Edit tab, add units and pieces and name them as on your table.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Play.&lt;/b&gt; Select a piece in the roster and use the Play tab: mark a casualty, a hit, damage. MoraleDesk tells you who must check.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Check morale.&lt;/b&gt; Roll your own die and type the face, or let the program roll. The result says what the piece does now.&lt;/li&gt;&lt;li&gt;&lt;b&gt;End the turn.&lt;/b&gt; The log keeps every step; Edit → Undo takes any step back.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Read the game.&lt;/b&gt; View → Dice history, the log's filter, and the Morale Results Table.&lt;/li&gt;&lt;/ol&gt;&lt;p&gt;Press &lt;b&gt;?&lt;/b&gt; for every keyboard shortcut, Ctrl+plus and Ctrl+minus to zoom. This page is in Help → Quick start.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;MoraleDesk auf einen Blick&lt;/h2&gt;&lt;p&gt;MoraleDesk führt die Moral Ihrer Streitmacht, während Sie auf dem Tisch spielen: Sie bewegen und schießen wie gewohnt und sagen MoraleDesk, was passiert ist.&lt;/p&gt;&lt;ol&gt;&lt;li&gt;&lt;b&gt;Streitmacht öffnen.&lt;/b&gt; Datei → Öffnen oder Datei → Neu aus Vorlage. Eine Beispiel-Kampfgruppe ist jetzt geöffnet.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Einrichten.&lt;/b&gt; Fügen Sie im Reiter Bearbeiten Einheiten und Figuren hinzu und benennen Sie sie wie auf Ihrem Tisch.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Spielen.&lt;/b&gt; Wählen Sie eine Figur in der Aufstellung und nutzen Sie den Reiter Spielen: Verlust, Treffer, Schaden markieren. MoraleDesk sagt Ihnen, wer testen muss.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Moral testen.&lt;/b&gt; Würfeln Sie selbst und geben Sie die Augenzahl ein, oder lassen Sie das Programm würfeln. Das Ergebnis sagt, was die Figur jetzt tut.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Runde beenden.&lt;/b&gt; Das Protokoll hält jeden Schritt fest; Bearbeiten → Rückgängig nimmt jeden Schritt zurück.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Spiel auswerten.&lt;/b&gt; Ansicht → Würfelverlauf, der Protokollfilter und die Moralergebnistabelle.&lt;/li&gt;&lt;/ol&gt;&lt;p&gt;Drücken Sie &lt;b&gt;?&lt;/b&gt; für alle Tastenkürzel, Strg+Plus und Strg+Minus zum Zoomen. Diese Übersicht finden Sie unter Hilfe → Schnellstart.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>md::Rank</name>
    <message>
        <location filename="../core/ratio/model/Rank.h" line="+31" />
        <source>Trooper</source>
        <translation>Soldat</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Corporal / Warder</source>
        <translation>Korporal / Aufseher</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Sergeant</source>
        <translation>Sergeant</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Lieutenant</source>
        <translation>Leutnant</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Captain</source>
        <translation>Hauptmann</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Major</source>
        <translation>Major</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Colonel</source>
        <translation>Oberst</translation>
    </message>
    <message>
        <location line="+1" />
        <source>General</source>
        <translation>General</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Marshal</source>
        <translation>Marschall</translation>
    </message>
</context>
<context>
    <name>md::RatioCampaignFlow</name>
    <message>
        <location filename="../app/ratio/campaign/RatioCampaignFlow.cpp" line="+48" />
        <location line="+45" />
        <source>Record battle in campaign</source>
        <translation>Gefecht in Kampagne erfassen</translation>
    </message>
    <message>
        <location line="-44" />
        <source>Who held the field depends on both battlegroups (R11). Add the opponent's battlegroup file?</source>
        <translation>Wer das Feld behauptet hat, hängt von beiden Kampfgruppen ab (R11). Die Datei der gegnerischen Kampfgruppe hinzufügen?</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Add the opponent's file…</source>
        <translation>Datei des Gegners hinzufügen…</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Record this battlegroup alone</source>
        <translation>Nur diese Kampfgruppe erfassen</translation>
    </message>
    <message>
        <location line="-8" />
        <location line="+20" />
        <location line="+15" />
        <location line="+11" />
        <location line="+12" />
        <source>Battle not recorded</source>
        <translation>Gefecht nicht erfasst</translation>
    </message>
    <message>
        <location line="-79" />
        <source>Both sides of this game are named "%1": the campaign knows a battlegroup by its name. Rename one side (its Name field) and record again.</source>
        <translation>Beide Seiten dieses Spiels heißen „%1“: Die Kampagne erkennt eine Kampfgruppe an ihrem Namen. Benennen Sie eine Seite um (ihr Namensfeld) und erfassen Sie erneut.</translation>
    </message>
    <message>
        <location line="+5" />
        <source>"%1" and "%2" both fight for the side "%3", so nobody could hold the field against them (R11). Give one of them its own side (its Side field) and record again.</source>
        <translation>„%1“ und „%2“ kämpfen beide für die Seite „%3“, also könnte niemand das Schlachtfeld gegen sie behaupten (R11). Geben Sie einer davon eine eigene Seite (ihr Seitenfeld) und erfassen Sie erneut.</translation>
    </message>
    <message>
        <location line="+37" />
        <source>The opponent's file %1 could not be read:
%2</source>
        <translation>Die Datei des Gegners %1 konnte nicht gelesen werden:
%2</translation>
    </message>
    <message>
        <location line="+15" />
        <source>The side "%1" (battlegroup "%2") is already recorded as it ended this game, in battle %3: record the game once.</source>
        <translation>Die Seite „%1“ (Kampfgruppe „%2“) ist mit dem Ende dieses Spiels bereits in Gefecht %3 erfasst: Erfassen Sie das Spiel nur einmal.</translation>
    </message>
    <message>
        <location line="+15" />
        <source>Name of the battle (for the campaign's lists):</source>
        <translation>Name des Gefechts (für die Listen der Kampagne):</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Battle %1</source>
        <translation>Gefecht %1</translation>
    </message>
    <message>
        <location line="+19" />
        <source>Next battle</source>
        <translation>Nächstes Gefecht</translation>
    </message>
    <message>
        <location line="+12" />
        <source>%1, battle %2.</source>
        <translation>%1, Gefecht %2.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Returned: %1.</source>
        <translation>Zurückgekehrt: %1.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Crew back on foot (R10): %1.</source>
        <translation>Besatzung wieder zu Fuß (R10): %1.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Replacements: %1.</source>
        <translation>Ersatz: %1.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Now seasoned (R8): %1.</source>
        <translation>Jetzt erfahren (R8): %1.</translation>
    </message>
    <message numerus="yes">
        <location line="+2" />
        <source>Lost for good: %n piece(s).</source>
        <translation>
            <numerusform>Endgültig verloren: %n Modell.</numerusform>
            <numerusform>Endgültig verloren: %n Modelle.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>md::RatioCampaignJson</name>
    <message>
        <location filename="../app/ratio/campaign/RatioCampaignJson.cpp" line="+27" />
        <source>%1 cannot be read back: %2</source>
        <translation>%1 kann nicht zurückgelesen werden: %2</translation>
    </message>
    <message>
        <location line="+32" />
        <source>a stored replacement is not a unit: %1</source>
        <translation>ein gespeicherter Ersatz ist keine Einheit: %1</translation>
    </message>
    <message>
        <location line="+7" />
        <source>a stored replacement cannot be read back: %1</source>
        <translation>ein gespeicherter Ersatz kann nicht zurückgelesen werden: %1</translation>
    </message>
</context>
<context>
    <name>md::RatioCampaignRecorder</name>
    <message>
        <location filename="../app/ratio/campaign/RatioCampaignRecorder.cpp" line="+57" />
        <location line="+33" />
        <source>battlegroup "%1" is not valid: %2</source>
        <translation>Kampfgruppe „%1“ ist nicht gültig: %2</translation>
    </message>
    <message>
        <location line="-26" />
        <source>battlegroup "%1" is already in this campaign</source>
        <translation>Kampfgruppe „%1“ ist bereits in dieser Kampagne</translation>
    </message>
    <message>
        <location line="+15" />
        <source>there is no battlegroup to record</source>
        <translation>es gibt keine Kampfgruppe zum Erfassen</translation>
    </message>
    <message>
        <location line="+6" />
        <source>battlegroup "%1" is given twice</source>
        <translation>Kampfgruppe „%1“ ist doppelt angegeben</translation>
    </message>
    <message>
        <location line="+10" />
        <source>the number of turns must be from 1 to %1</source>
        <translation>die Anzahl der Züge muss zwischen 1 und %1 liegen</translation>
    </message>
    <message>
        <location line="+28" />
        <source>the battle was not recorded: %1</source>
        <translation>das Gefecht wurde nicht erfasst: %1</translation>
    </message>
    <message>
        <location line="+13" />
        <source>battlegroup "%1" was recorded by the rule system "%2"</source>
        <translation>Kampfgruppe „%1“ wurde mit dem Regelsystem „%2“ erfasst</translation>
    </message>
    <message>
        <location line="+26" />
        <source>these battlegroups were already recorded, as battle %1</source>
        <translation>diese Kampfgruppen wurden bereits erfasst, als Gefecht %1</translation>
    </message>
    <message>
        <location line="+10" />
        <source>Battle %1</source>
        <translation>Gefecht %1</translation>
    </message>
    <message>
        <location line="+184" />
        <source>%1 held the field</source>
        <translation>%1 hat das Feld behauptet</translation>
    </message>
    <message>
        <location line="+2" />
        <source>the last sides on the field reached their breaking point in the same turn: neither held the field</source>
        <translation>die letzten Seiten auf dem Feld haben im selben Zug ihren Bruchpunkt erreicht: keine hat das Feld behauptet</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1 reached its breaking point and retreated: its opponent held the field</source>
        <translation>%1 hat den Bruchpunkt erreicht und sich zurückgezogen: der Gegner hat das Feld behauptet</translation>
    </message>
    <message>
        <location line="+4" />
        <source>no side retreated: the field was not decided</source>
        <translation>keine Seite hat sich zurückgezogen: das Feld blieb unentschieden</translation>
    </message>
    <message numerus="yes">
        <location line="+5" />
        <source>Recorded battle %1, "%2" (%3, %n turn(s)): %4.</source>
        <translation>
            <numerusform>Gefecht %1 erfasst, „%2“ (%3, %n Zug): %4.</numerusform>
            <numerusform>Gefecht %1 erfasst, „%2“ (%3, %n Züge): %4.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4" />
        <source>%1 (%2), its battle %3: %4 of %5 points at the end; %n piece(s) lost</source>
        <translation>
            <numerusform>%1 (%2), ihr Gefecht %3: %4 von %5 Punkten am Ende; %n Modell verloren</numerusform>
            <numerusform>%1 (%2), ihr Gefecht %3: %4 von %5 Punkten am Ende; %n Modelle verloren</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4" />
        <source>, %n left the board</source>
        <translation>
            <numerusform>, %n hat das Spielfeld verlassen</numerusform>
            <numerusform>, %n haben das Spielfeld verlassen</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2" />
        <source>; reached its breaking point in turn %1 and retreated from turn %2</source>
        <translation>; Bruchpunkt in Zug %1 erreicht und ab Zug %2 zurückgezogen</translation>
    </message>
    <message numerus="yes">
        <location line="+3" />
        <source>; %n log record(s).</source>
        <translation>
            <numerusform>; %n Protokolleintrag.</numerusform>
            <numerusform>; %n Protokolleinträge.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+89" />
        <source>battlegroup "%1" did not fight in battle %2</source>
        <translation>Kampfgruppe „%1“ hat nicht in Gefecht %2 gekämpft</translation>
    </message>
    <message>
        <location line="+3" />
        <source>the snapshot of "%1" in battle %2</source>
        <translation>der Stand von „%1“ in Gefecht %2</translation>
    </message>
</context>
<context>
    <name>md::RatioCampaignVerbs</name>
    <message>
        <location filename="../app/ratio/campaign/RatioCampaignVerbs.cpp" line="+57" />
        <source>checks %1 passed, %2 failed, broken %3 times; lost %4 (casualties %5, surrendered %6, shot %7, eliminated %8, destroyed %9, abandoned %10), leaders lost %11; left the board %12</source>
        <translation>Tests %1 bestanden, %2 misslungen, %3-mal gebrochen; verloren %4 (Verluste %5, ergeben %6, erschossen %7, ausgeschaltet %8, zerstört %9, aufgegeben %10), Anführer verloren %11; Spielfeld verlassen %12</translation>
    </message>
    <message>
        <location line="+11" />
        <source>The battlegroups as the battle ended.</source>
        <translation>Die Kampfgruppen, wie sie das Gefecht beendet haben.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The day of the battle, YYYY-MM-DD (default today).</source>
        <translation>Der Tag des Gefechts, JJJJ-MM-TT (Vorgabe: heute).</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The battle's name (default "Battle N").</source>
        <translation>Der Name des Gefechts (Vorgabe: „Gefecht N“).</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The scenario played.</source>
        <translation>Das gespielte Szenario.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Turns played (default: as the battlegroups say).</source>
        <translation>Gespielte Züge (Vorgabe: laut Kampfgruppen).</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Notes on the battle.</source>
        <translation>Notizen zum Gefecht.</translation>
    </message>
    <message>
        <location line="+7" />
        <source>record: --date must be a day as YYYY-MM-DD, not "%1"</source>
        <translation>record: --date muss ein Tag als JJJJ-MM-TT sein, nicht „%1“</translation>
    </message>
    <message>
        <location line="+5" />
        <source>record: --turns must be a whole number from 1 to %1, not "%2"</source>
        <translation>record: --turns muss eine ganze Zahl von 1 bis %1 sein, nicht „%2“</translation>
    </message>
    <message>
        <location line="+15" />
        <location line="+259" />
        <source>%1: no such battlegroup file</source>
        <translation>%1: keine solche Kampfgruppendatei</translation>
    </message>
    <message>
        <location line="-256" />
        <location line="+259" />
        <source>%1 is not a valid battlegroup file: %2</source>
        <translation>%1 ist keine gültige Kampfgruppendatei: %2</translation>
    </message>
    <message>
        <location line="-244" />
        <location line="+116" />
        <source>One JSON object, for programs.</source>
        <translation>Ein JSON-Objekt, für Programme.</translation>
    </message>
    <message>
        <location line="-104" />
        <location line="+61" />
        <source>cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message numerus="yes">
        <location line="+1" />
        <source>Campaign "%1": %n battle(s)</source>
        <translation>
            <numerusform>Kampagne „%1“: %n Gefecht</numerusform>
            <numerusform>Kampagne „%1“: %n Gefechte</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5" />
        <source>Sides: %1</source>
        <translation>Seiten: %1</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Battle %1, "%2" (%3</source>
        <translation>Gefecht %1, „%2“ (%3</translation>
    </message>
    <message>
        <location line="+2" />
        <source>, scenario "%1"</source>
        <translation>, Szenario „%1“</translation>
    </message>
    <message numerus="yes">
        <location line="+1" />
        <source>, %n turn(s)): </source>
        <translation>
            <numerusform>, %n Zug): </numerusform>
            <numerusform>, %n Züge): </numerusform>
        </translation>
    </message>
    <message>
        <location line="+3" />
        <source>  %1 (%2): %3 of %4 points at the end; pieces lost: %5, left the board: %6</source>
        <translation>  %1 (%2): %3 von %4 Punkten am Ende; Modelle verloren: %5, Spielfeld verlassen: %6</translation>
    </message>
    <message>
        <location line="+4" />
        <source>, retreated from turn %1</source>
        <translation>, Rückzug ab Zug %1</translation>
    </message>
    <message>
        <location line="+9" />
        <source>Replacements on their way:</source>
        <translation>Ersatz unterwegs:</translation>
    </message>
    <message>
        <location line="+2" />
        <source>  #%1 %2, unit %3: %4 piece(s), for its battle %5</source>
        <translation>  #%1 %2, Einheit %3: %4 Modell(e), für ihr Gefecht %5</translation>
    </message>
    <message>
        <location line="+11" />
        <source>A unit's id or name.</source>
        <translation>ID oder Name einer Einheit.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Only units of this battlegroup.</source>
        <translation>Nur Einheiten dieser Kampfgruppe.</translation>
    </message>
    <message numerus="yes">
        <location line="+42" />
        <source>%1 (%2) of %3: %4, %5, %n battle(s)</source>
        <translation>
            <numerusform>%1 (%2) von %3: %4, %5, %n Gefecht</numerusform>
            <numerusform>%1 (%2) von %3: %4, %5, %n Gefechte</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5" />
        <source>  Battle %1, "%2" (%3): %4, %5 pieces, %6 of %7 points at the end, status %8; %9</source>
        <translation>  Gefecht %1, „%2“ (%3): %4, %5 Modelle, %6 von %7 Punkten am Ende, Status %8; %9</translation>
    </message>
    <message>
        <location line="+13" />
        <location line="+47" />
        <source>The battlegroup's name.</source>
        <translation>Der Name der Kampfgruppe.</translation>
    </message>
    <message>
        <location line="-46" />
        <source>The battlegroup file to write ("-": standard output).</source>
        <translation>Die zu schreibende Kampfgruppendatei („-“: Standardausgabe).</translation>
    </message>
    <message>
        <location line="+1" />
        <source>House rule: robots and vehicles keep their damage.</source>
        <translation>Hausregel: Roboter und Fahrzeuge behalten ihre Schäden.</translation>
    </message>
    <message>
        <location line="+5" />
        <source>next-battle: -o FILE is required</source>
        <translation>next-battle: -o DATEI ist erforderlich</translation>
    </message>
    <message>
        <location line="+20" />
        <source>cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Wrote %1: "%2" for its battle %3.</source>
        <translation>%1 geschrieben: „%2“ für ihr Gefecht %3.</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Returned (left the board, R7)</source>
        <translation>Zurückgekehrt (Spielfeld verlassen, R7)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Crew back on foot (R10, R12)</source>
        <translation>Besatzung wieder zu Fuß (R10, R12)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Replacements arrived (R12)</source>
        <translation>Ersatz eingetroffen (R12)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Now seasoned (R8)</source>
        <translation>Jetzt erfahren (R8)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Repaired</source>
        <translation>Repariert</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Lost for good</source>
        <translation>Endgültig verloren</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Units with nothing left</source>
        <translation>Einheiten ohne verbliebene Modelle</translation>
    </message>
    <message>
        <location line="+9" />
        <source>A battlegroup file whose units are the replacements: pieces join the unit of the same id, or arrive as a new unit.</source>
        <translation>Eine Kampfgruppendatei, deren Einheiten der Ersatz sind: Modelle kommen zur Einheit mit derselben ID oder treffen als neue Einheit ein.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Battles they miss before they arrive (default 0: the next one).</source>
        <translation>Gefechte, die sie vor ihrem Eintreffen verpassen (Vorgabe 0: das nächste).</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Notes on the replacements.</source>
        <translation>Notizen zum Ersatz.</translation>
    </message>
    <message>
        <location line="+5" />
        <source>add-replacement: --delay must be a whole number from 0 to %1, not "%2"</source>
        <translation>add-replacement: --delay muss eine ganze Zahl von 0 bis %1 sein, nicht „%2“</translation>
    </message>
    <message>
        <location line="+15" />
        <source>%1 holds no units</source>
        <translation>%1 enthält keine Einheiten</translation>
    </message>
    <message numerus="yes">
        <location line="+7" />
        <source>Replacement #%1: %n piece(s) for unit %2 of "%3", after %4 more battle(s).</source>
        <translation>
            <numerusform>Ersatz #%1: %n Modell für Einheit %2 von „%3“, nach %4 weiteren Gefecht(en).</numerusform>
            <numerusform>Ersatz #%1: %n Modelle für Einheit %2 von „%3“, nach %4 weiteren Gefecht(en).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>md::RatioPrintParts</name>
    <message>
        <location filename="../app/ratio/print/RatioPrintParts.cpp" line="+21" />
        <source>Each cell: the highest d10 roll that passes (S automatic success, F automatic failure). Colour and corner letter: the result of failure (R5):</source>
        <translation>Jede Zelle: der höchste W10-Wurf, der besteht (S automatischer Erfolg, F automatischer Misserfolg). Farbe und Eckbuchstabe: das Ergebnis bei Misserfolg (R5):</translation>
    </message>
    <message>
        <location line="+47" />
        <source>Morale Determinations Table (R5)</source>
        <translation>Moral-Bestimmungstabelle (R5)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Morale ratio</source>
        <translation>Moralverhältnis</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Die roll needed for success (d10)</source>
        <translation>Für Erfolg benötigter Wurf (W10)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Result of failure</source>
        <translation>Ergebnis bei Misserfolg</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Automatic success</source>
        <translation>Automatischer Erfolg</translation>
    </message>
    <message>
        <location line="+4" />
        <source>.%1 to .%2</source>
        <translation>,%1 bis ,%2</translation>
    </message>
    <message>
        <location line="+0" />
        <source>1</source>
        <translation>1</translation>
    </message>
    <message>
        <location line="+0" />
        <source>1 to %1</source>
        <translation>1 bis %1</translation>
    </message>
    <message>
        <location line="+3" />
        <source>.01 to .09</source>
        <translation>,01 bis ,09</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Automatic failure</source>
        <translation>Automatischer Misserfolg</translation>
    </message>
    <message>
        <location line="+2" />
        <source>No roll possible</source>
        <translation>Kein Wurf möglich</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Unit or vehicle has been destroyed</source>
        <translation>Einheit oder Fahrzeug wurde zerstört</translation>
    </message>
    <message>
        <location line="+28" />
        <source>MoraleDesk: ratio morale</source>
        <translation>MoraleDesk: Verhältnismoral</translation>
    </message>
</context>
<context>
    <name>md::RatioReplacements</name>
    <message>
        <location filename="../app/ratio/campaign/RatioReplacements.cpp" line="+48" />
        <source>battlegroup "%1" was recorded by the rule system "%2"</source>
        <translation>Kampfgruppe „%1“ wurde mit dem Regelsystem „%2“ erfasst</translation>
    </message>
    <message>
        <location line="+25" />
        <source>battlegroup "%1" has no roster in this campaign yet</source>
        <translation>Kampfgruppe „%1“ hat in dieser Kampagne noch keine Aufstellung</translation>
    </message>
    <message>
        <location line="+5" />
        <source>the roster of "%1" after battle %2</source>
        <translation>die Aufstellung von „%1“ nach Gefecht %2</translation>
    </message>
    <message>
        <location line="+1" />
        <source>the enrolled roster of "%1"</source>
        <translation>die eingetragene Aufstellung von „%1“</translation>
    </message>
    <message>
        <location line="+57" />
        <source>the next roster of "%1" would not be valid: %2</source>
        <translation>die nächste Aufstellung von „%1“ wäre nicht gültig: %2</translation>
    </message>
    <message>
        <location line="+10" />
        <source>Delay: %1 battles is out of range; it must be from 0 to %2</source>
        <translation>Verzögerung: %1 Gefechte liegen außerhalb des Bereichs; sie muss zwischen 0 und %2 liegen</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Unit: a replacement names the unit it joins or forms</source>
        <translation>Einheit: ein Ersatz nennt die Einheit, der er sich anschließt oder die er bildet</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Pieces: a replacement holds at least one piece</source>
        <translation>Modelle: ein Ersatz enthält mindestens ein Modell</translation>
    </message>
    <message>
        <location line="+25" />
        <source>the replacement does not fit battlegroup "%1": %2</source>
        <translation>der Ersatz passt nicht zur Kampfgruppe „%1“: %2</translation>
    </message>
    <message>
        <location line="+26" />
        <source>Unit: battlegroup "%1" has no unit "%2"; send a whole unit instead</source>
        <translation>Einheit: Kampfgruppe „%1“ hat keine Einheit „%2“; schicken Sie stattdessen eine ganze Einheit</translation>
    </message>
    <message>
        <location line="+47" />
        <source>there is no replacement %1 still on its way</source>
        <translation>es gibt keinen Ersatz %1, der noch unterwegs ist</translation>
    </message>
</context>
<context>
    <name>md::RatioReplacementsPage</name>
    <message>
        <location filename="../app/ratio/campaign/RatioReplacementsPage.cpp" line="+24" />
        <source>&amp;Call off</source>
        <translation>&amp;Zurückrufen</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Replacements reach the front after the delay the players set (R12); Start next battle brings in those that have arrived.</source>
        <translation>Ersatz erreicht die Front nach der von den Spielern festgelegten Verzögerung (R12); „Nächstes Gefecht beginnen“ bringt den eingetroffenen Ersatz ins Spiel.</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Replacements</source>
        <translation>Ersatz</translation>
    </message>
    <message>
        <location line="+8" />
        <source>&amp;Add replacements…</source>
        <translation>Ersatz &amp;hinzufügen…</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Cancel the selected replacement while it is still on its way.</source>
        <translation>Den ausgewählten Ersatz abbestellen, solange er noch unterwegs ist.</translation>
    </message>
    <message>
        <location line="+14" />
        <source>Re&amp;placements</source>
        <translation>E&amp;rsatz</translation>
    </message>
    <message>
        <location line="+32" />
        <source>Replacements added: %1</source>
        <translation>Ersatz hinzugefügt: %1</translation>
    </message>
    <message>
        <location line="+16" />
        <source>Replacement not called off</source>
        <translation>Ersatz nicht zurückgerufen</translation>
    </message>
</context>
<context>
    <name>md::RatioServiceRecords</name>
    <message>
        <location filename="../app/ratio/campaign/RatioServiceRecords.cpp" line="+45" />
        <source>no unit "%1" has fought in this campaign</source>
        <translation>keine Einheit „%1“ hat in dieser Kampagne gekämpft</translation>
    </message>
    <message>
        <location line="+1" />
        <source>no unit "%1" of battlegroup "%2" has fought in this campaign</source>
        <translation>keine Einheit „%1“ der Kampfgruppe „%2“ hat in dieser Kampagne gekämpft</translation>
    </message>
    <message>
        <location line="+76" />
        <source>Unit: battlegroup "%1" has no unit "%2" that has fought in this campaign</source>
        <translation>Einheit: Kampfgruppe „%1“ hat keine Einheit „%2“, die in dieser Kampagne gekämpft hat</translation>
    </message>
</context>
<context>
    <name>md::RatioUnitLossesPage</name>
    <message>
        <location filename="../app/ratio/campaign/RatioUnitLossesPage.cpp" line="+31" />
        <source>&amp;Battle:</source>
        <translation>&amp;Gefecht:</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Battle</source>
        <translation>Gefecht</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Unit losses chart</source>
        <translation>Verlustediagramm der Einheiten</translation>
    </message>
    <message>
        <location line="+6" />
        <source>&amp;Unit losses</source>
        <translation>&amp;Einheitenverluste</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location line="+23" />
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <location line="+20" />
        <source>No battle of this rule system is recorded yet: record one to see its units' losses here.</source>
        <translation>Noch kein Gefecht dieses Regelsystems erfasst: Erfassen Sie eines, um hier die Verluste seiner Einheiten zu sehen.</translation>
    </message>
    <message>
        <location line="+15" />
        <source>%1: each unit's morale points, kept and lost</source>
        <translation>%1: Moralpunkte jeder Einheit, behalten und verloren</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Points at the end</source>
        <translation>Punkte am Ende</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Points lost</source>
        <translation>Verlorene Punkte</translation>
    </message>
    <message>
        <location line="+19" />
        <source>Unit</source>
        <translation>Einheit</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Morale points</source>
        <translation>Moralpunkte</translation>
    </message>
</context>
<context>
    <name>md::ReadingTools</name>
    <message>
        <location filename="../app/ReadingTools.cpp" line="+46" />
        <source>Zoom &amp;in</source>
        <translation>Ver&amp;größern</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Zoom &amp;out</source>
        <translation>Ver&amp;kleinern</translation>
    </message>
    <message>
        <location line="+2" />
        <source>&amp;Actual size</source>
        <translation>&amp;Originalgröße</translation>
    </message>
    <message>
        <location line="+3" />
        <source>&amp;Expand all</source>
        <translation>Alle &amp;ausklappen</translation>
    </message>
    <message>
        <location line="+4" />
        <source>&amp;Collapse all</source>
        <translation>Alle &amp;einklappen</translation>
    </message>
    <message>
        <location line="+7" />
        <source>&amp;Quick start</source>
        <translation>&amp;Schnellstart</translation>
    </message>
    <message>
        <location line="+4" />
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Tastenkürzel</translation>
    </message>
</context>
<context>
    <name>md::RecentFilesMenu</name>
    <message>
        <location filename="../app/widgets/RecentFilesMenu.cpp" line="+34" />
        <source>%1 on the server %2</source>
        <translation>%1 auf dem Server %2</translation>
    </message>
    <message>
        <location line="+0" />
        <source>(default)</source>
        <translation>(Standard)</translation>
    </message>
</context>
<context>
    <name>md::RecoveryFile</name>
    <message>
        <location filename="../app/document/RecoveryFile.cpp" line="+66" />
        <source>cannot create the recovery folder %1</source>
        <translation>der Wiederherstellungsordner %1 kann nicht angelegt werden</translation>
    </message>
    <message>
        <location line="+30" />
        <source>no rule system writes this state</source>
        <translation>kein Regelsystem schreibt diesen Zustand</translation>
    </message>
    <message>
        <location line="+101" />
        <source>%1 has changed since the unsaved work was recorded, so that work cannot be replayed on it</source>
        <translation>%1 wurde geändert, seit die ungesicherte Arbeit aufgezeichnet wurde; sie lässt sich darauf nicht wiederherstellen</translation>
    </message>
    <message>
        <location line="+3" />
        <source>the recovery journal is damaged</source>
        <translation>das Wiederherstellungsjournal ist beschädigt</translation>
    </message>
</context>
<context>
    <name>md::ReferenceCardDocument</name>
    <message>
        <location filename="../app/ratio/print/ReferenceCardDocument.cpp" line="+22" />
        <source>Ratio Morale Quick Reference</source>
        <translation>Verhältnismoral – Übersicht</translation>
    </message>
    <message>
        <location line="+13" />
        <source>Ratio = current points ÷ starting points, rounded down to two decimals. Roll a d10: a roll at or under the number passes. At full strength no check is made.</source>
        <translation>Verhältnis = aktuelle Punkte ÷ Anfangspunkte, auf zwei Dezimalstellen abgerundet. Einen W10 würfeln: ein Wurf kleiner oder gleich der Zahl besteht. Bei voller Stärke wird kein Test abgelegt.</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Results of a morale check (R6, R7)</source>
        <translation>Ergebnisse eines Moraltests (R6, R7)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <location line="+0" />
        <source>What the piece does</source>
        <translation>Was das Modell tut</translation>
    </message>
    <message>
        <location line="+1" />
        <location line="+46" />
        <source>Passed</source>
        <translation>Bestanden</translation>
    </message>
    <message>
        <location line="-38" />
        <source>A failed piece keeps its marker and checks every turn until it passes; a later result replaces the earlier one (R6).</source>
        <translation>Ein Modell mit misslungenem Test behält seinen Marker und testet jeden Zug, bis es besteht; ein späteres Ergebnis ersetzt das frühere (R6).</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Optional factors (R8)</source>
        <translation>Optionale Faktoren (R8)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Factor</source>
        <translation>Faktor</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Change to the need</source>
        <translation>Änderung des benötigten Wurfs</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Note</source>
        <translation>Hinweis</translation>
    </message>
    <message>
        <location line="+5" />
        <source>A little more staying power</source>
        <translation>Etwas mehr Durchhaltevermögen</translation>
    </message>
    <message>
        <location line="+3" />
        <source>More fragile</source>
        <translation>Zerbrechlicher</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Seasoned after fighting two battles</source>
        <translation>Erfahren nach zwei geschlagenen Gefechten</translation>
    </message>
    <message>
        <location line="+1" />
        <source>NBC attack on troops without NBC protection</source>
        <translation>ABC-Angriff auf Truppen ohne ABC-Schutz</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Forces a check, even at full strength: need 10, failure Cautious (R8a)</source>
        <translation>Erzwingt einen Test, selbst bei voller Stärke: benötigt 10, Misserfolg Vorsichtig (R8a)</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Factors change the need, not the die: modified need = need + factors. The result of failure stays that of the unmodified ratio. F stays an automatic failure whatever the factors; S never checks.</source>
        <translation>Faktoren ändern den benötigten Wurf, nicht den Würfel: modifizierter Wurf = benötigter Wurf + Faktoren. Das Ergebnis bei Misserfolg bleibt das des unmodifizierten Verhältnisses. F bleibt ein automatischer Misserfolg, egal welche Faktoren; bei S wird nie getestet.</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Interceptive fire (R10)</source>
        <translation>Abwehrfeuer (R10)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Check before firing</source>
        <translation>Test vor dem Feuern</translation>
    </message>
    <message>
        <location line="+0" />
        <source>To hit</source>
        <translation>Treffen bei</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Afterwards</source>
        <translation>Danach</translation>
    </message>
    <message>
        <location line="+3" />
        <source>may not fire</source>
        <translation>darf nicht feuern</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Marker removed</source>
        <translation>Marker entfernt</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Marker stays; takes cover or retreats right after firing</source>
        <translation>Marker bleibt; geht direkt nach dem Feuern in Deckung oder zieht sich zurück</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Takes cover or retreats at once</source>
        <translation>Geht sofort in Deckung oder zieht sich zurück</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Removed</source>
        <translation>Entfernt</translation>
    </message>
    <message>
        <location line="+6" />
        <source>A piece with a damage marker must check before it makes interceptive fire.</source>
        <translation>Ein Modell mit Schadensmarker muss testen, bevor es Abwehrfeuer abgibt.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Breaking point (R11)</source>
        <translation>Bruchpunkt (R11)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Endurance = the sum of the units' starting morale levels. A battlegroup that has lost 50 % or more of it retreats from the start of the next turn; all its units leave the field as soon as possible, each under its own morale status.</source>
        <translation>Durchhaltevermögen = die Summe der anfänglichen Moralwerte der Einheiten. Eine Kampfgruppe, die 50 % oder mehr davon verloren hat, zieht sich ab Beginn des nächsten Zuges zurück; alle ihre Einheiten verlassen das Feld so bald wie möglich, jede gemäß ihrem eigenen Moralzustand.</translation>
    </message>
</context>
<context>
    <name>md::ReplacementDialog</name>
    <message>
        <location filename="../app/ratio/campaign/ReplacementDialog.cpp" line="+33" />
        <source>A &amp;new unit from a template</source>
        <translation>Eine &amp;neue Einheit aus einer Vorlage</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Pieces joining a unit of the battlegroup</source>
        <translation>&amp;Modelle, die zu einer Einheit der Kampfgruppe stoßen</translation>
    </message>
    <message>
        <location line="+3" />
        <source>&amp;Green (becomes seasoned after two battles, R8)</source>
        <translation>&amp;Grün (wird nach zwei Gefechten erfahren, R8)</translation>
    </message>
    <message>
        <location line="+10" />
        <source>Add replacements</source>
        <translation>Ersatz hinzufügen</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Replacements take time to reach the front; the players decide how long (R12).</source>
        <translation>Ersatz braucht Zeit, um die Front zu erreichen; die Spieler entscheiden, wie lange (R12).</translation>
    </message>
    <message>
        <location line="+5" />
        <source>&amp;Battlegroup:</source>
        <translation>&amp;Kampfgruppe:</translation>
    </message>
    <message>
        <location line="+12" />
        <source>e.g. 2nd Squad</source>
        <translation>z. B. 2. Trupp</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Template:</source>
        <translation>&amp;Vorlage:</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Unit name:</source>
        <translation>Name der &amp;Einheit:</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Replacement</source>
        <translation>Ersatz</translation>
    </message>
    <message>
        <location line="+1" />
        <source>U&amp;nit:</source>
        <translation>E&amp;inheit:</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Like:</source>
        <translation>&amp;Wie:</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;How many:</source>
        <translation>&amp;Anzahl:</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Piece &amp;name:</source>
        <translation>Name der Mo&amp;delle:</translation>
    </message>
    <message>
        <location line="+5" />
        <source> battle(s)</source>
        <translation> Gefecht(e)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Battles they miss before they arrive; 0: in time for the next one (R12).</source>
        <translation>Gefechte, die sie vor ihrem Eintreffen verpassen; 0: rechtzeitig zum nächsten (R12).</translation>
    </message>
    <message>
        <location line="+2" />
        <source>&amp;Delay:</source>
        <translation>Ve&amp;rzögerung:</translation>
    </message>
    <message>
        <location line="+2" />
        <source>N&amp;otes:</source>
        <translation>N&amp;otizen:</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Problem</source>
        <translation>Problem</translation>
    </message>
    <message>
        <location line="+5" />
        <source>&amp;Add</source>
        <translation>&amp;Hinzufügen</translation>
    </message>
    <message>
        <location line="+7" />
        <location line="+209" />
        <source>Battlegroup: the campaign has no battlegroup yet; record a battle first</source>
        <translation>Kampfgruppe: die Kampagne hat noch keine Kampfgruppe; erfassen Sie zuerst ein Gefecht</translation>
    </message>
    <message>
        <location line="-112" />
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Battlegroup: %1</source>
        <translation>Kampfgruppe: %1</translation>
    </message>
    <message>
        <location line="+16" />
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <location line="+14" />
        <source>They arrive in time for its next battle (its battle %1).</source>
        <translation>Sie treffen rechtzeitig zu ihrem nächsten Gefecht ein (ihr Gefecht %1).</translation>
    </message>
    <message numerus="yes">
        <location line="+1" />
        <source>They miss %n battle(s) and arrive for its battle %1.</source>
        <translation>
            <numerusform>Sie verpassen %n Gefecht und treffen zu ihrem Gefecht %1 ein.</numerusform>
            <numerusform>Sie verpassen %n Gefechte und treffen zu ihrem Gefecht %1 ein.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+31" />
        <source>Unit name: the new unit needs a name</source>
        <translation>Name der Einheit: die neue Einheit braucht einen Namen</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Template: choose what kind of unit arrives</source>
        <translation>Vorlage: wählen Sie, welche Art von Einheit eintrifft</translation>
    </message>
    <message>
        <location line="+10" />
        <source>Unit: choose the unit the pieces join</source>
        <translation>Einheit: wählen Sie die Einheit, zu der die Modelle stoßen</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Like: choose one of the unit's pieces the replacements are like</source>
        <translation>Wie: wählen Sie eines der Modelle der Einheit, dem der Ersatz gleicht</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Piece name: the arriving pieces need a name</source>
        <translation>Name der Modelle: die eintreffenden Modelle brauchen einen Namen</translation>
    </message>
    <message>
        <location line="+12" />
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message numerus="yes">
        <location line="+25" />
        <source>%n piece(s) for %1 of "%2". %3</source>
        <translation>
            <numerusform>%n Modell für %1 von „%2“. %3</numerusform>
            <numerusform>%n Modelle für %1 von „%2“. %3</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>md::ReplacementListModel</name>
    <message>
        <location filename="../app/ratio/campaign/ReplacementListModel.cpp" line="+32" />
        <source>Joined in battle %1</source>
        <translation>Hinzugekommen in Gefecht %1</translation>
    </message>
    <message>
        <location line="+4" />
        <source>On its way: arrives for the next battle</source>
        <translation>Unterwegs: trifft zum nächsten Gefecht ein</translation>
    </message>
    <message numerus="yes">
        <location line="+1" />
        <source>On its way: arrives after %n more battle(s)</source>
        <translation>
            <numerusform>Unterwegs: trifft nach %n weiteren Gefecht ein</numerusform>
            <numerusform>Unterwegs: trifft nach %n weiteren Gefechten ein</numerusform>
        </translation>
    </message>
    <message>
        <location line="+18" />
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location line="+5" />
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+22" />
        <source>Battlegroup</source>
        <translation>Kampfgruppe</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Unit</source>
        <translation>Einheit</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Pieces</source>
        <translation>Modelle</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Asked for after battle</source>
        <translation>Angefordert nach Gefecht</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Delay (battles)</source>
        <translation>Verzögerung (Gefechte)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Arrives for its battle</source>
        <translation>Trifft ein zu ihrem Gefecht</translation>
    </message>
    <message>
        <location line="+2" />
        <source>When (R12)</source>
        <translation>Wann (R12)</translation>
    </message>
</context>
<context>
    <name>md::ResultStyle</name>
    <message>
        <location filename="../app/ratio/print/ResultStyle.cpp" line="+32" />
        <source>Ca</source>
        <comment>Cautious</comment>
        <translation>Vo</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Sh</source>
        <comment>Shaken</comment>
        <translation>Er</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Br</source>
        <comment>Broken</comment>
        <translation>Ge</translation>
    </message>
    <message>
        <location line="+2" />
        <source>El</source>
        <comment>Eliminated</comment>
        <translation>Au</translation>
    </message>
</context>
<context>
    <name>md::RosterModel</name>
    <message>
        <location filename="../app/ratio/models/RosterModel.cpp" line="+103" />
        <source>%1, MO</source>
        <translation>%1, MO</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1 (bailed crew)</source>
        <translation>%1 (ausgestiegene Besatzung)</translation>
    </message>
    <message>
        <location line="+4" />
        <source>%1, size %2</source>
        <translation>%1, Größe %2</translation>
    </message>
    <message>
        <location line="+229" />
        <source>Holds</source>
        <translation>Hält</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Retreating (breaking point in turn %1)</source>
        <translation>Zieht sich zurück (Bruchpunkt in Zug %1)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Breaking point in turn %1</source>
        <translation>Bruchpunkt in Zug %1</translation>
    </message>
    <message>
        <location line="+11" />
        <source>(unnamed battlegroup)</source>
        <translation>(unbenannte Kampfgruppe)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Battlegroup</source>
        <translation>Kampfgruppe</translation>
    </message>
    <message>
        <location line="+18" />
        <source>Endurance points lost of the battlegroup's total; it reaches its breaking point at half (R11).</source>
        <translation>Verlorene Durchhaltepunkte von der Gesamtzahl der Kampfgruppe; bei der Hälfte erreicht sie ihren Bruchpunkt (R11).</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Battlegroup %1</source>
        <translation>Kampfgruppe %1</translation>
    </message>
    <message>
        <location line="+15" />
        <location line="+39" />
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <location line="-35" />
        <source>Full strength</source>
        <translation>Volle Stärke</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Destroyed</source>
        <translation>Zerstört</translation>
    </message>
    <message>
        <location line="+2" />
        <source>F: automatic failure (Eliminated)</source>
        <translation>F: automatischer Misserfolg (Ausgeschaltet)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Need %1→%2 · fails %3</source>
        <translation>Benötigt %1→%2 · misslingt: %3</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Need %1 · fails %2</source>
        <translation>Benötigt %1 · misslingt: %2</translation>
    </message>
    <message>
        <location line="+12" />
        <source>Unit %1</source>
        <translation>Einheit %1</translation>
    </message>
    <message>
        <location line="+15" />
        <source>%1 (crew)</source>
        <translation>%1 (Besatzung)</translation>
    </message>
    <message>
        <location line="+10" />
        <source>Next turn</source>
        <translation>Nächster Zug</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Check now (NBC)</source>
        <translation>Jetzt testen (ABC)</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Check now</source>
        <translation>Jetzt testen</translation>
    </message>
    <message>
        <location line="+16" />
        <source>Morale officer: factor rank + 1 under the Leaders rule; may shoot a soldier of his rank or lower to stop a surrender (R9).</source>
        <translation>Moraloffizier: Faktor Rang + 1 mit der Anführer-Regel; darf einen Soldaten seines Rangs oder darunter erschießen, um eine Kapitulation zu verhindern (R9).</translation>
    </message>
    <message>
        <location line="+19" />
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Kind / rank</source>
        <translation>Art / Rang</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Marker</source>
        <translation>Marker</translation>
    </message>
</context>
<context>
    <name>md::RuleOptionsHtml</name>
    <message>
        <location filename="../app/system/RuleOptionsHtml.cpp" line="+19" />
        <source>Optional rules</source>
        <translation>Optionale Regeln</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Switched on or off for each force, in its editor.</source>
        <translation>Für jede Streitmacht in ihrem Editor ein- oder ausgeschaltet.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Readings the program applies</source>
        <translation>Lesarten, die das Programm anwendet</translation>
    </message>
    <message>
        <location line="+1" />
        <source>How the program reads the rules where they leave room, always in force.</source>
        <translation>Wie das Programm die Regeln liest, wo sie Spielraum lassen; immer in Kraft.</translation>
    </message>
</context>
<context>
    <name>md::RuleSystem</name>
    <message>
        <location filename="../core/kernel/RuleSystem.h" line="+100" />
        <source>%1: valid %2 file</source>
        <translation>%1: gültige %2-Datei</translation>
    </message>
</context>
<context>
    <name>md::RulesNotes</name>
    <message>
        <location filename="../app/ratio/RulesNotes.cpp" line="+8" />
        <source>Morale officers without the Leaders rule</source>
        <translation>Moraloffiziere ohne die Anführer-Regel</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Strongpoints and movement</source>
        <translation>Stützpunkte und Bewegung</translation>
    </message>
    <message>
        <location line="+1" />
        <source>A strongpoint is immobile and normally has no movement levels, so its maximum is 9. The editor allows movement levels on a strongpoint only when you ask for them (a turret drive, for example).</source>
        <translation>Ein Stützpunkt ist unbeweglich und hat normalerweise keine Bewegungsstufen, daher ist sein Höchstwert 9. Der Editor erlaubt Bewegungsstufen bei einem Stützpunkt nur, wenn Sie sie ausdrücklich wünschen (zum Beispiel für einen Turmantrieb).</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Heavy battledrones</source>
        <translation>Schwere Kampfdrohnen</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The seed's heavy battledrone with level 12 is a vehicle-style piece. A warbot or wardrone with robot-style morale never exceeds 4. Any piece may be given vehicle-style or robot-style morale.</source>
        <translation>Die schwere Kampfdrohne der Vorlage mit Wert 12 ist ein Modell mit Fahrzeugmoral. Ein Warbot oder eine Wardrone mit Robotermoral übersteigt nie 4. Jedem Modell kann Fahrzeug- oder Robotermoral gegeben werden.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Weapons above three</source>
        <translation>Mehr als drei Waffen</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Only three working weapon systems count, so knocking out the fourth or fifth weapon of a well-armed vehicle costs no morale point.</source>
        <translation>Nur drei funktionierende Waffensysteme zählen, daher kostet das Ausschalten der vierten oder fünften Waffe eines gut bewaffneten Fahrzeugs keinen Moralpunkt.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>All fractions are rounded down</source>
        <translation>Alle Brüche werden abgerundet</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The ratio is truncated: the need is floor(10 × remaining ÷ starting), computed in whole numbers. This reproduces every cell of the printed 1–20 table.</source>
        <translation>Das Verhältnis wird abgeschnitten: der benötigte Wurf ist floor(10 × verbleibend ÷ anfänglich), in ganzen Zahlen berechnet. Das reproduziert jede Zelle der gedruckten Tabelle 1–20.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The ratio at the moment of the roll</source>
        <translation>Das Verhältnis im Moment des Wurfs</translation>
    </message>
    <message>
        <location line="+1" />
        <source>A delayed check uses the unit's level when the die is rolled, not when the marker was placed.</source>
        <translation>Ein verzögerter Test verwendet den Wert der Einheit zum Zeitpunkt des Wurfs, nicht zum Zeitpunkt, als der Marker gesetzt wurde.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>One marker, one check</source>
        <translation>Ein Marker, ein Test</translation>
    </message>
    <message>
        <location line="+9" />
        <source>Mixed units</source>
        <translation>Gemischte Einheiten</translation>
    </message>
    <message>
        <location line="+1" />
        <source>When any member of a unit loses points, every remaining piece of the unit is marked, robots too; in a mixed infantry and robot unit every piece rolls against the combined ratio.</source>
        <translation>Wenn ein Mitglied einer Einheit Punkte verliert, wird jedes verbleibende Modell der Einheit markiert, auch Roboter; in einer gemischten Infanterie- und Robotereinheit würfelt jedes Modell gegen das gemeinsame Verhältnis.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Eliminated soldiers</source>
        <translation>Ausgeschaltete Soldaten</translation>
    </message>
    <message>
        <location line="+1" />
        <source>A soldier who is Eliminated by a failed check counts as a casualty of his unit: its level drops and the others are marked, as for a surrender.</source>
        <translation>Ein Soldat, der durch einen misslungenen Test ausgeschaltet wird, zählt als Verlust seiner Einheit: ihr Wert sinkt und die anderen werden markiert, wie bei einer Kapitulation.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Leaving the board</source>
        <translation>Das Spielfeld verlassen</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Pieces that leave the board are not casualties: their unit's level does not drop, but their points count toward the battlegroup's losses (R11).</source>
        <translation>Modelle, die das Spielfeld verlassen, sind keine Verluste: der Wert ihrer Einheit sinkt nicht, aber ihre Punkte zählen zu den Verlusten der Kampfgruppe (R11).</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Strongpoint shutdown</source>
        <translation>Abschaltung von Stützpunkten</translation>
    </message>
    <message>
        <location line="+1" />
        <source>A strongpoint goes into system shutdown only on a Broken or Eliminated result; Cautious and Shaken affect it through the interceptive-fire penalties.</source>
        <translation>Ein Stützpunkt geht nur bei einem Ergebnis Gebrochen oder Ausgeschaltet in die Systemabschaltung; Vorsichtig und Erschüttert wirken über die Abzüge beim Abwehrfeuer.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Factors move the need</source>
        <translation>Faktoren verschieben den benötigten Wurf</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The source says the factors are "added to the die roll", which in a roll-under system would help levy troops and hurt elite ones. The program applies each factor to the need with the sign of its intent: Elite +1, Levy −1, green −1, NBC −2. The result of failure is still the one of the unmodified band, S and F are never modified, and a modified need of 10 or more cannot fail, 0 or less cannot pass.</source>
        <translation>Die Quelle sagt, die Faktoren werden „zum Würfelwurf addiert“, was in einem System, bei dem man unter einen Wert würfeln muss, Aufgebotstruppen helfen und Elitetruppen schaden würde. Das Programm wendet jeden Faktor mit dem Vorzeichen seiner Absicht auf den benötigten Wurf an: Elite +1, Aufgebot −1, grün −1, ABC −2. Das Ergebnis bei Misserfolg bleibt das des unmodifizierten Bereichs, S und F werden nie modifiziert, und ein modifizierter Wurf von 10 oder mehr kann nicht misslingen, einer von 0 oder weniger kann nicht bestehen.</translation>
    </message>
    <message>
        <location line="+9" />
        <source>NBC attacks force a check</source>
        <translation>ABC-Angriffe erzwingen einen Test</translation>
    </message>
    <message>
        <location line="+1" />
        <source>An NBC attack on troops not equipped for it forces a check even at full strength: the need is then 10, modified to 8, and a failure means Cautious. The −2 applies to the check the attack forces; one check covers an attack that also caused losses.</source>
        <translation>Ein ABC-Angriff auf Truppen ohne ABC-Schutz erzwingt selbst bei voller Stärke einen Test: der benötigte Wurf ist dann 10, modifiziert auf 8, und ein Misserfolg bedeutet Vorsichtig. Die −2 gelten für den Test, den der Angriff erzwingt; ein Test deckt einen Angriff ab, der auch Verluste verursacht hat.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Who surrenders</source>
        <translation>Wer sich ergibt</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Any soldier can surrender, officers too, but only after a failure that forces falling back (Broken, or Shaken caught in the open), never Cautious. Whether he cannot retreat and an enemy is within 6" is your call on the table. With the Leaders rule a surrender costs the soldier's whole factor.</source>
        <translation>Jeder Soldat kann sich ergeben, auch Offiziere, aber nur nach einem Misserfolg, der zum Zurückweichen zwingt (Gebrochen, oder Erschüttert im Freien), nie bei Vorsichtig. Ob er sich nicht zurückziehen kann und ein Feind innerhalb von 6" ist, entscheiden Sie am Tisch. Mit der Anführer-Regel kostet eine Kapitulation den vollen Faktor des Soldaten.</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Morale officers shoot by rank</source>
        <translation>Moraloffiziere schießen nach Rang</translation>
    </message>
    <message>
        <location line="+9" />
        <source>Crew survivors</source>
        <translation>Überlebende der Besatzung</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Survivors = crew × remaining levels ÷ original levels, computed exactly and rounded half up once, and at least one. Example: 3 crew, 5 of 12 levels left → 1.25 → 1.</source>
        <translation>Überlebende = Besatzung × verbleibende Stufen ÷ ursprüngliche Stufen, exakt berechnet und einmal kaufmännisch gerundet, mindestens einer. Beispiel: 3 Besatzungsmitglieder, 5 von 12 Stufen übrig → 1,25 → 1.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Explosive destruction</source>
        <translation>Explosive Zerstörung</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The survivors of a vehicle's explosive destruction check like a bailed crew (their points over the vehicle's original level) whether or not the Bailed crew rule is in use.</source>
        <translation>Die Überlebenden der explosiven Zerstörung eines Fahrzeugs testen wie eine ausgestiegene Besatzung (ihre Punkte gegen den ursprünglichen Wert des Fahrzeugs), ob die Regel für ausgestiegene Besatzungen verwendet wird oder nicht.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Survivors of a bail-out are kept as pieces and get markers whether or not the Bailed crew rule is in use. Without it they check the same way as explosion survivors, their points over the vehicle's original level, because the abandoned hulk has no points left to check against. Without the Leaders rule each crewman counts 1; with it, his rank's factor. So the Bailed crew option changes no check and no points: it records that the players use the rule.</source>
        <translation>Überlebende eines Ausstiegs bleiben als Modelle erhalten und erhalten Marker, ob die Regel Ausgestiegene Besatzung verwendet wird oder nicht. Ohne sie testen sie wie Überlebende einer Explosion, ihre Punkte gegen den ursprünglichen Wert des Fahrzeugs, weil das aufgegebene Wrack keine Punkte mehr hat, gegen die getestet werden könnte. Ohne die Anführer-Regel zählt jedes Besatzungsmitglied 1; mit ihr der Faktor seines Rangs. Die Option Ausgestiegene Besatzung ändert also keinen Test und keine Punkte: sie hält fest, dass die Spieler die Regel verwenden.</translation>
    </message>
    <message>
        <location line="+10" />
        <source>Endurance and the breaking point</source>
        <translation>Durchhaltevermögen und Bruchpunkt</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Endurance is the sum of the units' starting levels. Losses are the points lost to casualties, damage, surrenders and eliminations plus the points of pieces that left the board. At 50 % or more the battlegroup must retreat from the start of the next turn.</source>
        <translation>Das Durchhaltevermögen ist die Summe der Anfangswerte der Einheiten. Verluste sind die durch Ausfälle, Schäden, Kapitulationen und Ausschaltungen verlorenen Punkte plus die Punkte der Modelle, die das Spielfeld verlassen haben. Bei 50 % oder mehr muss sich die Kampfgruppe ab Beginn des nächsten Zuges zurückziehen.</translation>
    </message>
    <message>
        <location line="+13" />
        <source>Rules notes</source>
        <translation>Regelhinweise</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Where the rules are silent, ambiguous or contradict themselves, MoraleDesk applies these readings.</source>
        <translation>Wo die Regeln schweigen, mehrdeutig sind oder sich widersprechen, wendet MoraleDesk diese Auslegungen an.</translation>
    </message>
    <message>
        <location line="-101" />
        <source>Without the Leaders rule every soldier is worth 1 point, morale officers included. A morale officer keeps his power to shoot a surrendering soldier with or without the Leaders rule, eligible by rank (R9).</source>
        <translation>Ohne die Anführer-Regel zählt jeder Soldat 1 Punkt, Moraloffiziere eingeschlossen. Ein Moraloffizier behält seine Befugnis, einen kapitulierenden Soldaten zu erschießen, mit oder ohne die Anführer-Regel, berechtigt nach Rang (R9).</translation>
    </message>
    <message>
        <location line="+18" />
        <source>Every remaining member of a unit that loses points gets a marker; a piece has at most one. No piece checks twice in a turn: a piece marked after it moved, fired or checked checks next turn. A marked piece that is due to check takes no other action first: it checks before it moves, fires or leaves the board. Results are not sticky: a pass clears them, a later failure replaces them.</source>
        <translation>Jedes verbleibende Mitglied einer Einheit, die Punkte verliert, erhält einen Marker; ein Modell hat höchstens einen. Kein Modell testet zweimal in einem Zug: ein Modell, das markiert wurde, nachdem es bewegt, gefeuert oder getestet hat, testet im nächsten Zug. Ein markiertes Modell, das testen muss, führt vorher keine andere Aktion aus: es testet, bevor es sich bewegt, feuert oder das Spielfeld verlässt. Ergebnisse haften nicht: ein Bestehen löscht sie, ein späterer Misserfolg ersetzt sie.</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Ending the turn with checks due</source>
        <translation>Zugende mit fälligen Tests</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The program refuses to end the turn while checks are due. If the players agree to move on, the override is written to the battle log naming every piece left unchecked; those pieces keep their markers and must check first thing next turn, before anything else.</source>
        <translation>Das Programm beendet den Zug nicht, solange Tests fällig sind. Einigen sich die Spieler darauf weiterzumachen, wird das Übergehen ins Gefechtsprotokoll geschrieben, mit jedem Modell, das nicht getestet hat; diese Modelle behalten ihre Marker und müssen im nächsten Zug als Allererstes testen, vor allem anderen.</translation>
    </message>
    <message>
        <location line="+20" />
        <source>Who takes class and experience</source>
        <translation>Wer Klasse und Erfahrung erhält</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Soldiers and crewed pieces (vehicles and strongpoints) take their unit's class and experience, whatever their morale style; warbots and wardrones are Regular and seasoned, whatever theirs, and a robot unit offers no class or experience to set. The same factors are used wherever a need is shown, printed or rolled.</source>
        <translation>Soldaten und bemannte Modelle (Fahrzeuge und Stützpunkte) erhalten Klasse und Erfahrung ihrer Einheit, unabhängig von ihrer Moralart; Warbots und Wardrones sind regulär und erfahren, unabhängig von ihrer, und bei einer Robotereinheit lassen sich Klasse und Erfahrung nicht einstellen. Dieselben Faktoren gelten überall, wo ein benötigter Wurf angezeigt, gedruckt oder gewürfelt wird.</translation>
    </message>
    <message>
        <location line="+12" />
        <source>When surrender is offered</source>
        <translation>Wann eine Kapitulation angeboten wird</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Surrender is offered only right after a failed check in the current turn whose result requires falling back. A Broken or Shaken status kept from an earlier turn does not allow it: the soldier checks again first.</source>
        <translation>Eine Kapitulation wird nur direkt nach einem misslungenen Test im laufenden Zug angeboten, dessen Ergebnis zum Zurückweichen zwingt. Ein aus einem früheren Zug verbliebener Status Gebrochen oder Erschüttert erlaubt sie nicht: der Soldat testet zuerst erneut.</translation>
    </message>
    <message>
        <location line="+4" />
        <source>A morale officer may shoot a friendly soldier of his own rank or lower, in his unit or another, judged by rank and not by point factor, with or without the Leaders rule. He may shoot only to prevent a surrender, so only where one is offered now, and not while he is Broken himself (R7: a Broken piece does not fire). It costs the victim's unit his points, places no markers and removes every marker in that unit. The shot is the officer's action for the turn.</source>
        <translation>Ein Moraloffizier darf einen befreundeten Soldaten gleichen oder niedrigeren Rangs erschießen, in seiner eigenen oder einer anderen Einheit, nach Rang und nicht nach Punktfaktor beurteilt, mit oder ohne Anführer-Regel. Er darf nur schießen, um eine Kapitulation zu verhindern, also nur dort, wo gerade eine angeboten wird, und nicht, solange er selbst gebrochen ist (R7: ein gebrochenes Modell feuert nicht). Es kostet die Einheit des Opfers dessen Punkte, setzt keine Marker und entfernt jeden Marker dieser Einheit. Der Schuss ist die Aktion des Offiziers in diesem Zug.</translation>
    </message>
    <message>
        <location line="+5" />
        <source>The officer's shot steadies the unit</source>
        <translation>Der Schuss des Offiziers festigt die Einheit</translation>
    </message>
    <message>
        <location line="+1" />
        <source>A failure status without a marker could never be checked off, so the shot also returns every member of the unit still on the table to normal.</source>
        <translation>Ein Misserfolgsstatus ohne Marker könnte nie durch einen Test aufgehoben werden, daher setzt der Schuss auch jedes noch auf dem Tisch befindliche Mitglied der Einheit auf Normal zurück.</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Bail-out survivors</source>
        <translation>Überlebende des Aussteigens</translation>
    </message>
    <message>
        <location line="+6" />
        <source>When survivors check</source>
        <translation>Wann Überlebende testen</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Survivors of a bail-out or an explosion are the vehicle's crew and check when the vehicle would have: this turn, unless the vehicle had already checked, moved or fired in it, or was destroyed during its own initiative; then next turn. A bail-out follows the vehicle's Broken check, so its survivors usually check next turn.</source>
        <translation>Überlebende eines Aussteigens oder einer Explosion sind die Besatzung des Fahrzeugs und testen, wann das Fahrzeug getestet hätte: in diesem Zug, es sei denn, das Fahrzeug hatte in ihm bereits getestet, sich bewegt oder gefeuert oder wurde während seiner eigenen Initiative zerstört; dann im nächsten Zug. Ein Aussteigen folgt auf den Test des Fahrzeugs mit Ergebnis Gebrochen, daher testen seine Überlebenden meist im nächsten Zug.</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Crews between battles</source>
        <translation>Besatzungen zwischen Gefechten</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Crew who survived a bail-out or an explosion were not destroyed, so they return for the next battle of a campaign: on foot, as an infantry unit of their own with their ranks and their vehicle unit's class and experience. Only the vehicle and crew lost later are lost.</source>
        <translation>Besatzungsmitglieder, die ein Aussteigen oder eine Explosion überlebt haben, wurden nicht vernichtet und kehren daher zum nächsten Gefecht einer Kampagne zurück: zu Fuß, als eigene Infanterieeinheit mit ihren Rängen und der Klasse und Erfahrung der Einheit ihres Fahrzeugs. Verloren sind nur das Fahrzeug und die Besatzungsmitglieder, die später verloren gehen.</translation>
    </message>
</context>
<context>
    <name>md::SafeSave</name>
    <message>
        <location filename="../core/kernel/SafeSave.cpp" line="+62" />
        <source>cannot back up %1 before saving: %2; nothing was saved</source>
        <translation>%1 kann vor dem Speichern nicht gesichert werden: %2; es wurde nichts gespeichert</translation>
    </message>
    <message>
        <location line="-5" />
        <source>cannot write the backup %1: %2; nothing was saved</source>
        <translation>die Sicherung %1 kann nicht geschrieben werden: %2; es wurde nichts gespeichert</translation>
    </message>
    <message>
        <location line="+279" />
        <source>cannot save %1: it is a folder</source>
        <translation>%1 kann nicht gespeichert werden: es ist ein Ordner</translation>
    </message>
    <message>
        <location line="-284" />
        <location line="+292" />
        <location line="+2" />
        <location line="+3" />
        <source>cannot save %1: %2</source>
        <translation>%1 kann nicht gespeichert werden: %2</translation>
    </message>
</context>
<context>
    <name>md::ServerAddressDialog</name>
    <message>
        <location filename="../app/widgets/ServerAddressDialog.cpp" line="+21" />
        <source>Open campaign on a server</source>
        <translation>Kampagne auf einem Server öffnen</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Server address</source>
        <translation>Serveradresse</translation>
    </message>
    <message>
        <location line="+3" />
        <source>&amp;Address:</source>
        <translation>&amp;Adresse:</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The password comes from your PostgreSQL password file (~/.pgpass, or the file PGPASSFILE names) or service file. If it has none, MoraleDesk asks for it and keeps it only until it closes; it is never saved.</source>
        <translation>Das Passwort kommt aus Ihrer PostgreSQL-Passwortdatei (~/.pgpass oder die in PGPASSFILE genannte Datei) oder der service-Datei. Fehlt es dort, fragt MoraleDesk danach und behält es nur bis zum Beenden; es wird nie gespeichert.</translation>
    </message>
    <message>
        <location line="+11" />
        <source>&amp;Open</source>
        <translation>Ö&amp;ffnen</translation>
    </message>
    <message>
        <location line="+13" />
        <source>Address: type the campaign's address, as postgresql://USER@HOST:PORT/DATABASE</source>
        <translation>Adresse: Geben Sie die Adresse der Kampagne ein, als postgresql://USER@HOST:PORT/DATABASE</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Address: a server address starts with postgresql://; open a campaign file with Open campaign…</source>
        <translation>Adresse: Eine Serveradresse beginnt mit postgresql://; eine Kampagnendatei öffnen Sie mit Kampagne öffnen…</translation>
    </message>
</context>
<context>
    <name>md::ServiceRecordModel</name>
    <message>
        <location filename="../app/ratio/campaign/ServiceRecordModel.cpp" line="+44" />
        <source>Green</source>
        <translation>Grün</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Seasoned</source>
        <translation>Erfahren</translation>
    </message>
    <message>
        <location line="+35" />
        <source>Morale points at the start of the battle</source>
        <translation>Moralpunkte zu Beginn des Gefechts</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Morale points at the end of the battle</source>
        <translation>Moralpunkte am Ende des Gefechts</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Failed checks whose result was Broken (R7)</source>
        <translation>Misslungene Tests mit dem Ergebnis Gebrochen (R7)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Pieces lost for good: casualties, surrendered, shot, eliminated, destroyed, abandoned</source>
        <translation>Endgültig verlorene Modelle: Ausfälle, ergeben, erschossen, ausgeschaltet, zerstört, aufgegeben</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Soldiers above Trooper lost</source>
        <translation>Verlorene Soldaten über dem Rang Soldat</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Pieces that left the board (they return, R7)</source>
        <translation>Modelle, die das Spielfeld verlassen haben (sie kehren zurück, R7)</translation>
    </message>
    <message>
        <location line="+9" />
        <source>Battle</source>
        <translation>Gefecht</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Experience</source>
        <translation>Erfahrung</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Start</source>
        <translation>Beginn</translation>
    </message>
    <message>
        <location line="+2" />
        <source>End</source>
        <translation>Ende</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Passed</source>
        <translation>Bestanden</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Failed</source>
        <translation>Misslungen</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Broken</source>
        <translation>Gebrochen</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Left board</source>
        <translation>Spielfeld verl.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Status at end</source>
        <translation>Status am Ende</translation>
    </message>
    <message>
        <location line="-18" />
        <source>Pieces</source>
        <translation>Modelle</translation>
    </message>
    <message>
        <location line="+12" />
        <source>Losses</source>
        <translation>Verluste</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Leaders lost</source>
        <translation>Verlorene Anführer</translation>
    </message>
</context>
<context>
    <name>md::ServiceRecordPanel</name>
    <message>
        <location filename="../app/ratio/campaign/ServiceRecordPanel.cpp" line="+31" />
        <source>&amp;Unit:</source>
        <translation>&amp;Einheit:</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Unit</source>
        <translation>Einheit</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Service record totals</source>
        <translation>Summen der Dienstakte</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Service record by battle</source>
        <translation>Dienstakte nach Gefecht</translation>
    </message>
    <message>
        <location line="+9" />
        <source>Service &amp;record</source>
        <translation>&amp;Dienstakte</translation>
    </message>
    <message>
        <location line="+12" />
        <source>%1 — %2 (%3)</source>
        <translation>%1 — %2 (%3)</translation>
    </message>
    <message>
        <location line="+12" />
        <source>No unit has fought yet: record a battle first.</source>
        <translation>Noch keine Einheit hat gekämpft: erfassen Sie zuerst ein Gefecht.</translation>
    </message>
    <message>
        <location line="+36" />
        <source>Battles fought: %1</source>
        <translation>Geschlagene Gefechte: %1</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Checks passed: %1; failed: %2; times broken (R7): %3</source>
        <translation>Tests bestanden: %1; misslungen: %2; mal gebrochen (R7): %3</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Losses: %1 (casualties %2, surrendered %3, shot %4, eliminated %5, destroyed %6, abandoned %7); left the board: %8</source>
        <translation>Verluste: %1 (Ausfälle %2, ergeben %3, erschossen %4, ausgeschaltet %5, zerstört %6, aufgegeben %7); Spielfeld verlassen: %8</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Leaders lost: %1</source>
        <translation>Verlorene Anführer: %1</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Experience for its next battle (R8): %1</source>
        <translation>Erfahrung für ihr nächstes Gefecht (R8): %1</translation>
    </message>
    <message>
        <location line="+1" />
        <source>green</source>
        <translation>grün</translation>
    </message>
    <message>
        <location line="+0" />
        <source>seasoned</source>
        <translation>erfahren</translation>
    </message>
</context>
<context>
    <name>md::SheetCommand</name>
    <message>
        <location filename="../app/ratio/commands/SheetCommand.cpp" line="+6" />
        <source>Key in marked-up sheet</source>
        <translation>Markierten Bogen eintragen</translation>
    </message>
</context>
<context>
    <name>md::SheetEntryDialog</name>
    <message>
        <location filename="../app/ratio/paper/SheetEntryDialog.cpp" line="+25" />
        <source>Key in marked-up sheet</source>
        <translation>Markierten Bogen eintragen</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Type what the paper sheet shows, in its order: x for a casualty or a marker, the hits of a robot, the levels still working, the numbers of the weapons knocked out, the start of a status (C, S, B) or of Surrendered, Eliminated, Left the board. Tab or Enter moves on; a blank cell is the default. Ctrl+Enter applies.</source>
        <translation>Geben Sie ein, was der Papierbogen zeigt, in seiner Reihenfolge: x für einen Verlust oder Marker, die Treffer eines Roboters, die noch funktionierenden Stufen, die Nummern der ausgeschalteten Waffen, den Anfang eines Status (V, E, G) oder von Ergeben, Ausgeschaltet, Spielfeld verlassen. Tab oder Enter geht weiter; eine leere Zelle ist der Standard. Strg+Enter übernimmt.</translation>
    </message>
    <message>
        <location line="+9" />
        <source>Marked-up sheet</source>
        <translation>Markierter Bogen</translation>
    </message>
    <message>
        <location line="+20" />
        <source>&amp;Apply sheet</source>
        <translation>Bogen &amp;übernehmen</translation>
    </message>
    <message>
        <location line="+33" />
        <source>Correct the cells shown in red first.</source>
        <translation>Korrigieren Sie zuerst die rot markierten Zellen.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Nothing on the sheet differs from the game yet.</source>
        <translation>Noch weicht nichts auf dem Bogen vom Spiel ab.</translation>
    </message>
</context>
<context>
    <name>md::SheetEntryModel</name>
    <message>
        <location filename="../app/ratio/paper/SheetEntryModel.cpp" line="+26" />
        <source>%1, size %2</source>
        <translation>%1, Größe %2</translation>
    </message>
    <message>
        <location line="+6" />
        <source>%1, morale officer</source>
        <translation>%1, Moraloffizier</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1, crew</source>
        <translation>%1, Besatzung</translation>
    </message>
    <message>
        <location line="+78" />
        <source>%1/%2</source>
        <translation>%1/%2</translation>
    </message>
    <message>
        <location line="+9" />
        <source>%1 left the table earlier in the game; undo that step to bring it back.</source>
        <translation>%1 hat den Tisch früher im Spiel verlassen; diesen Schritt rückgängig machen, um es zurückzuholen.</translation>
    </message>
    <message>
        <location line="+65" />
        <source>Piece</source>
        <translation>Modell</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Rank / type</source>
        <translation>Dienstgrad / Typ</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <location line="+8" />
        <source>A soldier: x when killed or out of action (R2). A robot: the penetrating hits it took in all (R3).</source>
        <translation>Ein Soldat: x, wenn getötet oder kampfunfähig (R2). Ein Roboter: die Summe seiner durchschlagenden Treffer (R3).</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Blank while on the table; else type the start of Surrendered, Eliminated or Left the board (R7, R9).</source>
        <translation>Leer, solange auf dem Tisch; sonst den Anfang von Ergeben, Ausgeschaltet oder Spielfeld verlassen eingeben (R7, R9).</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Blank for Normal; else type the start of Cautious, Shaken or Broken (R7).</source>
        <translation>Leer für Normal; sonst den Anfang von Vorsichtig, Erschüttert oder Gebrochen eingeben (R7).</translation>
    </message>
    <message>
        <location line="+2" />
        <source>x while the piece still has its marker (R6); blank once it was checked off.</source>
        <translation>x, solange das Modell noch seinen Marker hat (R6); leer, sobald er abgehakt ist.</translation>
    </message>
    <message>
        <location line="+4" />
        <source>The levels of this system still working (R4).</source>
        <translation>Die noch funktionierenden Stufen dieses Systems (R4).</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The numbers of the weapon systems knocked out, e.g. 1 3 (R4).</source>
        <translation>Die Nummern der ausgeschalteten Waffensysteme, z. B. 1 3 (R4).</translation>
    </message>
</context>
<context>
    <name>md::SheetParts</name>
    <message>
        <location filename="../app/ratio/print/SheetParts.cpp" line="+38" />
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <location line="+52" />
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <location line="+9" />
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <location line="+49" />
        <source>turn %1</source>
        <translation>Zug %1</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1, NBC</source>
        <translation>%1, ABC</translation>
    </message>
    <message>
        <location line="+23" />
        <source>Battlegroup Status Sheet</source>
        <translation>Statusbogen der Kampfgruppe</translation>
    </message>
    <message>
        <location line="+14" />
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Vehicle</source>
        <translation>Fahrzeug</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Strongpoint</source>
        <translation>Stützpunkt</translation>
    </message>
    <message>
        <location line="+9" />
        <source>%1, immobile</source>
        <translation>%1, unbeweglich</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Vehicle or strongpoint</source>
        <translation>Fahrzeug oder Stützpunkt</translation>
    </message>
    <message>
        <location line="+0" />
        <location line="+188" />
        <source>Piece</source>
        <translation>Modell</translation>
    </message>
    <message>
        <location line="-186" />
        <source>Armor class</source>
        <translation>Panzerungsklasse</translation>
    </message>
    <message>
        <location line="+1" />
        <location line="+244" />
        <source>Size</source>
        <translation>Größe</translation>
    </message>
    <message>
        <location line="-243" />
        <source>Crew</source>
        <translation>Besatzung</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Crew ranks (R10)</source>
        <translation>Ränge der Besatzung (R10)</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Movement rate</source>
        <translation>Bewegungsrate</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Current movement</source>
        <translation>Aktuelle Bewegung</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Movement levels</source>
        <translation>Bewegungsstufen</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Damage control</source>
        <translation>Schadenskontrolle</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Targeting</source>
        <translation>Zielerfassung</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Targeting bonus</source>
        <translation>Zielerfassungsbonus</translation>
    </message>
    <message>
        <location line="+9" />
        <source>Weapon system %1</source>
        <translation>Waffensystem %1</translation>
    </message>
    <message>
        <location line="+4" />
        <source>knocked out</source>
        <translation>ausgeschaltet</translation>
    </message>
    <message>
        <location line="+10" />
        <location line="+153" />
        <source>Status (R7)</source>
        <translation>Status (R7)</translation>
    </message>
    <message>
        <location line="-152" />
        <source>Damage marker (R6)</source>
        <translation>Schadensmarker (R6)</translation>
    </message>
    <message>
        <location line="+17" />
        <source>Morale level (R4)</source>
        <translation>Moralwert (R4)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Current morale level</source>
        <translation>Aktueller Moralwert</translation>
    </message>
    <message>
        <location line="+3" />
        <location line="+130" />
        <source>On the table</source>
        <translation>Auf dem Tisch</translation>
    </message>
    <message>
        <location line="-69" />
        <source>Remaining</source>
        <translation>Verbleibend</translation>
    </message>
    <message>
        <location line="-10" />
        <source>Need (R5)</source>
        <translation>Benötigt (R5)</translation>
    </message>
    <message>
        <location line="+35" />
        <source>Endurance (R11): %1 points, the sum of the units' starting morale levels. Lost: %2 (%3 %). Breaking point at 50 %: %4 or more points lost.</source>
        <translation>Durchhaltevermögen (R11): %1 Punkte, die Summe der anfänglichen Moralwerte der Einheiten. Verloren: %2 (%3 %). Bruchpunkt bei 50 %: %4 oder mehr Punkte verloren.</translation>
    </message>
    <message>
        <location line="+33" />
        <source>50 %: %1 lost</source>
        <translation>50 %: %1 verloren</translation>
    </message>
    <message>
        <location line="+9" />
        <source>%1 (continued)</source>
        <translation>%1 (Fortsetzung)</translation>
    </message>
    <message>
        <location line="+1" />
        <location line="+42" />
        <location line="+17" />
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <location line="-59" />
        <source>Rank / type</source>
        <translation>Rang / Typ</translation>
    </message>
    <message>
        <location line="+1" />
        <location line="+41" />
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <location line="-41" />
        <source>Losses</source>
        <translation>Verluste</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Marker (R6)</source>
        <translation>Marker (R6)</translation>
    </message>
    <message>
        <location line="+6" />
        <source>%1, size %2</source>
        <translation>%1, Größe %2</translation>
    </message>
    <message>
        <location line="+6" />
        <source>%1, morale officer</source>
        <translation>%1, Moraloffizier</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1, crew</source>
        <translation>%1, Besatzung</translation>
    </message>
    <message>
        <location line="+3" />
        <source>%1/%2</source>
        <translation>%1/%2</translation>
    </message>
    <message>
        <location line="+20" />
        <source>Soldiers: cross Lost for a casualty; tick Marker when the unit suffers a loss (R6); circle a status (R7)</source>
        <translation>Soldaten: „Verloren“ bei einem Verlust ankreuzen; „Marker“ abhaken, wenn die Einheit einen Verlust erleidet (R6); einen Status einkreisen (R7)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Soldiers (continued)</source>
        <translation>Soldaten (Fortsetzung)</translation>
    </message>
    <message>
        <location line="+2" />
        <location line="+17" />
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location line="-17" />
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Lost</source>
        <translation>Verloren</translation>
    </message>
    <message>
        <location line="+0" />
        <location line="+17" />
        <source>Marker</source>
        <translation>Marker</translation>
    </message>
    <message>
        <location line="-17" />
        <location line="+17" />
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <location line="-5" />
        <source>Pieces: size + 2 points each (R3); cross a box per penetrating hit</source>
        <translation>Modelle: je Größe + 2 Punkte (R3); pro durchschlagendem Treffer ein Kästchen ankreuzen</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Pieces (continued)</source>
        <translation>Modelle (Fortsetzung)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Warbot</source>
        <translation>Warbot</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Wardrone</source>
        <translation>Wardrone</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Kind (circle)</source>
        <translation>Art (einkreisen)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Morale level</source>
        <translation>Moralwert</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Hits</source>
        <translation>Treffer</translation>
    </message>
    <message>
        <location line="+21" />
        <source>NBC-equipped</source>
        <translation>ABC-geschützt</translation>
    </message>
    <message>
        <location line="+0" />
        <source>not NBC-equipped</source>
        <translation>nicht ABC-geschützt</translation>
    </message>
    <message>
        <location line="+4" />
        <source>starting level %1, current %2, ratio %3</source>
        <translation>Anfangswert %1, aktuell %2, Verhältnis %3</translation>
    </message>
    <message>
        <location line="+3" />
        <source>S: no check needed</source>
        <translation>S: kein Test nötig</translation>
    </message>
    <message>
        <location line="+3" />
        <source>destroyed: no roll possible</source>
        <translation>zerstört: kein Wurf möglich</translation>
    </message>
    <message>
        <location line="+3" />
        <source>F: automatic failure, %1</source>
        <translation>F: automatischer Misserfolg, %1</translation>
    </message>
    <message>
        <location line="+3" />
        <source>need %1</source>
        <translation>benötigt %1</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1 (%2 with factors)</source>
        <translation>%1 (%2 mit Faktoren)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1, failure %2</source>
        <translation>%1, Misserfolg %2</translation>
    </message>
    <message>
        <location line="-178" />
        <source>Need (R8)</source>
        <translation>Benötigt (R8)</translation>
    </message>
</context>
<context>
    <name>md::ShortcutSheet</name>
    <message>
        <location filename="../app/widgets/ShortcutSheet.cpp" line="+43" />
        <source>Keyboard shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Action</source>
        <translation>Aktion</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Shortcut</source>
        <translation>Tastenkürzel</translation>
    </message>
</context>
<context>
    <name>md::SingleValueOptions</name>
    <message>
        <location filename="../app/options/SingleValueOptions.cpp" line="+15" />
        <source>%1 is given more than once; it takes one value</source>
        <translation>%1 ist mehrfach angegeben; die Option nimmt nur einen Wert</translation>
    </message>
</context>
<context>
    <name>md::StrictJson</name>
    <message>
        <location filename="../core/kernel/StrictJson.cpp" line="+141" />
        <source>holds the control character U+%1 unescaped; a JSON string may hold it only as an escape (\u%2)</source>
        <translation>enthält das Steuerzeichen U+%1 ohne Escape; eine JSON-Zeichenkette darf es nur als Escape enthalten (\u%2)</translation>
    </message>
    <message>
        <location line="+5" />
        <source>holds the unknown escape %1; JSON knows only \" \\ \/ \b \f \n \r \t and \u with four hex digits</source>
        <translation>enthält das unbekannte Escape %1; JSON kennt nur \" \\ \/ \b \f \n \r \t und \u mit vier Hexziffern</translation>
    </message>
    <message>
        <location line="+304" />
        <source>duplicate key; a key may appear only once in an object</source>
        <translation>doppelter Schlüssel; ein Schlüssel darf in einem Objekt nur einmal vorkommen</translation>
    </message>
    <message>
        <location line="+29" />
        <source>must be written as a whole number, without a fraction or an exponent; found %1</source>
        <translation>muss als ganze Zahl geschrieben sein, ohne Nachkommastellen oder Exponent; gefunden %1</translation>
    </message>
</context>
<context>
    <name>md::SubcommandPicker</name>
    <message>
        <location filename="../app/system/SubcommandPicker.cpp" line="+53" />
        <source>%1 has no subcommand "%2"; it is a subcommand of %3</source>
        <translation>%1 hat keinen Unterbefehl „%2“; er ist ein Unterbefehl von %3</translation>
    </message>
    <message>
        <location line="+11" />
        <source>"%1" is a subcommand of %2: say whose with --system NAME</source>
        <translation>„%1“ ist ein Unterbefehl von %2: mit --system NAME angeben, wessen</translation>
    </message>
    <message>
        <location line="+22" />
        <location line="+10" />
        <source>--system needs a rule system's name</source>
        <translation>--system braucht den Namen eines Regelsystems</translation>
    </message>
    <message>
        <location line="+7" />
        <source>--system is given more than once; it takes one value</source>
        <translation>--system ist mehr als einmal angegeben; es nimmt einen Wert</translation>
    </message>
    <message>
        <location line="+18" />
        <source>--system: no rule system is called "%1"; this version knows %2</source>
        <translation>--system: kein Regelsystem heißt „%1“; diese Version kennt %2</translation>
    </message>
</context>
<context>
    <name>md::SystemUi</name>
    <message>
        <location filename="../app/system/SystemUi.cpp" line="+13" />
        <source>%1 keeps no campaign records.</source>
        <translation>%1 führt keine Kampagnenaufzeichnungen.</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Battle not recorded</source>
        <translation>Gefecht nicht erfasst</translation>
    </message>
    <message>
        <location line="+8" />
        <source>No next battle</source>
        <translation>Kein nächstes Gefecht</translation>
    </message>
</context>
<context>
    <name>md::UnitForm</name>
    <message>
        <location filename="../app/ratio/editors/UnitForm.cpp" line="+30" />
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Kind:</source>
        <translation>Art:</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The kind of morale unit (R1) is fixed when the unit is created.</source>
        <translation>Die Art der Moraleinheit (R1) wird beim Anlegen der Einheit festgelegt.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Starting level:</source>
        <translation>Anfangswert:</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The unit's starting morale level (R1–R4): what its ratio is measured against.</source>
        <translation>Der anfängliche Moralwert der Einheit (R1–R4): woran ihr Verhältnis gemessen wird.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Current level:</source>
        <translation>Aktueller Wert:</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The points the unit holds now (R5).</source>
        <translation>Die Punkte, die die Einheit jetzt hat (R5).</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Morale &amp;class:</source>
        <translation>Moral&amp;klasse:</translation>
    </message>
    <message>
        <location line="+12" />
        <source>E&amp;xperience:</source>
        <translation>E&amp;rfahrung:</translation>
    </message>
    <message>
        <location line="+15" />
        <source>NBC-equipped</source>
        <translation>ABC-geschützt</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Not NBC-equipped</source>
        <translation>Nicht ABC-geschützt</translation>
    </message>
    <message>
        <location line="+1" />
        <source>N&amp;BC equipment:</source>
        <translation>&amp;ABC-Schutz:</translation>
    </message>
    <message>
        <location line="+8" />
        <source>N&amp;otes:</source>
        <translation>N&amp;otizen:</translation>
    </message>
    <message>
        <location line="+9" />
        <source>Add &amp;soldier</source>
        <translation>&amp;Soldat hinzufügen</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Add soldier</source>
        <translation>Soldat hinzufügen</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Adds a Trooper to this unit.</source>
        <translation>Fügt dieser Einheit einen Soldaten hinzu.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Add &amp;warbot</source>
        <translation>&amp;Warbot hinzufügen</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Add warbot</source>
        <translation>Warbot hinzufügen</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Adds a size-1 warbot (3 points, R3).</source>
        <translation>Fügt einen Warbot der Größe 1 hinzu (3 Punkte, R3).</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Add wa&amp;rdrone</source>
        <translation>War&amp;drone hinzufügen</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Add wardrone</source>
        <translation>Wardrone hinzufügen</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Adds a size-1 wardrone (3 points, R3).</source>
        <translation>Fügt eine Wardrone der Größe 1 hinzu (3 Punkte, R3).</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Add a piece</source>
        <translation>Ein Modell hinzufügen</translation>
    </message>
    <message>
        <location line="+42" />
        <source>Trooper %1</source>
        <translation>Soldat %1</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Wardrone %1</source>
        <translation>Wardrone %1</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Warbot %1</source>
        <translation>Warbot %1</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Add %1</source>
        <translation>%1 hinzufügen</translation>
    </message>
    <message>
        <location line="+14" />
        <location line="+8" />
        <location line="+13" />
        <source>Battlegroup default (%1)</source>
        <translation>Vorgabe der Kampfgruppe (%1)</translation>
    </message>
    <message>
        <location line="-18" />
        <source>R8: Elite +1, Regular 0, Levy −1 to the number needed.</source>
        <translation>R8: Elite +1, Regulär 0, Aufgebot −1 auf den benötigten Wurf.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>R8: Elite +1, Regular 0, Levy −1 to the number needed. The Morale classes rule is off in this battlegroup, so this has no effect now.</source>
        <translation>R8: Elite +1, Regulär 0, Aufgebot −1 auf den benötigten Wurf. Die Regel für Moralklassen ist in dieser Kampfgruppe aus, daher hat dies jetzt keine Wirkung.</translation>
    </message>
    <message>
        <location line="+7" />
        <source>R8: green troops −1 to the number needed.</source>
        <translation>R8: grüne Truppen −1 auf den benötigten Wurf.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>R8: green troops −1 to the number needed. The Experience rule is off in this battlegroup, so this has no effect now.</source>
        <translation>R8: grüne Truppen −1 auf den benötigten Wurf. Die Erfahrungsregel ist in dieser Kampfgruppe aus, daher hat dies jetzt keine Wirkung.</translation>
    </message>
    <message>
        <location line="+11" />
        <source>R8a: troops not equipped for NBC get −2 in a check an NBC attack forces.</source>
        <translation>R8a: Truppen ohne ABC-Schutz erhalten −2 bei einem Test, den ein ABC-Angriff erzwingt.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>R8a: troops not equipped for NBC get −2 in a check an NBC attack forces. The Psychological effects rule is off in this battlegroup.</source>
        <translation>R8a: Truppen ohne ABC-Schutz erhalten −2 bei einem Test, den ein ABC-Angriff erzwingt. Die Regel für psychologische Wirkung ist in dieser Kampfgruppe aus.</translation>
    </message>
    <message>
        <location line="-139" />
        <source>Class and experience:</source>
        <translation>Klasse und Erfahrung:</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Regular and seasoned: warbots and wardrones take no morale class or experience (R8).</source>
        <translation>Regulär und erfahren: Warbots und Wardrones erhalten keine Moralklasse und keine Erfahrung (R8).</translation>
    </message>
</context>
<context>
    <name>md::UnitKind</name>
    <message>
        <location filename="../core/ratio/model/Unit.h" line="-18" />
        <source>Infantry</source>
        <translation>Infanterie</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Warbots / wardrones</source>
        <translation>Warbots / Wardrones</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Vehicle</source>
        <translation>Fahrzeug</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Strongpoint</source>
        <translation>Stützpunkt</translation>
    </message>
</context>
<context>
    <name>md::UnitSummaryModel</name>
    <message>
        <location filename="../app/ratio/models/UnitSummaryModel.cpp" line="+45" />
        <location line="+4" />
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message numerus="yes">
        <location line="-2" />
        <source>%n marked</source>
        <translation>
            <numerusform>%n markiert</numerusform>
            <numerusform>%n markiert</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3" />
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <location line="+40" />
        <source>Unit</source>
        <translation>Einheit</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Starting</source>
        <translation>Anfang</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Current</source>
        <translation>Aktuell</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Ratio</source>
        <translation>Verhältnis</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Pieces</source>
        <translation>Modelle</translation>
    </message>
</context>
<context>
    <name>md::UnitSummaryView</name>
    <message>
        <location filename="../app/ratio/widgets/UnitSummaryView.cpp" line="+13" />
        <source>Unit summary</source>
        <translation>Einheitenübersicht</translation>
    </message>
</context>
<context>
    <name>md::UnitTemplates</name>
    <message>
        <location filename="../app/ratio/editors/UnitTemplates.cpp" line="+30" />
        <source>Fireteam</source>
        <translation>Feuerteam</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Squad</source>
        <translation>Trupp</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Platoon</source>
        <translation>Zug</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Warbot section</source>
        <translation>Warbot-Abteilung</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Warbot</source>
        <translation>Warbot</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Wardrone</source>
        <translation>Wardrone</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Battle tank</source>
        <translation>Kampfpanzer</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Heavy battledrone</source>
        <translation>Schwere Kampfdrohne</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Bunker</source>
        <translation>Bunker</translation>
    </message>
    <message>
        <location line="+12" />
        <source>Empty battlegroup</source>
        <translation>Leere Kampfgruppe</translation>
    </message>
    <message>
        <location line="+1" />
        <location line="+247" />
        <source>Infantry platoon</source>
        <translation>Infanteriezug</translation>
    </message>
    <message>
        <location line="-246" />
        <source>Combined arms</source>
        <translation>Verbundene Waffen</translation>
    </message>
    <message>
        <location line="+34" />
        <source>Wardrone %1</source>
        <translation>Wardrone %1</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Warbot %1</source>
        <translation>Warbot %1</translation>
    </message>
    <message>
        <location line="+13" />
        <source>Trooper %1</source>
        <translation>Soldat %1</translation>
    </message>
    <message>
        <location line="+39" />
        <location line="+9" />
        <source>Corporal</source>
        <translation>Korporal</translation>
    </message>
    <message>
        <location line="-1" />
        <source>Sergeant</source>
        <translation>Sergeant</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Lieutenant</source>
        <translation>Leutnant</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Sergeant, squad %1</source>
        <translation>Sergeant, Trupp %1</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Corporal, squad %1</source>
        <translation>Korporal, Trupp %1</translation>
    </message>
    <message>
        <location line="+36" />
        <source>Main gun</source>
        <translation>Hauptwaffe</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Coaxial machine gun</source>
        <translation>Koaxiales MG</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Missile pod</source>
        <translation>Raketenbehälter</translation>
    </message>
    <message>
        <location line="+14" />
        <source>Laser</source>
        <translation>Laser</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Rockets</source>
        <translation>Raketen</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Flamer</source>
        <translation>Flammenwerfer</translation>
    </message>
    <message>
        <location line="+13" />
        <source>Twin autocannon</source>
        <translation>Zwillings-Maschinenkanone</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Machine gun</source>
        <translation>Maschinengewehr</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Grenade launcher</source>
        <translation>Granatwerfer</translation>
    </message>
    <message>
        <location line="+66" />
        <source>New battlegroup</source>
        <translation>Neue Kampfgruppe</translation>
    </message>
    <message>
        <location line="+4" />
        <source>1st Platoon</source>
        <translation>1. Zug</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Combined arms group</source>
        <translation>Kampfgruppe verbundener Waffen</translation>
    </message>
    <message>
        <location line="+1" />
        <source>1st Squad</source>
        <translation>1. Trupp</translation>
    </message>
</context>
<context>
    <name>md::VehicleSystem</name>
    <message>
        <location filename="../core/ratio/model/Piece.h" line="+13" />
        <source>Movement</source>
        <translation>Bewegung</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Targeting</source>
        <translation>Zielerfassung</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Damage control</source>
        <translation>Schadenskontrolle</translation>
    </message>
</context>
<context>
    <name>md::nap</name>
    <message>
        <location filename="../core/napoleonic/model/NapTemplates.cpp" line="+71" />
        <source>Brigade general</source>
        <translation>Brigadegeneral</translation>
    </message>
    <message>
        <location line="+1" />
        <source>1st Line Battalion</source>
        <translation>1. Linienbataillon</translation>
    </message>
    <message>
        <location line="+2" />
        <source>2nd Line Battalion</source>
        <translation>2. Linienbataillon</translation>
    </message>
    <message>
        <location line="+2" />
        <source>3rd Line Battalion</source>
        <translation>3. Linienbataillon</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Skirmish company</source>
        <translation>Plänklerkompanie</translation>
    </message>
    <message>
        <location line="+8" />
        <source>1st Division</source>
        <translation>1. Division</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Division general</source>
        <translation>Divisionsgeneral</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Chasseurs à cheval</source>
        <translation>Chasseurs à cheval</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Foot battery</source>
        <translation>Fußbatterie</translation>
    </message>
    <message>
        <location line="+4" />
        <source>1st Brigade</source>
        <translation>1. Brigade</translation>
    </message>
    <message>
        <location line="+1" />
        <source>2nd Brigade</source>
        <translation>2. Brigade</translation>
    </message>
</context>
<context>
    <name>md::nap::NapAdjustments</name>
    <message>
        <location filename="../core/napoleonic/rules/NapAdjustments.cpp" line="+21" />
        <source>Inside a burning building, grainfield or wood after the owner's Movement Phase</source>
        <translation>In brennendem Gebäude, Kornfeld oder Wald nach der Bewegungsphase des Besitzers</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Within 6" of an unexpected explosion</source>
        <translation>Innerhalb 6" einer unerwarteten Explosion</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Friendly units within 3" of a forewarned explosion</source>
        <translation>Eigene Einheiten innerhalb 3" einer angekündigten Explosion</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Foot unit within 4" of enemy cavalry declaring a charge</source>
        <translation>Fußeinheit innerhalb 4" feindlicher Kavallerie, die einen Angriff ansagt</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Foot unit 4"-8" from enemy cavalry declaring a charge</source>
        <translation>Fußeinheit 4"-8" von feindlicher Kavallerie, die einen Angriff ansagt</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Foot unit 8"-16" from enemy cavalry declaring a charge</source>
        <translation>Fußeinheit 8"-16" von feindlicher Kavallerie, die einen Angriff ansagt</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Cavalry within 4" of enemy cavalry declaring a charge</source>
        <translation>Kavallerie innerhalb 4" feindlicher Kavallerie, die einen Angriff ansagt</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Cavalry 4"-8" from enemy cavalry declaring a charge</source>
        <translation>Kavallerie 4"-8" von feindlicher Kavallerie, die einen Angriff ansagt</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Sees a friendly unit within 2" fail its check and rout</source>
        <translation>Sieht eigene Einheit innerhalb 2" am Test scheitern und fliehen</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Within 6" of a surprise deployment, siege sortie or similar</source>
        <translation>Innerhalb 6" eines Überraschungsaufmarschs, Belagerungsausfalls o. Ä.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Open order taking a receiving check for Shock Combat</source>
        <translation>Offene Ordnung beim Abwehrtest im Schockkampf</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Rallying a routing unit on a night turn</source>
        <translation>Sammeln einer fliehenden Einheit in einem Zug bei Nacht</translation>
    </message>
    <message>
        <location line="+1" />
        <source>CMR 7 or less receiving an Old Guard assault</source>
        <translation>CMR 7 oder weniger, gegen einen Sturm der Alten Garde</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Illegible line of the chart (the club's own row)</source>
        <translation>Unleserliche Zeile der Tabelle (eigene Zeile des Clubs)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Out of ammunition, or unarmed</source>
        <translation>Ohne Munition oder unbewaffnet</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Receiving check, partially unarmed (non-European units; doubtful reading)</source>
        <translation>Abwehrtest, teilweise unbewaffnet (nichteuropäische Einheiten; unsichere Lesart)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>At or over 50 % figure loss (the chart's line, stacked)</source>
        <translation>Bei 50 % Figurenverlust oder mehr (Zeile der Tabelle, kumuliert)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Command has lost 20 %-39 % of its figures</source>
        <translation>Kommando hat 20 %-39 % seiner Figuren verloren</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Command has lost 40 %-59 % of its figures</source>
        <translation>Kommando hat 40 %-59 % seiner Figuren verloren</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Command has lost 60 % or more of its figures</source>
        <translation>Kommando hat 60 % oder mehr seiner Figuren verloren</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Line of Communication HQ or Line of Supply lost</source>
        <translation>Hauptquartier der Verbindungslinie oder Versorgungslinie verloren</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Senior Nation or Army commander lost: Line of Communication lost</source>
        <translation>Ranghöchster Befehlshaber von Nation oder Armee verloren: Verbindungslinie verloren</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Cavalry charging a foot unit's flank, or open order, within 4"</source>
        <translation>Kavallerie greift Flanke einer Fußeinheit oder offene Ordnung an, innerhalb 4"</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Cavalry of a command that declared a Divisional Command Charge</source>
        <translation>Kavallerie eines Kommandos, das einen Divisions-Kommandoangriff angesagt hat</translation>
    </message>
    <message>
        <location line="+1" />
        <source>In or behind natural terrain</source>
        <translation>In oder hinter natürlichem Gelände</translation>
    </message>
    <message>
        <location line="+1" />
        <source>In or behind a Class I or II building or a constructed position</source>
        <translation>In oder hinter Gebäude der Klasse I oder II oder angelegter Stellung</translation>
    </message>
    <message>
        <location line="+1" />
        <source>In a Class III building</source>
        <translation>In Gebäude der Klasse III</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Officer morale benefit</source>
        <translation>Moralbonus durch Offizier</translation>
    </message>
    <message>
        <location line="+93" />
        <source>N16 (partially unarmed, non-European units) is not offered in this battle's rules (B-27).</source>
        <translation>N16 (teilweise unbewaffnet, nichteuropäische Einheiten) ist in den Regeln dieses Gefechts nicht vorgesehen (B-27).</translation>
    </message>
    <message>
        <location line="+14" />
        <source>"%1" is not a row of the morale chart or of the club's own rows.</source>
        <translation>„%1“ ist keine Zeile der Moraltabelle oder der eigenen Zeilen des Clubs.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The club's row "%1" (%2) is switched off in this battle's data.</source>
        <translation>Die Clubzeile „%1“ (%2) ist in den Daten dieses Gefechts abgeschaltet.</translation>
    </message>
    <message>
        <location line="+38" />
        <source>"%1" is not in this battle's terrain chart.</source>
        <translation>„%1“ steht nicht in der Geländetabelle dieses Gefechts.</translation>
    </message>
    <message>
        <location line="+14" />
        <location line="+1" />
        <source>Terrain: %1</source>
        <translation>Gelände: %1</translation>
    </message>
    <message>
        <location line="+15" />
        <source>"%1" is not in this battle's officer benefits.</source>
        <translation>„%1“ steht nicht unter den Offiziersboni dieses Gefechts.</translation>
    </message>
    <message>
        <location line="+14" />
        <source>Officers: %1</source>
        <translation>Offiziere: %1</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Officer: %1</source>
        <translation>Offizier: %1</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Cavalry takes no shock odds adjustment: 15.55 is for infantry, artillery and trains receiving an assault (B-8).</source>
        <translation>Kavallerie erhält keine Anpassung für das Schock-Stärkeverhältnis: 15.55 gilt für Infanterie, Artillerie und Tross, die einen Sturm abwehren (B-8).</translation>
    </message>
    <message>
        <location line="+3" />
        <source>The shock odds need the attacker's and the defender's strength, each at least 1 (15.55).</source>
        <translation>Das Schock-Stärkeverhältnis braucht die Stärke von Angreifer und Verteidiger, je mindestens 1 (15.55).</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Shock odds %1:%2</source>
        <translation>Schock-Stärkeverhältnis %1:%2</translation>
    </message>
</context>
<context>
    <name>md::nap::NapArmyForm</name>
    <message>
        <location filename="../app/napoleonic/editors/NapArmyForm.cpp" line="+33" />
        <source>The side: "French", "Allied".</source>
        <translation>Die Seite: „Franzosen“, „Alliierte“.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <location line="+9" />
        <source>must not be empty</source>
        <translation>darf nicht leer sein</translation>
    </message>
    <message>
        <location line="+3" />
        <source>the other army is already called %1</source>
        <translation>die andere Armee heißt bereits %1</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Rename army: %1</source>
        <translation>Armee umbenennen: %1</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Army morale fatigue (B.4.5)</source>
        <translation>Moralermüdung der Armee (B.4.5)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Position</source>
        <translation>Stellung</translation>
    </message>
    <message>
        <location line="+0" />
        <source>MFP</source>
        <translation>MFP</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Captured</source>
        <translation>Erobert</translation>
    </message>
    <message>
        <location line="+3" />
        <source>15.86: the scenario's geographical positions, each worth MFP to this army. A captured one adds its value to the MFP used (E18).</source>
        <translation>15.86: die geografischen Stellungen des Szenarios, jede mit MFP-Wert für diese Armee. Eine eroberte addiert ihren Wert zu den verbrauchten MFP (E18).</translation>
    </message>
    <message>
        <location line="+2" />
        <source>&amp;Positions:</source>
        <translation>&amp;Stellungen:</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Positions</source>
        <translation>Stellungen</translation>
    </message>
    <message>
        <location line="+7" />
        <source>at most %1 positions</source>
        <translation>höchstens %1 Stellungen</translation>
    </message>
    <message>
        <location line="+5" />
        <source>New position</source>
        <translation>Neue Stellung</translation>
    </message>
    <message>
        <location line="+2" />
        <source>New position %1</source>
        <translation>Neue Stellung %1</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Add position: %1</source>
        <translation>Stellung hinzufügen: %1</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Remove position: %1</source>
        <translation>Stellung entfernen: %1</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Move position: %1</source>
        <translation>Stellung verschieben: %1</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Other MFP the scenario adds to this army's total (whole MFP).</source>
        <translation>Weitere MFP, die das Szenario zur Summe dieser Armee addiert (ganze MFP).</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Extra MFP:</source>
        <translation>&amp;Zusätzliche MFP:</translation>
    </message>
    <message>
        <location line="+6" />
        <source>must be at least 0</source>
        <translation>muss mindestens 0 sein</translation>
    </message>
    <message>
        <location line="+2" />
        <source>must be at most %1</source>
        <translation>darf höchstens %1 sein</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Extra MFP of %1: %2</source>
        <translation>Zusätzliche MFP von %1: %2</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Campaign penalty:</source>
        <translation>Kampagnenstrafe:</translation>
    </message>
    <message>
        <location line="+1" />
        <source>15.96: an army that exceeded its MFP on the previous battleday has -1 to every CMR, except units and commands arriving on a later battleday. Play sets it.</source>
        <translation>15.96: Eine Armee, die am vorigen Schlachttag ihre MFP überschritten hat, hat -1 auf jeden CMR, außer an einem späteren Schlachttag eintreffende Einheiten und Kommandos. Das Spiel setzt dies.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>MFP total:</source>
        <translation>MFP gesamt:</translation>
    </message>
    <message>
        <location line="+1" />
        <source>B.4.5: the units and appointed officers of the commands on the table (withdrawn ones per B-21), the positions and the extra MFP.</source>
        <translation>B.4.5: die Einheiten und ernannten Offiziere der Kommandos auf dem Tisch (zurückgezogene nach B-21), die Stellungen und die zusätzlichen MFP.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Commands</source>
        <translation>Kommandos</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Command template</source>
        <translation>Kommandovorlage</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Empty command</source>
        <translation>Leeres Kommando</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The templates' CMRs and figures are examples: replace them with your scenario's.</source>
        <translation>CMRs und Figuren der Vorlagen sind Beispiele: ersetzen Sie sie durch die Ihres Szenarios.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Add &amp;command</source>
        <translation>&amp;Kommando hinzufügen</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Add command from template</source>
        <translation>Kommando aus Vorlage hinzufügen</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Te&amp;mplate:</source>
        <translation>&amp;Vorlage:</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Move &amp;up</source>
        <translation>Nach &amp;oben</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Move army up</source>
        <translation>Armee nach oben verschieben</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Move do&amp;wn</source>
        <translation>Nach &amp;unten</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Move army down</source>
        <translation>Armee nach unten verschieben</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Remove army</source>
        <translation>Armee &amp;entfernen</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Army actions</source>
        <translation>Armeeaktionen</translation>
    </message>
    <message>
        <location line="+9" />
        <source>Move army up: %1</source>
        <translation>Armee nach oben: %1</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Move army down: %1</source>
        <translation>Armee nach unten: %1</translation>
    </message>
    <message>
        <location line="+13" />
        <source>%1 has a check waiting: resolve it first</source>
        <translation>%1 hat einen wartenden Test: zuerst abwickeln</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Remove army: %1</source>
        <translation>Armee entfernen: %1</translation>
    </message>
    <message>
        <location line="+30" />
        <source>a name must not be empty</source>
        <translation>ein Name darf nicht leer sein</translation>
    </message>
    <message>
        <location line="+3" />
        <source>"%1" is already in the list</source>
        <translation>„%1“ ist bereits in der Liste</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Rename position: %1</source>
        <translation>Stellung umbenennen: %1</translation>
    </message>
    <message>
        <location line="+6" />
        <source>MFP must be at least 0</source>
        <translation>MFP müssen mindestens 0 sein</translation>
    </message>
    <message>
        <location line="+2" />
        <source>MFP must be at most %1</source>
        <translation>MFP dürfen höchstens %1 sein</translation>
    </message>
    <message>
        <location line="+1" />
        <source>MFP of %1: %2</source>
        <translation>MFP von %1: %2</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Position captured: %1</source>
        <translation>Stellung erobert: %1</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Position held: %1</source>
        <translation>Stellung gehalten: %1</translation>
    </message>
    <message>
        <location line="+14" />
        <source>New command</source>
        <translation>Neues Kommando</translation>
    </message>
    <message>
        <location line="+6" />
        <source>at most %1 commands in an army</source>
        <translation>höchstens %1 Kommandos in einer Armee</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Add command: %1</source>
        <translation>Kommando hinzufügen: %1</translation>
    </message>
    <message>
        <location line="+10" />
        <source>%1: not yet arrived</source>
        <translation>%1: noch nicht eingetroffen</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1: withdrawn (B-21)</source>
        <translation>%1: zurückgezogen (B-21)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Position %1: %2</source>
        <translation>Stellung %1: %2</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Extra: %1</source>
        <translation>Zusätzlich: %1</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Total: %1 MFP; used %2</source>
        <translation>Gesamt: %1 MFP; verbraucht %2</translation>
    </message>
    <message>
        <location line="+17" />
        <source>%1 to every CMR this battleday (exceeded its MFP the battleday before)</source>
        <translation>%1 auf jeden CMR an diesem Schlachttag (MFP am Schlachttag zuvor überschritten)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>none</source>
        <translation>keine</translation>
    </message>
</context>
<context>
    <name>md::nap::NapArmyMorale</name>
    <message>
        <location filename="../core/napoleonic/rules/NapArmyMorale.cpp" line="+41" />
        <source>%1 is demoralized (tier %2): every unit's CMR %3 now, %4 more each game-turn hour (15.91, 15.93).</source>
        <translation>%1 ist demoralisiert (Grad %2): CMR jeder Einheit jetzt %3, je Spielstunde %4 mehr (15.91, 15.93).</translation>
    </message>
    <message>
        <location line="+28" />
        <source>%1 returns to normal morale standing: the demoralization penalty is cancelled (15.92).</source>
        <translation>%1 kehrt zum normalen Moralstand zurück: die Demoralisierungsstrafe entfällt (15.92).</translation>
    </message>
    <message>
        <location line="+16" />
        <source>%1's %2 order becomes %3.</source>
        <translation>Befehl %2 von %1 wird zu %3.</translation>
    </message>
    <message>
        <location line="+27" />
        <source>MFP are added in the Army Morale Fatigue Phase (15.85); this is the %1 Phase.</source>
        <translation>MFP werden in der Moralermüdungsphase der Armee addiert (15.85); dies ist die Phase %1.</translation>
    </message>
    <message>
        <location line="+6" />
        <source>%1's Army Morale Fatigue Phase of turn %2 is already recorded.</source>
        <translation>Die Moralermüdungsphase von %1 in Zug %2 ist bereits erfasst.</translation>
    </message>
    <message>
        <location line="+11" />
        <source>%1: the count is 0 to %2, not %3.</source>
        <translation>%1: die Anzahl ist 0 bis %2, nicht %3.</translation>
    </message>
    <message>
        <location line="+5" />
        <source>%1: the value %2 is out of range.</source>
        <translation>%1: der Wert %2 liegt außerhalb des Bereichs.</translation>
    </message>
    <message>
        <location line="+10" />
        <source>%1's used MFP would pass %2 half-points.</source>
        <translation>Die verbrauchten MFP von %1 würden %2 Halbpunkte übersteigen.</translation>
    </message>
    <message>
        <location line="+16" />
        <source>%1 announces it is within 10 % of Army Demoralization (15.97).</source>
        <translation>%1 meldet: weniger als 10 % vor der Demoralisierung der Armee (15.97).</translation>
    </message>
    <message>
        <location line="+11" />
        <source>No Attack, General Advance or Pursuit orders may be issued (15.94, 15.95).</source>
        <translation>Keine Befehle Angriff, Allgemeiner Vormarsch oder Verfolgung möglich (15.94, 15.95).</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Only March orders are available (15.93).</source>
        <translation>Nur Marschbefehle verfügbar (15.93).</translation>
    </message>
    <message>
        <location line="+16" />
        <source>%1's officer is already %2.</source>
        <translation>Der Offizier von %1 ist bereits %2.</translation>
    </message>
    <message>
        <location line="+24" />
        <source>%1 already has a %2 order.</source>
        <translation>%1 hat bereits einen Befehl %2.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>%1 is at 150 % of its MFP: only March orders are available (15.93).</source>
        <translation>%1 steht bei 150 % der MFP: nur Marschbefehle verfügbar (15.93).</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1 is demoralized: Attack orders cannot be issued (15.95).</source>
        <translation>%1 ist demoralisiert: keine Angriffsbefehle möglich (15.95).</translation>
    </message>
    <message>
        <location line="+18" />
        <source>%1 is already on the table.</source>
        <translation>%1 ist bereits auf dem Tisch.</translation>
    </message>
    <message>
        <location line="+23" />
        <source>%1 is not on the table.</source>
        <translation>%1 ist nicht auf dem Tisch.</translation>
    </message>
    <message>
        <location line="+25" />
        <source>%1 holds no position "%2".</source>
        <translation>%1 hält keine Stellung „%2“.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1 is already taken by the enemy.</source>
        <translation>%1 ist bereits vom Feind genommen.</translation>
    </message>
</context>
<context>
    <name>md::nap::NapBattleForm</name>
    <message>
        <location filename="../app/napoleonic/editors/NapBattleForm.cpp" line="+43" />
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <location line="+8" />
        <source>must not be empty</source>
        <translation>darf nicht leer sein</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Rename battle: %1</source>
        <translation>Gefecht umbenennen: %1</translation>
    </message>
    <message>
        <location line="+5" />
        <source>N&amp;otes:</source>
        <translation>N&amp;otizen:</translation>
    </message>
    <message>
        <location line="+4" />
        <source>must be at most %1 characters</source>
        <translation>darf höchstens %1 Zeichen haben</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Edit battle notes</source>
        <translation>Gefechtsnotizen bearbeiten</translation>
    </message>
    <message>
        <location line="+8" />
        <source>15.96: an army that exceeded its MFP on one battleday starts the next at -1.</source>
        <translation>15.96: Eine Armee, die an einem Schlachttag ihre MFP überschritten hat, beginnt den nächsten mit -1.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Battleday:</source>
        <translation>&amp;Schlachttag:</translation>
    </message>
    <message>
        <location line="+3" />
        <source>N&amp;ight turn</source>
        <translation>Zug bei Nach&amp;t</translation>
    </message>
    <message>
        <location line="+2" />
        <source>N12: -2 to every check and rally at night.</source>
        <translation>N12: -2 auf jeden Test und jedes Sammeln bei Nacht.</translation>
    </message>
    <message>
        <location line="+1" />
        <location line="+2" />
        <source>Night turn</source>
        <translation>Zug bei Nacht</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Day turn</source>
        <translation>Zug bei Tag</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Readings of the rules (B.5)</source>
        <translation>Lesarten der Regeln (B.5)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Where the rules are unclear the program follows the readings below. Each starts at the reading the program recommends; its tooltip says which that is.</source>
        <translation>Wo die Regeln unklar sind, folgt das Programm den Lesarten unten. Jede steht anfangs auf der vom Programm empfohlenen Lesart; ihr Tooltip nennt sie.</translation>
    </message>
    <message>
        <location line="+23" />
        <source>%1: ticked is the recommended reading.</source>
        <translation>%1: angehakt ist die empfohlene Lesart.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1: unticked is the recommended reading.</source>
        <translation>%1: nicht angehakt ist die empfohlene Lesart.</translation>
    </message>
    <message>
        <location line="+10" />
        <source>Rule %1: back to the recommended reading</source>
        <translation>Regel %1: zurück zur empfohlenen Lesart</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Rule %1: %2</source>
        <translation>Regel %1: %2</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Always applied:</source>
        <translation>Immer angewandt:</translation>
    </message>
    <message>
        <location line="+2" />
        <source>• %1</source>
        <translation>• %1</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Armies</source>
        <translation>Armeen</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Add &amp;army</source>
        <translation>&amp;Armee hinzufügen</translation>
    </message>
    <message>
        <location line="+2" />
        <source>A file holds one army or both sides of a battleday.</source>
        <translation>Eine Datei enthält eine Armee oder beide Seiten eines Schlachttags.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Add army</source>
        <translation>Armee hinzufügen</translation>
    </message>
    <message>
        <location line="+22" />
        <source>must be at least 1</source>
        <translation>muss mindestens 1 sein</translation>
    </message>
    <message>
        <location line="+2" />
        <source>must be at most %1</source>
        <translation>darf höchstens %1 sein</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Battleday: %1</source>
        <translation>Schlachttag: %1</translation>
    </message>
    <message>
        <location line="+6" />
        <source>a battle has at most %1 armies</source>
        <translation>ein Gefecht hat höchstens %1 Armeen</translation>
    </message>
    <message>
        <location line="+6" />
        <source>New army</source>
        <translation>Neue Armee</translation>
    </message>
    <message>
        <location line="+2" />
        <source>New army (%1)</source>
        <translation>Neue Armee (%1)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Add army: %1</source>
        <translation>Armee hinzufügen: %1</translation>
    </message>
</context>
<context>
    <name>md::nap::NapBlankSheetDocument</name>
    <message>
        <location filename="../app/napoleonic/print/NapBlankSheetDocument.cpp" line="+19" />
        <source>Blank: may be photocopied</source>
        <translation>Leer: darf fotokopiert werden</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Army / side</source>
        <translation>Armee / Seite</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Battle</source>
        <translation>Gefecht</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Battleday</source>
        <translation>Schlachttag</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Turn</source>
        <translation>Zug</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Turns per hour</source>
        <translation>Züge pro Stunde</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Each unit: cross a figure box per figure lost (−1 CMR each, −2 more at half strength, 15.52) and a cannon box per cannon lost (15.53); tick its state, each failed rally, and each circumstance tested this phase: I-a to I-g on the I line, P-a to P-f on the P line.</source>
        <translation>Jede Einheit: je verlorene Figur ein Figurenkästchen ankreuzen (−1 CMR je Figur, −2 mehr bei halber Stärke, 15.52) und je verlorenes Geschütz ein Geschützkästchen (15.53); Zustand abhaken, jedes misslungene Sammeln und jeden in dieser Phase getesteten Umstand: I-a bis I-g in der I-Zeile, P-a bis P-f in der P-Zeile.</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Commands and units (B.1)</source>
        <translation>Kommandos und Einheiten (B.1)</translation>
    </message>
</context>
<context>
    <name>md::nap::NapBodyReader</name>
    <message>
        <location filename="../core/napoleonic/io/NapBodyReader.cpp" line="+108" />
        <source>armies</source>
        <translation>Armeen</translation>
    </message>
    <message>
        <location line="+1" />
        <source>units in all armies</source>
        <translation>Einheiten in allen Armeen</translation>
    </message>
    <message>
        <location line="+5" />
        <source>pending checks</source>
        <translation>wartende Tests</translation>
    </message>
    <message>
        <location line="+3" />
        <source>log records</source>
        <translation>Protokolleinträge</translation>
    </message>
    <message>
        <location line="+31" />
        <source>distances</source>
        <translation>Entfernungen</translation>
    </message>
    <message>
        <location line="+22" />
        <source>terrain types</source>
        <translation>Geländearten</translation>
    </message>
    <message>
        <location line="+15" />
        <source>officer types</source>
        <translation>Offiziersarten</translation>
    </message>
    <message>
        <location line="+6" />
        <source>phases</source>
        <translation>Phasen</translation>
    </message>
    <message>
        <location line="+4" />
        <location line="+232" />
        <source>phase</source>
        <translation>Phase</translation>
    </message>
    <message>
        <location line="-206" />
        <source>user adjustments</source>
        <translation>Benutzeranpassungen</translation>
    </message>
    <message>
        <location line="+22" />
        <source>commands in one army</source>
        <translation>Kommandos in einer Armee</translation>
    </message>
    <message>
        <location line="+6" />
        <source>positions</source>
        <translation>Stellungen</translation>
    </message>
    <message>
        <location line="+51" />
        <source>command level</source>
        <translation>Kommandoebene</translation>
    </message>
    <message>
        <location line="+4" />
        <source>officer status</source>
        <translation>Offiziersstatus</translation>
    </message>
    <message>
        <location line="+4" />
        <source>order</source>
        <translation>Befehl</translation>
    </message>
    <message>
        <location line="+2" />
        <source>presence</source>
        <translation>Anwesenheit</translation>
    </message>
    <message>
        <location line="+7" />
        <source>units in one command</source>
        <translation>Einheiten in einem Kommando</translation>
    </message>
    <message>
        <location line="+21" />
        <source>unit type</source>
        <translation>Einheitentyp</translation>
    </message>
    <message>
        <location line="+14" />
        <source>formation</source>
        <translation>Formation</translation>
    </message>
    <message>
        <location line="+2" />
        <source>unit state</source>
        <translation>Einheitenzustand</translation>
    </message>
    <message>
        <location line="+7" />
        <source>circumstances</source>
        <translation>Umstände</translation>
    </message>
    <message>
        <location line="+5" />
        <location line="+25" />
        <location line="+44" />
        <source>circumstance</source>
        <translation>Umstand</translation>
    </message>
    <message>
        <location line="-29" />
        <source>ids</source>
        <translation>IDs</translation>
    </message>
    <message>
        <location line="+17" />
        <source>event</source>
        <translation>Ereignis</translation>
    </message>
    <message>
        <location line="+14" />
        <source>tester</source>
        <translation>testende Einheit</translation>
    </message>
    <message>
        <location line="+14" />
        <source>result</source>
        <translation>Ergebnis</translation>
    </message>
</context>
<context>
    <name>md::nap::NapCampaignHooks</name>
    <message>
        <location filename="../app/napoleonic/campaign/NapCampaignHooks.cpp" line="+30" />
        <source>the id "%1" of the army "%2" is already used in the open battle</source>
        <translation>die ID „%1“ der Armee „%2“ ist im offenen Gefecht bereits vergeben</translation>
    </message>
    <message>
        <location line="+20" />
        <source>Record battleday in campaign</source>
        <translation>Schlachttag in Kampagne erfassen</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Record the other side's army as well, from its own file?</source>
        <translation>Die Armee der anderen Seite ebenfalls erfassen, aus ihrer eigenen Datei?</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Add the opponent's battle file…</source>
        <translation>Gefechtsdatei des Gegners hinzufügen…</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Record this army alone</source>
        <translation>Nur diese Armee erfassen</translation>
    </message>
    <message>
        <location line="+18" />
        <source>it is not a Napoleonic battle file</source>
        <translation>es ist keine napoleonische Gefechtsdatei</translation>
    </message>
    <message>
        <location line="+1" />
        <location line="+10" />
        <source>Battleday not recorded</source>
        <translation>Schlachttag nicht erfasst</translation>
    </message>
    <message>
        <location line="-9" />
        <source>The opponent's file %1 could not be added:
%2</source>
        <translation>Die Datei des Gegners %1 konnte nicht hinzugefügt werden:
%2</translation>
    </message>
    <message>
        <location line="+22" />
        <source>Next battle</source>
        <translation>Nächstes Gefecht</translation>
    </message>
    <message>
        <location line="+4" />
        <source>"%1", battleday %2.</source>
        <translation>„%1“, Schlachttag %2.</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Eliminated, they stay out: %1.</source>
        <translation>Aufgerieben, bleiben ausgeschieden: %1.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Arriving on a later battleday, exempt from the -1 (15.96): %1.</source>
        <translation>Treffen an einem späteren Schlachttag ein, ausgenommen von -1 (15.96): %1.</translation>
    </message>
</context>
<context>
    <name>md::nap::NapCampaignModel</name>
    <message>
        <location filename="../app/napoleonic/campaign/NapCampaignModel.cpp" line="+37" />
        <source>%1, scenario "%2"</source>
        <translation>%1, Szenario „%2“</translation>
    </message>
    <message>
        <location line="+2" />
        <source>15.96: an army that exceeded its MFP during a battleday is -1 CMR on the next battleday; commands arriving on a later battleday are exempt.</source>
        <translation>15.96: Eine Armee, die an einem Schlachttag ihre MFP überschritten hat, hat am nächsten Schlachttag -1 CMR; an einem späteren Schlachttag eintreffende Kommandos sind ausgenommen.</translation>
    </message>
    <message>
        <location line="+6" />
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+12" />
        <location line="+4" />
        <source>-1 CMR</source>
        <translation>-1 CMR</translation>
    </message>
    <message>
        <location line="-4" />
        <location line="+4" />
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <location line="-2" />
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <location line="+0" />
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <location line="+21" />
        <source>Battle</source>
        <translation>Gefecht</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Army</source>
        <translation>Armee</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Battleday</source>
        <translation>Schlachttag</translation>
    </message>
    <message>
        <location line="+2" />
        <source>MFP total</source>
        <translation>MFP gesamt</translation>
    </message>
    <message>
        <location line="+2" />
        <source>MFP used</source>
        <translation>MFP verbraucht</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Demoralization tier reached</source>
        <translation>Erreichter Demoralisierungsgrad</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Campaign penalty this day</source>
        <translation>Kampagnenstrafe an diesem Tag</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Exceeded its MFP</source>
        <translation>MFP überschritten</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Next battleday</source>
        <translation>Nächster Schlachttag</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Figures lost</source>
        <translation>Verlorene Figuren</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Units routed</source>
        <translation>Geflohene Einheiten</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Units eliminated</source>
        <translation>Aufgeriebene Einheiten</translation>
    </message>
</context>
<context>
    <name>md::nap::NapCampaignPage</name>
    <message>
        <location filename="../app/napoleonic/campaign/NapCampaignPage.cpp" line="+25" />
        <source>Napoleonic battledays</source>
        <translation>Napoleonische Schlachttage</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Napoleonic armies by battleday</source>
        <translation>Napoleonische Armeen nach Schlachttag</translation>
    </message>
    <message>
        <location line="+10" />
        <source>How the next battleday carries over</source>
        <translation>Übergang zum nächsten Schlachttag</translation>
    </message>
    <message>
        <location line="+5" />
        <source>&amp;Napoleonic battledays</source>
        <translation>&amp;Napoleonische Schlachttage</translation>
    </message>
    <message>
        <location line="+8" />
        <source>The Napoleonic battledays could not be read: %1</source>
        <translation>Die napoleonischen Schlachttage konnten nicht gelesen werden: %1</translation>
    </message>
    <message>
        <location line="+16" />
        <source>No Napoleonic battleday recorded yet.</source>
        <translation>Noch kein napoleonischer Schlachttag erfasst.</translation>
    </message>
    <message numerus="yes">
        <location line="+1" />
        <source>%n Napoleonic battleday(s).</source>
        <translation>
            <numerusform>%n napoleonischer Schlachttag.</numerusform><numerusform>%n napoleonische Schlachttage.</numerusform></translation>
    </message>
    <message>
        <location line="+2" />
        <source>-1 CMR on the next battleday (15.96): %1.</source>
        <translation>-1 CMR am nächsten Schlachttag (15.96): %1.</translation>
    </message>
</context>
<context>
    <name>md::nap::NapCampaignRecorder</name>
    <message>
        <location filename="../app/napoleonic/campaign/NapCampaignRecorder.cpp" line="+42" />
        <source>this MoraleDesk does not know the rule system "%1"</source>
        <translation>dieses MoraleDesk kennt das Regelsystem „%1“ nicht</translation>
    </message>
    <message>
        <location line="+11" />
        <source>%1 cannot be read: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <location line="+1" />
        <source>it is not a Napoleonic battle</source>
        <translation>es ist kein napoleonisches Gefecht</translation>
    </message>
    <message>
        <location line="+15" />
        <source>a Napoleonic battle without a name cannot be recorded: the campaign knows its battledays by the battle's name and day</source>
        <translation>ein napoleonisches Gefecht ohne Namen kann nicht erfasst werden: die Kampagne kennt ihre Schlachttage am Namen und Tag des Gefechts</translation>
    </message>
    <message>
        <location line="+3" />
        <source>battle "%1" has no army to record</source>
        <translation>Gefecht „%1“ hat keine Armee zum Erfassen</translation>
    </message>
    <message>
        <location line="+2" />
        <source>battle "%1": the battleday must be 1 or more, not %2</source>
        <translation>Gefecht „%1“: der Schlachttag muss 1 oder höher sein, nicht %2</translation>
    </message>
    <message>
        <location line="+2" />
        <source>the number of turns must be from 1 to %1</source>
        <translation>die Anzahl der Züge muss zwischen 1 und %1 liegen</translation>
    </message>
    <message>
        <location line="+8" />
        <source>an army without a name cannot be recorded: the campaign knows its armies by name</source>
        <translation>eine Armee ohne Namen kann nicht erfasst werden: die Kampagne kennt ihre Armeen am Namen</translation>
    </message>
    <message>
        <location line="+2" />
        <source>the army "%1" is named twice</source>
        <translation>die Armee „%1“ kommt zweimal vor</translation>
    </message>
    <message>
        <location line="+6" />
        <source>army "%1"</source>
        <translation>Armee „%1“</translation>
    </message>
    <message>
        <location line="+2" />
        <source>army "%1" is not valid: %2</source>
        <translation>Armee „%1“ ist ungültig: %2</translation>
    </message>
    <message>
        <location line="+20" />
        <source>the battleday was not recorded: %1</source>
        <translation>der Schlachttag wurde nicht erfasst: %1</translation>
    </message>
    <message>
        <location line="+13" />
        <location line="+251" />
        <source>the army "%1" was recorded by the rule system "%2"</source>
        <translation>die Armee „%1“ wurde mit dem Regelsystem „%2“ erfasst</translation>
    </message>
    <message>
        <location line="-241" />
        <source>battleday %1 of "%2" is already recorded for the army "%3", as battle %4; a battleday is recorded once (Next battle gives the next battleday)</source>
        <translation>Schlachttag %1 von „%2“ ist für die Armee „%3“ bereits erfasst, als Gefecht %4; ein Schlachttag wird nur einmal erfasst (Nächstes Gefecht liefert den nächsten Schlachttag)</translation>
    </message>
    <message>
        <location line="+11" />
        <source>%1, battleday %2</source>
        <translation>%1, Schlachttag %2</translation>
    </message>
    <message>
        <location line="+89" />
        <source>%1, its battleday %2: MFP used %3 of %4</source>
        <translation>%1, ihr Schlachttag %2: MFP verbraucht %3 von %4</translation>
    </message>
    <message>
        <location line="+2" />
        <source>, demoralized (tier %1 reached)</source>
        <translation>, demoralisiert (Grad %1 erreicht)</translation>
    </message>
    <message>
        <location line="+0" />
        <source>, not demoralized</source>
        <translation>, nicht demoralisiert</translation>
    </message>
    <message>
        <location line="+2" />
        <source>, fought at -1 CMR (15.96)</source>
        <translation>, kämpfte mit -1 CMR (15.96)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>; exceeded its MFP: -1 CMR on the next battleday (15.96)</source>
        <translation>; MFP überschritten: -1 CMR am nächsten Schlachttag (15.96)</translation>
    </message>
    <message>
        <location line="+0" />
        <source>; did not exceed its MFP</source>
        <translation>; MFP nicht überschritten</translation>
    </message>
    <message numerus="yes">
        <location line="+1" />
        <source>; %n figure(s) lost</source>
        <translation>
            <numerusform>; %n Figur verloren</numerusform><numerusform>; %n Figuren verloren</numerusform></translation>
    </message>
    <message numerus="yes">
        <location line="+1" />
        <source>, %n unit(s) routed</source>
        <translation>
            <numerusform>, %n Einheit geflohen</numerusform><numerusform>, %n Einheiten geflohen</numerusform></translation>
    </message>
    <message numerus="yes">
        <location line="+1" />
        <source>, %n eliminated</source>
        <translation>
            <numerusform>, %n aufgerieben</numerusform><numerusform>, %n aufgerieben</numerusform></translation>
    </message>
    <message numerus="yes">
        <location line="+6" />
        <source>Recorded Napoleonic battle %1, "%2" (%3, battleday %4 of "%5", %n turn(s)).</source>
        <translation>
            <numerusform>Napoleonisches Gefecht %1 erfasst, „%2“ (%3, Schlachttag %4 von „%5“, %n Zug).</numerusform><numerusform>Napoleonisches Gefecht %1 erfasst, „%2“ (%3, Schlachttag %4 von „%5“, %n Züge).</numerusform></translation>
    </message>
    <message numerus="yes">
        <location line="+4" />
        <source>; %n log record(s).</source>
        <translation>
            <numerusform>; %n Protokolleintrag.</numerusform><numerusform>; %n Protokolleinträge.</numerusform></translation>
    </message>
    <message>
        <location line="+104" />
        <source>the army "%1" did not fight in Napoleonic battle %2</source>
        <translation>die Armee „%1“ hat nicht im napoleonischen Gefecht %2 gekämpft</translation>
    </message>
    <message>
        <location line="+3" />
        <location line="+40" />
        <source>the record of "%1" in battle %2</source>
        <translation>der Eintrag von „%1“ in Gefecht %2</translation>
    </message>
    <message>
        <location line="-28" />
        <source>the campaign has no army "%1"</source>
        <translation>die Kampagne hat keine Armee „%1“</translation>
    </message>
    <message>
        <location line="+16" />
        <location line="+23" />
        <source>the army "%1" has fought no battleday yet</source>
        <translation>die Armee „%1“ hat noch an keinem Schlachttag gekämpft</translation>
    </message>
</context>
<context>
    <name>md::nap::NapCampaignVerbs</name>
    <message>
        <location filename="../app/napoleonic/campaign/NapCampaignVerbs.cpp" line="+49" />
        <source>The Napoleonic battle as its battleday ended.</source>
        <translation>Das napoleonische Gefecht am Ende seines Schlachttags.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The day of the battle, YYYY-MM-DD (default today).</source>
        <translation>Der Tag des Gefechts, YYYY-MM-DD (Standard: heute).</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The battleday's name (default "BATTLE, battleday N").</source>
        <translation>Der Name des Schlachttags (Standard: „GEFECHT, Schlachttag N“).</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The scenario played.</source>
        <translation>Das gespielte Szenario.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Turns played (default: as the battle says).</source>
        <translation>Gespielte Züge (Standard: laut Gefecht).</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Notes on the battleday.</source>
        <translation>Notizen zum Schlachttag.</translation>
    </message>
    <message>
        <location line="+7" />
        <source>record: --date must be a day as YYYY-MM-DD, not "%1"</source>
        <translation>record: --date muss ein Tag als YYYY-MM-DD sein, nicht „%1“</translation>
    </message>
    <message>
        <location line="+5" />
        <source>record: --turns must be a whole number from 1 to %1, not "%2"</source>
        <translation>record: --turns muss eine ganze Zahl von 1 bis %1 sein, nicht „%2“</translation>
    </message>
    <message>
        <location line="+10" />
        <source>%1: no such battle file</source>
        <translation>%1: keine solche Gefechtsdatei</translation>
    </message>
    <message>
        <location line="+3" />
        <source>%1 is not a valid battle file: %2</source>
        <translation>%1 ist keine gültige Gefechtsdatei: %2</translation>
    </message>
    <message>
        <location line="+4" />
        <source>%1 is a %2 file: a Napoleonic battleday records a Napoleonic battle only</source>
        <translation>%1 ist eine %2-Datei: ein napoleonischer Schlachttag erfasst nur ein napoleonisches Gefecht</translation>
    </message>
    <message>
        <location line="+83" />
        <source>Battle %1, "%2" (%3, battleday %4 of "%5"</source>
        <translation>Gefecht %1, „%2“ (%3, Schlachttag %4 von „%5“</translation>
    </message>
    <message>
        <location line="+4" />
        <source>, scenario "%1"</source>
        <translation>, Szenario „%1“</translation>
    </message>
    <message numerus="yes">
        <location line="+1" />
        <source>, %n turn(s))</source>
        <translation>
            <numerusform>, %n Zug)</numerusform><numerusform>, %n Züge)</numerusform></translation>
    </message>
    <message>
        <location line="+10" />
        <source>One JSON object, for programs.</source>
        <translation>Ein JSON-Objekt, für Programme.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>CSV, one row per army per battleday.</source>
        <translation>CSV, eine Zeile je Armee und Schlachttag.</translation>
    </message>
    <message>
        <location line="+4" />
        <source>list: --json and --csv cannot be given together</source>
        <translation>list: --json und --csv können nicht zusammen angegeben werden</translation>
    </message>
    <message>
        <location line="+9" />
        <source>cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message numerus="yes">
        <location line="+20" />
        <source>%1: %n battleday(s)</source>
        <translation>
            <numerusform>%1: %n Schlachttag</numerusform><numerusform>%1: %n Schlachttage</numerusform></translation>
    </message>
    <message numerus="yes">
        <location line="+16" />
        <source>Campaign "%1", %2: %n battleday(s)</source>
        <translation>
            <numerusform>Kampagne „%1“, %2: %n Schlachttag</numerusform><numerusform>Kampagne „%1“, %2: %n Schlachttage</numerusform></translation>
    </message>
    <message>
        <location line="+6" />
        <source>Sides: %1</source>
        <translation>Seiten: %1</translation>
    </message>
    <message>
        <location line="+9" />
        <source>The army's name: its last battleday, with every army in it.</source>
        <translation>Der Name der Armee: ihr letzter Schlachttag, mit jeder Armee darin.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The battle file to write ("-": standard output).</source>
        <translation>Die zu schreibende Gefechtsdatei („-“: Standardausgabe).</translation>
    </message>
    <message>
        <location line="+5" />
        <source>next-battle: -o FILE is required</source>
        <translation>next-battle: -o FILE ist erforderlich</translation>
    </message>
    <message>
        <location line="+19" />
        <source>cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Wrote %1: "%2", battleday %3.</source>
        <translation>%1 geschrieben: „%2“, Schlachttag %3.</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Eliminated, they stay out: %1</source>
        <translation>Aufgerieben, bleiben ausgeschieden: %1</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Arriving on a later battleday, exempt from the -1 (15.96): %1</source>
        <translation>Treffen an einem späteren Schlachttag ein, ausgenommen von -1 (15.96): %1</translation>
    </message>
</context>
<context>
    <name>md::nap::NapCardTables</name>
    <message>
        <location filename="../app/napoleonic/print/NapCardTables.cpp" line="+114" />
        <source>[club data]</source>
        <translation>[Clubdaten]</translation>
    </message>
    <message>
        <location line="+29" />
        <source>%1 or less</source>
        <translation>bis %1</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1 or more</source>
        <translation>ab %1</translation>
    </message>
    <message>
        <location line="+1" />
        <location line="+121" />
        <source>%1 to %2</source>
        <translation>%1–%2</translation>
    </message>
    <message>
        <location line="-120" />
        <source>%1: margin %2</source>
        <translation>%1: Abst. %2</translation>
    </message>
    <message>
        <location line="+37" />
        <source>Tenths by T (B.3.4): usual | Shock Phase | rally</source>
        <translation>Zehntel je T (B.3.4): normal | Schock | Sammeln</translation>
    </message>
    <message>
        <location line="+6" />
        <source>T</source>
        <translation>T</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Rally</source>
        <translation>Samm.</translation>
    </message>
    <message>
        <location line="+20" />
        <source>Current CMR (B.3.1)</source>
        <translation>Akt. CMR (B.3.1)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Term</source>
        <translation>Term</translation>
    </message>
    <message>
        <location line="+0" />
        <source>CMR</source>
        <translation>CMR</translation>
    </message>
    <message>
        <location line="+24" />
        <source>Battleday start; a headquarters base %1, Elite (15.26h)</source>
        <translation>Start Schlachttag; HQ-Basis %1, Elite (15.26h)</translation>
    </message>
    <message>
        <location line="+0" />
        <source>start</source>
        <translation>Start</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Each figure lost, for good (15.52)</source>
        <translation>Je Figurverlust, dauerhaft (15.52)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Half strength: 2 × lost ≥ start, crew or cannon, once (B-35)</source>
        <translation>Halbe Stärke: 2 × Verl. ≥ Start, Bed./Gesch., einmal (B-35)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Each cannon lost this phase (15.53; 15.53a: for good)</source>
        <translation>Je Geschützverl. der Phase (15.53; 15.53a: dauerhaft)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Army demoralized, each hourly turn by tier (B.4.7)</source>
        <translation>Armee demoral., je Stundenzug nach Grad (B.4.7)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Army exceeded its MFP the battleday before (15.96)</source>
        <translation>Armee über MFP am Schlachttag zuvor (15.96)</translation>
    </message>
    <message>
        <location line="+11" />
        <source>Adjustments to the CMR (15.54, B.3.2)</source>
        <translation>Anpassungen des CMR (15.54, B.3.2)</translation>
    </message>
    <message>
        <location line="+1" />
        <location line="+184" />
        <source>Id</source>
        <translation>Id</translation>
    </message>
    <message>
        <location line="-184" />
        <location line="+66" />
        <source>Adj.</source>
        <translation>Anp.</translation>
    </message>
    <message>
        <location line="-66" />
        <source>Situation</source>
        <translation>Lage</translation>
    </message>
    <message>
        <location line="+17" />
        <source>%1 from %2 %</source>
        <translation>%1 ab %2 %</translation>
    </message>
    <message>
        <location line="+12" />
        <source>N04–N06</source>
        <translation>N04–N06</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Foot unit, enemy cavalry declares a charge at d (B-6): %1</source>
        <translation>Fußeinheit, Feindkav. sagt Angriff auf d an (B-6): %1</translation>
    </message>
    <message>
        <location line="+2" />
        <source>N07–N08</source>
        <translation>N07–N08</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Cavalry, enemy cavalry declares a charge at d: %1</source>
        <translation>Kavallerie, Feindkav. sagt Angriff auf d an: %1</translation>
    </message>
    <message>
        <location line="+2" />
        <source>N18–N20</source>
        <translation>N18–N20</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The unit's command lost of its figures: %1</source>
        <translation>Kommando der Einheit verlor an Figuren: %1</translation>
    </message>
    <message>
        <location line="+2" />
        <source>data</source>
        <translation>Club</translation>
    </message>
    <message>
        <location line="+20" />
        <source>Shock odds, receiving a non-cavalry assault (B.3.3)</source>
        <translation>Schockverh., Abwehr eines Sturms ohne Kav. (B.3.3)</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Odds</source>
        <translation>Verh.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>≥ %1 %</source>
        <translation>≥ %1 %</translation>
    </message>
    <message>
        <location line="+1" />
        <source>≤ %1 %</source>
        <translation>≤ %1 %</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1–%2 %</source>
        <translation>%1–%2 %</translation>
    </message>
    <message>
        <location line="+14" />
        <source>Who tests, and a failure (B.2.3, B.3.5)</source>
        <translation>Wer testet; Misserfolg (B.2.3, B.3.5)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Tester</source>
        <translation>Wer</translation>
    </message>
    <message>
        <location line="+0" />
        <source>5 or more</source>
        <translation>ab 5</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Margin 1–4</source>
        <translation>Abst. 1–4</translation>
    </message>
    <message>
        <location line="+14" />
        <source>: one roll, highest CMR (15.22)</source>
        <translation>: 1 Wurf, höchster CMR (15.22)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>, column, retire 10″</source>
        <translation>, Kol., 10″ zurück</translation>
    </message>
    <message>
        <location line="+2" />
        <source> (15.24)</source>
        <translation> (15.24)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Back to their parents</source>
        <translation>Zurück zum Verband</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Never rout</source>
        <translation>Nie Flucht</translation>
    </message>
    <message>
        <location line="+14" />
        <source>MFP total: each unit by grade and figures (B.4.5)</source>
        <translation>MFP gesamt: je Einheit nach Güte/Figuren (B.4.5)</translation>
    </message>
    <message>
        <location line="+18" />
        <source>Grade (CMR)</source>
        <translation>Güte (CMR)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1+ figs</source>
        <translation>%1+ Fig.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1 figs</source>
        <translation>%1 Fig.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1–%2 figs</source>
        <translation>%1–%2 Fig.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Artillery, train</source>
        <translation>Art., Tross</translation>
    </message>
    <message>
        <location line="+8" />
        <source>%1+</source>
        <translation>%1+</translation>
    </message>
    <message>
        <location line="+0" />
        <source>%1–%2</source>
        <translation>%1–%2</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location line="+14" />
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Officers (B.4.5 (2)): %1. Positions: the scenario's (15.86). A skirmish company is a unit (B-33): 3 Line figures, %2.</source>
        <translation>Offiziere (B.4.5 (2)): %1. Stellungen: laut Szenario (15.86). Plänklerkomp. ist Einheit (B-33): 3 Linienfiguren, %2.</translation>
    </message>
    <message>
        <location line="+12" />
        <source>MFP used, each fatigue phase (B.4.6)</source>
        <translation>MFP verbr. je Ermüdungsphase (B.4.6)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>MFP</source>
        <translation>MFP</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Each</source>
        <translation>Je</translation>
    </message>
    <message>
        <location line="+9" />
        <source>scen.</source>
        <comment>valued by the scenario (short)</comment>
        <translation>Szen.</translation>
    </message>
    <message>
        <location line="+18" />
        <source>Demoralization: U used of M (B.4.7)</source>
        <translation>Demoralis.: U verbr. von M (B.4.7)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Standing</source>
        <translation>Stand</translation>
    </message>
    <message>
        <location line="+0" />
        <source>When</source>
        <translation>Wann</translation>
    </message>
    <message>
        <location line="+0" />
        <source>CMR / hour</source>
        <translation>CMR / Std.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Orders</source>
        <translation>Befehl</translation>
    </message>
    <message>
        <location line="+7" />
        <source>U ≥ %1 %</source>
        <translation>U ≥ %1 %</translation>
    </message>
    <message>
        <location line="+0" />
        <source>U &gt; %1 %</source>
        <translation>U &gt; %1 %</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Warned</source>
        <translation>Alarm</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Announce: within 10 % (15.97).</source>
        <translation>Melden: unter 10 % (15.97).</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Demoralized: Attack becomes Engage (15.94, 15.95).</source>
        <translation>Demoralisiert: Angriff → Gefecht (15.94, 15.95).</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Every order becomes March (15.93).</source>
        <translation>Jeder Befehl wird Marsch (15.93).</translation>
    </message>
    <message>
        <location line="+0" />
        <source>March only (15.93).</source>
        <translation>Nur Marsch (15.93).</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Tier %1</source>
        <translation>Grad %1</translation>
    </message>
    <message>
        <location line="+13" />
        <source>Shock Combat Phase, a unit alone (15.28, B-3, B-9): a natural 1 gives T %1, a natural 10 gives T %2, for this check and to the end of the phase.</source>
        <translation>Schockkampfphase, Einheit allein (15.28, B-3, B-9): natürl. 1 gibt T %1, natürl. 10 gibt T %2, für diesen Test und bis Phasenende.</translation>
    </message>
    <message>
        <location line="+14" />
        <source>Rally (B.4.4), out of enemy close-order and battery Minimum Fire Zones: T = CMR now, %1 at night (N12), + the best officer seen (P06). Roll ≤ T: rallied, Disordered; else failed; a second failure removes the unit (E03: %2 MFP per figure).</source>
        <translation>Sammeln (B.4.4), außerh. feindl. Mindestfeuerzonen (geschl. Ordn., Batt.): T = akt. CMR, %1 nachts (N12), + bester sichtb. Offz. (P06). Wurf ≤ T: gesammelt, in Unordnung; sonst gescheitert; 2. Fehlschlag entfernt sie (E03: %2 MFP/Figur).</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Disordered → Good (B.4.3): at the start of the Rally Phase, unless within the Minimum Fire Zone of enemy close-order foot or horse or of an unlimbered battery. No dice.</source>
        <translation>In Unordnung → Gut (B.4.3): zu Beginn der Sammelphase, außer in Mindestfeuerzone feindl. geschl. Fußtruppen/Reiter oder abgeprotzter Batterie. Kein Wurf.</translation>
    </message>
</context>
<context>
    <name>md::nap::NapCarryOver</name>
    <message>
        <location filename="../core/napoleonic/campaign/NapCarryOver.cpp" line="+138" />
        <source>Campaign rule 15.96: an army that exceeded its MFP during a battleday is -1 CMR on the next battleday; commands arriving on a later battleday are exempt. The rest is MoraleDesk's reading, as seed 003 does not say: the next battleday starts at turn 1 with every army's MFP used, tier and demoralization at 0; figures and cannon lost carry over (15.52: permanent); Disordered and Routed units start Good; eliminated units stay out; rally failures reset. Commands still awaiting their arrival are the later arrivals; withdrawn commands are back on the table; orders are given afresh.</source>
        <translation>Kampagnenregel 15.96: Eine Armee, die an einem Schlachttag ihre MFP überschritten hat, hat am nächsten Schlachttag -1 CMR; an einem späteren Schlachttag eintreffende Kommandos sind ausgenommen. Der Rest ist die Lesart von MoraleDesk, da Seed 003 nichts dazu sagt: Der nächste Schlachttag beginnt mit Zug 1, verbrauchte MFP, Grad und Demoralisierung jeder Armee stehen auf 0; verlorene Figuren und Geschütze bleiben verloren (15.52: dauerhaft); Einheiten in Unordnung und in Flucht beginnen Gut; aufgeriebene Einheiten bleiben ausgeschieden; gescheitertes Sammeln wird zurückgesetzt. Kommandos, deren Eintreffen noch aussteht, sind die späteren Ankömmlinge; zurückgezogene Kommandos sind wieder auf dem Tisch; Befehle werden neu erteilt.</translation>
    </message>
    <message>
        <location line="+24" />
        <source>%1: exceeded its MFP on battleday %2: -1 CMR on battleday %3 (15.96)</source>
        <translation>%1: MFP an Schlachttag %2 überschritten: -1 CMR an Schlachttag %3 (15.96)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1: did not exceed its MFP on battleday %2: no campaign penalty</source>
        <translation>%1: MFP an Schlachttag %2 nicht überschritten: keine Kampagnenstrafe</translation>
    </message>
</context>
<context>
    <name>md::nap::NapCheckPanel</name>
    <message>
        <location filename="../app/napoleonic/widgets/NapCheckPanel.cpp" line="+92" />
        <source>Who tests, and why</source>
        <translation>Wer testet, und warum</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Who tests</source>
        <translation>Wer testet</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Units testing together</source>
        <translation>Gemeinsam testende Einheiten</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Tick the units that test together; the highest current CMR rolls for all (B.2.3, B-32).</source>
        <translation>Haken Sie die Einheiten an, die gemeinsam testen; der höchste aktuelle CMR würfelt für alle (B.2.3, B-32).</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Circumstance</source>
        <translation>Umstand</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The routing unit</source>
        <translation>Die fliehende Einheit</translation>
    </message>
    <message>
        <location line="+1" />
        <source>I-b, I-c: the friendly unit seen routing (X-a, X-b, X-e).</source>
        <translation>I-b, I-c: die gesehene fliehende eigene Einheit (X-a, X-b, X-e).</translation>
    </message>
    <message>
        <location line="+1" />
        <source>It routs after a failed rally (X-c)</source>
        <translation>Sie flieht nach misslungenem Sammeln (X-c)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>&amp;Tester:</source>
        <translation>&amp;Testende Einheit:</translation>
    </message>
    <message>
        <location line="+2" />
        <source>C&amp;ircumstance:</source>
        <translation>U&amp;mstand:</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Ro&amp;uting unit:</source>
        <translation>&amp;Fliehende Einheit:</translation>
    </message>
    <message>
        <location line="+12" />
        <source>Adjustments (15.54)</source>
        <translation>Anpassungen (15.54)</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Enemy cavalry declares a charge at</source>
        <translation>Feindliche Kavallerie sagt Angriff an auf</translation>
    </message>
    <message>
        <location line="+6" />
        <source> in</source>
        <translation> Zoll</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Charge distance</source>
        <translation>Angriffsentfernung</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Terrain</source>
        <translation>Gelände</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Officers</source>
        <translation>Offiziere</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Terrain (club's data, P03-P05):</source>
        <translation>Gelände (Clubdaten, P03-P05):</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Officers (club's data, P06):</source>
        <translation>Offiziere (Clubdaten, P06):</translation>
    </message>
    <message>
        <location line="+9" />
        <source>Attacker strength</source>
        <translation>Stärke Angreifer</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Defender strength</source>
        <translation>Stärke Verteidiger</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Shock odds (B.3.3): &amp;attacker</source>
        <translation>Schock-Stärkeverhältnis (B.3.3): &amp;Angreifer</translation>
    </message>
    <message>
        <location line="+4" />
        <source>defender</source>
        <translation>Verteidiger</translation>
    </message>
    <message>
        <location line="+17" />
        <source>The check (B.3.4)</source>
        <translation>Der Test (B.3.4)</translation>
    </message>
    <message>
        <location line="+10" />
        <source>&amp;Roll d10</source>
        <translation>d10 &amp;würfeln</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Your d10</source>
        <translation>Ihr d10</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The face of your own d10; 0 is 10.</source>
        <translation>Die Augenzahl Ihres eigenen d10; 0 ist 10.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>A&amp;pply my d10</source>
        <translation>Meinen d10 &amp;eintragen</translation>
    </message>
    <message>
        <location line="+77" />
        <location line="+27" />
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location line="-22" />
        <source>%1 (club's row)</source>
        <translation>%1 (Clubzeile)</translation>
    </message>
    <message>
        <location line="+46" />
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location line="+4" />
        <source>%1 (%2, %3")</source>
        <translation>%1 (%2, %3")</translation>
    </message>
    <message>
        <location line="+26" />
        <source>(none)</source>
        <translation>(keine)</translation>
    </message>
    <message>
        <location line="+44" />
        <source>Select a unit in the order of battle, or a queued check and Test.</source>
        <translation>Wählen Sie eine Einheit in der Schlachtordnung oder einen wartenden Test und dann Testen.</translation>
    </message>
    <message>
        <location line="+5" />
        <source>No unit selected.</source>
        <translation>Keine Einheit gewählt.</translation>
    </message>
    <message>
        <location line="+4" />
        <source>%1 together</source>
        <translation>%1 gemeinsam</translation>
    </message>
    <message>
        <location line="+10" />
        <source>Takes the check of %1 (%2).</source>
        <translation>Übernimmt den Test von %1 (%2).</translation>
    </message>
    <message>
        <location line="+15" />
        <source>Your d10: %1 is not a face of a d10 (0-9, 0 is 10).</source>
        <translation>Ihr d10: %1 ist keine Augenzahl eines d10 (0-9, 0 ist 10).</translation>
    </message>
    <message>
        <location line="+22" />
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+29" />
        <source>Who saw it rout?</source>
        <translation>Wer sah sie fliehen?</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1 routs. Tick the friendly formed units within 2" that saw it: each takes an I-b check with N09 (B.3.6).</source>
        <translation>%1 flieht. Haken Sie die eigenen formierten Einheiten innerhalb 2" an, die es sahen: jede macht einen I-b-Test mit N09 (B.3.6).</translation>
    </message>
    <message>
        <location line="+15" />
        <source>Queued I-b checks; not queued: %1</source>
        <translation>I-b-Tests eingereiht; nicht eingereiht: %1</translation>
    </message>
    <message>
        <location line="+0" />
        <source>; </source>
        <translation>; </translation>
    </message>
    <message numerus="yes">
        <location line="+2" />
        <source>Queued %n I-b check(s).</source>
        <translation>
            <numerusform>%n I-b-Test eingereiht.</numerusform><numerusform>%n I-b-Tests eingereiht.</numerusform></translation>
    </message>
</context>
<context>
    <name>md::nap::NapCheckSubcommand</name>
    <message>
        <location filename="../app/napoleonic/cli/NapCheckSubcommand.cpp" line="+79" />
        <source>the unit carries on; a Disordered unit stays Disordered, only the Rally Phase clears it (B.3.6).</source>
        <translation>die Einheit macht weiter; eine Einheit in Unordnung bleibt in Unordnung, nur die Sammelphase hebt das auf (B.3.6).</translation>
    </message>
    <message>
        <location line="+2" />
        <source>half movement (a quarter in a charge zone), -2 in Shock Combat, artillery fires at a quarter, no square bonus against charging cavalry, until a Rally Phase clears it (B.4.1, B.4.3); fully deployed skirmishers also form column and retire 10" (B.3.5).</source>
        <translation>halbe Bewegung (ein Viertel in einer Angriffszone), -2 im Schockkampf, Artillerie feuert mit einem Viertel, kein Karreebonus gegen angreifende Kavallerie, bis eine Sammelphase es aufhebt (B.4.1, B.4.3); voll entfaltete Plänkler bilden zudem Kolonne und gehen 10" zurück (B.3.5).</translation>
    </message>
    <message>
        <location line="+4" />
        <source>a rout move to the rear now; from now on its only check is its rally (X-g, B.4.2). Formed friends within 2" that see it check at once (I-b, N09 -2, B.3.6).</source>
        <translation>sofort eine Fluchtbewegung nach hinten; ab jetzt ist ihr einziger Test das Sammeln (X-g, B.4.2). Formierte eigene Einheiten innerhalb 2", die es sehen, testen sofort (I-b, N09 -2, B.3.6).</translation>
    </message>
    <message>
        <location line="+3" />
        <source>the unit is Disordered now and becomes Good at the next Rally Phase that allows it (B.4.3, B.4.4). Rallied units usually face the rear (15.78).</source>
        <translation>die Einheit ist jetzt in Unordnung und wird in der nächsten Sammelphase, die es erlaubt, Gut (B.4.3, B.4.4). Gesammelte Einheiten blicken meist nach hinten (15.78).</translation>
    </message>
    <message>
        <location line="+3" />
        <source>the unit keeps routing and retreats once this Rally Phase (B-34); friends it passes take no check (X-c). A second failed attempt in this rout removes the whole unit as casualties, 1 MFP a figure (B.4.4 step 3, E03).</source>
        <translation>die Einheit flieht weiter und weicht in dieser Sammelphase einmal zurück (B-34); eigene Einheiten, an denen sie vorbeizieht, testen nicht (X-c). Ein zweiter misslungener Versuch in dieser Flucht entfernt die ganze Einheit als Verluste, 1 MFP je Figur (B.4.4 Schritt 3, E03).</translation>
    </message>
    <message>
        <location line="+4" />
        <source>the whole unit leaves the table; its remaining figures cost 1 MFP each in the next Army Morale Fatigue Phase (B.4.4 step 3, E03).</source>
        <translation>die ganze Einheit verlässt den Tisch; ihre restlichen Figuren kosten je 1 MFP in der nächsten Moralermüdungsphase der Armee (B.4.4 Schritt 3, E03).</translation>
    </message>
    <message>
        <location line="+18" />
        <source>Rally attempt (B.4.4): one d10 (a 0 is 10) against T, the current CMR plus the adjustments; T or less rallies, any higher roll fails (B-17).</source>
        <translation>Sammelversuch (B.4.4): ein d10 (0 ist 10) gegen T, den aktuellen CMR plus Anpassungen; T oder weniger sammelt, jeder höhere Wurf scheitert (B-17).</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Morale check (B.3.4): one d10 (a 0 is 10) against T, the current CMR plus the adjustments (B.3.1-B.3.3).</source>
        <translation>Moraltest (B.3.4): ein d10 (0 ist 10) gegen T, den aktuellen CMR plus Anpassungen (B.3.1-B.3.3).</translation>
    </message>
    <message>
        <location line="+5" />
        <source>T = %1.</source>
        <translation>T = %1.</translation>
    </message>
    <message>
        <location line="+12" />
        <source>Rallied</source>
        <translation>Gesammelt</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Removed</source>
        <translation>Entfernt</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Failed</source>
        <translation>Gescheitert</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The second attempt of this rout: a failure removes the whole unit as casualties, 1 MFP a figure (B.4.4 step 3, E03).</source>
        <translation>Der zweite Versuch dieser Flucht: ein Fehlschlag entfernt die ganze Einheit als Verluste, 1 MFP je Figur (B.4.4 Schritt 3, E03).</translation>
    </message>
    <message>
        <location line="+4" />
        <source>In the Shock Combat Phase: a natural 1 adds 1 to T, a natural 10 takes 1 off, for this check and to the end of the phase (15.28, B-3).</source>
        <translation>In der Schockkampfphase: eine natürliche 1 addiert 1 zu T, eine natürliche 10 zieht 1 ab, für diesen Test und bis zum Ende der Phase (15.28, B-3).</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Outside the Shock Combat Phase: roll T or less to pass; 1-4 over is Morale Disordered; 5 or more over is Routed (B.3.4).</source>
        <translation>Außerhalb der Schockkampfphase: T oder weniger besteht; 1-4 darüber ist In Unordnung; 5 oder mehr darüber ist In Flucht (B.3.4).</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Pass</source>
        <translation>Bestanden</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Disordered</source>
        <translation>In Unordnung</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Routed</source>
        <translation>In Flucht</translation>
    </message>
    <message>
        <location line="+8" />
        <source>no roll</source>
        <translation>kein Wurf</translation>
    </message>
    <message>
        <location line="+1" />
        <source>roll %1</source>
        <translation>Wurf %1</translation>
    </message>
    <message>
        <location line="+1" />
        <source>rolls %1</source>
        <translation>Würfe %1</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Roll %1</source>
        <translation>Wurf %1</translation>
    </message>
    <message>
        <location line="+3" />
        <source>(a natural 1 in the Shock Combat Phase: T %1 + 1 = %2, and the unit keeps +1 to the end of the phase, 15.28)</source>
        <translation>(natürliche 1 in der Schockkampfphase: T %1 + 1 = %2, und die Einheit behält +1 bis zum Ende der Phase, 15.28)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>(a natural 10 in the Shock Combat Phase: T %1 - 1 = %2, and the unit keeps -1 to the end of the phase, 15.28)</source>
        <translation>(natürliche 10 in der Schockkampfphase: T %1 - 1 = %2, und die Einheit behält -1 bis zum Ende der Phase, 15.28)</translation>
    </message>
    <message>
        <location line="+6" />
        <source>T or less</source>
        <translation>T oder weniger</translation>
    </message>
    <message>
        <location line="+0" />
        <source>over T</source>
        <translation>über T</translation>
    </message>
    <message>
        <location line="+0" />
        <source>%1 over T</source>
        <translation>%1 über T</translation>
    </message>
    <message>
        <location line="+13" />
        <source>Napoleonic morale (--system napoleonic): one unit's morale check or rally attempt from the numbers on the table, no file needed. It prints the target T with every term and its rule, the exact odds of each result with the rolls that give it, and with --roll the result and what it means.
  check --cmr N [adjustments] [--roll R]
  check --start N --lost L [--figures F] [adjustments] [--roll R]
  check --rally --cmr N [--adj N12] [--officer B] [--roll R]
Examples: check --start 6 --lost 1 --roll 7 (15.11's own example: Morale Disordered); check --cmr 6 --charge 3 --foot; check --cmr 7 --adj P05 --odds 450:100.</source>
        <translation>Napoleonische Moral (--system napoleonic): Moraltest oder Sammelversuch einer Einheit aus den Zahlen auf dem Tisch, ohne Datei. Gibt den Zielwert T mit jedem Term und seiner Regel aus, die exakten Wahrscheinlichkeiten jedes Ergebnisses mit den Würfen, die es ergeben, und mit --roll das Ergebnis und seine Bedeutung.
  check --cmr N [Anpassungen] [--roll R]
  check --start N --lost L [--figures F] [Anpassungen] [--roll R]
  check --rally --cmr N [--adj N12] [--officer B] [--roll R]
Beispiele: check --start 6 --lost 1 --roll 7 (das Beispiel aus 15.11: In Unordnung); check --cmr 6 --charge 3 --foot; check --cmr 7 --adj P05 --odds 450:100.</translation>
    </message>
    <message>
        <location line="+9" />
        <source>The check subcommand.</source>
        <translation>Der Unterbefehl check.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The unit's current CMR, everything of B.3.1 already in it.</source>
        <translation>Der aktuelle CMR der Einheit, alles aus B.3.1 bereits eingerechnet.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Its starting CMR for the battleday (0 to 15), to work out the current CMR.</source>
        <translation>Ihr Anfangs-CMR für den Schlachttag (0 bis 15), um den aktuellen CMR zu berechnen.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>With --start: figures lost so far, -1 each (15.52).</source>
        <translation>Mit --start: bisher verlorene Figuren, je -1 (15.52).</translation>
    </message>
    <message>
        <location line="+1" />
        <source>With --start: its figures at the start; at half of them lost, -2 once (15.52, B-5).</source>
        <translation>Mit --start: ihre Figuren zu Beginn; bei Verlust der Hälfte einmal -2 (15.52, B-5).</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Rows of the 15.54 chart that apply, comma-separated: N01-N03, N09-N13, N15, N16, N18-N22, P01-P05 (e.g. N09,P04); N14=V for the illegible row at your club's value.</source>
        <translation>Zutreffende Zeilen der Tabelle 15.54, durch Kommas getrennt: N01-N03, N09-N13, N15, N16, N18-N22, P01-P05 (z. B. N09,P04); N14=V für die unleserliche Zeile mit dem Wert Ihres Clubs.</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Enemy cavalry declares a charge this far away, in inches to the half inch (3.5): N04-N08 by B-6's bands. Needs --foot or --cavalry.</source>
        <translation>Feindliche Kavallerie sagt in dieser Entfernung einen Angriff an, in Zoll auf den halben Zoll genau (3.5): N04-N08 nach den Bändern von B-6. Braucht --foot oder --cavalry.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>The testing unit is on foot (not cavalry).</source>
        <translation>Die testende Einheit ist Fußvolk (keine Kavallerie).</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The testing unit is cavalry.</source>
        <translation>Die testende Einheit ist Kavallerie.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The best value of the terrain it is in or behind, from your terrain chart (P03-P05; the best single value counts, B-31).</source>
        <translation>Der beste Wert des Geländes, in oder hinter dem sie steht, aus Ihrer Geländetabelle (P03-P05; der beste Einzelwert zählt, B-31).</translation>
    </message>
    <message>
        <location line="+3" />
        <source>The best officer morale benefit in reach, in CMR points (P06; for a rally the unit must see him, 15.74).</source>
        <translation>Der beste Moralbonus eines Offiziers in Reichweite, in CMR-Punkten (P06; beim Sammeln muss die Einheit ihn sehen, 15.74).</translation>
    </message>
    <message>
        <location line="+3" />
        <source>A receiving check against an assault that is not a cavalry charge: attacker and defender strength in figures (artillery its cannon, a train 1), e.g. 450:100 (B.3.3).</source>
        <translation>Ein Abwehrtest gegen einen Sturm, der kein Kavallerieangriff ist: Stärke von Angreifer und Verteidiger in Figuren (Artillerie ihre Geschütze, ein Tross 1), z. B. 450:100 (B.3.3).</translation>
    </message>
    <message>
        <location line="+4" />
        <source>The check is in the Shock Combat Phase: a natural 1 or 10 moves T (15.28).</source>
        <translation>Der Test findet in der Schockkampfphase statt: eine natürliche 1 oder 10 verschiebt T (15.28).</translation>
    </message>
    <message>
        <location line="+2" />
        <source>A rally attempt of a routed unit in the Rally Phase (B.4.4): pass or fail.</source>
        <translation>Ein Sammelversuch einer Einheit in Flucht in der Sammelphase (B.4.4): bestanden oder gescheitert.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>With --rally: the unit already failed to rally in this rout, so a failure now removes it as casualties (B.4.4 step 3, B-18).</source>
        <translation>Mit --rally: die Einheit ist in dieser Flucht schon einmal beim Sammeln gescheitert, ein Fehlschlag entfernt sie jetzt also als Verluste (B.4.4 Schritt 3, B-18).</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The d10 rolled, 1 to 10 (a 0 is 10): prints the result and what it means.</source>
        <translation>Der gewürfelte d10, 1 bis 10 (0 ist 10): gibt das Ergebnis und seine Bedeutung aus.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Print one JSON object, probabilities as reduced fractions ("1/2").</source>
        <translation>Ein JSON-Objekt ausgeben, Wahrscheinlichkeiten als gekürzte Brüche ("1/2").</translation>
    </message>
    <message>
        <location line="+15" />
        <source>--second-attempt is for a rally: add --rally</source>
        <translation>--second-attempt gilt für das Sammeln: --rally hinzufügen</translation>
    </message>
    <message>
        <location line="+8" />
        <source>--cmr is the current CMR itself; leave out --%1, or give --start and --lost without --cmr</source>
        <translation>--cmr ist der aktuelle CMR selbst; --%1 weglassen oder --start und --lost ohne --cmr angeben</translation>
    </message>
    <message>
        <location line="+11" />
        <source>--lost (%1) cannot be above --figures (%2): the figures lost are the unit's own</source>
        <translation>--lost (%1) kann nicht über --figures (%2) liegen: die verlorenen Figuren sind die der Einheit</translation>
    </message>
    <message>
        <location line="+4" />
        <source>say the unit's CMR: --cmr N (its current CMR), or --start N --lost L [--figures F] (B.3.1)</source>
        <translation>geben Sie den CMR der Einheit an: --cmr N (aktueller CMR) oder --start N --lost L [--figures F] (B.3.1)</translation>
    </message>
    <message>
        <location line="+11" />
        <source>--foot and --cavalry: the unit is one or the other</source>
        <translation>--foot und --cavalry: die Einheit ist das eine oder das andere</translation>
    </message>
    <message>
        <location line="+19" />
        <source>--adj %1: N14's line is illegible (B-27); give your club's value, e.g. N14=-1 (%2 to %3)</source>
        <translation>--adj %1: die Zeile N14 ist unleserlich (B-27); geben Sie den Wert Ihres Clubs an, z. B. N14=-1 (%2 bis %3)</translation>
    </message>
    <message>
        <location line="+10" />
        <source>--adj %1: only N14 takes a value; the other rows' values are the chart's</source>
        <translation>--adj %1: nur N14 nimmt einen Wert; die Werte der anderen Zeilen stammen aus der Tabelle</translation>
    </message>
    <message>
        <location line="+4" />
        <source>--adj: no row of the 15.54 chart is called "%1"; the rows are %2</source>
        <translation>--adj: keine Zeile der Tabelle 15.54 heißt „%1“; die Zeilen sind %2</translation>
    </message>
    <message>
        <location line="+6" />
        <source>--adj %1: the charge rows come from the distance; give --charge INCHES with --foot or --cavalry (B-6)</source>
        <translation>--adj %1: die Angriffszeilen ergeben sich aus der Entfernung; geben Sie --charge INCHES mit --foot oder --cavalry an (B-6)</translation>
    </message>
    <message>
        <location line="+4" />
        <source>--adj N17: the -2 at 50 % figure loss is 15.52's, counted once in the current CMR (B-5); give --start, --lost and --figures, or a --cmr that has it</source>
        <translation>--adj N17: die -2 bei 50 % Figurenverlust stammt aus 15.52 und zählt einmal im aktuellen CMR (B-5); geben Sie --start, --lost und --figures an oder einen --cmr, der sie enthält</translation>
    </message>
    <message>
        <location line="+3" />
        <source>--adj P06: give the officer's benefit in CMR points as --officer N (15.56)</source>
        <translation>--adj P06: geben Sie den Bonus des Offiziers in CMR-Punkten als --officer N an (15.56)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>--adj N13 is for a unit of CMR 7 or less; this one's current CMR is %1</source>
        <translation>--adj N13 gilt für eine Einheit mit CMR 7 oder weniger; der aktuelle CMR dieser Einheit ist %1</translation>
    </message>
    <message>
        <location line="+2" />
        <source>--adj N12 is for a rally attempt on a night turn: add --rally</source>
        <translation>--adj N12 gilt für einen Sammelversuch in einem Zug bei Nacht: --rally hinzufügen</translation>
    </message>
    <message>
        <location line="+2" />
        <source>--adj %1 is for cavalry, and the unit is --foot</source>
        <translation>--adj %1 gilt für Kavallerie, und die Einheit ist --foot</translation>
    </message>
    <message>
        <location line="+11" />
        <source>--charge is a distance in inches to the half inch, from 0 to %1 (3 or 3.5), not "%2"</source>
        <translation>--charge ist eine Entfernung in Zoll auf den halben Zoll genau, von 0 bis %1 (3 oder 3.5), nicht „%2“</translation>
    </message>
    <message>
        <location line="+4" />
        <source>--charge needs --foot or --cavalry: their bands differ (B-6)</source>
        <translation>--charge braucht --foot oder --cavalry: ihre Bänder unterscheiden sich (B-6)</translation>
    </message>
    <message>
        <location line="+14" />
        <source>--odds is attacker:defender strength, two whole numbers from 1 to %1 (450:100), not "%2"</source>
        <translation>--odds ist die Stärke Angreifer:Verteidiger, zwei ganze Zahlen von 1 bis %1 (450:100), nicht „%2“</translation>
    </message>
    <message>
        <location line="+4" />
        <source>--odds: cavalry takes no shock odds adjustment; its charges have the distance rows (B-8)</source>
        <translation>--odds: Kavallerie erhält keine Anpassung für das Schock-Stärkeverhältnis; für ihre Angriffe gelten die Entfernungszeilen (B-8)</translation>
    </message>
    <message>
        <location line="+3" />
        <source>--odds and --charge: the odds are for an assault that is not a cavalry charge (B.3.3, B-8)</source>
        <translation>--odds und --charge: das Stärkeverhältnis gilt für einen Sturm, der kein Kavallerieangriff ist (B.3.3, B-8)</translation>
    </message>
    <message>
        <location line="+10" />
        <source>--rally and --%1: a rally is in the Rally Phase, against no charge or assault (B.4.4)</source>
        <translation>--rally und --%1: Sammeln findet in der Sammelphase statt, ohne Angriff oder Sturm (B.4.4)</translation>
    </message>
    <message>
        <location line="+17" />
        <source>Current CMR</source>
        <translation>Aktueller CMR</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Starting CMR</source>
        <translation>Anfangs-CMR</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Figures lost (%1)</source>
        <translation>Verlorene Figuren (%1)</translation>
    </message>
    <message>
        <location line="+7" />
        <source>At or over 50 % figure loss (%1 of %2), applied once</source>
        <translation>Bei 50 % Figurenverlust oder mehr (%1 von %2), einmal angewandt</translation>
    </message>
    <message>
        <location line="+12" />
        <source>%1 (not added to N21: at most -1 from both, 15.54)</source>
        <translation>%1 (nicht zu N21 addiert: höchstens -1 aus beiden, 15.54)</translation>
    </message>
    <message>
        <location line="+10" />
        <source>%1, at the club's value</source>
        <translation>%1, mit dem Wert des Clubs</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The illegible line of the 15.54 chart, at the club's value</source>
        <translation>Die unleserliche Zeile der Tabelle 15.54, mit dem Wert des Clubs</translation>
    </message>
    <message>
        <location line="+13" />
        <source>%1: at %2"</source>
        <translation>%1: auf %2"</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Enemy cavalry declares a charge at %1": beyond the bands</source>
        <translation>Feindliche Kavallerie sagt Angriff auf %1" an: jenseits der Bänder</translation>
    </message>
    <message>
        <location line="+4" />
        <source>A foot unit beyond the charging cavalry's movement range does not test at all (P-d, the note under 15.54).</source>
        <translation>Eine Fußeinheit außerhalb der Bewegungsweite der angreifenden Kavallerie testet gar nicht (P-d, Anmerkung unter 15.54).</translation>
    </message>
    <message>
        <location line="+21" />
        <source>Terrain, the club's terrain chart (B.6)</source>
        <translation>Gelände, Geländetabelle des Clubs (B.6)</translation>
    </message>
    <message>
        <location line="+11" />
        <source>%1 (not added: the best single terrain value counts)</source>
        <translation>%1 (nicht addiert: der beste Einzelwert des Geländes zählt)</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Officer morale benefit</source>
        <translation>Moralbonus durch Offizier</translation>
    </message>
    <message>
        <location line="+3" />
        <source>For a rally the routed unit must see the officer; buildings and woods block sight (15.74).</source>
        <translation>Zum Sammeln muss die fliehende Einheit den Offizier sehen; Gebäude und Wälder blockieren die Sicht (15.74).</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Shock odds %1:%2 (%3 %)</source>
        <translation>Schock-Stärkeverhältnis %1:%2 (%3 %)</translation>
    </message>
</context>
<context>
    <name>md::nap::NapCheckText</name>
    <message>
        <location filename="../app/napoleonic/texts/NapCheckText.cpp" line="+12" />
        <source>%1.%2</source>
        <translation>%1,%2</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1 (%2 %)</source>
        <translation>%1 (%2 %)</translation>
    </message>
    <message>
        <location line="+8" />
        <source>&lt;b&gt;%1 tests: T = %2&lt;/b&gt; (B.3.4)</source>
        <translation>&lt;b&gt;%1 testet: T = %2&lt;/b&gt; (B.3.4)</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Shock Combat Phase: a natural 1 adds 1, a natural 10 subtracts 1 before the band is read (15.28).</source>
        <translation>Schockkampfphase: eine natürliche 1 addiert 1, eine natürliche 10 zieht 1 ab, bevor das Band gelesen wird (15.28).</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Pass (d10 ≤ T): &lt;b&gt;%1&lt;/b&gt;</source>
        <translation>Bestanden (d10 ≤ T): &lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Morale Disordered (1-4 over): &lt;b&gt;%1&lt;/b&gt;</source>
        <translation>In Unordnung (1-4 darüber): &lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Routed (5 or more over): &lt;b&gt;%1&lt;/b&gt;</source>
        <translation>In Flucht (5 oder mehr darüber): &lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Exempt (%1): %2</source>
        <translation>Ausgenommen (%1): %2</translation>
    </message>
    <message>
        <location line="+7" />
        <source>&lt;b&gt;d10 %1 against T %2: %3&lt;/b&gt;</source>
        <translation>&lt;b&gt;d10 %1 gegen T %2: %3&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+5" />
        <source> (15.28: %1 to the CMR to the end of the Shock Phase)</source>
        <translation> (15.28: %1 auf den CMR bis zum Ende der Schockphase)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Applies to %1.</source>
        <translation>Gilt für %1.</translation>
    </message>
</context>
<context>
    <name>md::nap::NapCircumstance</name>
    <message>
        <location filename="../core/napoleonic/model/NapEnums.h" line="+205" />
        <source>I-a Figures or cannon lost to fire</source>
        <translation>I-a Figuren oder Geschütze durch Beschuss verloren</translation>
    </message>
    <message>
        <location line="+1" />
        <source>I-b Friendly formed unit routs within 2"</source>
        <translation>I-b Eigene formierte Einheit flieht innerhalb 2"</translation>
    </message>
    <message>
        <location line="+1" />
        <source>I-c Friendly formed unit passes by in rout within 2"</source>
        <translation>I-c Eigene formierte Einheit zieht fliehend innerhalb 2" vorbei</translation>
    </message>
    <message>
        <location line="+1" />
        <source>I-d Receiving enemy Shock Combat</source>
        <translation>I-d Abwehr eines feindlichen Schockkampfs</translation>
    </message>
    <message>
        <location line="+1" />
        <source>I-e Declaring a cavalry counter-charge</source>
        <translation>I-e Sagt einen Kavallerie-Gegenangriff an</translation>
    </message>
    <message>
        <location line="+1" />
        <source>I-f Surprise enemy sighting or siege sortie</source>
        <translation>I-f Überraschende Feindsichtung oder Belagerungsausfall</translation>
    </message>
    <message>
        <location line="+1" />
        <source>I-g Within an explosion radius</source>
        <translation>I-g Innerhalb eines Explosionsradius</translation>
    </message>
    <message>
        <location line="+1" />
        <source>P-a Losses in the Reciprocal Artillery Fire Phase</source>
        <translation>P-a Verluste in der Phase des gegenseitigen Artilleriefeuers</translation>
    </message>
    <message>
        <location line="+1" />
        <source>P-b Losses in the Reciprocal Infantry/Cavalry Fire Phase</source>
        <translation>P-b Verluste in der Phase des gegenseitigen Infanterie-/Kavalleriefeuers</translation>
    </message>
    <message>
        <location line="+1" />
        <source>P-c Rallying a routing unit</source>
        <translation>P-c Sammeln einer fliehenden Einheit</translation>
    </message>
    <message>
        <location line="+1" />
        <source>P-d Inside a Declared Cavalry Charge Zone</source>
        <translation>P-d In einer Zone eines angesagten Kavallerieangriffs</translation>
    </message>
    <message>
        <location line="+1" />
        <source>P-e Declaring a cavalry charge</source>
        <translation>P-e Sagt einen Kavallerieangriff an</translation>
    </message>
    <message>
        <location line="+1" />
        <source>P-f Keeping figures inside burning terrain</source>
        <translation>P-f Hält Figuren in brennendem Gelände</translation>
    </message>
</context>
<context>
    <name>md::nap::NapCmr</name>
    <message>
        <location filename="../core/napoleonic/rules/NapCmr.cpp" line="+56" />
        <source>Headquarters base (Elite)</source>
        <translation>Hauptquartier-Basis (Elite)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Starting CMR</source>
        <translation>Anfangs-CMR</translation>
    </message>
    <message numerus="yes">
        <location line="+3" />
        <source>%n figure(s) lost</source>
        <translation>
            <numerusform>%n Figur verloren</numerusform><numerusform>%n Figuren verloren</numerusform></translation>
    </message>
    <message>
        <location line="+2" />
        <source>At or over 50 % loss</source>
        <translation>50 % Verlust oder mehr</translation>
    </message>
    <message numerus="yes">
        <location line="+4" />
        <source>%n cannon lost</source>
        <translation>
            <numerusform>%n Geschütz verloren</numerusform><numerusform>%n Geschütze verloren</numerusform></translation>
    </message>
    <message numerus="yes">
        <location line="+2" />
        <source>%n cannon lost this phase</source>
        <translation>
            <numerusform>%n Geschütz in dieser Phase verloren</numerusform><numerusform>%n Geschütze in dieser Phase verloren</numerusform></translation>
    </message>
    <message>
        <location line="+4" />
        <source>Army demoralized</source>
        <translation>Armee demoralisiert</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Army exceeded its MFP the previous battleday</source>
        <translation>Armee hat am vorigen Schlachttag ihre MFP überschritten</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Natural 1s and 10s this Shock Combat Phase</source>
        <translation>Natürliche Einsen und Zehnen in dieser Schockkampfphase</translation>
    </message>
</context>
<context>
    <name>md::nap::NapCommandForm</name>
    <message>
        <location filename="../app/napoleonic/editors/NapCommandForm.cpp" line="+87" />
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <location line="+6" />
        <source>must not be empty</source>
        <translation>darf nicht leer sein</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Rename command: %1</source>
        <translation>Kommando umbenennen: %1</translation>
    </message>
    <message>
        <location line="+6" />
        <source>B.4.5 (2): a brigade, division, wing or corps officer is worth 5 MFP, an army or nation commander 15.</source>
        <translation>B.4.5 (2): Ein Brigade-, Divisions-, Flügel- oder Korpsoffizier zählt 5 MFP, ein Armee- oder Nationskommandeur 15.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>&amp;Level:</source>
        <translation>&amp;Ebene:</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Level of %1: %2</source>
        <translation>Ebene von %1: %2</translation>
    </message>
    <message>
        <location line="+7" />
        <source>The command this one sits under, in the same army (N18-N20 count a command's losses).</source>
        <translation>Das übergeordnete Kommando in derselben Armee (N18-N20 zählen die Verluste eines Kommandos).</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Un&amp;der:</source>
        <translation>Über&amp;geordnet:</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Officer</source>
        <translation>Offizier</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Of&amp;ficer:</source>
        <translation>O&amp;ffizier:</translation>
    </message>
    <message>
        <location line="+6" />
        <location line="+14" />
        <source>Officer of %1: %2</source>
        <translation>Offizier von %1: %2</translation>
    </message>
    <message>
        <location line="-8" />
        <source>E07-E10: an officer wounded or killed costs MFP. Record it in play, where the MFP follow; here it is a correction.</source>
        <translation>E07-E10: Ein verwundeter oder gefallener Offizier kostet MFP. Im Spiel erfassen, wo die MFP folgen; hier ist es eine Korrektur.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>&amp;Status:</source>
        <translation>&amp;Status:</translation>
    </message>
    <message>
        <location line="+9" />
        <source>Appo&amp;inted officer (counts for the MFP total)</source>
        <translation>Ernannter Off&amp;izier (zählt zur MFP-Summe)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>B.4.5 (2): each appointed officer adds his MFP to the army's total.</source>
        <translation>B.4.5 (2): Jeder ernannte Offizier fügt seine MFP der Summe der Armee hinzu.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Appointed officer</source>
        <translation>Ernannter Offizier</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Officer of %1 appointed</source>
        <translation>Offizier von %1 ernannt</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Officer of %1 not appointed</source>
        <translation>Offizier von %1 nicht ernannt</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Orders and arrival</source>
        <translation>Befehle und Eintreffen</translation>
    </message>
    <message>
        <location line="+4" />
        <source>E11-E13: orders change the MFP on an hourly turn.</source>
        <translation>E11-E13: Befehle ändern die MFP in einem Stundenzug.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Order:</source>
        <translation>&amp;Befehl:</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Order of %1: %2</source>
        <translation>Befehl von %1: %2</translation>
    </message>
    <message>
        <location line="+6" />
        <source>15.82: a command counts for the MFP total from its arrival; B-21: a withdrawn one per the battle's readings.</source>
        <translation>15.82: Ein Kommando zählt ab seinem Eintreffen zur MFP-Summe; B-21: ein zurückgezogenes gemäß den Lesarten des Gefechts.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>&amp;Presence:</source>
        <translation>&amp;Anwesenheit:</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Presence of %1: %2</source>
        <translation>Anwesenheit von %1: %2</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Arri&amp;ves on a later battleday</source>
        <translation>&amp;Trifft an einem späteren Schlachttag ein</translation>
    </message>
    <message>
        <location line="+2" />
        <source>15.96: exempt from the campaign -1 of the army's previous battleday.</source>
        <translation>15.96: Ausgenommen vom Kampagnen-Abzug -1 des vorigen Schlachttags der Armee.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Arrives on a later battleday</source>
        <translation>Trifft an einem späteren Schlachttag ein</translation>
    </message>
    <message>
        <location line="+5" />
        <source>%1 arrives on a later battleday</source>
        <translation>%1 trifft an einem späteren Schlachttag ein</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1 is there from the army's first battleday</source>
        <translation>%1 ist ab dem ersten Schlachttag der Armee da</translation>
    </message>
    <message>
        <location line="+8" />
        <source>none planned</source>
        <translation>keins geplant</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The turn it is planned to arrive on, for the players; 0: none planned.</source>
        <translation>Der Spielzug, in dem es eintreffen soll, für die Spieler; 0: keins geplant.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Arrival &amp;turn:</source>
        <translation>Eintreffen im &amp;Zug:</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Units and sub-commands</source>
        <translation>Einheiten und Unterkommandos</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Type of the new unit</source>
        <translation>Typ der neuen Einheit</translation>
    </message>
    <message>
        <location line="+2" />
        <source>&amp;Add unit</source>
        <translation>Einheit &amp;hinzufügen</translation>
    </message>
    <message>
        <location line="+2" />
        <source>A new unit starts with example CMR and figures: set your scenario's.</source>
        <translation>Eine neue Einheit beginnt mit Beispielwerten für CMR und Figuren: Werte Ihres Szenarios eintragen.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Add su&amp;b-command</source>
        <translation>Unter&amp;kommando hinzufügen</translation>
    </message>
    <message>
        <location line="+5" />
        <source>New unit t&amp;ype:</source>
        <translation>T&amp;yp der neuen Einheit:</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Move &amp;up</source>
        <translation>Nach &amp;oben</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Move command up</source>
        <translation>Kommando nach oben verschieben</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Move do&amp;wn</source>
        <translation>Nach &amp;unten</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Move command down</source>
        <translation>Kommando nach unten verschieben</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Remove command</source>
        <translation>Kommando entfe&amp;rnen</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Command actions</source>
        <translation>Kommando-Aktionen</translation>
    </message>
    <message>
        <location line="+47" />
        <source>the command above must be of the same army</source>
        <translation>das übergeordnete Kommando muss zur selben Armee gehören</translation>
    </message>
    <message>
        <location line="+3" />
        <source>a command cannot sit under itself</source>
        <translation>ein Kommando kann nicht sich selbst untergeordnet sein</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1 is under %2: a command cannot sit under its own sub-command</source>
        <translation>%1 ist %2 untergeordnet: Ein Kommando kann nicht seinem eigenen Unterkommando untergeordnet sein</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1 becomes a top command</source>
        <translation>%1 wird ein oberstes Kommando</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Put %1 under %2</source>
        <translation>%1 unter %2 stellen</translation>
    </message>
    <message>
        <location line="+16" />
        <source>must be at least 0 (none planned)</source>
        <translation>muss mindestens 0 sein (keins geplant)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>must be at most %1</source>
        <translation>darf höchstens %1 sein</translation>
    </message>
    <message>
        <location line="+1" />
        <source>No arrival planned for %1</source>
        <translation>Kein Eintreffen geplant für %1</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Arrival turn of %1: %2</source>
        <translation>Eintreffen von %1 im Zug: %2</translation>
    </message>
    <message>
        <location line="+10" />
        <source>at most %1 units in a command</source>
        <translation>höchstens %1 Einheiten pro Kommando</translation>
    </message>
    <message>
        <location line="+7" />
        <source>at most %1 units in a battle</source>
        <translation>höchstens %1 Einheiten pro Gefecht</translation>
    </message>
    <message>
        <location line="+7" />
        <location line="+21" />
        <source>New %1</source>
        <translation>%1 (neu)</translation>
    </message>
    <message>
        <location line="-18" />
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Add unit: %1</source>
        <translation>Einheit hinzufügen: %1</translation>
    </message>
    <message>
        <location line="+11" />
        <source>at most %1 commands in an army</source>
        <translation>höchstens %1 Kommandos pro Armee</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Add sub-command: %1</source>
        <translation>Unterkommando hinzufügen: %1</translation>
    </message>
    <message>
        <location line="+23" />
        <source>Move command up: %1</source>
        <translation>Kommando nach oben: %1</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Move command down: %1</source>
        <translation>Kommando nach unten: %1</translation>
    </message>
    <message>
        <location line="+17" />
        <source>%1 has a check waiting: resolve it first</source>
        <translation>Für %1 steht ein Moraltest an: zuerst abwickeln</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Remove command: %1</source>
        <translation>Kommando entfernen: %1</translation>
    </message>
    <message>
        <location line="+21" />
        <source>(none: a top command)</source>
        <translation>(keins: oberstes Kommando)</translation>
    </message>
</context>
<context>
    <name>md::nap::NapCommandLevel</name>
    <message>
        <location filename="../core/napoleonic/model/NapEnums.h" line="-97" />
        <source>Brigade</source>
        <translation>Brigade</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Division</source>
        <translation>Division</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Wing or corps</source>
        <translation>Flügel oder Korps</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Army</source>
        <translation>Armee</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Nation</source>
        <translation>Nation</translation>
    </message>
</context>
<context>
    <name>md::nap::NapCommandLine</name>
    <message>
        <location filename="../app/napoleonic/cli/NapCommandLine.cpp" line="+58" />
        <source>print the d10 check's odds by target, in and out of the Shock Phase</source>
        <translation>die Wahrscheinlichkeiten des d10-Moraltests je Zielwert ausgeben, in und außerhalb der Schockphase</translation>
    </message>
    <message>
        <location line="+2" />
        <source>one unit's check or rally: its target, each term's rule, the odds</source>
        <translation>Moraltest oder Sammeln einer Einheit: Zielwert, Regel jedes Terms, Wahrscheinlichkeiten</translation>
    </message>
    <message>
        <location line="+3" />
        <source>play steps on a battle file headless (losses, checks, rallies …)</source>
        <translation>Schritte auf einer Gefechtsdatei ohne Oberfläche spielen (Verluste, Tests, Sammeln …)</translation>
    </message>
    <message>
        <location line="+44" />
        <source>Napoleonic morale (--system napoleonic): the morale check on one d10 (a 0 is 10) for every target T from %1 to %2, where T is the unit's current CMR plus its adjustments (B.3.4). A roll of T or less passes; 1 to 4 over T is Morale Disordered; 5 or more over is Routed. In the Shock Combat Phase a natural 1 adds 1 to T and a natural 10 takes 1 off, for that check and to the end of the phase (15.28). A rally passes on T or less (B.4.4). Each cell is the exact probability with the rolls that give it.</source>
        <translation>Napoleonische Moral (--system napoleonic): der Moraltest mit einem d10 (eine 0 zählt 10) für jeden Zielwert T von %1 bis %2, wobei T der aktuelle CMR der Einheit plus ihre Anpassungen ist (B.3.4). Ein Wurf von T oder weniger besteht; 1 bis 4 über T ist In Unordnung; 5 oder mehr darüber ist In Flucht. In der Schockkampfphase erhöht eine natürliche 1 T um 1 und eine natürliche 10 senkt T um 1, für diesen Test und bis zum Ende der Phase (15.28). Ein Sammeln gelingt bei T oder weniger (B.4.4). Jede Zelle ist die exakte Wahrscheinlichkeit mit den Würfen, die sie ergeben.</translation>
    </message>
    <message>
        <location line="+9" />
        <source>The table subcommand.</source>
        <translation>Der Unterbefehl table.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Print one JSON object, probabilities as reduced fractions ("1/2").</source>
        <translation>Ein JSON-Objekt ausgeben, Wahrscheinlichkeiten als gekürzte Brüche („1/2“).</translation>
    </message>
    <message>
        <location line="+10" />
        <source>Morale check outside the Shock Combat Phase (B.3.4), and the rally (B.4.4):</source>
        <translation>Moraltest außerhalb der Schockkampfphase (B.3.4) und Sammeln (B.4.4):</translation>
    </message>
    <message>
        <location line="+1" />
        <location line="+13" />
        <source>T</source>
        <translation>T</translation>
    </message>
    <message>
        <location line="-13" />
        <location line="+13" />
        <source>Pass</source>
        <translation>Bestanden</translation>
    </message>
    <message>
        <location line="-13" />
        <location line="+13" />
        <source>Disordered</source>
        <translation>In Unordnung</translation>
    </message>
    <message>
        <location line="-13" />
        <location line="+13" />
        <source>Routed</source>
        <translation>In Flucht</translation>
    </message>
    <message>
        <location line="-13" />
        <source>Rallied</source>
        <translation>Gesammelt</translation>
    </message>
    <message>
        <location line="+10" />
        <source>In the Shock Combat Phase (15.28, B-3): a natural 1 adds 1 to T, a natural 10 takes 1 off; not for units that test together (B-9):</source>
        <translation>In der Schockkampfphase (15.28, B-3): Eine natürliche 1 erhöht T um 1, eine natürliche 10 senkt T um 1; nicht für gemeinsam testende Einheiten (B-9):</translation>
    </message>
</context>
<context>
    <name>md::nap::NapCommands</name>
    <message>
        <location filename="../app/napoleonic/commands/NapCommands.cpp" line="+40" />
        <source>No losses to record: give figures or cannon.</source>
        <translation>Keine Verluste zu erfassen: Figuren oder Geschütze angeben.</translation>
    </message>
    <message>
        <location line="+17" />
        <source>Queue check: %1 (%2)</source>
        <translation>Moraltest einreihen: %1 (%2)</translation>
    </message>
    <message>
        <location line="+9" />
        <source>No such queued check.</source>
        <translation>Kein solcher eingereihter Moraltest.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Dismiss check: %1 (%2)</source>
        <translation>Moraltest verwerfen: %1 (%2)</translation>
    </message>
    <message numerus="yes">
        <location line="+21" />
        <source>Saw %1 rout: %n check(s) (%2)</source>
        <translation>
            <numerusform>Flucht von %1 gesehen: %n Moraltest (%2)</numerusform><numerusform>Flucht von %1 gesehen: %n Moraltests (%2)</numerusform></translation>
    </message>
    <message>
        <location line="+14" />
        <source>Disorder cleared: %1</source>
        <translation>Unordnung aufgehoben: %1</translation>
    </message>
    <message>
        <location line="+26" />
        <source>Routed off the table: %1</source>
        <translation>Vom Tisch geflohen: %1</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Army Morale Fatigue: %1</source>
        <translation>Moralermüdung der Armee: %1</translation>
    </message>
    <message>
        <location line="+11" />
        <source>Officer %1: %2</source>
        <translation>Offizier %1: %2</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Order %1: %2</source>
        <translation>Befehl %1: %2</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Arrival: %1</source>
        <translation>Eintreffen: %1</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Withdrawal: %1</source>
        <translation>Rückzug: %1</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Position taken: %1</source>
        <translation>Stellung eingenommen: %1</translation>
    </message>
</context>
<context>
    <name>md::nap::NapDataForm</name>
    <message>
        <location filename="../app/napoleonic/editors/NapDataForm.cpp" line="+30" />
        <source>a name must not be empty</source>
        <translation>ein Name darf nicht leer sein</translation>
    </message>
    <message>
        <location line="+2" />
        <source>a name must be at most %1 characters</source>
        <translation>ein Name darf höchstens %1 Zeichen lang sein</translation>
    </message>
    <message>
        <location line="+3" />
        <source>"%1" is already in the list</source>
        <translation>„%1“ ist bereits in der Liste</translation>
    </message>
    <message>
        <location line="+8" />
        <source>must be at least %1</source>
        <translation>muss mindestens %1 sein</translation>
    </message>
    <message>
        <location line="+2" />
        <source>must be at most %1</source>
        <translation>darf höchstens %1 sein</translation>
    </message>
    <message>
        <location line="+21" />
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location line="+27" />
        <source>Your club's data (B.6)</source>
        <translation>Daten Ihres Clubs (B.6)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The rules do not give these: they are your club's own data. The values a new battle starts with are examples, not the rules. Replace them with your club's own.</source>
        <translation>Die Regeln geben diese Werte nicht vor: Es sind die eigenen Daten Ihres Clubs. Die Werte, mit denen ein neues Gefecht beginnt, sind Beispiele, nicht die Regeln. Ersetzen Sie sie durch die Ihres Clubs.</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Add terrain: %1</source>
        <translation>Gelände hinzufügen: %1</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Remove terrain: %1</source>
        <translation>Gelände entfernen: %1</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Move terrain: %1</source>
        <translation>Gelände verschieben: %1</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Terrain</source>
        <translation>Gelände</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Adjustment</source>
        <translation>Anpassung</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Blocks cavalry</source>
        <translation>Sperrt Kavallerie</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Blocks sight</source>
        <translation>Sperrt Sicht</translation>
    </message>
    <message>
        <location line="+26" />
        <source>Rename terrain: %1</source>
        <translation>Gelände umbenennen: %1</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Terrain adjustment of %1: %2</source>
        <translation>Geländeanpassung von %1: %2</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1 blocks charging cavalry</source>
        <translation>%1 sperrt angreifende Kavallerie</translation>
    </message>
    <message>
        <location line="+0" />
        <source>%1 does not block charging cavalry</source>
        <translation>%1 sperrt angreifende Kavallerie nicht</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1 blocks sight</source>
        <translation>%1 sperrt die Sicht</translation>
    </message>
    <message>
        <location line="+0" />
        <source>%1 does not block sight</source>
        <translation>%1 sperrt die Sicht nicht</translation>
    </message>
    <message>
        <location line="+3" />
        <source>New terrain</source>
        <translation>Neues Gelände</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Terrain:</source>
        <translation>&amp;Gelände:</translation>
    </message>
    <message>
        <location line="+1" />
        <source>15.54 P03-P05: the terrain chart the seed lacks. X-f: charging cavalry cannot enter terrain that blocks it; 15.74: terrain that blocks sight hides officers.</source>
        <translation>15.54 P03-P05: die Geländetabelle, die dem Seed fehlt. X-f: Angreifende Kavallerie kann kein Gelände betreten, das sie sperrt; 15.74: Gelände, das die Sicht sperrt, verbirgt Offiziere.</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Add officer benefit: %1</source>
        <translation>Offiziersbonus hinzufügen: %1</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Remove officer benefit: %1</source>
        <translation>Offiziersbonus entfernen: %1</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Move officer benefit: %1</source>
        <translation>Offiziersbonus verschieben: %1</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Officer type</source>
        <translation>Offizierstyp</translation>
    </message>
    <message>
        <location line="+0" />
        <source>CMR benefit</source>
        <translation>CMR-Bonus</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Radius (in)</source>
        <translation>Radius (Zoll)</translation>
    </message>
    <message>
        <location line="+26" />
        <source>Rename officer benefit: %1</source>
        <translation>Offiziersbonus umbenennen: %1</translation>
    </message>
    <message>
        <location line="+2" />
        <source>CMR benefit of %1: %2</source>
        <translation>CMR-Bonus von %1: %2</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Radius of %1: %2 in</source>
        <translation>Radius von %1: %2 Zoll</translation>
    </message>
    <message>
        <location line="+2" />
        <source>New officer type</source>
        <translation>Neuer Offizierstyp</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Offi&amp;cer benefits:</source>
        <translation>Offi&amp;ziersboni:</translation>
    </message>
    <message>
        <location line="+1" />
        <source>15.56 refers to rules 14.40, which the seed lacks: each officer type's benefit in CMR points (10 % = 1 point, B-29) and its radius in inches.</source>
        <translation>15.56 verweist auf die Regeln 14.40, die dem Seed fehlen: der Bonus jedes Offizierstyps in CMR-Punkten (10 % = 1 Punkt, B-29) und sein Radius in Zoll.</translation>
    </message>
    <message>
        <location line="+13" />
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Inches</source>
        <translation>Zoll</translation>
    </message>
    <message>
        <location line="+29" />
        <source>Add minimum fire zone: %1</source>
        <translation>Mindestfeuerzone hinzufügen: %1</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Remove minimum fire zone: %1</source>
        <translation>Mindestfeuerzone entfernen: %1</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Move minimum fire zone: %1</source>
        <translation>Mindestfeuerzone verschieben: %1</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Rename minimum fire zone: %1</source>
        <translation>Mindestfeuerzone umbenennen: %1</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Minimum fire zone of %1: %2 in</source>
        <translation>Mindestfeuerzone von %1: %2 Zoll</translation>
    </message>
    <message>
        <location line="+1" />
        <source>New weapon</source>
        <translation>Neue Waffe</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Minimum &amp;fire zones:</source>
        <translation>Mindest&amp;feuerzonen:</translation>
    </message>
    <message>
        <location line="+1" />
        <source>11.32, 11.34: per weapon type, in inches.</source>
        <translation>11.32, 11.34: je Waffentyp, in Zoll.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Add charge range: %1</source>
        <translation>Angriffsreichweite hinzufügen: %1</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Remove charge range: %1</source>
        <translation>Angriffsreichweite entfernen: %1</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Move charge range: %1</source>
        <translation>Angriffsreichweite verschieben: %1</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Rename charge range: %1</source>
        <translation>Angriffsreichweite umbenennen: %1</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Charge range of %1: %2 in</source>
        <translation>Angriffsreichweite von %1: %2 Zoll</translation>
    </message>
    <message>
        <location line="+1" />
        <source>New cavalry</source>
        <translation>Neue Kavallerie</translation>
    </message>
    <message>
        <location line="+0" />
        <source>C&amp;harge ranges:</source>
        <translation>Angriffs&amp;reichweiten:</translation>
    </message>
    <message>
        <location line="+1" />
        <source>12.70: per cavalry type, in inches.</source>
        <translation>12.70: je Kavallerietyp, in Zoll.</translation>
    </message>
    <message>
        <location line="+8" />
        <source>The phases of a game turn, in order. A check belongs to the phase it is taken in (15.21, 15.28).</source>
        <translation>Die Phasen eines Spielzugs, der Reihe nach. Ein Moraltest gehört zu der Phase, in der er abgelegt wird (15.21, 15.28).</translation>
    </message>
    <message>
        <location line="+2" />
        <source>&amp;Phases of a turn:</source>
        <translation>&amp;Phasen eines Zugs:</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Phases of a turn</source>
        <translation>Phasen eines Zugs</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Phase to add</source>
        <translation>Hinzuzufügende Phase</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The order above is the example order the program starts with, not the rules: put your club's own order in its place.</source>
        <translation>Die obige Reihenfolge ist die Beispielreihenfolge, mit der das Programm beginnt, nicht die Regeln: Setzen Sie die Ihres Clubs an ihre Stelle.</translation>
    </message>
    <message>
        <location line="+7" />
        <source>a turn has at least one phase</source>
        <translation>ein Zug hat mindestens eine Phase</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Remove phase: %1</source>
        <translation>Phase entfernen: %1</translation>
    </message>
    <message>
        <location line="+9" />
        <source>Move phase: %1</source>
        <translation>Phase verschieben: %1</translation>
    </message>
    <message>
        <location line="+9" />
        <source>Hourly turns are the first and then every this many (the army penalties and orders of B.4.7). Example: 3.</source>
        <translation>Stundenzüge sind der erste Zug und danach jeweils alle so viele Züge (die Armeeabzüge und Befehle aus B.4.7). Beispiel: 3.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>T&amp;urns per hour:</source>
        <translation>&amp;Züge pro Stunde:</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Turns per hour: %1</source>
        <translation>Züge pro Stunde: %1</translation>
    </message>
    <message>
        <location line="+4" />
        <source>E19, 15.84 (B-22): the seed's value is lost. Example: 1 MFP.</source>
        <translation>E19, 15.84 (B-22): Der Wert des Seeds ist verloren. Beispiel: 1 MFP.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Road-exit MFP:</source>
        <translation>MFP für &amp;Straßenausgang:</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Road-exit MFP: %1</source>
        <translation>MFP für Straßenausgang: %1</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Add user adjustment: %1</source>
        <translation>Eigene Anpassung hinzufügen: %1</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Remove user adjustment: %1</source>
        <translation>Eigene Anpassung entfernen: %1</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Move user adjustment: %1</source>
        <translation>Eigene Anpassung verschieben: %1</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Id</source>
        <translation>Id</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Label</source>
        <translation>Bezeichnung</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Applies to</source>
        <translation>Gilt für</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Use</source>
        <translation>Nutzen</translation>
    </message>
    <message>
        <location line="+16" />
        <source>the id "%1" is already used</source>
        <translation>die Id „%1“ wird bereits verwendet</translation>
    </message>
    <message>
        <location line="+3" />
        <source>a label must not be empty</source>
        <translation>eine Bezeichnung darf nicht leer sein</translation>
    </message>
    <message>
        <location line="+2" />
        <source>must be at most %1 characters</source>
        <translation>darf höchstens %1 Zeichen lang sein</translation>
    </message>
    <message>
        <location line="+18" />
        <source>User adjustment id: %1</source>
        <translation>Id der eigenen Anpassung: %1</translation>
    </message>
    <message>
        <location line="+1" />
        <source>User adjustment label of %1: %2</source>
        <translation>Bezeichnung der eigenen Anpassung %1: %2</translation>
    </message>
    <message>
        <location line="+1" />
        <source>User adjustment %1: %2</source>
        <translation>Eigene Anpassung %1: %2</translation>
    </message>
    <message>
        <location line="+1" />
        <source>User adjustment %1 applies to: %2</source>
        <translation>Eigene Anpassung %1 gilt für: %2</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Use user adjustment: %1</source>
        <translation>Eigene Anpassung nutzen: %1</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Do not use user adjustment: %1</source>
        <translation>Eigene Anpassung nicht nutzen: %1</translation>
    </message>
    <message>
        <location line="+10" />
        <source>New adjustment</source>
        <translation>Neue Anpassung</translation>
    </message>
    <message>
        <location line="+7" />
        <source>User a&amp;djustments:</source>
        <translation>Eigene A&amp;npassungen:</translation>
    </message>
    <message>
        <location line="+1" />
        <source>B-27: rows of the 15.54 chart the club defines, such as its reading of the illegible N14. Offered in a check only when ticked.</source>
        <translation>B-27: vom Club definierte Zeilen der Tabelle 15.54, etwa seine Lesart des unleserlichen N14. Nur angehakt in einem Moraltest angeboten.</translation>
    </message>
    <message>
        <location line="+7" />
        <source>B.4.3 (c), B-16: the seed's text is garbled. Write your club's reading.</source>
        <translation>B.4.3 (c), B-16: Der Text des Seeds ist verstümmelt. Tragen Sie die Lesart Ihres Clubs ein.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Rall&amp;y restriction (c):</source>
        <translation>Sammel&amp;beschränkung (c):</translation>
    </message>
    <message>
        <location line="+8" />
        <source>must not be empty: untick it below instead</source>
        <translation>darf nicht leer sein: stattdessen unten abhaken</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Rally restriction (c): %1</source>
        <translation>Sammelbeschränkung (c): %1</translation>
    </message>
    <message>
        <location line="+3" />
        <location line="+2" />
        <location line="+2" />
        <source>Apply rally restriction (c)</source>
        <translation>Sammelbeschränkung (c) anwenden</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Do not apply rally restriction (c)</source>
        <translation>Sammelbeschränkung (c) nicht anwenden</translation>
    </message>
    <message>
        <location line="+13" />
        <source>The rows above are examples the program starts with, not the rules: replace them with your club's own.</source>
        <translation>Die obigen Zeilen sind Beispiele, mit denen das Programm beginnt, nicht die Regeln: Ersetzen Sie sie durch die Ihres Clubs.</translation>
    </message>
    <message>
        <location line="+30" />
        <source>at most %1 rows</source>
        <translation>höchstens %1 Zeilen</translation>
    </message>
    <message>
        <location line="+35" />
        <source>%1 is already in the turn: a phase comes once</source>
        <translation>%1 ist bereits im Zug: Eine Phase kommt nur einmal vor</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Add phase: %1</source>
        <translation>Phase hinzufügen: %1</translation>
    </message>
</context>
<context>
    <name>md::nap::NapEditCommand</name>
    <message>
        <location filename="../app/napoleonic/commands/NapEditCommand.cpp" line="+15" />
        <source>Nothing changed.</source>
        <translation>Nichts geändert.</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Edit battle</source>
        <translation>Gefecht bearbeiten</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Recovered work</source>
        <translation>Wiederhergestellte Arbeit</translation>
    </message>
</context>
<context>
    <name>md::nap::NapEditorForm</name>
    <message>
        <location filename="../app/napoleonic/editors/NapEditorForm.cpp" line="+229" />
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>md::nap::NapEditorPanel</name>
    <message>
        <location filename="../app/napoleonic/editors/NapEditorPanel.cpp" line="+34" />
        <source>Editor</source>
        <translation>Editor</translation>
    </message>
</context>
<context>
    <name>md::nap::NapEffects</name>
    <message>
        <location filename="../core/napoleonic/rules/NapEffects.cpp" line="+7" />
        <source>Disordered: half movement (a quarter inside a declared charge or counter-charge zone), -2 in shock combat, close-order infantry fire on the Disordered line, mounted cavalry cannot fire, artillery fires at a quarter; a square gets no bonus against charging cavalry; may retire before an upcoming shock combat; Good again at the next Rally Phase unless within an enemy Minimum Fire Zone (B.4.1, B.4.3).</source>
        <translation>In Unordnung: halbe Bewegung (ein Viertel in einer erklärten Angriffs- oder Gegenangriffszone), -2 im Schockkampf, Infanterie in geschlossener Ordnung feuert nach der Zeile „In Unordnung“, berittene Kavallerie kann nicht feuern, Artillerie feuert zu einem Viertel; ein Karree erhält keinen Bonus gegen angreifende Kavallerie; darf vor einem bevorstehenden Schockkampf zurückweichen; wieder Gut in der nächsten Sammelphase, außer innerhalb einer feindlichen Mindestfeuerzone (B.4.1, B.4.3).</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Routed: rout move to the rear now; friends within 2" who see it test (I-b, -2); it never moves in a Movement Phase, makes no offensive shock and no fire, fire on it only removes figures, and its only check is the rally check (B.3.6, B.4.2).</source>
        <translation>In Flucht: sofort Fluchtbewegung nach hinten; Freunde innerhalb 2", die es sehen, testen (I-b, -2); bewegt sich nie in einer Bewegungsphase, kein offensiver Schockkampf und kein Feuer, Feuer auf sie entfernt nur Figuren, und ihr einziger Moraltest ist der Sammeltest (B.3.6, B.4.2).</translation>
    </message>
    <message>
        <location line="+10" />
        <source>Passed: stays Disordered; only the Rally Phase removes disorder (B.3.6).</source>
        <translation>Bestanden: bleibt In Unordnung; nur die Sammelphase hebt Unordnung auf (B.3.6).</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Passed: no effect; carry on.</source>
        <translation>Bestanden: keine Wirkung; weitermachen.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Failed: every cluster figure returns to its parent unit's location and may fire and defend with it; these figures never rout (15.24).</source>
        <translation>Nicht bestanden: Jede Figur des Schwarms kehrt zum Standort ihrer Stammeinheit zurück und darf mit ihr feuern und verteidigen; diese Figuren fliehen nie (15.24).</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Disordered again while Disordered: routs (the escalation option, B-14). %1</source>
        <translation>Erneut In Unordnung, während In Unordnung: flieht (die Eskalationsoption, B-14). %1</translation>
    </message>
    <message>
        <location line="+4" />
        <source>All components form close-order column and retire 10" to the rear (15.23).</source>
        <translation>Alle Teile bilden eine Kolonne in geschlossener Ordnung und weichen 10" nach hinten zurück (15.23).</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1 Not Disordered (B-10 option).</source>
        <translation>%1 Nicht In Unordnung (Option B-10).</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Disordered again: stays Disordered with no further effect (15.68, B-14).</source>
        <translation>Erneut In Unordnung: bleibt In Unordnung ohne weitere Wirkung (15.68, B-14).</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Rallied: Disordered now, Good at the next Rally Phase unless within an enemy Minimum Fire Zone; keeps its facing and column, usually facing the rear (B.4.4, 15.78).</source>
        <translation>Gesammelt: jetzt In Unordnung, Gut in der nächsten Sammelphase, außer innerhalb einer feindlichen Mindestfeuerzone; behält Front und Kolonne, meist nach hinten gewandt (B.4.4, 15.78).</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Failed to rally: keeps routing and makes one rout move to the rear this Rally Phase; friends it passes take no check (X-c, 15.43, B-34). A second failure removes it.</source>
        <translation>Sammeln misslungen: bleibt in Flucht und macht in dieser Sammelphase eine Fluchtbewegung nach hinten; Freunde, an denen sie vorbeizieht, testen nicht (X-c, 15.43, B-34). Ein zweites Misslingen entfernt sie.</translation>
    </message>
    <message numerus="yes">
        <location line="+3" />
        <source>Second failure: the unit is removed as casualties; %n figure(s), %n MFP at the next Army Morale Fatigue Phase (E03, 15.75).</source>
        <translation>
            <numerusform>Zweites Misslingen: Die Einheit wird als Verluste entfernt; %n Figur, %n MFP in der nächsten Moralermüdungsphase der Armee (E03, 15.75).</numerusform><numerusform>Zweites Misslingen: Die Einheit wird als Verluste entfernt; %n Figuren, %n MFP in der nächsten Moralermüdungsphase der Armee (E03, 15.75).</numerusform></translation>
    </message>
</context>
<context>
    <name>md::nap::NapEngine</name>
    <message>
        <location filename="../core/napoleonic/rules/NapEngine.cpp" line="+83" />
        <source>Enter the figures or cannon %1 lost: at least 1 (or fewer than 0 to correct an entry).</source>
        <translation>Die von %1 verlorenen Figuren oder Geschütze eingeben: mindestens 1 (oder weniger als 0, um einen Eintrag zu korrigieren).</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1 is no longer on the table.</source>
        <translation>%1 ist nicht mehr auf dem Tisch.</translation>
    </message>
    <message numerus="yes">
        <location line="+3" />
        <source>%1 has lost %n figure(s); a correction cannot give back more.</source>
        <translation>
            <numerusform>%1 hat %n Figur verloren; eine Korrektur kann nicht mehr zurückgeben.</numerusform><numerusform>%1 hat %n Figuren verloren; eine Korrektur kann nicht mehr zurückgeben.</numerusform></translation>
    </message>
    <message numerus="yes">
        <location line="+2" />
        <source>%1 started with %n figure(s); it cannot lose more than that.</source>
        <translation>
            <numerusform>%1 begann mit %n Figur; sie kann nicht mehr verlieren.</numerusform><numerusform>%1 begann mit %n Figuren; sie kann nicht mehr verlieren.</numerusform></translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1 is not artillery: only a battery loses cannon (15.53).</source>
        <translation>%1 ist keine Artillerie: Nur eine Batterie verliert Geschütze (15.53).</translation>
    </message>
    <message numerus="yes">
        <location line="+3" />
        <source>%1 has lost %n cannon; a correction cannot give back more.</source>
        <translation>
            <numerusform>%1 hat %n Geschütz verloren; eine Korrektur kann nicht mehr zurückgeben.</numerusform><numerusform>%1 hat %n Geschütze verloren; eine Korrektur kann nicht mehr zurückgeben.</numerusform></translation>
    </message>
    <message numerus="yes">
        <location line="+2" />
        <source>%1 started with %n cannon; it cannot lose more than that.</source>
        <translation>
            <numerusform>%1 begann mit %n Geschütz; sie kann nicht mehr verlieren.</numerusform><numerusform>%1 begann mit %n Geschützen; sie kann nicht mehr verlieren.</numerusform></translation>
    </message>
    <message>
        <location line="+43" />
        <source>A rally is not queued: try it in the Rally Phase (B.4.4).</source>
        <translation>Ein Sammeln wird nicht eingereiht: in der Sammelphase versuchen (B.4.4).</translation>
    </message>
    <message>
        <location line="+8" />
        <source>%1 is not a friend of %2: only a friendly unit's rout calls for a check (15.31 b, c).</source>
        <translation>%1 ist kein Freund von %2: Nur die Flucht einer befreundeten Einheit verlangt einen Moraltest (15.31 b, c).</translation>
    </message>
    <message>
        <location line="+5" />
        <location line="+91" />
        <source>%1 need not test for %2 (%3): %4</source>
        <translation>%1 muss nicht für %2 testen (%3): %4</translation>
    </message>
    <message>
        <location line="-88" />
        <source>%1's %2 check is already queued.</source>
        <translation>Der %2-Moraltest von %1 ist bereits eingereiht.</translation>
    </message>
    <message>
        <location line="+2" />
        <location line="+231" />
        <source>The queue is full (%1 checks); resolve some first.</source>
        <translation>Die Warteschlange ist voll (%1 Moraltests); zuerst einige abwickeln.</translation>
    </message>
    <message>
        <location line="-221" />
        <source>No check is queued.</source>
        <translation>Kein Moraltest eingereiht.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>There is no queued check %1; the queue holds %2.</source>
        <translation>Es gibt keinen eingereihten Moraltest %1; die Warteschlange enthält %2.</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Say why the check is dismissed.</source>
        <translation>Geben Sie an, warum der Moraltest verworfen wird.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The reason is longer than %1 characters.</source>
        <translation>Die Begründung ist länger als %1 Zeichen.</translation>
    </message>
    <message>
        <location line="+19" />
        <source>Name the unit that tests.</source>
        <translation>Nennen Sie die testende Einheit.</translation>
    </message>
    <message>
        <location line="+4" />
        <source>A routed unit tests to rally with a rally attempt in the Rally Phase (B.4.4).</source>
        <translation>Eine fliehende Einheit testet mit einem Sammelversuch in der Sammelphase (B.4.4).</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Several units test together only as a formation (a square, a redoubt, a building) or a skirmisher cluster (15.22, 15.24).</source>
        <translation>Mehrere Einheiten testen nur gemeinsam als Formation (Karree, Schanze, Gebäude) oder Plänklerschwarm (15.22, 15.24).</translation>
    </message>
    <message>
        <location line="+13" />
        <source>%1 is named twice.</source>
        <translation>%1 ist doppelt genannt.</translation>
    </message>
    <message>
        <location line="+4" />
        <source>%1 is not of the same army as the other units of the check.</source>
        <translation>%1 gehört nicht zur selben Armee wie die anderen Einheiten des Moraltests.</translation>
    </message>
    <message>
        <location line="+81" />
        <source>A d10 shows 1 to 10 (0 reads as 10), not %1.</source>
        <translation>Ein d10 zeigt 1 bis 10 (0 zählt als 10), nicht %1.</translation>
    </message>
    <message>
        <location line="+53" />
        <source>%1 is not routed: only a routing unit's friends test (I-b, I-c).</source>
        <translation>%1 ist nicht in Flucht: Nur die Freunde einer fliehenden Einheit testen (I-b, I-c).</translation>
    </message>
    <message>
        <location line="+12" />
        <source>%1 is the routing unit itself.</source>
        <translation>%1 ist die fliehende Einheit selbst.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1 is not a friend of %2: only friends within 2" test (15.31 b, c).</source>
        <translation>%1 ist kein Freund von %2: Nur Freunde innerhalb von 2" testen (15.31 b, c).</translation>
    </message>
    <message>
        <location line="+4" />
        <source>%1: %2 %3</source>
        <translation>%1: %2 %3</translation>
    </message>
    <message>
        <location line="+5" />
        <source>%1: its %2 check is already queued.</source>
        <translation>%1: Ihr %2-Moraltest ist bereits eingereiht.</translation>
    </message>
    <message>
        <location line="+8" />
        <source>N09 (-2) if it sees %1 rout</source>
        <translation>N09 (-2), wenn sie %1 fliehen sieht</translation>
    </message>
    <message numerus="yes">
        <location line="+74" />
        <source>Resolve the queued checks first (15.32, 15.42): %n check(s) queued, the first %1's %2.</source>
        <translation>
            <numerusform>Zuerst die eingereihten Moraltests abwickeln (15.32, 15.42): %n Moraltest eingereiht, der erste: %2 von %1.</numerusform><numerusform>Zuerst die eingereihten Moraltests abwickeln (15.32, 15.42): %n Moraltests eingereiht, der erste: %2 von %1.</numerusform></translation>
    </message>
    <message>
        <location line="+5" />
        <source>The battle has no phases in its turn sequence; add them in the battle's data.</source>
        <translation>Das Gefecht hat keine Phasen in seiner Zugfolge; fügen Sie sie in den Daten des Gefechts hinzu.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Turn %1 is the last a battle file holds.</source>
        <translation>Zug %1 ist der letzte, den eine Gefechtsdatei enthält.</translation>
    </message>
</context>
<context>
    <name>md::nap::NapExport</name>
    <message>
        <location filename="../app/napoleonic/NapExport.cpp" line="+22" />
        <source>--%1 must be a whole number from %2 to %3, not "%4"</source>
        <translation>--%1 muss eine ganze Zahl von %2 bis %3 sein, nicht „%4“</translation>
    </message>
    <message>
        <location line="+14" />
        <source>Exports a printable PDF (real, searchable text):
  sheet FILE                  the army sheet filled from a Napoleonic battle file: every unit's
                              current CMR, state and rally failures, each army's MFP and standing
  blank-sheet [--commands N] [--units N]
                              a blank army sheet: N commands (default %1), N unit rows each
                              (default %2), and the MFP ledger
  card                        the one-page quick-reference card</source>
        <translation>Exportiert ein druckbares PDF (echter, durchsuchbarer Text):
  sheet DATEI                 Armeebogen aus einer napoleonischen Gefechtsdatei: aktueller CMR,
                              Zustand und misslungene Sammelversuche jeder Einheit, MFP und Stand je Armee
  blank-sheet [--commands N] [--units N]
                              ein leerer Armeebogen: N Kommandos (Standard %1), je N Einheitenzeilen
                              (Standard %2) und das MFP-Register
  card                        die einseitige Kurzübersichtskarte</translation>
    </message>
    <message>
        <location line="+10" />
        <source>For sheet: the Napoleonic battle file.</source>
        <translation>Für sheet: die napoleonische Gefechtsdatei.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>blank-sheet: spaces for N commands (1-%1).</source>
        <translation>blank-sheet: Platz für N Kommandos (1-%1).</translation>
    </message>
    <message>
        <location line="+2" />
        <source>blank-sheet: N unit rows per command (1-%1).</source>
        <translation>blank-sheet: N Einheitenzeilen pro Kommando (1-%1).</translation>
    </message>
    <message>
        <location line="+14" />
        <source>give the Napoleonic battle file to fill the sheet from</source>
        <translation>die napoleonische Gefechtsdatei angeben, aus der der Bogen gefüllt wird</translation>
    </message>
    <message>
        <location line="+4" />
        <source>--%1 goes with "export %2", not "export %3"</source>
        <translation>--%1 gehört zu „export %2“, nicht zu „export %3“</translation>
    </message>
</context>
<context>
    <name>md::nap::NapFieldReader</name>
    <message numerus="yes">
        <location filename="../core/napoleonic/io/NapFieldReader.cpp" line="+90" />
        <source>%n more problem(s) not listed</source>
        <translation>
            <numerusform>%n weiteres Problem nicht aufgeführt</numerusform><numerusform>%n weitere Probleme nicht aufgeführt</numerusform></translation>
    </message>
    <message numerus="yes">
        <location line="+1" />
        <source>%n more problem(s) not listed; the rules across fields were not checked</source>
        <translation>
            <numerusform>%n weiteres Problem nicht aufgeführt; die feldübergreifenden Regeln wurden nicht geprüft</numerusform><numerusform>%n weitere Probleme nicht aufgeführt; die feldübergreifenden Regeln wurden nicht geprüft</numerusform></translation>
    </message>
    <message>
        <location line="+39" />
        <source>unexpected key for %1</source>
        <translation>unerwarteter Schlüssel für %1</translation>
    </message>
    <message>
        <location line="+2" />
        <source>unknown key</source>
        <translation>unbekannter Schlüssel</translation>
    </message>
    <message>
        <location line="+20" />
        <location line="+76" />
        <source>expected a string, found %1</source>
        <translation>erwartet wurde eine Zeichenkette, gefunden %1</translation>
    </message>
    <message>
        <location line="-71" />
        <location line="+76" />
        <source>holds an unpaired surrogate (a \u escape of half a character)</source>
        <translation>enthält ein ungepaartes Surrogat (ein \u-Escape eines halben Zeichens)</translation>
    </message>
    <message>
        <location line="-63" />
        <source>expected true or false, found %1</source>
        <translation>erwartet wurde true oder false, gefunden %1</translation>
    </message>
    <message>
        <location line="+17" />
        <source>expected a whole number between %1 and %2, found %3</source>
        <translation>erwartet wurde eine ganze Zahl zwischen %1 und %2, gefunden %3</translation>
    </message>
    <message>
        <location line="+11" />
        <location line="+23" />
        <source>expected an object, found %1</source>
        <translation>erwartet wurde ein Objekt, gefunden %1</translation>
    </message>
    <message>
        <location line="-10" />
        <source>expected an array, found %1</source>
        <translation>erwartet wurde ein Array, gefunden %1</translation>
    </message>
    <message>
        <location filename="../core/napoleonic/io/NapFieldReader.h" line="+68" />
        <source>expected one of %1; found %2</source>
        <translation>erwartet wurde einer der Werte %1; gefunden %2</translation>
    </message>
</context>
<context>
    <name>md::nap::NapFilledSheetDocument</name>
    <message>
        <location filename="../app/napoleonic/print/NapFilledSheetDocument.cpp" line="+17" />
        <source>MFP total %1, used %2 (B.4.5, B.4.6); %3; demoralization penalty %4, campaign penalty %5 (B.4.7, 15.96).</source>
        <translation>MFP-Summe %1, verbraucht %2 (B.4.5, B.4.6); %3; Demoralisierungsabzug %4, Kampagnenabzug %5 (B.4.7, 15.96).</translation>
    </message>
    <message>
        <location line="+27" />
        <source>Battle</source>
        <translation>Gefecht</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Battleday</source>
        <translation>Schlachttag</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Turn</source>
        <translation>Zug</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Phase</source>
        <translation>Phase</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Hourly turn</source>
        <translation>Stundenzug</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Yes</source>
        <translation>Ja</translation>
    </message>
    <message>
        <location line="+0" />
        <source>No</source>
        <translation>Nein</translation>
    </message>
    <message>
        <location line="+4" />
        <source>CMR now: the current CMR at this phase with every permanent and temporary term (B.3.1), before the situation's adjustments (B.3.2, B.3.3).</source>
        <translation>CMR jetzt: der aktuelle CMR in dieser Phase mit jedem dauerhaften und vorübergehenden Term (B.3.1), vor den Anpassungen der Lage (B.3.2, B.3.3).</translation>
    </message>
    <message>
        <location line="+5" />
        <source>This battle has no armies yet.</source>
        <translation>Dieses Gefecht hat noch keine Armeen.</translation>
    </message>
    <message>
        <location line="+10" />
        <source>Checks to take</source>
        <translation>Abzulegende Moraltests</translation>
    </message>
    <message>
        <location line="+2" />
        <source>None pending.</source>
        <translation>Keine ausstehend.</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Unit</source>
        <translation>Einheit</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Circumstance (B.2)</source>
        <translation>Umstand (B.2)</translation>
    </message>
    <message>
        <location line="+0" />
        <source>When</source>
        <translation>Wann</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Note</source>
        <translation>Hinweis</translation>
    </message>
    <message>
        <location line="+3" />
        <source>At once (15.32)</source>
        <translation>Sofort (15.32)</translation>
    </message>
    <message>
        <location line="+0" />
        <source>At the phase's end (15.42)</source>
        <translation>Am Phasenende (15.42)</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Notes</source>
        <translation>Notizen</translation>
    </message>
</context>
<context>
    <name>md::nap::NapFormation</name>
    <message>
        <location filename="../core/napoleonic/model/NapEnums.h" line="-41" />
        <source>Line</source>
        <translation>Linie</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Column</source>
        <translation>Kolonne</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Pre-formed column</source>
        <translation>Vorgeformte Kolonne</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Square</source>
        <translation>Karree</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Open order, fully deployed</source>
        <translation>Offene Ordnung, voll entfaltet</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Open order, partially deployed</source>
        <translation>Offene Ordnung, teilweise entfaltet</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Limbered</source>
        <translation>Aufgeprotzt</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Unlimbered</source>
        <translation>Abgeprotzt</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Mounted</source>
        <translation>Aufgesessen</translation>
    </message>
</context>
<context>
    <name>md::nap::NapGrade</name>
    <message>
        <location line="-23" />
        <source>Militia</source>
        <translation>Miliz</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Line</source>
        <translation>Linie</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Elite</source>
        <translation>Elite</translation>
    </message>
</context>
<context>
    <name>md::nap::NapListEditor</name>
    <message>
        <location filename="../app/napoleonic/editors/NapListEditor.cpp" line="+19" />
        <source>Add</source>
        <translation>Hinzufügen</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Up</source>
        <translation>Nach oben</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Down</source>
        <translation>Nach unten</translation>
    </message>
    <message>
        <location line="+13" />
        <source>Move the selected entry up</source>
        <translation>Ausgewählten Eintrag nach oben verschieben</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Move the selected entry down</source>
        <translation>Ausgewählten Eintrag nach unten verschieben</translation>
    </message>
</context>
<context>
    <name>md::nap::NapLogEvent</name>
    <message>
        <location filename="../core/napoleonic/model/NapEnums.h" line="+227" />
        <source>Losses</source>
        <translation>Verluste</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Morale check</source>
        <translation>Moraltest</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Rally attempt</source>
        <translation>Sammelversuch</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Disorder removed</source>
        <translation>Unordnung aufgehoben</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Army Morale Fatigue Phase</source>
        <translation>Moralermüdungsphase der Armee</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Phase ended</source>
        <translation>Phase beendet</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Turn ended</source>
        <translation>Zug beendet</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Command changed</source>
        <translation>Kommando geändert</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Position taken</source>
        <translation>Stellung eingenommen</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Routed off the table</source>
        <translation>Vom Tisch geflohen</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Check dismissed</source>
        <translation>Test verworfen</translation>
    </message>
</context>
<context>
    <name>md::nap::NapLogModel</name>
    <message>
        <location filename="../app/napoleonic/models/NapLogModel.cpp" line="+55" />
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <location line="+5" />
        <source>%1
Detail: %2</source>
        <translation>%1
Detail: %2</translation>
    </message>
    <message>
        <location line="+13" />
        <source>Turn</source>
        <translation>Zug</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Phase</source>
        <translation>Phase</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Event</source>
        <translation>Ereignis</translation>
    </message>
    <message>
        <location line="+2" />
        <source>What happened</source>
        <translation>Was geschah</translation>
    </message>
</context>
<context>
    <name>md::nap::NapLossBox</name>
    <message>
        <location filename="../app/napoleonic/widgets/NapLossBox.cpp" line="+17" />
        <source>Losses</source>
        <translation>Verluste</translation>
    </message>
    <message>
        <location line="+5" />
        <source>To &amp;Shock Combat (E02)</source>
        <translation>Im &amp;Schockkampf (E02)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Record &amp;losses</source>
        <translation>&amp;Verluste erfassen</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Figures lost</source>
        <translation>Verlorene Figuren</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Cannon lost</source>
        <translation>Verlorene Geschütze</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Losses to Shock Combat cost MFP (E02) but call for no fire check (B.2.1).</source>
        <translation>Verluste im Schockkampf kosten MFP (E02), verlangen aber keinen Feuer-Moraltest (B.2.1).</translation>
    </message>
    <message>
        <location line="+4" />
        <source>&amp;Figures:</source>
        <translation>&amp;Figuren:</translation>
    </message>
    <message>
        <location line="+2" />
        <source>&amp;Cannon:</source>
        <translation>&amp;Geschütze:</translation>
    </message>
    <message>
        <location line="+39" />
        <source>Select a unit in the order of battle first.</source>
        <translation>Zuerst eine Einheit in der Schlachtordnung auswählen.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Give the figures (or cannon) %1 lost.</source>
        <translation>Die von %1 verlorenen Figuren (oder Geschütze) angeben.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Records the losses of %1 in the current phase and queues the check they call for (B.2).</source>
        <translation>Erfasst die Verluste von %1 in der aktuellen Phase und reiht den dadurch verlangten Moraltest ein (B.2).</translation>
    </message>
    <message>
        <location line="+20" />
        <source>Recorded; no check queued.</source>
        <translation>Erfasst; kein Moraltest eingereiht.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Recorded; queued: %1</source>
        <translation>Erfasst; eingereiht: %1</translation>
    </message>
    <message>
        <location line="+0" />
        <source>; </source>
        <translation>; </translation>
    </message>
</context>
<context>
    <name>md::nap::NapMfpBar</name>
    <message>
        <location filename="../app/napoleonic/widgets/NapMfpBar.cpp" line="+18" />
        <source>Army Morale Fatigue Points</source>
        <translation>Moralermüdungspunkte der Armee</translation>
    </message>
    <message>
        <location line="+3" />
        <source>The used total against the army's total, from 0 to 200 %. At 90 % the army announces it is within 10 % of Army Demoralization (15.97); over 100 % it is demoralized; at 150 % and 200 % the penalty grows and every order becomes March (B.4.7).</source>
        <translation>Die verbrauchte Summe gegenüber der Summe der Armee, von 0 bis 200 %. Bei 90 % gibt die Armee bekannt, dass sie höchstens 10 % von der Demoralisierung entfernt ist (15.97); über 100 % ist sie demoralisiert; bei 150 % und 200 % wächst der Abzug und jeder Befehl wird zu Marsch (B.4.7).</translation>
    </message>
    <message>
        <location line="+60" />
        <source>The army has no Morale Fatigue Points total</source>
        <translation>Die Armee hat keine Summe der Moralermüdungspunkte</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Used %1 of %2 MFP (%3 %)</source>
        <translation>%1 von %2 MFP verbraucht (%3 %)</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Used %1 of %2 MFP (%3 %); after this phase %4 (%5 %)</source>
        <translation>%1 von %2 MFP verbraucht (%3 %); nach dieser Phase %4 (%5 %)</translation>
    </message>
    <message>
        <location line="+47" />
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
</context>
<context>
    <name>md::nap::NapMfpBreakdown</name>
    <message>
        <location filename="../app/napoleonic/widgets/NapMfpBreakdown.cpp" line="+33" />
        <source>1-3 figures</source>
        <translation>1-3 Figuren</translation>
    </message>
    <message>
        <location line="+2" />
        <source>4-7 figures</source>
        <translation>4-7 Figuren</translation>
    </message>
    <message>
        <location line="+2" />
        <source>8-10 figures</source>
        <translation>8-10 Figuren</translation>
    </message>
    <message>
        <location line="+2" />
        <source>11 or more figures</source>
        <translation>11 oder mehr Figuren</translation>
    </message>
    <message>
        <location line="+13" />
        <source>How the army's MFP total is made (B.4.5)</source>
        <translation>Wie die MFP-Summe der Armee entsteht (B.4.5)</translation>
    </message>
    <message>
        <location line="+7" />
        <source>MFP total breakdown</source>
        <translation>Aufschlüsselung der MFP-Summe</translation>
    </message>
    <message>
        <location line="+43" />
        <source>%1 artillery or train</source>
        <translation>%1, Artillerie oder Tross</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <location line="+7" />
        <source>%1 officer</source>
        <translation>Offizier (%1)</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Position: %1</source>
        <translation>Stellung: %1</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Other scenario MFP</source>
        <translation>Sonstige Szenario-MFP</translation>
    </message>
    <message>
        <location line="+11" />
        <source>Counted</source>
        <translation>Gezählt</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Number</source>
        <translation>Anzahl</translation>
    </message>
    <message>
        <location line="+0" />
        <source>MFP</source>
        <translation>MFP</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Total M</source>
        <translation>Summe M</translation>
    </message>
    <message>
        <location line="+2" />
        <source>No army chosen.</source>
        <translation>Keine Armee gewählt.</translation>
    </message>
</context>
<context>
    <name>md::nap::NapMfpEvent</name>
    <message>
        <location filename="../core/napoleonic/model/NapEnums.h" line="-42" />
        <source>Figure lost to Fire Attack combat</source>
        <translation>Figur im Feuerkampf verloren</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Figure lost to Shock Combat</source>
        <translation>Figur im Schockkampf verloren</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Figure removed for failing the second rally attempt</source>
        <translation>Figur entfernt wegen zweitem misslungenem Sammelversuch</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Figure surrendered</source>
        <translation>Figur hat sich ergeben</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Battery or train de-crewed by Fire or Shock Combat</source>
        <translation>Batterie oder Tross durch Feuer- oder Schockkampf ohne Bedienung</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Battery or train overrun by Shock Combat</source>
        <translation>Batterie oder Tross im Schockkampf überrannt</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Brigade, divisional, corps or wing commander wounded or killed</source>
        <translation>Brigade-, Divisions-, Korps- oder Flügelkommandeur verwundet oder gefallen</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Corps or wing headquarters routed or lost</source>
        <translation>Korps- oder Flügelhauptquartier in Flucht oder verloren</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Army or nation commander wounded or killed</source>
        <translation>Armee- oder Nationskommandeur verwundet oder gefallen</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Army or nation headquarters routed or lost</source>
        <translation>Armee- oder Nationshauptquartier in Flucht oder verloren</translation>
    </message>
    <message>
        <location line="+1" />
        <source>ATTACK order in effect on an hourly turn</source>
        <translation>Befehl ANGRIFF in einem Stundenzug in Kraft</translation>
    </message>
    <message>
        <location line="+1" />
        <source>ENGAGE or DEFEND order in effect on an hourly turn</source>
        <translation>Befehl GEFECHT oder VERTEIDIGUNG in einem Stundenzug in Kraft</translation>
    </message>
    <message>
        <location line="+1" />
        <source>MARCH order in effect on an hourly turn</source>
        <translation>Befehl MARSCH in einem Stundenzug in Kraft</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Unit violated its command's orders</source>
        <translation>Einheit hat die Befehle ihres Kommandos verletzt</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Unit involuntarily violated formation order restrictions</source>
        <translation>Einheit hat unfreiwillig Formationsbeschränkungen des Befehls verletzt</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Defend/Hold order marker overrun</source>
        <translation>Marker für Befehl Verteidigung/Halten überrannt</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Hour of march by an arriving command</source>
        <translation>Marschstunde eines eintreffenden Kommandos</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Geographical objective held or lost</source>
        <translation>Geografisches Ziel gehalten oder verloren</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Enemy unit exits or touches a road entrance/exit point</source>
        <translation>Feindliche Einheit verlässt oder berührt einen Straßenein-/-ausgang</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Command withdraws or is forced to retreat (per unit)</source>
        <translation>Kommando zieht sich zurück oder wird zum Rückzug gezwungen (je Einheit)</translation>
    </message>
</context>
<context>
    <name>md::nap::NapMfpLedger</name>
    <message>
        <location filename="../app/napoleonic/widgets/NapMfpLedger.cpp" line="+38" />
        <source>&amp;Apply the phase</source>
        <translation>Phase &amp;anwenden</translation>
    </message>
    <message>
        <location line="+10" />
        <source>A&amp;rmy:</source>
        <translation>A&amp;rmee:</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Army</source>
        <translation>Armee</translation>
    </message>
    <message>
        <location line="+20" />
        <source>This phase's MFP</source>
        <translation>MFP dieser Phase</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Adds this phase's events to the army's used total, tells both sides (15.87) and sets the army's standing (B.4.7).</source>
        <translation>Fügt die Ereignisse dieser Phase der verbrauchten Summe der Armee hinzu, informiert beide Seiten (15.87) und setzt den Stand der Armee (B.4.7).</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Announcement</source>
        <translation>Bekanntgabe</translation>
    </message>
    <message>
        <location line="+19" />
        <source>Event</source>
        <translation>Ereignis</translation>
    </message>
    <message>
        <location line="+0" />
        <source>MFP each</source>
        <translation>MFP je</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Count</source>
        <translation>Anzahl</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <location line="+0" />
        <source>MFP</source>
        <translation>MFP</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Source</source>
        <translation>Quelle</translation>
    </message>
    <message>
        <location line="+19" />
        <source>%1 count</source>
        <translation>%1: Anzahl</translation>
    </message>
    <message>
        <location line="+7" />
        <source>%1 MFP each</source>
        <translation>%1: MFP je Fall</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The scenario's MFP for the position (15.86); negative for one the army took back from the enemy.</source>
        <translation>Die MFP des Szenarios für die Stellung (15.86); negativ für eine, die die Armee dem Feind wieder abgenommen hat.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The scenario's MFP for each enemy unit at a road exit (15.84); the players' data gives the default (B-22).</source>
        <translation>Die MFP des Szenarios je feindlicher Einheit an einem Straßenausgang (15.84); die Spielerdaten geben den Standard (B-22).</translation>
    </message>
    <message>
        <location line="+139" />
        <source>counted by the program</source>
        <translation>vom Programm gezählt</translation>
    </message>
    <message>
        <location line="+0" />
        <source>the program counted %1</source>
        <translation>das Programm zählte %1</translation>
    </message>
    <message>
        <location line="+8" />
        <source>This phase: %1 MFP</source>
        <translation>Diese Phase: %1 MFP</translation>
    </message>
    <message>
        <location line="+6" />
        <location line="+32" />
        <source>The battle has no army.</source>
        <translation>Das Gefecht hat keine Armee.</translation>
    </message>
    <message>
        <location line="-23" />
        <source>Used %1 of %2 MFP before this phase (%3 %), %4 after it (%5 %).</source>
        <translation>%1 von %2 MFP vor dieser Phase verbraucht (%3 %), %4 danach (%5 %).</translation>
    </message>
    <message>
        <location line="+6" />
        <source>&lt;b&gt;Now:&lt;/b&gt; %1. %2</source>
        <translation>&lt;b&gt;Jetzt:&lt;/b&gt; %1. %2</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Penalty so far: %1 CMR.</source>
        <translation>Abzug bisher: %1 CMR.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>&lt;b&gt;After this phase:&lt;/b&gt; %1. %2</source>
        <translation>&lt;b&gt;Nach dieser Phase:&lt;/b&gt; %1. %2</translation>
    </message>
    <message>
        <location line="+3" />
        <source>The %1 army is within 10 % of Army Demoralization and says so (15.97).</source>
        <translation>Die Armee %1 ist höchstens 10 % von der Demoralisierung entfernt und gibt es bekannt (15.97).</translation>
    </message>
    <message>
        <location line="+11" />
        <source>MFP are added in the Army Morale Fatigue Phase (15.85).</source>
        <translation>MFP werden in der Moralermüdungsphase der Armee addiert (15.85).</translation>
    </message>
    <message>
        <location line="+4" />
        <source>The %1 army's phase of turn %2 is recorded.</source>
        <translation>Die Phase der Armee %1 in Zug %2 ist erfasst.</translation>
    </message>
    <message>
        <location line="+36" />
        <source>&lt;b&gt;Not applied:&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;Nicht angewandt:&lt;/b&gt; %1</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Added %1 MFP: used %2 of %3.</source>
        <translation>%1 MFP addiert: %2 von %3 verbraucht.</translation>
    </message>
    <message>
        <location line="+4" />
        <source>&lt;b&gt;The %1 army is within 10 % of Army Demoralization (15.97).&lt;/b&gt;</source>
        <translation>&lt;b&gt;Die Armee %1 ist höchstens 10 % von der Demoralisierung entfernt (15.97).&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+2" />
        <source>&lt;b&gt;The %1 army is demoralized: %2.&lt;/b&gt; %3</source>
        <translation>&lt;b&gt;Die Armee %1 ist demoralisiert: %2.&lt;/b&gt; %3</translation>
    </message>
    <message>
        <location line="+4" />
        <source>&lt;b&gt;The %1 army returns to normal morale standing (15.92).&lt;/b&gt;</source>
        <translation>&lt;b&gt;Die Armee %1 kehrt zum normalen Moralstand zurück (15.92).&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+14" />
        <source>normal morale standing</source>
        <translation>normaler Moralstand</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Army Demoralized</source>
        <translation>Armee demoralisiert</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Army Demoralized, 150 % reached</source>
        <translation>Armee demoralisiert, 150 % erreicht</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Army Demoralized, 200 % reached</source>
        <translation>Armee demoralisiert, 200 % erreicht</translation>
    </message>
    <message>
        <location line="+8" />
        <source>No demoralization penalty.</source>
        <translation>Kein Demoralisierungsabzug.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Every unit's CMR -1 per hourly game turn, added up (B.4.7); Attack orders become Engage, and no Attack, General Advance or Pursuit order may be issued (15.94, 15.95).</source>
        <translation>CMR jeder Einheit -1 je Stundenzug, aufsummiert (B.4.7); Angriffsbefehle werden zu Gefecht, und kein Befehl Angriff, Allgemeiner Vormarsch oder Verfolgung darf erteilt werden (15.94, 15.95).</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Every unit's CMR -2 per hourly game turn, added up; every command's order becomes March and no other order may be issued (15.93).</source>
        <translation>CMR jeder Einheit -2 je Stundenzug, aufsummiert; der Befehl jedes Kommandos wird zu Marsch und kein anderer Befehl darf erteilt werden (15.93).</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Every unit's CMR -3 per hourly game turn, added up; March orders only (B.4.7).</source>
        <translation>CMR jeder Einheit -3 je Stundenzug, aufsummiert; nur Marschbefehle (B.4.7).</translation>
    </message>
</context>
<context>
    <name>md::nap::NapOfficerStatus</name>
    <message>
        <location filename="../core/napoleonic/model/NapEnums.h" line="-147" />
        <source>Alive</source>
        <translation>Lebt</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Wounded</source>
        <translation>Verwundet</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Killed</source>
        <translation>Gefallen</translation>
    </message>
</context>
<context>
    <name>md::nap::NapOptions</name>
    <message>
        <location filename="../core/napoleonic/NapOptions.cpp" line="+20" />
        <source>50 % figure loss: the chart's −2 (N17) stacks with 15.52's −2 instead of counting once (B-5)</source>
        <translation>50 % Figurenverlust: die −2 der Tabelle (N17) addiert sich zu den −2 aus 15.52, statt einmal zu zählen (B-5)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Optional rule 15.53a: cannon lost count like figures, permanently, instead of −1 this phase only</source>
        <translation>Optionalregel 15.53a: verlorene Geschütze zählen wie Figuren, dauerhaft, statt −1 nur in dieser Phase</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Grade (for X-a and MFP) from the current CMR instead of the starting battleday CMR (B-4)</source>
        <translation>Qualität (für X-a und MFP) aus dem aktuellen CMR statt dem CMR zu Beginn des Schlachttags (B-4)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Officer benefits (P06) summed instead of the best single officer (B-31)</source>
        <translation>Offiziersboni (P06) summiert statt des besten einzelnen Offiziers (B-31)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Terrain adjustments (P03–P05) summed instead of the best single value (B-31)</source>
        <translation>Geländeanpassungen (P03–P05) summiert statt des besten Einzelwerts (B-31)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Fully deployed skirmishers failing by 1–4 retire in column without also being Disordered (B-10)</source>
        <translation>Voll entfaltete Plänkler, die um 1–4 verfehlen, weichen in Kolonne zurück, ohne zusätzlich In Unordnung zu sein (B-10)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>A Disordered unit getting a Disorder result routs (B-14)</source>
        <translation>Eine Einheit In Unordnung, die erneut das Ergebnis In Unordnung erhält, flieht (B-14)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>15.28 is omitted only for a grouped unit's first check, as 15.29 literally says (B-9)</source>
        <translation>15.28 entfällt nur für den ersten Moraltest einer gruppierten Einheit, wie 15.29 wörtlich sagt (B-9)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Demoralization penalty recomputed as −rate × hours demoralized instead of accumulated (B.4.7)</source>
        <translation>Demoralisierungsabzug neu berechnet als −Rate × demoralisierte Stunden statt aufsummiert (B.4.7)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>A unit routing off the table costs 1 MFP per remaining figure, as E03 (B-19)</source>
        <translation>Eine vom Tisch fliehende Einheit kostet 1 MFP je verbliebener Figur, wie E03 (B-19)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>A withdrawing command's MFP value is removed from the army's total (B-21, 15.80)</source>
        <translation>Der MFP-Wert eines sich zurückziehenden Kommandos wird von der Summe der Armee abgezogen (B-21, 15.80)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Independent skirmish companies count as MFP units (B-33)</source>
        <translation>Unabhängige Plänklerkompanien zählen als MFP-Einheiten (B-33)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Offer N16: receiving check, partially unarmed (non-European units) (B-27)</source>
        <translation>N16 anbieten: empfangender Moraltest, teilweise unbewaffnet (außereuropäische Einheiten) (B-27)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Campaign rule: −1 CMR for an army that exceeded its MFP on the previous battleday (15.96)</source>
        <translation>Kampagnenregel: −1 CMR für eine Armee, die am vorigen Schlachttag ihre MFP überschritten hat (15.96)</translation>
    </message>
    <message>
        <location line="+13" />
        <source>Adjustments are added to the CMR (the target), never to the roll (B-1)</source>
        <translation>Anpassungen werden zum CMR (dem Zielwert) addiert, nie zum Wurf (B-1)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Roll over the target by 1–4: Disordered; by 5 or more: Routed; at or under: pass (B-2)</source>
        <translation>Wurf über dem Zielwert um 1–4: In Unordnung; um 5 oder mehr: In Flucht; gleich oder darunter: bestanden (B-2)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>15.28's ±1 for a natural 1 or 10 applies to the check that rolled it, cumulatively in the Shock Phase (B-3, B.3.4)</source>
        <translation>Das ±1 aus 15.28 für eine natürliche 1 oder 10 gilt für den Moraltest, der sie würfelte, kumulativ in der Schockphase (B-3, B.3.4)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>A square or building's units test once against the highest current CMR (B-32, B.2.3)</source>
        <translation>Die Einheiten eines Karrees oder Gebäudes testen einmal gegen den höchsten aktuellen CMR (B-32, B.2.3)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>A battery at half crew and half cannon takes −2 once, not −4 (B-35, B-30, B.3.1)</source>
        <translation>Eine Batterie mit halber Bedienung und halben Geschützen erhält einmal −2, nicht −4 (B-35, B-30, B.3.1)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>With 15.53a, the permanent cannon count replaces this phase's −1; nothing is subtracted twice (B.3.1)</source>
        <translation>Mit 15.53a ersetzt die dauerhafte Geschützzählung das −1 dieser Phase; nichts wird doppelt abgezogen (B.3.1)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Cavalry distance bands: within 4", over 4" to 8", over 8" to 16" (B-6, B.3.2)</source>
        <translation>Entfernungsstufen der Kavallerie: bis 4", über 4" bis 8", über 8" bis 16" (B-6, B.3.2)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Officer benefits in CMR points; a percentage converts at 10 % = 1 point, rounded down (B-29, B.3.2)</source>
        <translation>Offiziersboni in CMR-Punkten; ein Prozentwert wird mit 10 % = 1 Punkt umgerechnet, abgerundet (B-29, B.3.2)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Shock odds adjustments −4 … +2 as a steady sequence; 75–199 %: 0 (B-7, B.3.3)</source>
        <translation>Anpassungen für das Stärkeverhältnis im Schockkampf −4 … +2 als gleichmäßige Folge; 75–199 %: 0 (B-7, B.3.3)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Shock odds apply to receiving checks against an assault that is not a cavalry charge (B-8, B.3.3)</source>
        <translation>Das Stärkeverhältnis im Schockkampf gilt für empfangende Moraltests gegen einen Sturm, der kein Kavallerieangriff ist (B-8, B.3.3)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Shock odds percentage is floor(100 × attacker ÷ defender), then looked up (B.3.3)</source>
        <translation>Das Stärkeverhältnis in Prozent ist floor(100 × Angreifer ÷ Verteidiger), dann nachgeschlagen (B.3.3)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Exemption X-b compares twice the routing unit's figures with the testing unit's current figures (B-11)</source>
        <translation>Ausnahme X-b vergleicht die doppelten Figuren der fliehenden Einheit mit den aktuellen Figuren der testenden Einheit (B-11)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>A "formed" unit is a close-order unit, neither skirmishers nor routed (B-12)</source>
        <translation>Eine „formierte“ Einheit ist eine Einheit in geschlossener Ordnung, weder Plänkler noch in Flucht (B-12)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>A failed check to declare a charge: no charge, and the Disordered or Routed result applies (B-13)</source>
        <translation>Ein misslungener Moraltest zum Erklären eines Angriffs: kein Angriff, und das Ergebnis In Unordnung oder In Flucht gilt (B-13)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>A Disordered unit receiving shock has only 15.67's −2 in combat, no extra morale adjustment (B-15)</source>
        <translation>Eine Einheit In Unordnung, die Schock empfängt, hat im Kampf nur die −2 aus 15.67, keine zusätzliche Moralanpassung (B-15)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Rally restriction (c) is the club's own wording, off unless enabled in the players' data (B-16, B.4.3)</source>
        <translation>Sammelbeschränkung (c) ist der eigene Wortlaut des Clubs, aus, solange nicht in den Spielerdaten aktiviert (B-16, B.4.3)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>A rally is pass or fail: roll at or under the target rallies to Disordered (B-17, B.4.4)</source>
        <translation>Sammeln gelingt oder misslingt: ein Wurf gleich oder unter dem Zielwert sammelt auf In Unordnung (B-17, B.4.4)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Failed rally attempts count per rout and reset when the unit rallies; the second removes it (B-18, B.4.4)</source>
        <translation>Misslungene Sammelversuche zählen je Flucht und werden beim Sammeln zurückgesetzt; der zweite entfernt die Einheit (B-18, B.4.4)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>A unit failing to rally makes one rout move in the Rally Phase, not two (B-34, B.4.4)</source>
        <translation>Eine Einheit, deren Sammeln misslingt, macht in der Sammelphase eine Fluchtbewegung, nicht zwei (B-34, B.4.4)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The MFP per unit table as reconstructed, Line 5–7, artillery and train 1/2/3 (B-20, B.4.5)</source>
        <translation>Die MFP-je-Einheit-Tabelle wie rekonstruiert, Linie 5–7, Artillerie und Tross 1/2/3 (B-20, B.4.5)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Units of 13 or more figures use the 11–12 figures column of the MFP table (B.4.5)</source>
        <translation>Einheiten mit 13 oder mehr Figuren nutzen die Spalte 11–12 Figuren der MFP-Tabelle (B.4.5)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>A withdrawing command's 1 MFP per unit stays on the register; on return it arrives as reinforcements (B-21)</source>
        <translation>Die 1 MFP je Einheit eines sich zurückziehenden Kommandos bleibt im Register; bei Rückkehr trifft es als Verstärkung ein (B-21)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The road-exit MFP (players' data) is charged to the side whose exit is touched (B-22)</source>
        <translation>Die Straßenausgangs-MFP (Spielerdaten) werden der Seite angerechnet, deren Ausgang berührt wird (B-22)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>E17 costs 1 MFP per arriving command and hour, not per unit (B.4.6)</source>
        <translation>E17 kostet 1 MFP je eintreffendem Kommando und Stunde, nicht je Einheit (B.4.6)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Stray characters and handwritten notes of the scan are ignored (B-23, B-28)</source>
        <translation>Streuzeichen und handschriftliche Notizen des Scans werden ignoriert (B-23, B-28)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Demoralization penalty: each hourly turn adds the current tier's rate, cumulatively (B-24, B.4.7)</source>
        <translation>Demoralisierungsabzug: jeder Stundenzug addiert die Rate der aktuellen Stufe, kumulativ (B-24, B.4.7)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Demoralized when used is strictly over the total; 90 %, 150 % and 200 % are reached at or over (B-25)</source>
        <translation>Demoralisiert, wenn der Verbrauch die Summe echt übersteigt; 90 %, 150 % und 200 % gelten ab Erreichen (B-25)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Back to normal standing the penalty resets to 0; changed orders stay until re-issued (B-26, B.4.7)</source>
        <translation>Zurück im normalen Stand wird der Abzug auf 0 gesetzt; geänderte Befehle bleiben bis zur Neuerteilung (B-26, B.4.7)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>N14, illegible in the seed, is a row the players define (B-27)</source>
        <translation>N14, im Seed unleserlich, ist eine von den Spielern definierte Zeile (B-27)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>15.28 is not applied to a grouped check (square, building, cluster) (B-9)</source>
        <translation>15.28 gilt nicht für einen gruppierten Moraltest (Karree, Gebäude, Schwarm) (B-9)</translation>
    </message>
</context>
<context>
    <name>md::nap::NapOrder</name>
    <message>
        <location filename="../core/napoleonic/model/NapEnums.h" line="+13" />
        <source>No order</source>
        <translation>Kein Befehl</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Attack</source>
        <translation>Angriff</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Engage</source>
        <translation>Gefecht</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Defend</source>
        <translation>Verteidigung</translation>
    </message>
    <message>
        <location line="+1" />
        <source>March</source>
        <translation>Marsch</translation>
    </message>
</context>
<context>
    <name>md::nap::NapOrderModel</name>
    <message>
        <location filename="../app/napoleonic/models/NapOrderModel.cpp" line="+180" />
        <source>Army</source>
        <translation>Armee</translation>
    </message>
    <message>
        <location line="+3" />
        <source>%1/%2 MFP</source>
        <translation>%1/%2 MFP</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Normal standing; Morale Fatigue Points used of the army's total: %1 (B.4.5)</source>
        <translation>Normaler Stand; verbrauchte Moralermüdungspunkte von der Summe der Armee: %1 (B.4.5)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Demoralized, tier %1; CMR penalty %2 (B.4.7); %3</source>
        <translation>Demoralisiert, Stufe %1; CMR-Abzug %2 (B.4.7); %3</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Demoralized (%1), %2</source>
        <translation>Demoralisiert (%1), %2</translation>
    </message>
    <message>
        <location line="+21" />
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location line="+3" />
        <location line="+42" />
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <location line="-40" />
        <location line="+59" />
        <source>%1/%2</source>
        <translation>%1/%2</translation>
    </message>
    <message>
        <location line="-54" />
        <source>Officer %1</source>
        <translation>Offizier: %1</translation>
    </message>
    <message>
        <location line="+40" />
        <source>Current CMR %1 (B.3.1):</source>
        <translation>Aktueller CMR %1 (B.3.1):</translation>
    </message>
    <message>
        <location line="+9" />
        <source>%1/%2, %3/%4 cannon</source>
        <translation>%1/%2, %3/%4 Geschütze</translation>
    </message>
    <message numerus="yes">
        <location line="+8" />
        <source>Routed; %n failed rally attempt(s) (B.4.4)</source>
        <translation>
            <numerusform>In Flucht; %n misslungener Sammelversuch (B.4.4)</numerusform><numerusform>In Flucht; %n misslungene Sammelversuche (B.4.4)</numerusform></translation>
    </message>
    <message>
        <location line="+13" />
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Type, grade</source>
        <translation>Typ, Qualität</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Current Combat Morale Rating (B.3.1)</source>
        <translation>Aktuelle Kampfmoral, Combat Morale Rating (B.3.1)</translation>
    </message>
    <message>
        <location line="+0" />
        <source>CMR</source>
        <translation>CMR</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Figures</source>
        <translation>Figuren</translation>
    </message>
    <message>
        <location line="+2" />
        <source>State</source>
        <translation>Zustand</translation>
    </message>
</context>
<context>
    <name>md::nap::NapPendingModel</name>
    <message>
        <location filename="../app/napoleonic/models/NapPendingModel.cpp" line="+52" />
        <source>%1, saw %2</source>
        <translation>%1, sah %2</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Instantaneous: taken before the next action (B.2.1)</source>
        <translation>Sofort: vor der nächsten Aktion abgelegt (B.2.1)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Phase completion: taken in order when the phase completes (B.2.2, 15.41)</source>
        <translation>Phasenende: der Reihe nach abgelegt, wenn die Phase endet (B.2.2, 15.41)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>At once</source>
        <translation>Sofort</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Phase end</source>
        <translation>Phasenende</translation>
    </message>
    <message>
        <location line="+12" />
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Unit</source>
        <translation>Einheit</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Check</source>
        <translation>Moraltest</translation>
    </message>
    <message>
        <location line="+2" />
        <source>When</source>
        <translation>Wann</translation>
    </message>
</context>
<context>
    <name>md::nap::NapPhase</name>
    <message>
        <location filename="../core/napoleonic/model/NapEnums.h" line="+28" />
        <source>Facing</source>
        <translation>Ausrichtung</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Formation</source>
        <translation>Formation</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Movement</source>
        <translation>Bewegung</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Declared Cavalry Charge</source>
        <translation>Erklärter Kavallerieangriff</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Shock Combat</source>
        <translation>Schockkampf</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Reciprocal Artillery Fire</source>
        <translation>Gegenseitiges Artilleriefeuer</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Reciprocal Infantry/Cavalry Fire</source>
        <translation>Gegenseitiges Infanterie-/Kavalleriefeuer</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Rally</source>
        <translation>Sammeln</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Army Morale Fatigue</source>
        <translation>Moralermüdung der Armee</translation>
    </message>
</context>
<context>
    <name>md::nap::NapPhaseBar</name>
    <message>
        <location filename="../app/napoleonic/widgets/NapPhaseBar.cpp" line="+24" />
        <source>&amp;Test</source>
        <translation>&amp;Testen</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Dis&amp;miss…</source>
        <translation>&amp;Verwerfen…</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Next phase</source>
        <translation>&amp;Nächste Phase</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Battleday and turn</source>
        <translation>Schlachttag und Zug</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Phases of the turn</source>
        <translation>Phasen des Zugs</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Queued checks</source>
        <translation>Eingereihte Moraltests</translation>
    </message>
    <message>
        <location line="+13" />
        <source>Loads the selected queued check into the Checks tab.</source>
        <translation>Lädt den ausgewählten eingereihten Moraltest in den Reiter „Moraltests“.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Takes the selected check off the queue without testing (the players decided it does not apply).</source>
        <translation>Nimmt den ausgewählten Moraltest ohne Test aus der Warteschlange (die Spieler haben entschieden, dass er nicht gilt).</translation>
    </message>
    <message>
        <location line="+55" />
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message numerus="yes">
        <location line="+1" />
        <source>%n check(s) queued, to be taken first (15.42): %1</source>
        <translation>
            <numerusform>%n Moraltest eingereiht, zuerst abzulegen (15.42): %1</numerusform><numerusform>%n Moraltests eingereiht, zuerst abzulegen (15.42): %1</numerusform></translation>
    </message>
    <message>
        <location line="+1" />
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <location line="+7" />
        <source>Battleday %1 · Turn %2 · hourly</source>
        <translation>Schlachttag %1 · Zug %2 · stündlich</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Battleday %1 · Turn %2</source>
        <translation>Schlachttag %1 · Zug %2</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1 · night</source>
        <translation>%1 · Nacht</translation>
    </message>
    <message>
        <location line="+9" />
        <source>No check queued</source>
        <translation>Kein Moraltest eingereiht</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Checks queued, in order: %1</source>
        <translation>Eingereihte Moraltests, der Reihe nach: %1</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Ends this phase and begins the next (15.42).</source>
        <translation>Beendet diese Phase und beginnt die nächste (15.42).</translation>
    </message>
</context>
<context>
    <name>md::nap::NapPlayCommand</name>
    <message>
        <location filename="../app/napoleonic/commands/NapPlayCommand.cpp" line="+18" />
        <source>Shock losses: %1, %2</source>
        <translation>Schockverluste: %1, %2</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Losses: %1, %2</source>
        <translation>Verluste: %1, %2</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Check: %1 (%2)</source>
        <translation>Moraltest: %1 (%2)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Check: %1 together (%2)</source>
        <translation>Moraltest: %1 gemeinsam (%2)</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Rally: %1 (P-c)</source>
        <translation>Sammeln: %1 (P-c)</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Next phase</source>
        <translation>Nächste Phase</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Next phase: turn %1, %2</source>
        <translation>Nächste Phase: Zug %1, %2</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Next phase: %1</source>
        <translation>Nächste Phase: %1</translation>
    </message>
</context>
<context>
    <name>md::nap::NapPlayReport</name>
    <message>
        <location filename="../app/napoleonic/cli/NapPlayReport.cpp" line="+23" />
        <source>normal standing, within 10 % of demoralization (15.97)</source>
        <translation>normaler Stand, innerhalb 10 % vor der Demoralisierung (15.97)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>normal standing</source>
        <translation>normaler Stand</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Army Demoralized: -1 CMR each game-turn hour, no Attack orders (15.90-15.95)</source>
        <translation>Armee demoralisiert: -1 CMR je Stundenzug, keine Angriffsbefehle (15.90-15.95)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>at 150 %: -2 CMR each game-turn hour, March orders only (15.93)</source>
        <translation>bei 150 %: -2 CMR je Stundenzug, nur Marschbefehle (15.93)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>at 200 %: -3 CMR each game-turn hour, March orders only (15.93)</source>
        <translation>bei 200 %: -3 CMR je Stundenzug, nur Marschbefehle (15.93)</translation>
    </message>
    <message>
        <location line="+7" />
        <source>done.</source>
        <translation>fertig.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Step %1 (%2): %3</source>
        <translation>Schritt %1 (%2): %3</translation>
    </message>
    <message>
        <location line="+16" />
        <source>After the steps (%1): battleday %2, turn %3, %4 Phase</source>
        <translation>Nach den Schritten (%1): Schlachttag %2, Zug %3, Phase %4</translation>
    </message>
    <message>
        <location line="+6" />
        <source>an hourly turn</source>
        <translation>ein Stundenzug</translation>
    </message>
    <message>
        <location line="+2" />
        <source>night</source>
        <translation>Nacht</translation>
    </message>
    <message>
        <location line="+6" />
        <source>%1: MFP used %2 of %3%4; %5</source>
        <translation>%1: MFP verbraucht %2 von %3%4; %5</translation>
    </message>
    <message>
        <location line="+5" />
        <source>every unit's CMR %1 so far (15.91)</source>
        <translation>CMR jeder Einheit bisher %1 (15.91)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1 from the last battleday, but for late arrivals (15.96)</source>
        <translation>%1 vom letzten Schlachttag, außer für später Eingetroffene (15.96)</translation>
    </message>
    <message>
        <location line="+8" />
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+2" />
        <source>CMR %1 (start %2)</source>
        <translation>CMR %1 (Start %2)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1 of %2 figures lost</source>
        <translation>%1 von %2 Figuren verloren</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1 of %2 cannon lost</source>
        <translation>%1 von %2 Geschützen verloren</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1 to the end of the Shock Phase (15.28)</source>
        <translation>%1 bis zum Ende der Schockkampfphase (15.28)</translation>
    </message>
    <message>
        <location line="+4" />
        <source>failed to rally once: a second failure removes it (B.4.4)</source>
        <translation>einmal nicht gesammelt: ein zweiter Fehlschlag entfernt sie (B.4.4)</translation>
    </message>
    <message>
        <location line="+9" />
        <source>(%1 routed)</source>
        <translation>(%1 floh)</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Checks waiting, in order (15.32, 15.42): %1. The next phase waits for them.</source>
        <translation>Ausstehende Moraltests, der Reihe nach (15.32, 15.42): %1. Die nächste Phase wartet auf sie.</translation>
    </message>
</context>
<context>
    <name>md::nap::NapPlayState</name>
    <message>
        <location filename="../core/napoleonic/rules/NapPlayState.h" line="+36" />
        <source>The battle log is full (%1 records); start a new battle file to go on.</source>
        <translation>Das Gefechtsprotokoll ist voll (%1 Einträge); beginnen Sie eine neue Gefechtsdatei, um weiterzuspielen.</translation>
    </message>
    <message>
        <location line="+4" />
        <source>There is no unit "%1" in this battle.</source>
        <translation>In diesem Gefecht gibt es keine Einheit „%1“.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>There is no command "%1" in this battle.</source>
        <translation>In diesem Gefecht gibt es kein Kommando „%1“.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>There is no army "%1" in this battle.</source>
        <translation>In diesem Gefecht gibt es keine Armee „%1“.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>A d10 shows 1 to 10 (0 reads as 10), not %1.</source>
        <translation>Ein d10 zeigt 1 bis 10 (0 gilt als 10), nicht %1.</translation>
    </message>
</context>
<context>
    <name>md::nap::NapPlaySubcommand</name>
    <message>
        <location filename="../app/napoleonic/cli/NapPlaySubcommand.cpp" line="+52" />
        <source>step %1 (script line %2)</source>
        <translation>Schritt %1 (Skriptzeile %2)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>step %1</source>
        <translation>Schritt %1</translation>
    </message>
    <message>
        <location line="+8" />
        <source>--script %1: it is a folder</source>
        <translation>--script %1: es ist ein Ordner</translation>
    </message>
    <message>
        <location line="+1" />
        <source>--script %1: no such file</source>
        <translation>--script %1: keine solche Datei</translation>
    </message>
    <message>
        <location line="+5" />
        <location line="+8" />
        <source>--script %1: %2</source>
        <translation>--script %1: %2</translation>
    </message>
    <message>
        <location line="+7" />
        <source>--script %1: larger than %2 MiB</source>
        <translation>--script %1: größer als %2 MiB</translation>
    </message>
    <message>
        <location line="+8" />
        <source>--script %1: not UTF-8 text</source>
        <translation>--script %1: kein UTF-8-Text</translation>
    </message>
    <message>
        <location line="+25" />
        <source>type the steps, one a line (play --help lists them); end with Ctrl-D</source>
        <translation>Schritte eingeben, einer pro Zeile (play --help listet sie auf); mit Strg-D beenden</translation>
    </message>
    <message>
        <location line="+12" />
        <source>Napoleonic morale (--system napoleonic, or a Napoleonic battle file): plays steps on a battle file without a window, through the same rules engine as the window, and prints what each step did: every check's target with each term and its rule, its odds and its result; then the battle. Steps come from each --do, then from the script, one a line; without --do or --script they are read from standard input (blank lines and lines starting with # are ignored). Armies, commands and units are named by their id in the file. The first step that cannot be played stops the run (exit 1) and nothing is written; with --keep-going it is reported, not played, and the run goes on.</source>
        <translation>Napoleonische Moral (--system napoleonic oder eine napoleonische Gefechtsdatei): spielt Schritte auf einer Gefechtsdatei ohne Fenster ab, mit derselben Regel-Engine wie das Fenster, und gibt aus, was jeder Schritt bewirkt hat: den Zielwert jedes Moraltests mit jedem Term und seiner Regel, seine Wahrscheinlichkeiten und sein Ergebnis; danach das Gefecht. Die Schritte kommen aus jedem --do, dann aus dem Skript, einer pro Zeile; ohne --do oder --script werden sie von der Standardeingabe gelesen (Leerzeilen und Zeilen, die mit # beginnen, werden ignoriert). Armeen, Kommandos und Einheiten werden über ihre id in der Datei benannt. Der erste Schritt, der nicht gespielt werden kann, beendet den Lauf (Exit-Code 1), und nichts wird geschrieben; mit --keep-going wird er gemeldet, nicht gespielt, und der Lauf geht weiter.</translation>
    </message>
    <message>
        <location line="+9" />
        <source>The play subcommand.</source>
        <translation>Der Unterbefehl play.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The battle file to play on; it is only read.</source>
        <translation>Die Gefechtsdatei, auf der gespielt wird; sie wird nur gelesen.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>A step to play (repeatable), e.g. --do "loss 2nd-bn 2".</source>
        <translation>Ein zu spielender Schritt (wiederholbar), z. B. --do "loss 2nd-bn 2".</translation>
    </message>
    <message>
        <location line="+1" />
        <source>A file of steps, one a line, played after the --do steps; - reads standard input.</source>
        <translation>Eine Datei mit Schritten, einer pro Zeile, gespielt nach den --do-Schritten; - liest die Standardeingabe.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Roll the dice of steps without a typed roll from this seed, so that a run can be repeated (0 to 4294967295). Without it they roll at random.</source>
        <translation>Würfelt Schritte ohne eingegebenen Wurf aus diesem Startwert, damit ein Lauf wiederholbar ist (0 bis 4294967295). Ohne ihn wird zufällig gewürfelt.</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Write the battle the steps leave, log included, to OUT (- for standard output). Without it nothing is written.</source>
        <translation>Das Gefecht, wie die Schritte es hinterlassen, samt Protokoll nach OUT schreiben (- für die Standardausgabe). Ohne diese Option wird nichts geschrieben.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Print one JSON object: each step and the summary.</source>
        <translation>Ein JSON-Objekt ausgeben: jeder Schritt und die Zusammenfassung.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>A step that cannot be played is reported and left out, and the run goes on (for steps typed by hand); OUT is written with the steps that were played, and the exit code is still 1.</source>
        <translation>Ein nicht spielbarer Schritt wird gemeldet und ausgelassen, und der Lauf geht weiter (für von Hand eingegebene Schritte); OUT wird mit den gespielten Schritten geschrieben, und der Exit-Code ist trotzdem 1.</translation>
    </message>
    <message>
        <location line="+15" />
        <source>expects a battle file: moraledesk play FILE [--do STEP]... [--script PATH|-]</source>
        <translation>erwartet eine Gefechtsdatei: moraledesk play FILE [--do STEP]... [--script PATH|-]</translation>
    </message>
    <message>
        <location line="+2" />
        <source>unexpected argument "%1"</source>
        <translation>unerwartetes Argument „%1“</translation>
    </message>
    <message>
        <location line="+6" />
        <source>-o needs a file name, or - for standard output</source>
        <translation>-o braucht einen Dateinamen oder - für die Standardausgabe</translation>
    </message>
    <message>
        <location line="+3" />
        <source>--json and -o %1 would both write to standard output; give -o a file</source>
        <translation>--json und -o %1 würden beide in die Standardausgabe schreiben; geben Sie -o eine Datei</translation>
    </message>
    <message>
        <location line="+10" />
        <source>--seed must be a whole number from 0 to 4294967295, not "%1"</source>
        <translation>--seed muss eine ganze Zahl von 0 bis 4294967295 sein, nicht „%1“</translation>
    </message>
    <message>
        <location line="+22" />
        <source>%1 is empty</source>
        <translation>%1 ist leer</translation>
    </message>
    <message>
        <location line="+4" />
        <source>%1: no such file</source>
        <translation>%1: keine solche Datei</translation>
    </message>
    <message>
        <location line="+4" />
        <source>%1 cannot be played: %2</source>
        <translation>%1 kann nicht gespielt werden: %2</translation>
    </message>
    <message>
        <location line="+5" />
        <source>%1 is a %2 file, not a Napoleonic battle; without --system napoleonic its own play runs</source>
        <translation>%1 ist eine %2-Datei, kein napoleonisches Gefecht; ohne --system napoleonic läuft das play ihres eigenen Systems</translation>
    </message>
    <message>
        <location line="+19" />
        <source>%1 "%2" not played: %3</source>
        <translation>%1 „%2“ nicht gespielt: %3</translation>
    </message>
    <message>
        <location line="+11" />
        <source>%1 "%2": %3 (nothing is written)</source>
        <translation>%1 „%2“: %3 (nichts wird geschrieben)</translation>
    </message>
    <message numerus="yes">
        <location line="+1" />
        <source>%1 "%2": %3 (nothing is written, not even the %n step(s) before it; --keep-going plays on past a refused step)</source>
        <translation>
            <numerusform>%1 „%2“: %3 (nichts wird geschrieben, auch nicht der %n Schritt davor; --keep-going spielt nach einem abgelehnten Schritt weiter)</numerusform><numerusform>%1 „%2“: %3 (nichts wird geschrieben, auch nicht die %n Schritte davor; --keep-going spielt nach einem abgelehnten Schritt weiter)</numerusform></translation>
    </message>
    <message>
        <location line="+18" />
        <source>standard input cannot be read</source>
        <translation>die Standardeingabe kann nicht gelesen werden</translation>
    </message>
    <message>
        <location line="+9" />
        <source>standard input: line %1 is longer than %2 KiB</source>
        <translation>Standardeingabe: Zeile %1 ist länger als %2 KiB</translation>
    </message>
    <message>
        <location line="+3" />
        <source>standard input: more than %1 MiB</source>
        <translation>Standardeingabe: mehr als %1 MiB</translation>
    </message>
    <message>
        <location line="+4" />
        <source>standard input: line %1 is not UTF-8 text</source>
        <translation>Standardeingabe: Zeile %1 ist kein UTF-8-Text</translation>
    </message>
    <message numerus="yes">
        <location line="+22" />
        <source>%n step(s) not played (--keep-going)</source>
        <translation>
            <numerusform>%n Schritt nicht gespielt (--keep-going)</numerusform><numerusform>%n Schritte nicht gespielt (--keep-going)</numerusform></translation>
    </message>
</context>
<context>
    <name>md::nap::NapPresence</name>
    <message>
        <location filename="../core/napoleonic/model/NapEnums.h" line="-23" />
        <source>On the table</source>
        <translation>Auf dem Tisch</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Not yet arrived</source>
        <translation>Noch nicht eingetroffen</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Withdrawn</source>
        <translation>Zurückgezogen</translation>
    </message>
</context>
<context>
    <name>md::nap::NapPrintStyle</name>
    <message>
        <location filename="../app/napoleonic/print/NapPrintStyle.cpp" line="+65" />
        <location line="+67" />
        <source>90</source>
        <comment>within 10 % of demoralization (letter)</comment>
        <translation>90</translation>
    </message>
    <message>
        <location line="-64" />
        <source>N</source>
        <comment>normal standing (letter)</comment>
        <translation>N</translation>
    </message>
    <message>
        <location line="+2" />
        <source>1</source>
        <comment>demoralization tier 1 (letter)</comment>
        <translation>1</translation>
    </message>
    <message>
        <location line="+2" />
        <source>2</source>
        <comment>demoralization tier 2 (letter)</comment>
        <translation>2</translation>
    </message>
    <message>
        <location line="+2" />
        <source>3</source>
        <comment>demoralization tier 3 (letter)</comment>
        <translation>3</translation>
    </message>
    <message>
        <location line="+9" />
        <source>P</source>
        <comment>Pass (letter)</comment>
        <translation>B</translation>
    </message>
    <message>
        <location line="+2" />
        <source>D</source>
        <comment>Morale Disordered (letter)</comment>
        <translation>U</translation>
    </message>
    <message>
        <location line="+2" />
        <location line="+21" />
        <source>R</source>
        <comment>Routed (letter)</comment>
        <translation>F</translation>
    </message>
    <message>
        <location line="-19" />
        <source>Ra</source>
        <comment>Rallied (letter)</comment>
        <translation>Ge</translation>
    </message>
    <message>
        <location line="+2" />
        <source>F</source>
        <comment>Failed to rally (letter)</comment>
        <translation>NG</translation>
    </message>
    <message>
        <location line="+2" />
        <source>X</source>
        <comment>Removed as casualties (letter)</comment>
        <translation>X</translation>
    </message>
    <message>
        <location line="+11" />
        <source>G</source>
        <comment>Good (letter)</comment>
        <translation>G</translation>
    </message>
    <message>
        <location line="+2" />
        <source>D</source>
        <comment>Disordered (letter)</comment>
        <translation>U</translation>
    </message>
    <message>
        <location line="+4" />
        <source>X</source>
        <comment>Eliminated (letter)</comment>
        <translation>X</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Within 10 % of demoralization</source>
        <translation>Innerhalb 10 % vor der Demoralisierung</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Normal standing</source>
        <translation>Normaler Stand</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Demoralized, tier %1</source>
        <translation>Demoralisiert, Stufe %1</translation>
    </message>
    <message>
        <location line="+3" />
        <source>MoraleDesk: Napoleonic CMR and army morale fatigue</source>
        <translation>MoraleDesk: napoleonische CMR und Armee-Moralermüdung</translation>
    </message>
</context>
<context>
    <name>md::nap::NapPrintables</name>
    <message>
        <location filename="../app/napoleonic/print/NapPrintables.cpp" line="+14" />
        <source>Filled army sheet of this battle</source>
        <translation>Ausgefüllter Armeebogen dieses Gefechts</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Blank army sheet</source>
        <translation>Leerer Armeebogen</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Quick-reference card</source>
        <translation>Übersichtskarte</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Blank &amp;commands:</source>
        <translation>Leere &amp;Kommandos:</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Blank commands</source>
        <translation>Leere Kommandos</translation>
    </message>
    <message>
        <location line="+2" />
        <source>&amp;Unit rows per command:</source>
        <translation>&amp;Einheitenzeilen je Kommando:</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Unit rows per command</source>
        <translation>Einheitenzeilen je Kommando</translation>
    </message>
</context>
<context>
    <name>md::nap::NapRallyPanel</name>
    <message>
        <location filename="../app/napoleonic/widgets/NapRallyPanel.cpp" line="+34" />
        <location line="+234" />
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location line="-222" />
        <source>Remove &amp;disorder</source>
        <translation>&amp;Unordnung aufheben</translation>
    </message>
    <message>
        <location line="+6" />
        <source>&amp;Night turn (N12, -2)</source>
        <translation>&amp;Nachtzug (N12, -2)</translation>
    </message>
    <message>
        <location line="+6" />
        <source>&amp;Roll d10</source>
        <translation>d10 wü&amp;rfeln</translation>
    </message>
    <message>
        <location line="+2" />
        <source>A&amp;pply typed d10</source>
        <translation>Eingegebenen d10 &amp;anwenden</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Routed &amp;off the table</source>
        <translation>&amp;Vom Tisch geflohen</translation>
    </message>
    <message>
        <location line="+8" />
        <source>A&amp;rmy:</source>
        <translation>Ar&amp;mee:</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Army</source>
        <translation>Armee</translation>
    </message>
    <message>
        <location line="+10" />
        <source>1. Remove disorder (B.4.3)</source>
        <translation>1. Unordnung aufheben (B.4.3)</translation>
    </message>
    <message>
        <location line="+6" />
        <source>No Disordered unit.</source>
        <translation>Keine Einheit in Unordnung.</translation>
    </message>
    <message>
        <location line="+9" />
        <source>Every Disordered unit of the army not ticked as held becomes Good. No dice are rolled (B.4.3).</source>
        <translation>Jede Einheit der Armee in Unordnung, die nicht als festgehalten angekreuzt ist, wird Gut. Es wird nicht gewürfelt (B.4.3).</translation>
    </message>
    <message>
        <location line="+10" />
        <source>2. Rally Routed units (B.4.4)</source>
        <translation>2. Einheiten in Flucht sammeln (B.4.4)</translation>
    </message>
    <message>
        <location line="+3" />
        <source>A unit may try once per Rally Phase unless it is within the Minimum Fire Zone of an enemy close-order unit or unlimbered battery (enemy skirmishers do not stop it).</source>
        <translation>Eine Einheit darf es einmal je Sammelphase versuchen, außer sie steht in der Mindestfeuerzone einer feindlichen Einheit in geschlossener Ordnung oder einer abgeprotzten Batterie (feindliche Plänkler verhindern es nicht).</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Routed units</source>
        <translation>Einheiten in Flucht</translation>
    </message>
    <message>
        <location line="+14" />
        <source>No Routed unit.</source>
        <translation>Keine Einheit in Flucht.</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Officers the unit sees (P06; buildings and woods block sight, 15.74):</source>
        <translation>Offiziere in Sicht der Einheit (P06; Gebäude und Wald versperren die Sicht, 15.74):</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Rally target</source>
        <translation>Sammel-Zielwert</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Chance to rally</source>
        <translation>Sammelchance</translation>
    </message>
    <message>
        <location line="+6" />
        <source>The program rolls one d10: a roll not over T rallies the unit (B.4.4).</source>
        <translation>Das Programm würfelt einen d10: ein Wurf nicht über T sammelt die Einheit (B.4.4).</translation>
    </message>
    <message>
        <location line="+3" />
        <source>or the d10 you rolled:</source>
        <translation>oder Ihr eigener d10-Wurf:</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Typed d10</source>
        <translation>Eingegebener d10</translation>
    </message>
    <message>
        <location line="+1" />
        <source>A 0 on the die is 10.</source>
        <translation>Eine 0 auf dem Würfel gilt als 10.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Applies the d10 you rolled at the table.</source>
        <translation>Wendet den d10 an, den Sie am Tisch gewürfelt haben.</translation>
    </message>
    <message>
        <location line="+10" />
        <source>The unit routed off the table: it is out of the battle (15.72c), and with B-19's option costs 1 MFP per remaining figure (E03).</source>
        <translation>Die Einheit ist vom Tisch geflohen: Sie ist aus dem Gefecht (15.72c) und kostet mit der Option von B-19 1 MFP je verbliebener Figur (E03).</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Rally result</source>
        <translation>Sammelergebnis</translation>
    </message>
    <message>
        <location line="+25" />
        <source>Tick each unit held Disordered: within the Minimum Fire Zone of an enemy close-order infantry or cavalry unit, or of an unlimbered enemy battery. Enemy skirmishers do not hold it.</source>
        <translation>Kreuzen Sie jede Einheit an, die in Unordnung festgehalten wird: in der Mindestfeuerzone einer feindlichen Infanterie- oder Kavallerieeinheit in geschlossener Ordnung oder einer abgeprotzten feindlichen Batterie. Feindliche Plänkler halten sie nicht fest.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>The club's restriction (c) also holds it: %1.</source>
        <translation>Auch die Einschränkung (c) des Vereins hält sie fest: %1.</translation>
    </message>
    <message>
        <location line="+5" />
        <source>The battle is in the %1 phase; disorder is removed and units rally in the Rally Phase.</source>
        <translation>Das Gefecht ist in der Phase %1; Unordnung wird in der Sammelphase aufgehoben, und Einheiten sammeln sich dort.</translation>
    </message>
    <message>
        <location line="+86" />
        <source>held</source>
        <translation>festgehalten</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1 held Disordered</source>
        <translation>%1 in Unordnung festgehalten</translation>
    </message>
    <message numerus="yes">
        <location line="+17" />
        <source>%n Disordered unit(s), </source>
        <translation>
            <numerusform>%n Einheit in Unordnung, </numerusform><numerusform>%n Einheiten in Unordnung, </numerusform></translation>
    </message>
    <message numerus="yes">
        <location line="+1" />
        <source>%n held.</source>
        <translation>
            <numerusform>%n festgehalten.</numerusform><numerusform>%n festgehalten.</numerusform></translation>
    </message>
    <message>
        <location line="+1" />
        <source>The battle has no army.</source>
        <translation>Das Gefecht hat keine Armee.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Disorder is removed at the start of the Rally Phase (B.4.3).</source>
        <translation>Unordnung wird zu Beginn der Sammelphase aufgehoben (B.4.3).</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The army has no Disordered unit.</source>
        <translation>Die Armee hat keine Einheit in Unordnung.</translation>
    </message>
    <message>
        <location line="+43" />
        <source>%1: no failed rally attempt in this rout.</source>
        <translation>%1: kein gescheiterter Sammelversuch in dieser Flucht.</translation>
    </message>
    <message numerus="yes">
        <location line="+1" />
        <source>%1: %n failed rally attempt(s) in this rout; a second failure removes the unit (B.4.4).</source>
        <translation>
            <numerusform>%1: %n gescheiterter Sammelversuch in dieser Flucht; ein zweiter Fehlschlag entfernt die Einheit (B.4.4).</numerusform><numerusform>%1: %n gescheiterte Sammelversuche in dieser Flucht; ein zweiter Fehlschlag entfernt die Einheit (B.4.4).</numerusform></translation>
    </message>
    <message>
        <location line="+35" />
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1 %2 (%3)</source>
        <translation>%1 %2 (%3)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>T = %1: %2</source>
        <translation>T = %1: %2</translation>
    </message>
    <message>
        <location line="+4" />
        <source>no roll rallies</source>
        <translation>kein Wurf sammelt</translation>
    </message>
    <message>
        <location line="+1" />
        <source>every roll rallies</source>
        <translation>jeder Wurf sammelt</translation>
    </message>
    <message>
        <location line="+1" />
        <source>a roll of 1 rallies</source>
        <translation>eine 1 sammelt</translation>
    </message>
    <message>
        <location line="+1" />
        <source>rolls 1-%1 rally</source>
        <translation>Würfe 1-%1 sammeln</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Chance to rally: %1 (%2); otherwise it keeps routing.</source>
        <translation>Sammelchance: %1 (%2); sonst flieht sie weiter.</translation>
    </message>
    <message>
        <location line="+8" />
        <location line="+3" />
        <source>Choose a Routed unit.</source>
        <translation>Wählen Sie eine Einheit in Flucht.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>This is a night turn: N12 applies to every rally attempt.</source>
        <translation>Dies ist ein Nachtzug: N12 gilt für jeden Sammelversuch.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Tick on a night turn the battle does not mark as night: -2 (N12).</source>
        <translation>Ankreuzen bei einem Nachtzug, den das Gefecht nicht als Nacht markiert: -2 (N12).</translation>
    </message>
    <message>
        <location line="+34" />
        <source>&lt;b&gt;Not done:&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;Nicht ausgeführt:&lt;/b&gt; %1</translation>
    </message>
    <message>
        <location line="+2" />
        <source>&lt;b&gt;%1 rallied&lt;/b&gt;: the d10 rolled %2, not over T %3. It is Disordered now and becomes Good at the next Rally Phase unless held (B.4.3, B.4.4).</source>
        <translation>&lt;b&gt;%1 gesammelt&lt;/b&gt;: der d10 zeigte %2, nicht über T %3. Sie ist jetzt in Unordnung und wird in der nächsten Sammelphase Gut, sofern nicht festgehalten (B.4.3, B.4.4).</translation>
    </message>
    <message numerus="yes">
        <location line="+6" />
        <source>&lt;b&gt;%1 is removed as casualties&lt;/b&gt;: the d10 rolled %2, over T %3, its second failure (B.4.4). %n figure(s) removed, %n MFP at the next Army Morale Fatigue Phase (E03).</source>
        <translation>
            <numerusform>&lt;b&gt;%1 wird als Verluste entfernt&lt;/b&gt;: der d10 zeigte %2, über T %3, ihr zweiter Fehlschlag (B.4.4). %n Figur entfernt, %n MFP in der nächsten Armee-Moralermüdungsphase (E03).</numerusform><numerusform>&lt;b&gt;%1 wird als Verluste entfernt&lt;/b&gt;: der d10 zeigte %2, über T %3, ihr zweiter Fehlschlag (B.4.4). %n Figuren entfernt, %n MFP in der nächsten Armee-Moralermüdungsphase (E03).</numerusform></translation>
    </message>
    <message>
        <location line="+7" />
        <source>&lt;b&gt;%1 failed to rally&lt;/b&gt;: the d10 rolled %2, over T %3. It keeps routing and retreats (15.75); a second failure removes it.</source>
        <translation>&lt;b&gt;%1 nicht gesammelt&lt;/b&gt;: der d10 zeigte %2, über T %3. Sie flieht weiter und weicht zurück (15.75); ein zweiter Fehlschlag entfernt sie.</translation>
    </message>
</context>
<context>
    <name>md::nap::NapRallyPhase</name>
    <message>
        <location filename="../core/napoleonic/rules/NapRallyPhase.cpp" line="+38" />
        <source>Disorder is removed at the start of the Rally Phase (B.4.3); this is the %1 Phase.</source>
        <translation>Unordnung wird zu Beginn der Sammelphase aufgehoben (B.4.3); dies ist die Phase %1.</translation>
    </message>
    <message>
        <location line="+8" />
        <source>%1 is not of %2.</source>
        <translation>%1 gehört nicht zu %2.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1 is not Disordered, so nothing holds it.</source>
        <translation>%1 ist nicht in Unordnung, also hält sie nichts fest.</translation>
    </message>
    <message>
        <location line="+32" />
        <source>%1 may try to rally only in the Rally Phase (B.4.4); this is the %2 Phase.</source>
        <translation>%1 darf einen Sammelversuch nur in der Sammelphase machen (B.4.4); dies ist die Phase %2.</translation>
    </message>
    <message>
        <location line="+6" />
        <source>%1 has already tried to rally this Rally Phase.</source>
        <translation>%1 hat in dieser Sammelphase bereits einen Sammelversuch gemacht.</translation>
    </message>
    <message>
        <location line="+8" />
        <source>A rally takes no shock odds or charge distance (B.4.4).</source>
        <translation>Beim Sammeln gibt es kein Stärkeverhältnis und keine Angriffsweite (B.4.4).</translation>
    </message>
    <message>
        <location line="+86" />
        <source>%1 is not routed: only a routing unit leaves the table in rout (15.72c).</source>
        <translation>%1 ist nicht in Flucht: Nur eine fliehende Einheit verlässt den Tisch in Flucht (15.72c).</translation>
    </message>
</context>
<context>
    <name>md::nap::NapReferenceCardDocument</name>
    <message>
        <location filename="../app/napoleonic/print/NapReferenceCardDocument.cpp" line="+27" />
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location line="+1" />
        <source>[club data]: the club's own tables, not the rules (B.6); the best single value (B-31). The examples: %1.</source>
        <translation>[Vereinsdaten]: Tabellen des Vereins, nicht die Regeln (B.6); bester Einzelwert (B-31). Beispiele: %1.</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Napoleonic Morale Quick Reference</source>
        <translation>Napoleonische Moral – Übersicht</translation>
    </message>
    <message>
        <location line="+11" />
        <source>The check: T = CMR + adjustments; d10 (0 is 10)</source>
        <translation>Der Test: T = CMR + Anpassungen; d10 (0 = 10)</translation>
    </message>
</context>
<context>
    <name>md::nap::NapResult</name>
    <message>
        <location filename="../core/napoleonic/model/NapEnums.h" line="+75" />
        <source>None</source>
        <translation>Keins</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Passed</source>
        <translation>Bestanden</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Morale Disordered</source>
        <translation>In Unordnung</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Routed</source>
        <translation>In Flucht</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Rallied</source>
        <translation>Gesammelt</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Failed to rally</source>
        <translation>Nicht gesammelt</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Removed as casualties</source>
        <translation>Als Verluste entfernt</translation>
    </message>
</context>
<context>
    <name>md::nap::NapRolls</name>
    <message>
        <location filename="../core/napoleonic/NapRolls.cpp" line="+11" />
        <source>15.52 losses</source>
        <translation>15.52 Verluste</translation>
    </message>
    <message>
        <location line="+2" />
        <source>B.3.4 check %1</source>
        <translation>B.3.4 Moraltest %1</translation>
    </message>
    <message>
        <location line="+2" />
        <source>B.4.4 rally</source>
        <translation>B.4.4 Sammeln</translation>
    </message>
    <message>
        <location line="+2" />
        <source>B.4.3 disorder removed</source>
        <translation>B.4.3 Unordnung aufgehoben</translation>
    </message>
    <message>
        <location line="+2" />
        <source>B.4.6 Army Morale Fatigue Phase</source>
        <translation>B.4.6 Armee-Moralermüdungsphase</translation>
    </message>
    <message>
        <location line="+2" />
        <source>15.42 phase ended</source>
        <translation>15.42 Phase beendet</translation>
    </message>
    <message>
        <location line="+2" />
        <source>End of turn</source>
        <translation>Zugende</translation>
    </message>
    <message>
        <location line="+2" />
        <source>B.1 command changed</source>
        <translation>B.1 Kommando geändert</translation>
    </message>
    <message>
        <location line="+2" />
        <source>15.86 position taken</source>
        <translation>15.86 Stellung genommen</translation>
    </message>
    <message>
        <location line="+2" />
        <source>15.72c routed off the table</source>
        <translation>15.72c vom Tisch geflohen</translation>
    </message>
    <message>
        <location line="+2" />
        <source>15.42 check dismissed</source>
        <translation>15.42 Test verworfen</translation>
    </message>
    <message numerus="yes">
        <location line="+25" />
        <source>%1 and %n other unit(s)</source>
        <translation>
            <numerusform>%1 und %n weitere Einheit</numerusform><numerusform>%1 und %n weitere Einheiten</numerusform></translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>md::nap::NapRoutedModel</name>
    <message>
        <location filename="../app/napoleonic/widgets/NapRoutedModel.cpp" line="+66" />
        <source>Failed once in this rout: a second failure removes the unit (B.4.4).</source>
        <translation>Einmal gescheitert in dieser Flucht: Ein zweiter Fehlschlag entfernt die Einheit (B.4.4).</translation>
    </message>
    <message>
        <location line="+1" />
        <source>No failed rally attempt in this rout.</source>
        <translation>Kein gescheiterter Sammelversuch in dieser Flucht.</translation>
    </message>
    <message>
        <location line="+14" />
        <source>Unit</source>
        <translation>Einheit</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Command</source>
        <translation>Kommando</translation>
    </message>
    <message>
        <location line="+2" />
        <source>CMR</source>
        <translation>CMR</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Failed rallies</source>
        <translation>Fehlversuche</translation>
    </message>
</context>
<context>
    <name>md::nap::NapSheetParts</name>
    <message>
        <location filename="../app/napoleonic/print/NapSheetParts.cpp" line="+140" />
        <source>I</source>
        <comment>instantaneous checks (letter)</comment>
        <translation>I</translation>
    </message>
    <message>
        <location line="+1" />
        <source>P</source>
        <comment>phase-completion checks (letter)</comment>
        <translation>P</translation>
    </message>
    <message>
        <location line="+16" />
        <source>Unit</source>
        <translation>Einheit</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Start CMR</source>
        <translation>Start-CMR</translation>
    </message>
    <message>
        <location line="+2" />
        <source>CMR now (B.3.1)</source>
        <translation>CMR jetzt (B.3.1)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Grade (15.27)</source>
        <translation>Klasse (15.27)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Figures</source>
        <translation>Figuren</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Cannon</source>
        <translation>Geschütze</translation>
    </message>
    <message>
        <location line="+1" />
        <source>State</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Rally failed</source>
        <translation>Fehlversuch</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Tested (15.21)</source>
        <translation>Getestet (15.21)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Tested this phase (15.21)</source>
        <translation>In dieser Phase getestet (15.21)</translation>
    </message>
    <message>
        <location line="+4" />
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <location line="+48" />
        <source>officer</source>
        <translation>Offizier</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+1" />
        <source>order: %1</source>
        <translation>Befehl: %1</translation>
    </message>
    <message>
        <location line="+3" />
        <source>figures lost %1 of %2 (N18–N20: %3)</source>
        <translation>Figuren verloren %1 von %2 (N18–N20: %3)</translation>
    </message>
    <message>
        <location line="+26" />
        <source>Level (circle)</source>
        <translation>Stufe (ankreisen)</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Officer</source>
        <translation>Offizier</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Order (B.1)</source>
        <translation>Befehl (B.1)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>A</source>
        <comment>Attack order (letter)</comment>
        <translation>A</translation>
    </message>
    <message>
        <location line="+0" />
        <source>E</source>
        <comment>Engage order (letter)</comment>
        <translation>G</translation>
    </message>
    <message>
        <location line="+1" />
        <source>D</source>
        <comment>Defend order (letter)</comment>
        <translation>V</translation>
    </message>
    <message>
        <location line="+0" />
        <source>M</source>
        <comment>March order (letter)</comment>
        <translation>M</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Command</source>
        <translation>Kommando</translation>
    </message>
    <message>
        <location line="+16" />
        <source>Napoleonic Army Sheet</source>
        <translation>Napoleonischer Armeebogen</translation>
    </message>
    <message>
        <location line="+4" />
        <source>A check: T = current CMR + adjustments; roll a d10 (0 is 10): roll ≤ T passes, 1–4 over is Morale Disordered, 5 or more over is Routed (B.3.4). One check per circumstance per phase (15.21): tick it. Two failed rally attempts remove the unit (B.4.4). MFP are added in each Army Morale Fatigue Phase (B.4.6).</source>
        <translation>Ein Moraltest: T = aktueller CMR + Anpassungen; d10 würfeln (0 ist 10): Wurf ≤ T besteht, 1–4 darüber ist In Unordnung, 5 oder mehr darüber ist In Flucht (B.3.4). Ein Test je Umstand je Phase (15.21): ankreuzen. Zwei gescheiterte Sammelversuche entfernen die Einheit (B.4.4). MFP werden in jeder Armee-Moralermüdungsphase addiert (B.4.6).</translation>
    </message>
    <message>
        <location line="+23" />
        <source>Army morale fatigue (B.4.5–B.4.7)</source>
        <translation>Armee-Moralermüdung (B.4.5–B.4.7)</translation>
    </message>
    <message>
        <location line="+26" />
        <source>Events (E01–E20 × count)</source>
        <translation>Ereignisse (E01–E20 × Anzahl)</translation>
    </message>
    <message>
        <location line="-33" />
        <source>No units in this command.</source>
        <translation>Keine Einheiten in diesem Kommando.</translation>
    </message>
    <message>
        <location line="+21" />
        <source>MFP total M (B.4.5)</source>
        <translation>MFP-Summe M (B.4.5)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>90 %: announce (15.97)</source>
        <translation>90 %: ansagen (15.97)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Over M: demoralized</source>
        <translation>Über M: demoralisiert</translation>
    </message>
    <message>
        <location line="+1" />
        <source>150 %: tier 2</source>
        <translation>150 %: Stufe 2</translation>
    </message>
    <message>
        <location line="+1" />
        <source>200 %: tier 3</source>
        <translation>200 %: Stufe 3</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Army Morale Fatigue Phases: MFP used (B.4.6)</source>
        <translation>Armee-Moralermüdungsphasen: verbrauchte MFP (B.4.6)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Turn</source>
        <translation>Zug</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Hour</source>
        <translation>Stunde</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Added</source>
        <translation>Hinzu</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Used total</source>
        <translation>Verbr. gesamt</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Standing (B.4.7)</source>
        <translation>Stand (B.4.7)</translation>
    </message>
    <message>
        <location line="+15" />
        <source>Now</source>
        <translation>Jetzt</translation>
    </message>
</context>
<context>
    <name>md::nap::NapStepParser</name>
    <message>
        <location filename="../core/napoleonic/rules/NapStepParser.cpp" line="+51" />
        <source>%1 %2 (%3)</source>
        <translation>%1 %2 (%3)</translation>
    </message>
    <message>
        <location line="+7" />
        <source>pass %1, Disordered %2, Routed %3</source>
        <translation>bestanden %1, In Unordnung %2, In Flucht %3</translation>
    </message>
    <message>
        <location line="+7" />
        <source>No checks queued.</source>
        <translation>Keine Moraltests in der Warteschlange.</translation>
    </message>
    <message>
        <location line="+4" />
        <source>%1. %2 %3</source>
        <translation>%1. %2 %3</translation>
    </message>
    <message>
        <location line="+2" />
        <source> (cause %1)</source>
        <translation> (Ursache %1)</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Queued checks: %1.</source>
        <translation>Anstehende Moraltests: %1.</translation>
    </message>
    <message>
        <location line="+19" />
        <source>Napoleonic play steps (Part B), one per line. UNIT, COMMAND and ARMY are ids or names; a word with
spaces goes in double quotes; roll=N is your own d10 (0 is 10), without it the dice are rolled.
  loss UNIT FIGURES [cannon=N] [shock]
        figures (and cannon) lost now; shock: to Shock Combat (E02, no fire check); negative corrects.
        Queues I-a at once, or P-a/P-b at the phase's end (B.2)
  check UNIT[,UNIT...] CIRC [as=formation|skirmishers|cluster] [n09 p04 ...] [charge=3.5]
        [terrain="Woods"] [officer="Brigade (average)"] [odds=450:100] [cause=UNIT] [roll=N]
        a morale check (B.3.4); CIRC is I-a ... I-g, P-a, P-b, P-d, P-e, P-f; several units test
        together against the highest current CMR (15.22, B-32); rows are the 15.54 chart's ids
  friends ROUTED UNIT... [passby]
        queue I-b (I-c for a passby) checks with N09 for friends within 2" (B.3.6); exempt ones are named
  queue UNIT CIRC [cause=UNIT]      queue a check by hand (a charge, a sighting, an explosion)
  dismiss N WHY...                  take queued check N off untested, with the reason
  clear-disorder ARMY [held=UNIT,...]
        start of the Rally Phase: Disordered units become Good except those held (B.4.3)
  rally UNIT [n12 ...] [officer="NAME"] [roll=N]   a rally attempt (B.4.4)
  off-table UNIT                    a routed unit leaves the table (15.72c, B-19)
  mfp ARMY E01x3 E11x2 E19x1=2 ... | mfp ARMY suggested
        the Army Morale Fatigue Phase (B.4.6, B.4.7): EVENTxCOUNT[=VALUE] (VALUE for E18, E19)
  officer COMMAND wounded|killed|alive
  order COMMAND attack|engage|defend|march
  arrive COMMAND                    an arrival raises the MFP total (15.82, 15.92)
  withdraw COMMAND                  E20: 1 MFP per unit
  take ARMY "POSITION"              the enemy takes ARMY's position (15.86, E18)
  next-phase                        refused while checks are queued (15.42)
  status                            turn, phase, armies, units not Good, the queue</source>
        <translation>Napoleonische Spielschritte (Teil B), einer pro Zeile. UNIT, COMMAND und ARMY sind IDs oder Namen; ein Wort
mit Leerzeichen steht in doppelten Anführungszeichen; roll=N ist Ihr eigener d10 (0 ist 10), sonst wird gewürfelt.
  loss UNIT FIGURES [cannon=N] [shock]
        jetzt verlorene Figuren (und Geschütze); shock: im Schockkampf (E02, kein Feuertest); negativ korrigiert.
        Reiht I-a sofort ein oder P-a/P-b am Phasenende (B.2)
  check UNIT[,UNIT...] CIRC [as=formation|skirmishers|cluster] [n09 p04 ...] [charge=3.5]
        [terrain="Woods"] [officer="Brigade (average)"] [odds=450:100] [cause=UNIT] [roll=N]
        ein Moraltest (B.3.4); CIRC ist I-a ... I-g, P-a, P-b, P-d, P-e, P-f; mehrere Einheiten testen
        gemeinsam gegen den höchsten aktuellen CMR (15.22, B-32); Zeilen sind IDs der Tabelle 15.54
  friends ROUTED UNIT... [passby]
        reiht I-b-Tests (I-c bei passby) mit N09 für Freunde innerhalb 2" ein (B.3.6); befreite werden genannt
  queue UNIT CIRC [cause=UNIT]      Test von Hand einreihen (Angriff, Sichtung, Explosion)
  dismiss N WHY...                  anstehenden Test N ungetestet streichen, mit Grund
  clear-disorder ARMY [held=UNIT,...]
        Beginn der Sammelphase: Einheiten in Unordnung werden Gut, außer festgehaltene (B.4.3)
  rally UNIT [n12 ...] [officer="NAME"] [roll=N]   ein Sammelversuch (B.4.4)
  off-table UNIT                    eine fliehende Einheit verlässt den Tisch (15.72c, B-19)
  mfp ARMY E01x3 E11x2 E19x1=2 ... | mfp ARMY suggested
        die Armee-Moralermüdungsphase (B.4.6, B.4.7): EVENTxCOUNT[=VALUE] (VALUE für E18, E19)
  officer COMMAND wounded|killed|alive
  order COMMAND attack|engage|defend|march
  arrive COMMAND                    ein Eintreffen erhöht die MFP-Summe (15.82, 15.92)
  withdraw COMMAND                  E20: 1 MFP je Einheit
  take ARMY "POSITION"              der Feind nimmt die Stellung von ARMY (15.86, E18)
  next-phase                        abgelehnt, solange Tests anstehen (15.42)
  status                            Zug, Phase, Armeen, Einheiten nicht Gut, Warteschlange</translation>
    </message>
    <message>
        <location line="+32" />
        <source>A word in double quotes is not closed.</source>
        <translation>Ein Wort in doppelten Anführungszeichen ist nicht geschlossen.</translation>
    </message>
    <message>
        <location line="+5" />
        <source>The step is empty; the steps are: %1.</source>
        <translation>Der Schritt ist leer; die Schritte sind: %1.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Expected: %1</source>
        <translation>Erwartet: %1</translation>
    </message>
    <message>
        <location line="+12" />
        <source>FIGURES is a whole number, not "%1".</source>
        <translation>FIGURES ist eine ganze Zahl, nicht „%1“.</translation>
    </message>
    <message>
        <location line="+10" />
        <source>cannon= is a whole number, not "%1".</source>
        <translation>cannon= ist eine ganze Zahl, nicht „%1“.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>"%1" is not a loss word; expected cannon=N or shock.</source>
        <translation>„%1“ ist kein Wort für loss; erwartet cannon=N oder shock.</translation>
    </message>
    <message>
        <location line="+7" />
        <source> in Shock Combat</source>
        <translation> im Schockkampf</translation>
    </message>
    <message numerus="yes">
        <location line="+1" />
        <source>%n figure(s)</source>
        <translation>
            <numerusform>%n Figur</numerusform><numerusform>%n Figuren</numerusform></translation>
    </message>
    <message numerus="yes">
        <location line="+1" />
        <source>%n figure(s) and %1 cannon</source>
        <translation>
            <numerusform>%n Figur und %1 Geschütz(e)</numerusform><numerusform>%n Figuren und %1 Geschütz(e)</numerusform></translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1 loses %2%3: %4 of %5 figures left; current CMR %6.</source>
        <translation>%1 verliert %2%3: %4 von %5 Figuren übrig; aktueller CMR %6.</translation>
    </message>
    <message>
        <location line="+6" />
        <source>%1 must test for %2 at once (15.31).</source>
        <translation>%1 muss sofort auf %2 testen (15.31).</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1 tests for %2 at the end of the phase (15.41).</source>
        <translation>%1 testet am Ende der Phase auf %2 (15.41).</translation>
    </message>
    <message>
        <location line="+16" />
        <location line="+75" />
        <source>CIRC is one of %1, not "%2".</source>
        <translation>CIRC ist eines von %1, nicht „%2“.</translation>
    </message>
    <message>
        <location line="-57" />
        <source>%1 test together for %2, one roll against %3 (15.22, B-32).</source>
        <translation>%1 testen gemeinsam auf %2, ein Wurf gegen %3 (15.22, B-32).</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1 tests for %2.</source>
        <translation>%1 testet auf %2.</translation>
    </message>
    <message>
        <location line="+1" />
        <location line="+122" />
        <source>Target %1 = %2.</source>
        <translation>Zielwert %1 = %2.</translation>
    </message>
    <message>
        <location line="-121" />
        <source>Odds: %1%2.</source>
        <translation>Chancen: %1%2.</translation>
    </message>
    <message>
        <location line="+2" />
        <source> (15.28 not applied to a grouped check, B-9)</source>
        <translation> (15.28 gilt nicht für einen gemeinsamen Test, B-9)</translation>
    </message>
    <message>
        <location line="+2" />
        <location line="+119" />
        <source>Rolled %1%2.</source>
        <translation>Gewürfelt: %1%2.</translation>
    </message>
    <message>
        <location line="-119" />
        <location line="+119" />
        <source> (typed)</source>
        <translation> (eingegeben)</translation>
    </message>
    <message>
        <location line="-117" />
        <source>Natural %1 in the Shock Combat Phase: %2 to the target now and to the end of the phase (15.28).</source>
        <translation>Natürliche %1 in der Schockkampfphase: %2 auf den Zielwert, jetzt und bis zum Ende der Phase (15.28).</translation>
    </message>
    <message>
        <location line="+3" />
        <location line="+115" />
        <source>Result: %1. %2</source>
        <translation>Ergebnis: %1. %2</translation>
    </message>
    <message>
        <location line="-113" />
        <source>Name %1's formed friends within 2" with `friends %2 UNIT...` (B.3.6).</source>
        <translation>Nennen Sie die formierten Freunde von %1 innerhalb 2" mit `friends %2 UNIT...` (B.3.6).</translation>
    </message>
    <message>
        <location line="+28" />
        <source>No check: %1</source>
        <translation>Kein Moraltest: %1</translation>
    </message>
    <message>
        <location line="+34" />
        <source>N is the queued check's number (see status), not "%1".</source>
        <translation>N ist die Nummer des anstehenden Tests (siehe status), nicht „%1“.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Check %1 dismissed: %2</source>
        <translation>Test %1 gestrichen: %2</translation>
    </message>
    <message>
        <location line="+24" />
        <source>No Disordered unit becomes Good.</source>
        <translation>Keine Einheit in Unordnung wird Gut.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Good again (B.4.3): %1.</source>
        <translation>Wieder Gut (B.4.3): %1.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1 stays Disordered (within an enemy Minimum Fire Zone, 15.77).</source>
        <translation>%1 bleibt in Unordnung (in einer feindlichen Mindestfeuerzone, 15.77).</translation>
    </message>
    <message>
        <location line="+17" />
        <source>%1 tries to rally (B.4.4).</source>
        <translation>%1 versucht sich zu sammeln (B.4.4).</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Odds: rallies %1, fails %2.</source>
        <translation>Chancen: gesammelt %1, gescheitert %2.</translation>
    </message>
    <message>
        <location line="+14" />
        <source>%1 routs off the table: %2 MFP at the next Army Morale Fatigue Phase (E03, B-19).</source>
        <translation>%1 flieht vom Tisch: %2 MFP in der nächsten Armee-Moralermüdungsphase (E03, B-19).</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1 routs off the table and cannot rally (15.72c).</source>
        <translation>%1 flieht vom Tisch und kann sich nicht sammeln (15.72c).</translation>
    </message>
    <message>
        <location line="+19" />
        <source>"%1" is not an MFP event; write EVENTxCOUNT[=VALUE], e.g. E01x3 or E19x1=2.</source>
        <translation>„%1“ ist kein MFP-Ereignis; schreiben Sie EVENTxCOUNT[=VALUE], z. B. E01x3 oder E19x1=2.</translation>
    </message>
    <message>
        <location line="+10" />
        <source>%1 x%2 = %3</source>
        <translation>%1 x%2 = %3</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1's Army Morale Fatigue Phase (15.85): %2.</source>
        <translation>Armee-Moralermüdungsphase von %1 (15.85): %2.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Added %1 MFP: %2 used of %3 (tier %4).</source>
        <translation>%1 MFP addiert: %2 von %3 verbraucht (Stufe %4).</translation>
    </message>
    <message>
        <location line="+25" />
        <source>The officer is wounded, killed or alive, not "%1".</source>
        <translation>Der Offizier ist wounded, killed oder alive, nicht „%1“.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1's officer: %2.</source>
        <translation>Offizier von %1: %2.</translation>
    </message>
    <message>
        <location line="+4" />
        <source>The order is attack, engage, defend or march, not "%1".</source>
        <translation>Der Befehl ist attack, engage, defend oder march, nicht „%1“.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1's order: %2.</source>
        <translation>Befehl von %1: %2.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>%1 arrives with a %2 order (15.82).</source>
        <translation>%1 trifft mit dem Befehl %2 ein (15.82).</translation>
    </message>
    <message>
        <location line="+4" />
        <source>%1 withdraws (E20: 1 MFP per unit).</source>
        <translation>%1 zieht sich zurück (E20: 1 MFP je Einheit).</translation>
    </message>
    <message>
        <location line="+7" />
        <source>%1 MFP at the next Army Morale Fatigue Phase.</source>
        <translation>%1 MFP in der nächsten Armee-Moralermüdungsphase.</translation>
    </message>
    <message>
        <location line="+4" />
        <source>%1: %2 MFP used of %3.</source>
        <translation>%1: %2 MFP von %3 verbraucht.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>%1 returns to normal morale standing: the demoralization penalty is cancelled (15.92).</source>
        <translation>%1 kehrt zum normalen Moralstand zurück: Der Demoralisierungsabzug entfällt (15.92).</translation>
    </message>
    <message>
        <location line="+13" />
        <source>The enemy takes %1's position %2: %3 MFP onto its used total at the next Army Morale Fatigue Phase, and off the capturer's (15.86, E18).</source>
        <translation>Der Feind nimmt die Stellung %2 von %1: %3 MFP kommen in der nächsten Armee-Moralermüdungsphase auf deren verbrauchte Summe und gehen von der des Eroberers ab (15.86, E18).</translation>
    </message>
    <message>
        <location line="+11" />
        <source>Turn %1 begins%2: %3 Phase.</source>
        <translation>Zug %1 beginnt%2: Phase %3.</translation>
    </message>
    <message>
        <location line="+2" />
        <source> (an hourly turn)</source>
        <translation> (ein Stundenzug)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1 Phase.</source>
        <translation>Phase %1.</translation>
    </message>
    <message>
        <location line="+4" />
        <source>%1 is demoralized: CMR %2 (15.91, B-24).</source>
        <translation>%1 ist demoralisiert: CMR %2 (15.91, B-24).</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Turn %1, %2 Phase%3.</source>
        <translation>Zug %1, Phase %2%3.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>, night</source>
        <translation>, Nacht</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1: %2 MFP used of %3, demoralization tier %4, CMR %5 from demoralization.</source>
        <translation>%1: %2 MFP von %3 verbraucht, Demoralisierungsstufe %4, CMR %5 durch Demoralisierung.</translation>
    </message>
    <message>
        <location line="+7" />
        <source>  %1: %2</source>
        <translation>  %1: %2</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Unknown step "%1"; the steps are: %2.</source>
        <translation>Unbekannter Schritt „%1“; die Schritte sind: %2.</translation>
    </message>
</context>
<context>
    <name>md::nap::NapStepWords</name>
    <message>
        <location filename="../core/napoleonic/rules/NapStepWords.cpp" line="+63" />
        <source>There is no unit "%1" in this battle (by id or name).</source>
        <translation>In diesem Gefecht gibt es keine Einheit „%1“ (nach ID oder Name).</translation>
    </message>
    <message>
        <location line="+1" />
        <source>"%1" names %2 units; use an id: %3.</source>
        <translation>„%1“ bezeichnet %2 Einheiten; verwenden Sie eine ID: %3.</translation>
    </message>
    <message>
        <location line="+18" />
        <source>There is no command "%1" in this battle (by id or name).</source>
        <translation>In diesem Gefecht gibt es kein Kommando „%1“ (nach ID oder Name).</translation>
    </message>
    <message>
        <location line="+1" />
        <source>"%1" names %2 commands; use an id: %3.</source>
        <translation>„%1“ bezeichnet %2 Kommandos; verwenden Sie eine ID: %3.</translation>
    </message>
    <message>
        <location line="+15" />
        <source>There is no army "%1" in this battle (by id or name).</source>
        <translation>In diesem Gefecht gibt es keine Armee „%1“ (nach ID oder Name).</translation>
    </message>
    <message>
        <location line="+11" />
        <source>roll= is a d10 face, 1 to 10 (0 reads as 10), not "%1".</source>
        <translation>roll= ist eine d10-Augenzahl, 1 bis 10 (0 gilt als 10), nicht „%1“.</translation>
    </message>
    <message>
        <location line="+48" />
        <source>charge= is the distance in inches, whole or .5 (3.5), not "%1".</source>
        <translation>charge= ist die Distanz in Zoll, ganz oder .5 (3.5), nicht „%1“.</translation>
    </message>
    <message>
        <location line="+8" />
        <source>odds= is attacker:defender strength in figures (450:100), not "%1".</source>
        <translation>odds= ist die Stärke Angreifer:Verteidiger in Figuren (450:100), nicht „%1“.</translation>
    </message>
    <message>
        <location line="+17" />
        <source>as= is formation, skirmishers or cluster, not "%1".</source>
        <translation>as= ist formation, skirmishers oder cluster, nicht „%1“.</translation>
    </message>
    <message>
        <location line="+5" />
        <source>"%1" is not a rally word; a rally takes chart rows (n12 ...), officer="NAME" and roll=N.</source>
        <translation>„%1“ ist kein Wort für rally; rally nimmt Tabellenzeilen (n12 ...), officer="NAME" und roll=N.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>"%1" is not a check word; a check takes chart rows (n09 p01 ...), as=, charge=, terrain=, officer=, odds=, cause= and roll=.</source>
        <translation>„%1“ ist kein Wort für check; check nimmt Tabellenzeilen (n09 p01 ...), as=, charge=, terrain=, officer=, odds=, cause= und roll=.</translation>
    </message>
</context>
<context>
    <name>md::nap::NapSummary</name>
    <message numerus="yes">
        <location filename="../core/napoleonic/NapSummary.cpp" line="+129" />
        <source>%1: valid Napoleonic battle "%2" (%n army(s)</source>
        <translation>
            <numerusform>%1: gültiges napoleonisches Gefecht „%2“ (%n Armee</numerusform><numerusform>%1: gültiges napoleonisches Gefecht „%2“ (%n Armeen</numerusform></translation>
    </message>
    <message numerus="yes">
        <location line="+2" />
        <source>, %n unit(s))</source>
        <translation>
            <numerusform>, %n Einheit)</numerusform><numerusform>, %n Einheiten)</numerusform></translation>
    </message>
</context>
<context>
    <name>md::nap::NapSystem</name>
    <message>
        <location filename="../core/napoleonic/NapSystem.cpp" line="+18" />
        <source>Napoleonic CMR and army morale fatigue</source>
        <translation>Napoleonische CMR und Armee-Moralermüdung</translation>
    </message>
    <message>
        <location line="+31" />
        <source>Napoleonic morale sheet</source>
        <translation>Napoleonischer Moralbogen</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Blank Napoleonic morale sheet</source>
        <translation>Leerer napoleonischer Moralbogen</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Napoleonic quick-reference card</source>
        <translation>Napoleonische Übersichtskarte</translation>
    </message>
    <message>
        <location line="+8" />
        <source>not a Napoleonic battle</source>
        <translation>kein napoleonisches Gefecht</translation>
    </message>
</context>
<context>
    <name>md::nap::NapTableEditor</name>
    <message>
        <location filename="../app/napoleonic/editors/NapTableEditor.cpp" line="+19" />
        <source>Add row</source>
        <translation>Zeile hinzufügen</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Up</source>
        <translation>Nach oben</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Down</source>
        <translation>Nach unten</translation>
    </message>
    <message>
        <location line="+14" />
        <source>Double-click a cell to change it.</source>
        <translation>Doppelklicken Sie auf eine Zelle, um sie zu ändern.</translation>
    </message>
    <message>
        <location line="+9" />
        <source>Move the selected row up</source>
        <translation>Ausgewählte Zeile nach oben verschieben</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Move the selected row down</source>
        <translation>Ausgewählte Zeile nach unten verschieben</translation>
    </message>
</context>
<context>
    <name>md::nap::NapTemplates</name>
    <message>
        <location filename="../core/napoleonic/model/NapTemplates.cpp" line="+17" />
        <source>Brigade</source>
        <translation>Brigade</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Division</source>
        <translation>Division</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Battle (two armies)</source>
        <translation>Gefecht (zwei Armeen)</translation>
    </message>
    <message>
        <location line="+19" />
        <source>1st Brigade</source>
        <translation>1. Brigade</translation>
    </message>
    <message>
        <location line="+24" />
        <source>The CMRs and figures of this template are examples, not the rules: replace them with your scenario's order of battle (B.6).</source>
        <translation>Die CMR und Figuren dieser Vorlage sind Beispiele, nicht die Regeln: Ersetzen Sie sie durch die Schlachtordnung Ihres Szenarios (B.6).</translation>
    </message>
    <message>
        <location line="+4" />
        <location line="+10" />
        <source>French</source>
        <translation>Franzosen</translation>
    </message>
    <message>
        <location line="-10" />
        <source>Allied</source>
        <translation>Alliierte</translation>
    </message>
    <message>
        <location line="+3" />
        <source>%1 army</source>
        <translation>Armee (%1)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Army commander</source>
        <translation>Armeebefehlshaber</translation>
    </message>
</context>
<context>
    <name>md::nap::NapTesterKind</name>
    <message>
        <location filename="../core/napoleonic/model/NapEnums.h" line="-22" />
        <source>Unit</source>
        <translation>Einheit</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Units together (square, redoubt, building)</source>
        <translation>Einheiten gemeinsam (Karree, Schanze, Gebäude)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Fully deployed skirmishers</source>
        <translation>Voll entfaltete Plänkler</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Skirmisher cluster</source>
        <translation>Plänklerhaufen</translation>
    </message>
</context>
<context>
    <name>md::nap::NapTexts</name>
    <message>
        <location filename="../app/napoleonic/texts/NapTexts.cpp" line="+30" />
        <location line="+33" />
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <location line="-16" />
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1 %2 (%3)</source>
        <translation>%1 %2 (%3)</translation>
    </message>
    <message numerus="yes">
        <location line="+8" />
        <source>%n figure(s) lost</source>
        <translation>
            <numerusform>%n Figur verloren</numerusform><numerusform>%n Figuren verloren</numerusform></translation>
    </message>
    <message numerus="yes">
        <location line="+2" />
        <source>%n figure(s) given back</source>
        <translation>
            <numerusform>%n Figur zurückgegeben</numerusform><numerusform>%n Figuren zurückgegeben</numerusform></translation>
    </message>
    <message numerus="yes">
        <location line="+2" />
        <source>%n cannon lost</source>
        <translation>
            <numerusform>%n Geschütz verloren</numerusform><numerusform>%n Geschütze verloren</numerusform></translation>
    </message>
    <message numerus="yes">
        <location line="+2" />
        <source>%n cannon given back</source>
        <translation>
            <numerusform>%n Geschütz zurückgegeben</numerusform><numerusform>%n Geschütze zurückgegeben</numerusform></translation>
    </message>
    <message>
        <location line="+6" />
        <source>at once</source>
        <translation>sofort</translation>
    </message>
    <message>
        <location line="+0" />
        <source>at the phase's end</source>
        <translation>am Phasenende</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1 — %2 (%3)</source>
        <translation>%1 — %2 (%3)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>, saw %1</source>
        <translation>, sah %1</translation>
    </message>
    <message>
        <location line="+9" />
        <source>%1: %2 to Shock Combat</source>
        <translation>%1: %2 im Schockkampf</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1: %2 to fire</source>
        <translation>%1: %2 durch Feuer</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1 tested %2: d10 %3 against %4 — %5%6</source>
        <translation>%1 testete %2: d10 %3 gegen %4 — %5%6</translation>
    </message>
    <message>
        <location line="+4" />
        <location line="+6" />
        <source> (your die)</source>
        <translation> (Ihr Würfel)</translation>
    </message>
    <message>
        <location line="-4" />
        <source>%1 tried to rally (P-c): d10 %2 against %3 — %4%5</source>
        <translation>%1 versuchte sich zu sammeln (P-c): d10 %2 gegen %3 — %4%5</translation>
    </message>
    <message>
        <location line="+6" />
        <source>%1: no unit was Disordered (B.4.3)</source>
        <translation>%1: keine Einheit war in Unordnung (B.4.3)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1: disorder cleared (B.4.3): %2</source>
        <translation>%1: Unordnung aufgehoben (B.4.3): %2</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1: Army Morale Fatigue Phase, %2 MFP added</source>
        <translation>%1: Armee-Moralermüdungsphase, %2 MFP addiert</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1 Phase ended</source>
        <translation>Phase %1 beendet</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Turn %1 ended</source>
        <translation>Zug %1 beendet</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1: position taken (15.86): %2</source>
        <translation>%1: Stellung genommen (15.86): %2</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1 routed off the table (15.72c)</source>
        <translation>%1 vom Tisch geflohen (15.72c)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1: %2 check not taken: %3</source>
        <translation>%1: %2-Test nicht abgelegt: %3</translation>
    </message>
</context>
<context>
    <name>md::nap::NapTriggers</name>
    <message>
        <location filename="../core/napoleonic/rules/NapTriggers.cpp" line="+75" />
        <source>%1 is no longer on the table.</source>
        <translation>%1 ist nicht mehr auf dem Tisch.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1 is routed: a routed unit takes only its rally check (15.76).</source>
        <translation>%1 ist in Flucht: Eine fliehende Einheit macht nur ihren Sammeltest (15.76).</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1 is not routed: only a routed unit tests to rally.</source>
        <translation>%1 ist nicht in Flucht: Nur eine fliehende Einheit testet auf Sammeln.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>%1 has already tested for %2 this phase: one check per circumstance per phase.</source>
        <translation>%1 hat in dieser Phase bereits auf %2 getestet: ein Test je Umstand je Phase.</translation>
    </message>
    <message>
        <location line="+4" />
        <source>%1 already tested in the preceding Declared Cavalry Charge Phase.</source>
        <translation>%1 hat bereits in der vorangehenden Phase der angesagten Kavallerieangriffe getestet.</translation>
    </message>
    <message>
        <location line="+4" />
        <source>%1 is in an undisordered square receiving charging cavalry.</source>
        <translation>%1 steht in einem geordneten Karree, das angreifende Kavallerie empfängt.</translation>
    </message>
    <message>
        <location line="+5" />
        <source>%1 failed to rally and routs on to the rear: its passby calls for no check (15.43).</source>
        <translation>%1 hat sich nicht gesammelt und flieht weiter nach hinten: Ihr Vorbeiziehen erfordert keinen Test (15.43).</translation>
    </message>
    <message>
        <location line="+5" />
        <source>%1 is an open formation or a crew: its rout does not shake a close-order unit.</source>
        <translation>%1 ist eine offene Formation oder eine Bedienung: Ihre Flucht erschüttert keine Einheit in geschlossener Ordnung.</translation>
    </message>
    <message>
        <location line="+8" />
        <source>%1 (%2) has a higher morale grade than %3 (%4).</source>
        <translation>%1 (%2) hat eine höhere Moralklasse als %3 (%4).</translation>
    </message>
    <message numerus="yes">
        <location line="+5" />
        <source>%1 has %n figure(s), fewer than half of %2's %3.</source>
        <translation>
            <numerusform>%1 hat %n Figur, weniger als die Hälfte der %3 von %2.</numerusform><numerusform>%1 hat %n Figuren, weniger als die Hälfte der %3 von %2.</numerusform></translation>
    </message>
</context>
<context>
    <name>md::nap::NapUi</name>
    <message>
        <location filename="../app/napoleonic/NapUi.cpp" line="+28" />
        <source>Empty Napoleonic battle</source>
        <translation>Leeres napoleonisches Gefecht</translation>
    </message>
    <message>
        <location line="+10" />
        <source>New Napoleonic battle</source>
        <translation>Neues napoleonisches Gefecht</translation>
    </message>
    <message>
        <location line="+21" />
        <source>&lt;h2&gt;Napoleonic unit morale and army morale fatigue&lt;/h2&gt;&lt;p&gt;A unit tests its morale when it loses figures or cannon to fire, sees a friendly formed unit rout within 2", receives Shock Combat and in the other circumstances of B.2: at once, or collected and taken in order when the phase completes. One d10 against the unit's current CMR with the situational adjustments of the 15.54 chart: at or under it passes, 1-4 over disorders, 5 or more over routs (B.3.4). Each army counts its Morale Fatigue Points in the Army Morale Fatigue Phase; past its total it is demoralized and every CMR falls each hourly turn (B.4.7). All odds are exact tenths.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Napoleonische Einheitenmoral und Armee-Moralermüdung&lt;/h2&gt;&lt;p&gt;Eine Einheit testet ihre Moral, wenn sie Figuren oder Geschütze durch Feuer verliert, eine befreundete formierte Einheit innerhalb 2" fliehen sieht, Schockkampf empfängt und in den anderen Umständen von B.2: sofort oder vorgemerkt und der Reihe nach abgelegt, wenn die Phase endet. Ein d10 gegen den aktuellen CMR der Einheit mit den situativen Anpassungen der Tabelle 15.54: gleich oder darunter besteht, 1-4 darüber bringt Unordnung, 5 oder mehr darüber Flucht (B.3.4). Jede Armee zählt ihre Moralermüdungspunkte in der Armee-Moralermüdungsphase; über ihrer Summe ist sie demoralisiert, und jeder CMR sinkt in jedem Stundenzug (B.4.7). Alle Wahrscheinlichkeiten sind exakte Zehntel.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+8" />
        <source>&lt;h3&gt;The club's own data (B.6)&lt;/h3&gt;&lt;p&gt;The rules do not give the terrain chart, the officers' morale benefits, the phase order, which turns are hourly or the illegible line of the chart. These are the club's own entries in each battle's settings; the program starts them with placeholder examples. They are not the rules: change them to your own.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Die eigenen Daten des Vereins (B.6)&lt;/h3&gt;&lt;p&gt;Die Regeln geben die Geländetabelle, die Moralboni der Offiziere, die Phasenfolge, welche Züge Stundenzüge sind, und die unleserliche Zeile der Tabelle nicht vor. Das sind die eigenen Einträge des Vereins in den Einstellungen jedes Gefechts; das Programm füllt sie anfangs mit Platzhalter-Beispielen. Sie sind nicht die Regeln: Ersetzen Sie sie durch Ihre eigenen.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>md::nap::NapUnitForm</name>
    <message>
        <location filename="../app/napoleonic/editors/NapUnitForm.cpp" line="+26" />
        <source>CMR 4 or less</source>
        <translation>CMR 4 oder weniger</translation>
    </message>
    <message>
        <location line="+1" />
        <source>CMR 5-7</source>
        <translation>CMR 5-7</translation>
    </message>
    <message>
        <location line="+1" />
        <source>CMR 8 or more</source>
        <translation>CMR 8 oder mehr</translation>
    </message>
    <message>
        <location line="+24" />
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <location line="+6" />
        <source>must not be empty</source>
        <translation>darf nicht leer sein</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Rename unit: %1</source>
        <translation>Einheit umbenennen: %1</translation>
    </message>
    <message>
        <location line="+6" />
        <source>T&amp;ype:</source>
        <translation>T&amp;yp:</translation>
    </message>
    <message>
        <location line="+4" />
        <source>15.27: the starting battleday CMR defines the unit's grade. 15.26h: a headquarters base checks at 8.</source>
        <translation>15.27: Der CMR zu Beginn des Schlachttags bestimmt die Klasse der Einheit. 15.26h: Eine Hauptquartier-Basis testet mit 8.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Starting &amp;CMR:</source>
        <translation>Start-&amp;CMR:</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Grade:</source>
        <translation>Klasse:</translation>
    </message>
    <message>
        <location line="+1" />
        <source>15.27: Militia 4 or less, Line 5-7, Elite 8 or more. It sets X-a and the unit's MFP (B.4.5).</source>
        <translation>15.27: Miliz 4 oder weniger, Linie 5-7, Elite 8 oder mehr. Sie bestimmt X-a und die MFP der Einheit (B.4.5).</translation>
    </message>
    <message>
        <location line="+4" />
        <source>The figures at the start of the battleday (for artillery: its crew).</source>
        <translation>Die Figuren zu Beginn des Schlachttags (bei Artillerie: ihre Bedienung).</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Starting &amp;figures:</source>
        <translation>Start-&amp;Figuren:</translation>
    </message>
    <message>
        <location line="+4" />
        <source>15.52: -1 CMR for each. A correction: record losses in play, where the checks they bring follow.</source>
        <translation>15.52: je -1 CMR. Eine Korrektur: Erfassen Sie Verluste im Spiel, wo die ausgelösten Tests folgen.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Fi&amp;gures lost:</source>
        <translation>&amp;Verlorene Figuren:</translation>
    </message>
    <message>
        <location line="+4" />
        <source>15.53: a battery's cannon at the start.</source>
        <translation>15.53: die Geschütze einer Batterie zu Beginn.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Starting c&amp;annon:</source>
        <translation>Start-&amp;Geschütze:</translation>
    </message>
    <message>
        <location line="+4" />
        <source>15.53: cannon lost so far (a correction; record losses in play).</source>
        <translation>15.53: bisher verlorene Geschütze (eine Korrektur; Verluste im Spiel erfassen).</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Cannon &amp;lost:</source>
        <translation>Verlorene Gesc&amp;hütze:</translation>
    </message>
    <message>
        <location line="+6" />
        <source>F&amp;ormation:</source>
        <translation>Fo&amp;rmation:</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Formation of %1: %2</source>
        <translation>Formation von %1: %2</translation>
    </message>
    <message>
        <location line="+7" />
        <source>A correction: checks and rallies in play set the state.</source>
        <translation>Eine Korrektur: Tests und Sammelversuche im Spiel setzen den Zustand.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;State:</source>
        <translation>&amp;Zustand:</translation>
    </message>
    <message>
        <location line="+6" />
        <source>State of %1: %2</source>
        <translation>Zustand von %1: %2</translation>
    </message>
    <message>
        <location line="+8" />
        <source>B.4.4, B-18: failed rally attempts in the current rout.</source>
        <translation>B.4.4, B-18: gescheiterte Sammelversuche in der aktuellen Flucht.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Failed &amp;rallies:</source>
        <translation>&amp;Sammel-Fehlversuche:</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Arri&amp;ved on a later battleday</source>
        <translation>&amp;An späterem Schlachttag eingetroffen</translation>
    </message>
    <message>
        <location line="+2" />
        <source>15.96: exempt from the campaign -1 of the army's previous battleday.</source>
        <translation>15.96: befreit vom Kampagnen-Abzug -1 des vorigen Schlachttags der Armee.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Arrived on a later battleday</source>
        <translation>An späterem Schlachttag eingetroffen</translation>
    </message>
    <message>
        <location line="+5" />
        <source>%1 arrived on a later battleday</source>
        <translation>%1 an späterem Schlachttag eingetroffen</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1 is there from the army's first battleday</source>
        <translation>%1 ist ab dem ersten Schlachttag der Armee dabei</translation>
    </message>
    <message>
        <location line="+6" />
        <source>No&amp;tes:</source>
        <translation>No&amp;tizen:</translation>
    </message>
    <message>
        <location line="+7" />
        <source>must be at most %1 characters</source>
        <translation>darf höchstens %1 Zeichen lang sein</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Edit notes of %1</source>
        <translation>Notizen von %1 bearbeiten</translation>
    </message>
    <message>
        <location line="+7" />
        <source>The command the unit belongs to (N18-N20 count its losses), in the same army.</source>
        <translation>Das Kommando, zu dem die Einheit gehört (N18-N20 zählen ihre Verluste), in derselben Armee.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Co&amp;mmand:</source>
        <translation>&amp;Kommando:</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Move &amp;up</source>
        <translation>Nach &amp;oben</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Move unit up</source>
        <translation>Einheit nach oben verschieben</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Move do&amp;wn</source>
        <translation>Nach &amp;unten</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Move unit down</source>
        <translation>Einheit nach unten verschieben</translation>
    </message>
    <message>
        <location line="+1" />
        <source>R&amp;emove unit</source>
        <translation>Einheit &amp;entfernen</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Unit actions</source>
        <translation>Einheitenaktionen</translation>
    </message>
    <message>
        <location line="+35" />
        <source>only artillery has cannon (15.53): set its cannon to 0 first</source>
        <translation>nur Artillerie hat Geschütze (15.53): setzen Sie zuerst ihre Geschütze auf 0</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Type of %1: %2</source>
        <translation>Typ von %1: %2</translation>
    </message>
    <message>
        <location line="+9" />
        <source>must be from %1 to %2</source>
        <translation>muss zwischen %1 und %2 liegen</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Starting CMR of %1: %2</source>
        <translation>Start-CMR von %1: %2</translation>
    </message>
    <message>
        <location line="+9" />
        <source>must be at least 1</source>
        <translation>muss mindestens 1 sein</translation>
    </message>
    <message>
        <location line="+2" />
        <location line="+28" />
        <location line="+28" />
        <source>must be at most %1</source>
        <translation>darf höchstens %1 sein</translation>
    </message>
    <message>
        <location line="-54" />
        <source>must be at least the figures lost (%1)</source>
        <translation>muss mindestens die verlorenen Figuren (%1) betragen</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Starting figures of %1: %2</source>
        <translation>Start-Figuren von %1: %2</translation>
    </message>
    <message>
        <location line="+9" />
        <location line="+14" />
        <location line="+16" />
        <location line="+12" />
        <source>must be at least 0</source>
        <translation>muss mindestens 0 sein</translation>
    </message>
    <message>
        <location line="-40" />
        <source>must not be more than the starting figures (%1)</source>
        <translation>darf nicht über den Start-Figuren (%1) liegen</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Correct figures lost of %1: %2</source>
        <translation>Verlorene Figuren von %1 korrigieren: %2</translation>
    </message>
    <message>
        <location line="+9" />
        <location line="+16" />
        <source>only artillery has cannon (15.53)</source>
        <translation>nur Artillerie hat Geschütze (15.53)</translation>
    </message>
    <message>
        <location line="-10" />
        <source>must be at least the cannon lost (%1)</source>
        <translation>muss mindestens die verlorenen Geschütze (%1) betragen</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Starting cannon of %1: %2</source>
        <translation>Start-Geschütze von %1: %2</translation>
    </message>
    <message>
        <location line="+13" />
        <source>must not be more than the starting cannon (%1)</source>
        <translation>darf nicht über den Start-Geschützen (%1) liegen</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Correct cannon lost of %1: %2</source>
        <translation>Verlorene Geschütze von %1 korrigieren: %2</translation>
    </message>
    <message>
        <location line="+13" />
        <source>only a routed unit has failed rallies (B.4.4)</source>
        <translation>nur eine Einheit in Flucht hat Sammel-Fehlversuche (B.4.4)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Failed rallies of %1: %2</source>
        <translation>Sammel-Fehlversuche von %1: %2</translation>
    </message>
    <message>
        <location line="+14" />
        <source>%1 already has %2 units</source>
        <translation>%1 hat bereits %2 Einheiten</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Move %1 to %2</source>
        <translation>%1 nach %2 verschieben</translation>
    </message>
    <message>
        <location line="+17" />
        <source>Move unit up: %1</source>
        <translation>Einheit nach oben verschieben: %1</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Move unit down: %1</source>
        <translation>Einheit nach unten verschieben: %1</translation>
    </message>
    <message>
        <location line="+12" />
        <source>%1 has a check waiting: resolve it first</source>
        <translation>%1 hat einen ausstehenden Test: Lösen Sie ihn zuerst auf</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Remove unit: %1</source>
        <translation>Einheit entfernen: %1</translation>
    </message>
    <message>
        <location line="+20" />
        <source>%1 (a headquarters base, 15.26h)</source>
        <translation>%1 (eine Hauptquartier-Basis, 15.26h)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1 (%2 of the current CMR, B-4)</source>
        <translation>%1 (%2 des aktuellen CMR, B-4)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1 (%2, 15.27)</source>
        <translation>%1 (%2, 15.27)</translation>
    </message>
</context>
<context>
    <name>md::nap::NapUnitState</name>
    <message>
        <location filename="../core/napoleonic/model/NapEnums.h" line="-129" />
        <source>Good</source>
        <translation>Gut</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Disordered</source>
        <translation>In Unordnung</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Routed</source>
        <translation>In Flucht</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Eliminated</source>
        <translation>Aufgerieben</translation>
    </message>
</context>
<context>
    <name>md::nap::NapUnitType</name>
    <message>
        <location line="-57" />
        <source>Infantry</source>
        <translation>Infanterie</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Cavalry</source>
        <translation>Kavallerie</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Skirmish company</source>
        <translation>Plänklerkompanie</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Artillery</source>
        <translation>Artillerie</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Headquarters base</source>
        <translation>Hauptquartier-Basis</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Train</source>
        <translation>Tross</translation>
    </message>
</context>
<context>
    <name>md::nap::NapValidator</name>
    <message>
        <location filename="../core/napoleonic/io/NapValidator.cpp" line="+40" />
        <source>(an index into $.settings.phases)</source>
        <translation>(ein Index in $.settings.phases)</translation>
    </message>
    <message>
        <location line="+4" />
        <source>armies</source>
        <translation>Armeen</translation>
    </message>
    <message>
        <location line="+6" />
        <source>units in all armies</source>
        <translation>Einheiten in allen Armeen</translation>
    </message>
    <message>
        <location line="+13" />
        <source>pending checks</source>
        <translation>ausstehende Tests</translation>
    </message>
    <message>
        <location line="+6" />
        <source>log records</source>
        <translation>Protokolleinträge</translation>
    </message>
    <message>
        <location line="+42" />
        <source>%1 is listed twice; first at %2</source>
        <translation>%1 ist doppelt gelistet; zuerst bei %2</translation>
    </message>
    <message>
        <location line="+14" />
        <source>distances</source>
        <translation>Distanzen</translation>
    </message>
    <message>
        <location line="+4" />
        <location line="+27" />
        <source>(inches)</source>
        <translation>(Zoll)</translation>
    </message>
    <message>
        <location line="-18" />
        <source>terrain types</source>
        <translation>Geländetypen</translation>
    </message>
    <message>
        <location line="+11" />
        <source>officer types</source>
        <translation>Offizierstypen</translation>
    </message>
    <message>
        <location line="+6" />
        <source>(CMR points, B-29)</source>
        <translation>(CMR-Punkte, B-29)</translation>
    </message>
    <message>
        <location line="+11" />
        <source>needs at least one phase: a game turn is its phases in order (B.6)</source>
        <translation>braucht mindestens eine Phase: Ein Spielzug besteht aus seinen Phasen der Reihe nach (B.6)</translation>
    </message>
    <message>
        <location line="+4" />
        <source>%1 is listed twice; a game turn has each phase once (B.6)</source>
        <translation>%1 ist doppelt gelistet; ein Spielzug hat jede Phase einmal (B.6)</translation>
    </message>
    <message>
        <location line="+7" />
        <source>(game turns in an hour)</source>
        <translation>(Spielzüge pro Stunde)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>(whole MFP, E19)</source>
        <translation>(ganze MFP, E19)</translation>
    </message>
    <message>
        <location line="+3" />
        <source>user adjustments</source>
        <translation>Benutzer-Anpassungen</translation>
    </message>
    <message>
        <location line="+9" />
        <location line="+21" />
        <source>duplicate id %1; already used at %2</source>
        <translation>doppelte ID %1; bereits verwendet bei %2</translation>
    </message>
    <message>
        <location line="-17" />
        <source>(CMR points, B-27)</source>
        <translation>(CMR-Punkte, B-27)</translation>
    </message>
    <message>
        <location line="+30" />
        <source>(whole MFP)</source>
        <translation>(ganze MFP)</translation>
    </message>
    <message>
        <location line="+2" />
        <location line="+242" />
        <source>(half MFP)</source>
        <translation>(halbe MFP)</translation>
    </message>
    <message>
        <location line="-241" />
        <source>(B.4.7)</source>
        <translation>(B.4.7)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>(CMR points)</source>
        <translation>(CMR-Punkte)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>(15.96)</source>
        <translation>(15.96)</translation>
    </message>
    <message>
        <location line="+4" />
        <location line="+4" />
        <source>must be 0 while the army is not demoralized (demoralTier 0, B.4.7, 15.92); found %1</source>
        <translation>muss 0 sein, solange die Armee nicht demoralisiert ist (demoralTier 0, B.4.7, 15.92); gefunden %1</translation>
    </message>
    <message>
        <location line="+5" />
        <source>must be true: a demoralized army (demoralTier %1) has exceeded its MFP total this battleday (15.90, 15.96)</source>
        <translation>muss true sein: Eine demoralisierte Armee (demoralTier %1) hat an diesem Schlachttag ihre MFP-Summe überschritten (15.90, 15.96)</translation>
    </message>
    <message>
        <location line="+5" />
        <source>positions</source>
        <translation>Stellungen</translation>
    </message>
    <message>
        <location line="+5" />
        <source>(whole MFP, 15.86)</source>
        <translation>(ganze MFP, 15.86)</translation>
    </message>
    <message>
        <location line="+6" />
        <source>commands in one army</source>
        <translation>Kommandos in einer Armee</translation>
    </message>
    <message>
        <location line="+11" />
        <source>(0: none planned)</source>
        <translation>(0: keine geplant)</translation>
    </message>
    <message>
        <location line="+3" />
        <source>units in one command</source>
        <translation>Einheiten in einem Kommando</translation>
    </message>
    <message>
        <location line="+16" />
        <source>a command cannot sit under itself</source>
        <translation>ein Kommando kann nicht unter sich selbst stehen</translation>
    </message>
    <message>
        <location line="+7" />
        <source>command %1 is in another army; a parent is a command of the same army</source>
        <translation>Kommando %1 ist in einer anderen Armee; ein übergeordnetes Kommando gehört zur selben Armee</translation>
    </message>
    <message>
        <location line="+2" />
        <source>unknown command %1; no command of this army has this id</source>
        <translation>unbekanntes Kommando %1; kein Kommando dieser Armee hat diese ID</translation>
    </message>
    <message>
        <location line="+13" />
        <source>the parents of %1 come back to it (%2); the order of battle has no cycle (B.1)</source>
        <translation>die übergeordneten Kommandos von %1 führen zu ihm zurück (%2); die Schlachtordnung hat keinen Zyklus (B.1)</translation>
    </message>
    <message>
        <location line="+14" />
        <source>(15.27)</source>
        <translation>(15.27)</translation>
    </message>
    <message>
        <location line="+4" />
        <source>(the unit's startFigures)</source>
        <translation>(startFigures der Einheit)</translation>
    </message>
    <message>
        <location line="+10" />
        <source>only artillery has cannon (15.53); this unit's type is %1</source>
        <translation>nur Artillerie hat Geschütze (15.53); der Typ dieser Einheit ist %1</translation>
    </message>
    <message>
        <location line="+6" />
        <source>(the battery's startCannon)</source>
        <translation>(startCannon der Batterie)</translation>
    </message>
    <message>
        <location line="+3" />
        <source>(its cannonLost: this phase's are among them)</source>
        <translation>(ihr cannonLost: die dieser Phase sind darin enthalten)</translation>
    </message>
    <message>
        <location line="+4" />
        <source>(15.28)</source>
        <translation>(15.28)</translation>
    </message>
    <message>
        <location line="+4" />
        <source>(B.4.4)</source>
        <translation>(B.4.4)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>must be 0 or 1 for a routed unit: the second failed rally removes it (B.4.4 step 3); found 2</source>
        <translation>muss bei einer Einheit in Flucht 0 oder 1 sein: Der zweite gescheiterte Sammelversuch entfernt sie (B.4.4 Schritt 3); gefunden 2</translation>
    </message>
    <message>
        <location line="+2" />
        <source>must be 0 for a %1 unit: failures count only in the current rout (B.4.4, B-18); found %2</source>
        <translation>muss bei einer Einheit im Zustand %1 0 sein: Fehlversuche zählen nur in der aktuellen Flucht (B.4.4, B-18); gefunden %2</translation>
    </message>
    <message>
        <location line="+6" />
        <source>%1 is listed twice; a circumstance is tested once a phase (15.21)</source>
        <translation>%1 ist doppelt gelistet; ein Umstand wird einmal je Phase getestet (15.21)</translation>
    </message>
    <message>
        <location line="+16" />
        <source>artillery and trains</source>
        <translation>Artillerie und Tross</translation>
    </message>
    <message>
        <location line="+3" />
        <source>infantry</source>
        <translation>Infanterie</translation>
    </message>
    <message>
        <location line="+3" />
        <source>cavalry and headquarters</source>
        <translation>Kavallerie und Hauptquartiere</translation>
    </message>
    <message>
        <location line="+3" />
        <source>%1 is a formation of %2 only (B.1); this unit's type is %3</source>
        <translation>%1 ist nur eine Formation von %2 (B.1); der Typ dieser Einheit ist %3</translation>
    </message>
    <message>
        <location line="+14" />
        <source>unknown unit %1; no unit has this id</source>
        <translation>unbekannte Einheit %1; keine Einheit hat diese ID</translation>
    </message>
    <message>
        <location line="+10" />
        <source>unit %1 is eliminated; no check waits for it</source>
        <translation>Einheit %1 ist aufgerieben; kein Test wartet auf sie</translation>
    </message>
    <message>
        <location line="+9" />
        <source>(the current turn)</source>
        <translation>(der aktuelle Zug)</translation>
    </message>
    <message>
        <location line="+5" />
        <source>unknown army %1; no army has this id</source>
        <translation>unbekannte Armee %1; keine Armee hat diese ID</translation>
    </message>
    <message>
        <location line="+3" />
        <source>unknown command %1; no command has this id</source>
        <translation>unbekanntes Kommando %1; kein Kommando hat diese ID</translation>
    </message>
    <message>
        <location line="+9" />
        <source>must name the unit(s) the %1 record concerns; found none</source>
        <translation>muss die Einheit(en) nennen, die der Eintrag %1 betrifft; keine gefunden</translation>
    </message>
    <message>
        <location line="+2" />
        <source>must name the army of the %1 record</source>
        <translation>muss die Armee des Eintrags %1 nennen</translation>
    </message>
    <message>
        <location line="+2" />
        <source>must name the command of the %1 record</source>
        <translation>muss das Kommando des Eintrags %1 nennen</translation>
    </message>
    <message>
        <location line="+4" />
        <source>(d10)</source>
        <translation>(d10)</translation>
    </message>
    <message>
        <location line="+10" />
        <source>the result of a %1 record is one of %2 (%3); found %4</source>
        <translation>das Ergebnis eines Eintrags %1 ist eines von %2 (%3); gefunden %4</translation>
    </message>
    <message>
        <location line="+4" />
        <source>(only checks and rallies roll)</source>
        <translation>(nur Tests und Sammelversuche würfeln)</translation>
    </message>
    <message>
        <location line="+28" />
        <source>an id holds no space and none of : , = (play steps are split on them); found %1</source>
        <translation>eine id enthält keine Leerzeichen und keines von : , = (Spielschritte werden daran getrennt); gefunden %1</translation>
    </message>
</context>
<context>
    <name>md::nap::NapWorkspace</name>
    <message>
        <location filename="../app/napoleonic/NapWorkspace.cpp" line="+45" />
        <location line="+45" />
        <source>Battle log</source>
        <translation>Gefechtsprotokoll</translation>
    </message>
    <message>
        <location line="-28" />
        <source>Order of battle</source>
        <translation>Schlachtordnung</translation>
    </message>
    <message>
        <location line="+46" />
        <source>&amp;Play</source>
        <translation>&amp;Spielen</translation>
    </message>
    <message>
        <location line="+12" />
        <source>Record &amp;losses…</source>
        <translation>&amp;Verluste erfassen…</translation>
    </message>
    <message>
        <location line="+7" />
        <source>&amp;Test the next queued check</source>
        <translation>Nächsten anstehenden &amp;Test ausführen</translation>
    </message>
    <message>
        <location line="+4" />
        <source>&amp;Roll the d10 of the check</source>
        <translation>d10 des Tests wü&amp;rfeln</translation>
    </message>
    <message>
        <location line="+5" />
        <source>&amp;Next phase</source>
        <translation>&amp;Nächste Phase</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Select a unit in the order of battle first.</source>
        <translation>Wählen Sie zuerst eine Einheit in der Schlachtordnung.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>No check is queued.</source>
        <translation>Kein Test steht an.</translation>
    </message>
    <message>
        <location line="+96" />
        <source>&amp;Checks</source>
        <translation>&amp;Tests</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Rally</source>
        <translation>Sa&amp;mmeln</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Army morale</source>
        <translation>&amp;Armeemoral</translation>
    </message>
    <message>
        <location line="+1" />
        <source>E&amp;dit</source>
        <translation>Bea&amp;rbeiten</translation>
    </message>
    <message>
        <location line="+42" />
        <source>Disorder cleared (B.4.3): %1</source>
        <translation>Unordnung aufgehoben (B.4.3): %1</translation>
    </message>
    <message>
        <location line="+0" />
        <source>no unit</source>
        <translation>keine Einheit</translation>
    </message>
    <message>
        <location line="+12" />
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+5" />
        <source>%1 routed off the table.</source>
        <translation>%1 vom Tisch geflohen.</translation>
    </message>
    <message>
        <location line="+80" />
        <source>Check loaded: %1</source>
        <translation>Test geladen: %1</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Dismiss a queued check</source>
        <translation>Anstehenden Test streichen</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Why does %1 not test? (kept in the battle log)</source>
        <translation>Warum testet %1 nicht? (wird im Gefechtsprotokoll festgehalten)</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Check dismissed.</source>
        <translation>Test gestrichen.</translation>
    </message>
    <message>
        <location line="+9" />
        <source>Next phase refused: %1</source>
        <translation>Nächste Phase abgelehnt: %1</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Turn %1: %2 Phase</source>
        <translation>Zug %1: Phase %2</translation>
    </message>
    <message>
        <location line="+12" />
        <source>The recovered work is not a Napoleonic battle.</source>
        <translation>Die wiederhergestellte Arbeit ist kein napoleonisches Gefecht.</translation>
    </message>
</context>
<context>
    <name>md::ratio</name>
    <message>
        <location filename="../core/ratio/rules/RatioMorale.cpp" line="+166" />
        <source>Advances cautiously, using concealment as much as possible. Seeks the nearest cover if in the open and taking direct fire. Uses suppressive fire on known and suspected enemy positions when crossing open ground. If fired on while advancing, turns toward the nearest concealment. Moves normally when not exposed to enemy direct fire.</source>
        <translation>Rückt vorsichtig vor und nutzt Deckung so weit wie möglich. Sucht die nächste Deckung, wenn es im Freien unter direktem Beschuss steht. Gibt beim Überqueren offenen Geländes Niederhaltefeuer auf bekannte und vermutete Feindstellungen ab. Wird es beim Vorrücken beschossen, wendet es sich der nächsten Deckung zu. Bewegt sich normal, wenn es keinem direkten Feindfeuer ausgesetzt ist.</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Stays in concealed positions and will not advance into the open. If caught in the open, seeks the nearest concealment, but falls back rather than advance into known enemy fire to reach it.</source>
        <translation>Bleibt in gedeckten Stellungen und rückt nicht ins Freie vor. Wird es im Freien erwischt, sucht es die nächste Deckung, weicht aber eher zurück, als in bekanntes Feindfeuer vorzurücken, um sie zu erreichen.</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Abandons its position and falls back from enemy fire and advancing enemy, using concealment but crossing open ground to retreat. Must fall back its entire movement distance and does not fire while withdrawing. May leave the board by any edge and may not return this battle. An immobile vehicle's crew abandons it; otherwise the crew withdraws in the vehicle. A strongpoint goes into system shutdown and can take no action this turn.</source>
        <translation>Gibt seine Stellung auf und weicht vor Feindfeuer und vorrückendem Feind zurück, nutzt dabei Deckung, überquert aber auch offenes Gelände, um sich zurückzuziehen. Muss seine gesamte Bewegungsweite zurückweichen und feuert während des Rückzugs nicht. Darf das Spielfeld über jede Kante verlassen und in diesem Gefecht nicht zurückkehren. Die Besatzung eines unbeweglichen Fahrzeugs gibt es auf; sonst zieht sich die Besatzung im Fahrzeug zurück. Ein Stützpunkt geht in die Systemabschaltung und kann in diesem Zug keine Aktion ausführen.</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Incapable of any further action. A soldier is removed and counts as a casualty of his unit. Vehicles and strongpoints stay on the table as wrecks, giving obstruction and concealment.</source>
        <translation>Zu keiner weiteren Aktion fähig. Ein Soldat wird entfernt und zählt als Verlust seiner Einheit. Fahrzeuge und Stützpunkte bleiben als Wracks auf dem Tisch und bieten Hindernis und Deckung.</translation>
    </message>
    <message>
        <location line="+7" />
        <source>The unit or vehicle has been destroyed: no roll is possible.</source>
        <translation>Die Einheit oder das Fahrzeug wurde zerstört: kein Wurf möglich.</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Moves and fires normally. Need not check again until its unit suffers further losses or damage.</source>
        <translation>Bewegt sich und feuert normal. Muss erst wieder testen, wenn seine Einheit weitere Verluste oder Schäden erleidet.</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Under the Leaders rule each crewman out of his vehicle counts his rank's factor (R2, R10).</source>
        <translation>Mit der Anführer-Regel zählt jedes Besatzungsmitglied außerhalb seines Fahrzeugs den Faktor seines Rangs (R2, R10).</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Without the Leaders rule each crewman out of his vehicle counts 1 point, whatever his rank (R2, R10).</source>
        <translation>Ohne die Anführer-Regel zählt jedes Besatzungsmitglied außerhalb seines Fahrzeugs 1 Punkt, unabhängig von seinem Rang (R2, R10).</translation>
    </message>
</context>
<context>
    <name>md::ratio::GameBar</name>
    <message>
        <location filename="../app/ratio/widgets/GameBar.cpp" line="+31" />
        <source>Pass &amp;initiative</source>
        <translation>&amp;Initiative abgeben</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Pass the &amp;initiative</source>
        <translation>Die &amp;Initiative abgeben</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Add &amp;opposing side…</source>
        <translation>&amp;Gegenseite hinzufügen…</translation>
    </message>
    <message>
        <location line="+1" />
        <source>E&amp;xport side as…</source>
        <translation>Seite e&amp;xportieren als…</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Playing:</source>
        <translation>Gespielt:</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Side played</source>
        <translation>Gespielte Seite</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The side whose roster, checks and log the window shows; every action acts on it.</source>
        <translation>Die Seite, deren Aufstellung, Tests und Protokoll das Fenster zeigt; jede Aktion wirkt auf sie.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Initiative</source>
        <translation>Initiative</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The other side has the initiative now (undoable). Ctrl+I</source>
        <translation>Jetzt hat die andere Seite die Initiative (rückgängig machbar). Strg+I</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Endurance of both sides</source>
        <translation>Durchhaltevermögen beider Seiten</translation>
    </message>
    <message>
        <location line="+10" />
        <source>Writes the side you play to its own battlegroup file.</source>
        <translation>Schreibt die gespielte Seite in eine eigene Kampfgruppendatei.</translation>
    </message>
    <message>
        <location line="+54" />
        <source>Initiative: %1</source>
        <translation>Initiative: %1</translation>
    </message>
    <message>
        <location line="+5" />
        <source>%1 %2/%3 lost</source>
        <extracomment>One side's endurance on the turn bar (R11): "3rd Rangers 12/40 lost".</extracomment>
        <translation>%1 %2/%3 verloren</translation>
    </message>
    <message>
        <location line="+22" />
        <source>Red Force (bundled sample)</source>
        <translation>Red Force (mitgeliefertes Beispiel)</translation>
    </message>
    <message>
        <location line="+0" />
        <source>A battlegroup file…</source>
        <translation>Eine Kampfgruppendatei…</translation>
    </message>
    <message>
        <location line="+2" />
        <location line="+14" />
        <location line="+8" />
        <location line="+6" />
        <source>Add opposing side</source>
        <translation>Gegenseite hinzufügen</translation>
    </message>
    <message>
        <location line="-28" />
        <source>Where does the opposing side come from?</source>
        <translation>Woher kommt die Gegenseite?</translation>
    </message>
    <message>
        <location line="+15" />
        <source>%1 is already a game of two sides. Choose a file that holds one battlegroup.</source>
        <translation>%1 ist bereits ein Spiel mit zwei Seiten. Wählen Sie eine Datei mit einer Kampfgruppe.</translation>
    </message>
    <message>
        <location line="+8" />
        <source>The opposing side could not be read: %1: %2</source>
        <translation>Die Gegenseite konnte nicht gelesen werden: %1: %2</translation>
    </message>
    <message>
        <location line="+8" />
        <source>%1 joined the game as the opposing side.</source>
        <translation>%1 ist dem Spiel als Gegenseite beigetreten.</translation>
    </message>
    <message>
        <location line="+13" />
        <source>Export side</source>
        <translation>Seite exportieren</translation>
    </message>
    <message>
        <location line="+0" />
        <source>%1 could not be written: %2</source>
        <translation>%1 konnte nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <location line="+3" />
        <source>%1 written to %2.</source>
        <translation>%1 nach %2 geschrieben.</translation>
    </message>
</context>
<context>
    <name>md::ratio::GameTurn</name>
    <message>
        <location filename="../core/ratio/rules/GameTurn.cpp" line="+20" />
        <source>Side %1</source>
        <translation>Seite %1</translation>
    </message>
    <message>
        <location line="+15" />
        <source>, </source>
        <translation>, </translation>
    </message>
    <message numerus="yes">
        <location line="+2" />
        <source> and %n more</source>
        <translation>
            <numerusform> und %n weiteres</numerusform>
            <numerusform> und %n weitere</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1: %2</source>
        <extracomment>One side's pieces that must still check, as in "3rd Rangers: Pvt. Cole, Pvt. Diaz".</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+2" />
        <location line="+61" />
        <source>; </source>
        <translation>; </translation>
    </message>
    <message>
        <location line="-51" />
        <source>These pieces must check morale before the turn can end (R6): %1. Check them, or end the turn anyway with the override.</source>
        <translation>Diese Modelle müssen einen Moraltest machen, bevor der Zug enden kann (R6): %1. Testen Sie sie oder beenden Sie den Zug trotzdem mit dem Übergehen.</translation>
    </message>
    <message>
        <location line="+36" />
        <source>%1 reached its breaking point in turn %2: it retreats from turn %3 (R11).</source>
        <translation>%1 hat in Zug %2 ihren Bruchpunkt erreicht: sie zieht sich ab Zug %3 zurück (R11).</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Both battlegroups reached their breaking point in turn %1: neither holds the field.</source>
        <translation>Beide Kampfgruppen haben in Zug %1 ihren Bruchpunkt erreicht: keine behauptet das Feld.</translation>
    </message>
    <message>
        <location line="+6" />
        <source>%1 reached its breaking point in turn %2: it retreats from turn %3</source>
        <translation>%1 hat in Zug %2 ihren Bruchpunkt erreicht: sie zieht sich ab Zug %3 zurück</translation>
    </message>
    <message>
        <location line="+7" />
        <source>; %1 hold the field.</source>
        <extracomment>After the sides that retreat: who holds the field (R11).</extracomment>
        <translation>; %1 behauptet das Feld.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>.</source>
        <translation>.</translation>
    </message>
</context>
<context>
    <name>md::ratio::RatioEngine</name>
    <message>
        <location filename="../core/ratio/rules/RatioQueries.cpp" line="+35" />
        <source>That piece is no longer in the battlegroup; select another in the roster.</source>
        <translation>Dieses Modell ist nicht mehr in der Kampfgruppe; wählen Sie ein anderes in der Aufstellung.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>%1 is no longer on the table (%2); choose a piece that is still in play.</source>
        <translation>%1 ist nicht mehr auf dem Tisch (%2); wählen Sie ein Modell, das noch im Spiel ist.</translation>
    </message>
    <message>
        <location line="+10" />
        <source>%1 has no morale check marker, so there is nothing to check; a loss in the unit places one (R6).</source>
        <translation>%1 hat keinen Moraltest-Marker, es gibt also nichts zu testen; ein Verlust in der Einheit setzt einen (R6).</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1 already checked this turn; the next check is next turn (R6).</source>
        <translation>%1 hat in diesem Zug schon getestet; der nächste Test folgt im nächsten Zug (R6).</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1 was marked after acting this turn (or in its own initiative), so it checks next turn (R6).</source>
        <translation>%1 wurde nach seiner Aktion in diesem Zug (oder in seiner eigenen Initiative) markiert und testet daher im nächsten Zug (R6).</translation>
    </message>
    <message>
        <location line="+10" />
        <source>%1 must check morale first: roll or type the die for the check, then act (R6).</source>
        <translation>%1 muss zuerst einen Moraltest machen: den Würfel für den Test werfen oder eingeben, dann handeln (R6).</translation>
    </message>
    <message>
        <location line="+9" />
        <source>%1 is already marked as having moved or fired this turn; there is nothing to add.</source>
        <translation>%1 ist in diesem Zug bereits als bewegt oder gefeuert markiert; es gibt nichts hinzuzufügen.</translation>
    </message>
    <message>
        <location line="+21" />
        <source>%1 is not a crewed vehicle: only a vehicle's crew bails out (R7, R10).</source>
        <translation>%1 ist kein bemanntes Fahrzeug: nur die Besatzung eines Fahrzeugs steigt aus (R7, R10).</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1 has no crew on its status sheet; add the crew in the editor first.</source>
        <translation>%1 hat keine Besatzung auf seinem Statusbogen; fügen Sie die Besatzung zuerst im Editor hinzu.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1 is %2, not Broken: its crew abandons it only after a Broken result (R7).</source>
        <translation>%1 ist %2, nicht Gebrochen: seine Besatzung verlässt es erst nach einem Ergebnis Gebrochen (R7).</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1 can still move, so its Broken crew withdraws in it instead of bailing out (R7).</source>
        <translation>%1 kann sich noch bewegen, daher zieht sich seine gebrochene Besatzung darin zurück, statt auszusteigen (R7).</translation>
    </message>
    <message>
        <location line="+11" />
        <source>%1 is not a soldier: only soldiers surrender (R9).</source>
        <translation>%1 ist kein Soldat: nur Soldaten ergeben sich (R9).</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1 is %2: only a soldier who must fall back (Broken, or Shaken caught in the open) can surrender (R9).</source>
        <translation>%1 ist %2: nur ein Soldat, der zurückweichen muss (Gebrochen, oder Erschüttert im Freien), kann sich ergeben (R9).</translation>
    </message>
    <message>
        <location line="+6" />
        <source>%1 has been %2 since an earlier turn: he can surrender only right after failing a check this turn (R9).</source>
        <translation>%1 ist seit einem früheren Zug %2: er kann sich nur direkt nach einem misslungenen Test in diesem Zug ergeben (R9).</translation>
    </message>
    <message>
        <location line="+16" />
        <source>%1 cannot shoot himself.</source>
        <translation>%1 kann nicht auf sich selbst schießen.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1 is not a morale officer; only a morale officer shoots to stop a surrender (R9).</source>
        <translation>%1 ist kein Moraloffizier; nur ein Moraloffizier schießt, um eine Kapitulation zu verhindern (R9).</translation>
    </message>
    <message>
        <location line="+10" />
        <source>%1 must check morale first: roll or type the die for his check, then he may shoot (R6).</source>
        <translation>%1 muss zuerst einen Moraltest machen: den Würfel für seinen Test werfen oder eingeben, dann darf er schießen (R6).</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1 (%2) may shoot only soldiers of his own rank or lower; %3 is a %4 (R9).</source>
        <translation>%1 (%2) darf nur auf Soldaten seines Dienstgrads oder darunter schießen; %3 ist %4 (R9).</translation>
    </message>
    <message>
        <location line="+37" />
        <source>There is no morale officer on the table who could shoot %1 (R9).</source>
        <translation>Kein Moraloffizier auf dem Tisch könnte auf %1 schießen (R9).</translation>
    </message>
    <message>
        <location line="+10" />
        <source>record a casualty instead (R2)</source>
        <translation>erfassen Sie stattdessen einen Verlust (R2)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>record a penetrating hit instead (R3)</source>
        <translation>erfassen Sie stattdessen einen durchschlagenden Treffer (R3)</translation>
    </message>
    <message>
        <location line="+4" />
        <source>record a lost system level or weapon instead (R4)</source>
        <translation>erfassen Sie stattdessen eine verlorene Systemstufe oder Waffe (R4)</translation>
    </message>
    <message>
        <location line="+10" />
        <source>%1 is not a soldier: %2.</source>
        <translation>%1 ist kein Soldat: %2.</translation>
    </message>
    <message>
        <location line="+11" />
        <source>%1 is not a robot, and a penetrating hit costs points only to robots: %2.</source>
        <translation>%1 ist kein Roboter, und ein durchschlagender Treffer kostet nur Roboter Punkte: %2.</translation>
    </message>
    <message>
        <location line="+10" />
        <source>%1 has no vehicle systems to lose: %2.</source>
        <translation>%1 hat keine Fahrzeugsysteme, die es verlieren könnte: %2.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1 has no %2 levels left to lose (R4).</source>
        <translation>%1 hat keine Stufen von %2 mehr zu verlieren (R4).</translation>
    </message>
    <message>
        <location line="+10" />
        <source>%1 has no weapon systems to knock out: only vehicles and strongpoints have them (R4).</source>
        <translation>%1 hat keine Waffensysteme zum Ausschalten: nur Fahrzeuge und Stützpunkte haben welche (R4).</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1 has no weapon system number %2.</source>
        <translation>%1 hat kein Waffensystem Nummer %2.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>%1's %2 is already knocked out; choose another weapon.</source>
        <translation>%2 von %1 ist bereits ausgeschaltet; wählen Sie eine andere Waffe.</translation>
    </message>
    <message>
        <location line="+13" />
        <source>%1 has no weapon systems on its status sheet; add them in the editor first.</source>
        <translation>%1 hat keine Waffensysteme auf seinem Statusbogen; fügen Sie sie zuerst im Editor hinzu.</translation>
    </message>
    <message>
        <location line="+5" />
        <source>%1 has no more weapons to knock out.</source>
        <translation>%1 hat keine Waffen mehr zum Ausschalten.</translation>
    </message>
    <message>
        <location line="+6" />
        <source>That unit is no longer in the battlegroup; select another in the roster.</source>
        <translation>Diese Einheit ist nicht mehr in der Kampfgruppe; wählen Sie eine andere in der Aufstellung.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>NBC attacks are not in use in this battlegroup: turn on the NBC rule in its settings to record one (R8a).</source>
        <translation>ABC-Angriffe werden in dieser Kampfgruppe nicht verwendet: schalten Sie die ABC-Regel in ihren Einstellungen ein, um einen zu erfassen (R8a).</translation>
    </message>
    <message>
        <location line="+4" />
        <source>%1 is equipped for NBC warfare: an NBC attack forces no check on it, so there is nothing to record (R8a).</source>
        <translation>%1 ist für ABC-Kriegführung ausgerüstet: ein ABC-Angriff erzwingt bei ihm keinen Test, es gibt also nichts zu erfassen (R8a).</translation>
    </message>
    <message>
        <location line="+7" />
        <source>%1 has no soldiers on the table, and an NBC attack affects only troops (R8a).</source>
        <translation>%1 hat keine Soldaten auf dem Tisch, und ein ABC-Angriff betrifft nur Truppen (R8a).</translation>
    </message>
    <message>
        <location line="+10" />
        <source>%1 is not a vehicle or strongpoint: explosive destruction applies only to those (R10); %2.</source>
        <translation>%1 ist weder Fahrzeug noch Stützpunkt: explosive Zerstörung gilt nur für diese (R10); %2.</translation>
    </message>
    <message>
        <location line="+4" />
        <source>%1 is part of a larger unit, so its surviving crew cannot stand in for it: record the explosion with no survivors (R1, R10).</source>
        <translation>%1 gehört zu einer größeren Einheit, daher kann seine überlebende Besatzung nicht an seine Stelle treten: erfassen Sie die Explosion ohne Überlebende (R1, R10).</translation>
    </message>
    <message numerus="yes">
        <location line="+10" />
        <source>%n piece(s) must still check morale this turn (%1): roll their checks first, or end the turn anyway and they check first thing next turn (R6).</source>
        <translation>
            <numerusform>%n Modell muss in diesem Zug noch einen Moraltest machen (%1): würfeln Sie zuerst seinen Test, oder beenden Sie den Zug trotzdem, dann testet es im nächsten Zug als Allererstes (R6).</numerusform>
            <numerusform>%n Modelle müssen in diesem Zug noch einen Moraltest machen (%1): würfeln Sie zuerst ihre Tests, oder beenden Sie den Zug trotzdem, dann testen sie im nächsten Zug als Allererstes (R6).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+13" />
        <source>%1 and %n more</source>
        <translation>
            <numerusform>%1 und %n weiteres</numerusform>
            <numerusform>%1 und %n weitere</numerusform>
        </translation>
    </message>
    <message>
        <location line="-182" />
        <source>%1 is Broken and does not fire while withdrawing (R7).</source>
        <translation>%1 ist gebrochen und feuert nicht, während er sich zurückzieht (R7).</translation>
    </message>
    <message>
        <location filename="../core/ratio/rules/RatioEngine.cpp" line="+430" />
        <source>%1 has no crew member number %2.</source>
        <translation>%1 hat kein Besatzungsmitglied Nummer %2.</translation>
    </message>
    <message numerus="yes">
        <location line="-26" />
        <source>%n crew member(s) of %1 survive the bail-out (R10); choose exactly that many.</source>
        <translation>
            <numerusform>%n Besatzungsmitglied von %1 überlebt den Ausstieg (R10); wählen Sie genau so viele.</numerusform>
            <numerusform>%n Besatzungsmitglieder von %1 überleben den Ausstieg (R10); wählen Sie genau so viele.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+28" />
        <source>Crew member %1 of %2 is named twice; name each survivor once.</source>
        <translation>Besatzungsmitglied %1 von %2 ist doppelt genannt; nennen Sie jeden Überlebenden einmal.</translation>
    </message>
    <message>
        <location line="+19" />
        <source>%1 crew: %2</source>
        <translation>Besatzung von %1: %2</translation>
    </message>
    <message>
        <location line="+25" />
        <source>A d10 shows 1 to 10 (type 0 for the face marked 0); %1 is not a face.</source>
        <translation>Ein W10 zeigt 1 bis 10 (0 eingeben für die mit 0 beschriftete Seite); %1 ist keine Seite des Würfels.</translation>
    </message>
    <message>
        <location line="+50" />
        <location filename="../core/ratio/rules/RatioQueries.cpp" line="+180" />
        <source>, </source>
        <extracomment>Between two piece names of one unit in the list of pieces an end-turn override left unchecked (R6).
----------
Between two piece names in a sentence listing the pieces still to check.</extracomment>
        <translation>, </translation>
    </message>
    <message>
        <location line="+2" />
        <source>; </source>
        <extracomment>Between two units in the list of pieces an end-turn override left unchecked (R6).</extracomment>
        <translation>; </translation>
    </message>
    <message>
        <location line="+9" />
        <source>%1: </source>
        <extracomment>A unit's name before the names of its pieces an end-turn override left unchecked (R6).</extracomment>
        <translation>%1: </translation>
    </message>
    <message numerus="yes">
        <location line="+4" />
        <source> … and %n more</source>
        <translation>
            <numerusform> … und %n weiteres</numerusform>
            <numerusform> … und %n weitere</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/ratio/rules/RatioQueries.cpp" line="-177" />
        <location line="+27" />
        <source>A morale officer shoots only to stop a surrender (R9). %1</source>
        <translation>Ein Moraloffizier schießt nur, um eine Kapitulation zu verhindern (R9). %1</translation>
    </message>
</context>
<context>
    <name>md::ratio::RatioModifiers</name>
    <message>
        <location filename="../core/ratio/RatioModifiers.cpp" line="+13" />
        <source>Need from the ratio</source>
        <translation>Benötigt laut Verhältnis</translation>
    </message>
    <message>
        <location line="+21" />
        <source>Elite</source>
        <translation>Elite</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Levy</source>
        <translation>Aufgebot</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Green</source>
        <translation>Grün</translation>
    </message>
    <message>
        <location line="+2" />
        <source>NBC attack</source>
        <translation>ABC-Angriff</translation>
    </message>
</context>
<context>
    <name>md::ratio::RatioOptions</name>
    <message>
        <location filename="../core/ratio/RatioOptions.cpp" line="+12" />
        <source>Leaders</source>
        <translation>Anführer-Regel</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Bailed crew</source>
        <translation>Ausgestiegene Besatzung</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Morale classes</source>
        <translation>Moralklassen</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Experience</source>
        <translation>Erfahrung</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Psychological effects / NBC</source>
        <translation>Psychologische Effekte / ABC</translation>
    </message>
    <message>
        <location line="+3" />
        <source>The ratio is truncated, never rounded: need = floor(10 × current / starting)</source>
        <translation>Das Verhältnis wird abgeschnitten, nie gerundet: benötigt = abrunden(10 × aktuell / Anfang)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The result of failure comes from the unmodified ratio band</source>
        <translation>Das Ergebnis eines Fehlschlags folgt aus dem unveränderten Verhältnisband</translation>
    </message>
    <message>
        <location line="+1" />
        <source>A ratio above 1.00 reads as 1.00</source>
        <translation>Ein Verhältnis über 1,00 gilt als 1,00</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Without Leaders a morale officer is 1 point, and still shoots</source>
        <translation>Ohne Anführer-Regel zählt ein Moraloffizier 1 Punkt und schießt trotzdem</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Weapon points are the operational weapon systems, at most three</source>
        <translation>Waffenpunkte sind die einsatzfähigen Waffensysteme, höchstens drei</translation>
    </message>
    <message>
        <location line="+1" />
        <source>A strongpoint has no movement levels unless it is given some (a turret)</source>
        <translation>Ein Stützpunkt hat keine Bewegungsstufen, außer man gibt ihm welche (ein Turm)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The heavy battledrone has vehicle-style morale; a warbot or wardrone never exceeds 4</source>
        <translation>Die schwere Kampfdrohne hat Fahrzeugmoral; ein Kampfroboter oder eine Kampfdrohne hat nie mehr als 4</translation>
    </message>
    <message>
        <location line="+1" />
        <source>A check uses the ratio at the moment of the roll, not when the marker was placed</source>
        <translation>Ein Moraltest nutzt das Verhältnis im Moment des Wurfs, nicht beim Setzen des Markers</translation>
    </message>
    <message>
        <location line="+1" />
        <source>A piece holds one marker at a time and checks at most once a turn</source>
        <translation>Ein Teil trägt höchstens einen Marker und testet höchstens einmal pro Zug</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The turn may not end while checks are due; an override is logged, naming every piece left unchecked</source>
        <translation>Der Zug darf nicht enden, solange Moraltests fällig sind; ein Übergehen wird protokolliert und nennt jedes ungetestete Teil</translation>
    </message>
    <message>
        <location line="+1" />
        <source>A later passed check returns a piece to Normal</source>
        <translation>Ein später bestandener Moraltest setzt ein Teil auf Normal zurück</translation>
    </message>
    <message>
        <location line="+1" />
        <source>A strongpoint shuts down only on Broken or Eliminated</source>
        <translation>Ein Stützpunkt schaltet nur bei Gebrochen oder Ausgeschaltet ab</translation>
    </message>
    <message>
        <location line="+1" />
        <source>An Eliminated soldier counts as a casualty of his unit</source>
        <translation>Ein ausgeschalteter Soldat zählt als Verlust seiner Einheit</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Leaving the board does not lower the unit's morale, but counts toward the battlegroup's losses</source>
        <translation>Das Verlassen des Spielfelds senkt die Moral der Einheit nicht, zählt aber zu den Verlusten der Kampfgruppe</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Every factor moves the need: Elite +1, Levy −1, Green −1, NBC −2</source>
        <translation>Jeder Faktor verschiebt den benötigten Wert: Elite +1, Aufgebot −1, Grün −1, ABC −2</translation>
    </message>
    <message>
        <location line="+1" />
        <source>S and F stay automatic whatever the factors</source>
        <translation>S und F bleiben automatisch, gleich welche Faktoren</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Soldiers and crewed pieces take class and experience; warbots and wardrones are Regular and seasoned</source>
        <translation>Soldaten und bemannte Teile haben Klasse und Erfahrung; Kampfroboter und Kampfdrohnen sind regulär und erfahren</translation>
    </message>
    <message>
        <location line="+1" />
        <source>An NBC attack forces a check even at full strength (need 10, failure Cautious)</source>
        <translation>Ein ABC-Angriff erzwingt einen Moraltest auch bei voller Stärke (benötigt 10, Fehlschlag Vorsichtig)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Any soldier may surrender, officers too, after a failure that requires falling back</source>
        <translation>Jeder Soldat darf sich ergeben, auch Offiziere, nach einem Fehlschlag, der Zurückweichen verlangt</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Surrender is offered only right after a failed check this turn</source>
        <translation>Ergeben wird nur direkt nach einem in diesem Zug misslungenen Moraltest angeboten</translation>
    </message>
    <message>
        <location line="+1" />
        <source>A morale officer's shot returns every member of the unit to Normal</source>
        <translation>Der Schuss eines Moraloffiziers setzt jedes Mitglied der Einheit auf Normal zurück</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Crew survivors are computed exactly in integers, rounded half up once</source>
        <translation>Überlebende der Besatzung werden exakt in ganzen Zahlen berechnet, einmal kaufmännisch gerundet</translation>
    </message>
    <message>
        <location line="+1" />
        <source>At least one crew member survives a bail-out</source>
        <translation>Beim Aussteigen überlebt mindestens ein Besatzungsmitglied</translation>
    </message>
    <message>
        <location line="+1" />
        <source>After an explosion the surviving crew check like a bailed crew, with or without that rule</source>
        <translation>Nach einer Explosion testen die Überlebenden wie eine ausgestiegene Besatzung, mit oder ohne diese Regel</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Endurance is the sum of the units' starting morale levels; every loss counts, leaving the board too</source>
        <translation>Durchhaltepunkte sind die Summe der Anfangsmoral der Einheiten; jeder Verlust zählt, auch das Verlassen des Spielfelds</translation>
    </message>
</context>
<context>
    <name>md::ratio::RatioRolls</name>
    <message>
        <location filename="../core/ratio/RatioRolls.cpp" line="+22" />
        <source>R10 interceptive-fire check</source>
        <translation>R10 Test vor Abwehrfeuer</translation>
    </message>
    <message>
        <location line="+0" />
        <source>R5 morale check</source>
        <translation>R5 Moraltest</translation>
    </message>
    <message>
        <location line="+2" />
        <source>R2 casualty</source>
        <translation>R2 Verlust</translation>
    </message>
    <message>
        <location line="+2" />
        <source>R3 penetrating hit</source>
        <translation>R3 durchschlagender Treffer</translation>
    </message>
    <message>
        <location line="+3" />
        <source>R4 damage</source>
        <translation>R4 Schaden</translation>
    </message>
    <message>
        <location line="+3" />
        <source>R9 surrender</source>
        <translation>R9 Kapitulation</translation>
    </message>
    <message>
        <location line="+2" />
        <source>R7 left the board</source>
        <translation>R7 Spielfeld verlassen</translation>
    </message>
    <message>
        <location line="+3" />
        <source>R10 vehicle</source>
        <translation>R10 Fahrzeug</translation>
    </message>
    <message>
        <location line="+2" />
        <source>R8a NBC attack</source>
        <translation>R8a ABC-Angriff</translation>
    </message>
    <message>
        <location line="+2" />
        <source>R6 end of turn</source>
        <translation>R6 Zugende</translation>
    </message>
    <message>
        <location line="+2" />
        <source>R11 breaking point</source>
        <translation>R11 Bruchpunkt</translation>
    </message>
    <message>
        <location line="+2" />
        <source>R12 marked-up status sheet</source>
        <translation>R12 ausgefüllter Statusbogen</translation>
    </message>
    <message>
        <location line="+17" />
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>md::ratio::RatioState</name>
    <message>
        <location filename="../core/ratio/RatioSystem.cpp" line="+34" />
        <source> v </source>
        <extracomment>The name of a game of two battlegroups, as in "3rd Rangers v Red Force".</extracomment>
        <translation> vs. </translation>
    </message>
</context>
<context>
    <name>md::ratio::RatioSystem</name>
    <message>
        <location line="+19" />
        <source>Ratio morale</source>
        <translation>Verhältnismoral</translation>
    </message>
    <message>
        <location line="+42" />
        <source>Battlegroup status sheet</source>
        <translation>Statusbogen der Kampfgruppe</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Blank status sheet</source>
        <translation>Leerer Statusbogen</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Morale Results Table</source>
        <translation>Moral-Ergebnistabelle</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Quick-reference card</source>
        <translation>Übersichtskarte</translation>
    </message>
    <message>
        <location line="+30" />
        <source>not a ratio-morale battlegroup</source>
        <translation>keine Kampfgruppe für Verhältnismoral</translation>
    </message>
    <message>
        <location line="+3" />
        <source>this file is a game of two sides; `play` takes one battlegroup (export a side with Play &gt; Export side as… and play that)</source>
        <translation>diese Datei ist ein Spiel mit zwei Seiten; `play` nimmt eine Kampfgruppe (exportieren Sie eine Seite mit Spielen &gt; Seite exportieren als… und spielen Sie diese)</translation>
    </message>
    <message>
        <location line="+20" />
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>md::ratio::RatioUi</name>
    <message>
        <location filename="../app/ratio/RatioUi.cpp" line="+48" />
        <source>--%1 must be a whole number from %2 to %3, not "%4"</source>
        <translation>--%1 muss eine ganze Zahl von %2 bis %3 sein, nicht „%4“</translation>
    </message>
    <message>
        <location line="+11" />
        <source>--%1 does not apply to "export %2"</source>
        <translation>--%1 gilt nicht für „export %2“</translation>
    </message>
    <message>
        <location line="+38" />
        <source>Filled status sheet of this battlegroup</source>
        <translation>Ausgefüllter Statusbogen dieser Kampfgruppe</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Blank status sheet</source>
        <translation>Leerer Statusbogen</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Morale Results Table</source>
        <translation>Moral-Ergebnistabelle</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Quick-reference card</source>
        <translation>Übersichtskarte</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Blank &amp;spaces of each kind:</source>
        <translation>Leere &amp;Felder jeder Art:</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Blank spaces of each kind</source>
        <translation>Leere Felder jeder Art</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Table levels &amp;from:</source>
        <translation>Tabellenwerte &amp;von:</translation>
    </message>
    <message>
        <location line="+0" />
        <source>First starting level</source>
        <translation>Erster Anfangswert</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Table levels &amp;to:</source>
        <translation>Tabellenwerte &amp;bis:</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Last starting level</source>
        <translation>Letzter Anfangswert</translation>
    </message>
    <message>
        <location line="+37" />
        <source>Exports a printable PDF (real, searchable text):
  sheet --blank [--units N]   a blank battlegroup status sheet with N spaces of each kind (default %1)
  sheet FILE                  the status sheet filled from a battlegroup file
  table [--from A] [--to B]   the Morale Results Table for starting levels A to B (default 1 to 20)
  card                        the quick-reference card</source>
        <translation>Exportiert ein druckbares PDF (echter, durchsuchbarer Text):
  sheet --blank [--units N]   ein leerer Statusbogen für Kampfgruppen mit N Feldern jeder Art (Vorgabe %1)
  sheet DATEI                 der aus einer Kampfgruppendatei ausgefüllte Statusbogen
  table [--from A] [--to B]   die Moral-Ergebnistabelle für Anfangswerte A bis B (Vorgabe 1 bis 20)
  card                        die Übersichtskarte</translation>
    </message>
    <message>
        <location line="+7" />
        <source>For sheet: the battlegroup file.</source>
        <translation>Für sheet: die Kampfgruppendatei.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>sheet: a blank sheet instead of one filled from a file.</source>
        <translation>sheet: ein leerer Bogen statt eines aus einer Datei ausgefüllten.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>sheet --blank: spaces for N units of each kind (1-%1).</source>
        <translation>sheet --blank: Felder für N Einheiten jeder Art (1-%1).</translation>
    </message>
    <message>
        <location line="+1" />
        <source>table: first starting level (1-%1, default 1).</source>
        <translation>table: erster Anfangswert (1-%1, Vorgabe 1).</translation>
    </message>
    <message>
        <location line="+1" />
        <source>table: last starting level (1-%1, default 20).</source>
        <translation>table: letzter Anfangswert (1-%1, Vorgabe 20).</translation>
    </message>
    <message>
        <location line="+17" />
        <source>give either --blank or a battlegroup file, not both</source>
        <translation>geben Sie entweder --blank oder eine Kampfgruppendatei an, nicht beides</translation>
    </message>
    <message>
        <location line="+2" />
        <source>give --blank or a battlegroup file</source>
        <translation>geben Sie --blank oder eine Kampfgruppendatei an</translation>
    </message>
    <message>
        <location line="+2" />
        <source>--units goes with --blank</source>
        <translation>--units gehört zu --blank</translation>
    </message>
    <message>
        <location line="+11" />
        <source>--to (%1) must not be below --from (%2)</source>
        <translation>--to (%1) darf nicht unter --from (%2) liegen</translation>
    </message>
    <message>
        <location line="+46" />
        <source>print the Morale Results Table</source>
        <translation>die Moralergebnistabelle drucken</translation>
    </message>
    <message>
        <location line="+1" />
        <source>assess one morale check</source>
        <translation>einen Moraltest bewerten</translation>
    </message>
    <message>
        <location line="+1" />
        <source>surviving crew of an abandoned vehicle (R10)</source>
        <translation>überlebende Besatzung eines aufgegebenen Fahrzeugs (R10)</translation>
    </message>
    <message>
        <location line="+6" />
        <source>play steps on a battlegroup file headless (casualties, checks with given dice, end of turn …)</source>
        <translation>Schritte auf einer Kampfgruppendatei ohne Fenster spielen (Verluste, Tests mit vorgegebenen Würfeln, Zugende …)</translation>
    </message>
    <message>
        <location line="+10" />
        <source>Add &amp;replacements…</source>
        <translation>E&amp;rsatz hinzufügen…</translation>
    </message>
</context>
<context>
    <name>md::ratio::RatioWorkspace</name>
    <message>
        <location filename="../app/ratio/RatioWorkspace.cpp" line="+56" />
        <location line="+264" />
        <source>&amp;End turn</source>
        <translation>Zug &amp;beenden</translation>
    </message>
    <message>
        <location line="-261" />
        <location line="+484" />
        <source>Checks due this turn</source>
        <translation>Fällige Tests in diesem Zug</translation>
    </message>
    <message>
        <location line="-483" />
        <location line="+102" />
        <source>Morale log</source>
        <translation>Moralprotokoll</translation>
    </message>
    <message>
        <location line="-79" />
        <source>Battlegroup roster</source>
        <translation>Aufstellung der Kampfgruppe</translation>
    </message>
    <message>
        <location line="+10" />
        <source>Retreat warning</source>
        <translation>Rückzugswarnung</translation>
    </message>
    <message>
        <location line="+22" />
        <source>&amp;Battlegroup</source>
        <translation>&amp;Kampfgruppe</translation>
    </message>
    <message>
        <location line="+1" />
        <location line="+231" />
        <source>Morale &amp;Results Table</source>
        <translation>Moral-&amp;Ergebnistabelle</translation>
    </message>
    <message>
        <location line="-229" />
        <source>&amp;Unit summary</source>
        <translation>&amp;Einheitenübersicht</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Turn</source>
        <translation>Zug</translation>
    </message>
    <message>
        <location line="+9" />
        <source>Current turn</source>
        <translation>Aktueller Zug</translation>
    </message>
    <message>
        <location line="+1" />
        <source>End turn</source>
        <translation>Zug beenden</translation>
    </message>
    <message>
        <location line="+1" />
        <location line="+87" />
        <source>Ends the turn; refused while checks are due unless you override (R6). Ctrl+E</source>
        <translation>Beendet den Zug; abgelehnt, solange Tests fällig sind, außer Sie übergehen das (R6). Strg+E</translation>
    </message>
    <message>
        <location line="-6" />
        <source>Open or create a battlegroup first.</source>
        <translation>Öffnen oder erstellen Sie zuerst eine Kampfgruppe.</translation>
    </message>
    <message>
        <location line="+12" />
        <source>These pieces must check morale before the turn can end (R6): %1</source>
        <translation>Diese Figuren müssen einen Moraltest ablegen, bevor der Zug enden kann (R6): %1</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Ends the turn (R6).</source>
        <translation>Beendet den Zug (R6).</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Add &amp;unit</source>
        <translation>Einheit &amp;hinzufügen</translation>
    </message>
    <message>
        <location line="+12" />
        <source>Added %1.</source>
        <translation>%1 hinzugefügt.</translation>
    </message>
    <message>
        <location line="+5" />
        <source>&amp;Remove selected</source>
        <translation>&amp;Auswahl entfernen</translation>
    </message>
    <message>
        <location line="+9" />
        <source>Removed.</source>
        <translation>Entfernt.</translation>
    </message>
    <message>
        <location line="+4" />
        <location line="+186" />
        <source>&amp;Play</source>
        <translation>&amp;Spielen</translation>
    </message>
    <message>
        <location line="-175" />
        <source>Casualty</source>
        <translation>Verlust</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Penetrating hit</source>
        <translation>Durchschlagender Treffer</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Knock out weapon…</source>
        <translation>Waffe ausschalten…</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Lose movement level</source>
        <translation>Bewegungsstufe verlieren</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Lose targeting level</source>
        <translation>Zielerfassungsstufe verlieren</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Lose damage control level</source>
        <translation>Schadenskontrollstufe verlieren</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Surrender</source>
        <translation>Kapitulation</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Shot by morale officer…</source>
        <translation>Vom Moraloffizier erschossen…</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Left the board</source>
        <translation>Spielfeld verlassen</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Moved or fired</source>
        <translation>Bewegt oder gefeuert</translation>
    </message>
    <message>
        <location line="+1" />
        <source>NBC attack on the unit</source>
        <translation>ABC-Angriff auf die Einheit</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Crew bails out…</source>
        <translation>Besatzung steigt aus…</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Explosive destruction…</source>
        <translation>Explosive Zerstörung…</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Roll d10</source>
        <translation>W10 würfeln</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Type the die</source>
        <translation>Würfelergebnis eingeben</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Die shows %1</source>
        <translation>Würfel zeigt %1</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Start the checks &amp;queue</source>
        <translation>Prüfwarteschlange &amp;starten</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Roll all checks &amp;due</source>
        <translation>Alle &amp;fälligen würfeln</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Type &amp;faces for the queue</source>
        <translation>&amp;Augenzahlen für die Warteschlange eingeben</translation>
    </message>
    <message>
        <location line="+16" />
        <source>&amp;Key in marked-up sheet…</source>
        <translation>Ausgefüllten &amp;Bogen eingeben…</translation>
    </message>
    <message>
        <location line="+9" />
        <source>Marked-up sheet keyed in: one step, undo takes it all back.</source>
        <translation>Ausgefüllter Bogen eingegeben: ein Schritt, Rückgängig nimmt alles zurück.</translation>
    </message>
    <message>
        <location line="+14" />
        <source>Morale &amp;Determinations Table</source>
        <translation>Moral-&amp;Bestimmungstabelle</translation>
    </message>
    <message>
        <location line="+106" />
        <source>E&amp;dit</source>
        <translation>Bea&amp;rbeiten</translation>
    </message>
    <message>
        <location line="+61" />
        <source>Turn %1</source>
        <translation>Zug %1</translation>
    </message>
    <message>
        <location line="+10" />
        <source>⚠ RETREAT: this battlegroup reached its breaking point in turn %1. All its units must leave the field as soon as possible, each under its own morale status (R11).</source>
        <translation>⚠ RÜCKZUG: Diese Kampfgruppe hat in Zug %1 ihren Bruchpunkt erreicht. Alle ihre Einheiten müssen das Feld so bald wie möglich verlassen, jede gemäß ihrem eigenen Moralzustand (R11).</translation>
    </message>
    <message>
        <location line="+3" />
        <source>⚠ BREAKING POINT: %1 of %2 endurance points lost. The battlegroup must retreat from the start of turn %3 (R11).</source>
        <translation>⚠ BRUCHPUNKT: %1 von %2 Durchhaltepunkten verloren. Die Kampfgruppe muss sich ab Beginn von Zug %3 zurückziehen (R11).</translation>
    </message>
    <message>
        <location line="+10" />
        <source>Checks due this turn (%1)</source>
        <translation>Fällige Tests in diesem Zug (%1)</translation>
    </message>
    <message>
        <location line="+60" />
        <source>Turn %1 begins.</source>
        <translation>Zug %1 beginnt.</translation>
    </message>
    <message>
        <location line="+9" />
        <source>%1 Left unchecked, due first: %2</source>
        <translation>%1 Nicht getestet, zuerst fällig: %2</translation>
    </message>
    <message>
        <location line="+13" />
        <source>The recovered work is not a battlegroup.</source>
        <translation>Die wiederhergestellte Arbeit ist keine Kampfgruppe.</translation>
    </message>
</context>
<context>
    <name>md::ratio::SheetReturn</name>
    <message>
        <location filename="../core/ratio/rules/SheetReturn.cpp" line="+81" />
        <source>“%1” is not one of: %2</source>
        <translation>„%1“ ist keins von: %2</translation>
    </message>
    <message>
        <location line="+1" />
        <source>“%1” could be %2; type more of the word</source>
        <translation>„%1“ könnte %2 sein; geben Sie mehr vom Wort ein</translation>
    </message>
    <message>
        <location line="+8" />
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <location line="+2" />
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <location line="+15" />
        <source>must be a whole number from %1 to %2, not “%3”</source>
        <translation>muss eine ganze Zahl von %1 bis %2 sein, nicht „%3“</translation>
    </message>
    <message>
        <location line="+55" />
        <source>Losses</source>
        <translation>Verluste</translation>
    </message>
    <message>
        <location line="+2" />
        <source>On the table</source>
        <translation>Auf dem Tisch</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Status (R7)</source>
        <translation>Status (R7)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Marker (R6)</source>
        <translation>Marker (R6)</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Weapons out (R4)</source>
        <translation>Waffen aus (R4)</translation>
    </message>
    <message>
        <location line="+74" />
        <source>%1 has no such box on the sheet</source>
        <translation>%1 hat kein solches Kästchen auf dem Bogen</translation>
    </message>
    <message>
        <location line="+13" />
        <source>type x for a casualty (killed or out of action), or leave it blank; not “%1”</source>
        <translation>x für einen Verlust (getötet oder kampfunfähig) eingeben oder leer lassen; nicht „%1“</translation>
    </message>
    <message>
        <location line="+35" />
        <source>type x for a marker, or leave it blank; not “%1”</source>
        <translation>x für einen Marker eingeben oder leer lassen; nicht „%1“</translation>
    </message>
    <message>
        <location line="+23" />
        <source>weapon numbers run from 1 to %1; “%2” is not one of them</source>
        <translation>Waffennummern gehen von 1 bis %1; „%2“ ist keine davon</translation>
    </message>
    <message>
        <location line="+16" />
        <source>%1, %2: %3</source>
        <extracomment>A problem of a keyed-in status sheet: the piece, the column, why.</extracomment>
        <translation>%1, %2: %3</translation>
    </message>
    <message>
        <location line="+22" />
        <source>The sheet shows the game as it stands: there is nothing to key in.</source>
        <translation>Der Bogen zeigt das Spiel, wie es steht: es gibt nichts einzugeben.</translation>
    </message>
    <message>
        <location line="+27" />
        <source>%1 left the table earlier in the game (%2); undo that step to bring it back</source>
        <translation>%1 hat den Tisch früher im Spiel verlassen (%2); diesen Schritt rückgängig machen, um es zurückzuholen</translation>
    </message>
    <message numerus="yes">
        <location line="+6" />
        <source>%1 already has %n hit(s); a sheet adds hits, undo takes them back</source>
        <translation>
            <numerusform>%1 hat bereits %n Treffer; ein Bogen fügt Treffer hinzu, Rückgängig nimmt sie zurück</numerusform>
            <numerusform>%1 hat bereits %n Treffer; ein Bogen fügt Treffer hinzu, Rückgängig nimmt sie zurück</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6" />
        <source>%1 has %2 working now; a level once lost stays lost (R4)</source>
        <translation>%1 hat jetzt %2 funktionierend; eine einmal verlorene Stufe bleibt verloren (R4)</translation>
    </message>
    <message>
        <location line="+6" />
        <source>weapon %1 (%2) is already knocked out and stays out (R4)</source>
        <translation>Waffe %1 (%2) ist bereits ausgeschaltet und bleibt es (R4)</translation>
    </message>
    <message>
        <location line="+5" />
        <source>only a soldier is a casualty; a robot or vehicle is destroyed by its hits or damage (R3, R4)</source>
        <translation>nur ein Soldat ist ein Verlust; ein Roboter oder Fahrzeug wird durch seine Treffer oder Schäden zerstört (R3, R4)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>only soldiers surrender (R9)</source>
        <translation>nur Soldaten ergeben sich (R9)</translation>
    </message>
    <message>
        <location line="+3" />
        <source>mark the hits or the damage that destroyed it; the sheet works the destruction out (R3, R4)</source>
        <translation>die Treffer oder den Schaden markieren, die es zerstört haben; der Bogen ermittelt die Zerstörung (R3, R4)</translation>
    </message>
    <message>
        <location line="+3" />
        <source>%1 needs the officer or the surviving crew: record it in the play view (R9, R10)</source>
        <translation>%1 braucht den Offizier oder die überlebende Besatzung: erfassen Sie es in der Spielansicht (R9, R10)</translation>
    </message>
    <message>
        <location line="+4" />
        <source>a casualty cannot also be %1; clear one of the two</source>
        <translation>ein Verlust kann nicht auch %1 sein; eines von beiden löschen</translation>
    </message>
    <message>
        <location line="+4" />
        <source>a %1 piece keeps its marker until it passes a check (R6): mark it too</source>
        <translation>ein Modell im Status %1 behält seinen Marker, bis es einen Test besteht (R6): auch diesen markieren</translation>
    </message>
    <message numerus="yes">
        <location line="+34" />
        <source>%1: %n penetrating hit(s)</source>
        <translation>
            <numerusform>%1: %n durchschlagender Treffer</numerusform>
            <numerusform>%1: %n durchschlagende Treffer</numerusform>
        </translation>
    </message>
    <message>
        <location line="+11" />
        <source>%1: %2 %3 of %4</source>
        <translation>%1: %2 %3 von %4</translation>
    </message>
    <message>
        <location line="+6" />
        <source>%1: weapon %2 (%3) knocked out</source>
        <translation>%1: Waffe %2 (%3) ausgeschaltet</translation>
    </message>
    <message>
        <location line="+5" />
        <source>%1: casualty</source>
        <translation>%1: Verlust</translation>
    </message>
    <message>
        <location line="+21" />
        <location line="+15" />
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1: marker</source>
        <translation>%1: Marker</translation>
    </message>
    <message>
        <location line="+0" />
        <source>%1: marker checked off</source>
        <translation>%1: Marker abgehakt</translation>
    </message>
</context>
<context>
    <name>md::ratio::StepParser</name>
    <message>
        <location filename="../core/ratio/rules/StepParser.cpp" line="+116" />
        <source>a word in double quotes is not closed</source>
        <translation>ein Wort in doppelten Anführungszeichen ist nicht geschlossen</translation>
    </message>
    <message>
        <location line="+2" />
        <source>the step is empty</source>
        <translation>der Schritt ist leer</translation>
    </message>
    <message>
        <location line="+7" />
        <source>unknown step "%1"; the steps are: %2</source>
        <translation>unbekannter Schritt „%1“; die Schritte sind: %2</translation>
    </message>
    <message>
        <location line="+2" />
        <source>expected: %1</source>
        <translation>erwartet: %1</translation>
    </message>
    <message>
        <location line="+33" />
        <source>"own" does not apply to a casualty: he is removed, so no check of his is put off (R6); %1</source>
        <translation>„own“ gilt nicht für einen Verlust: er wird entfernt, also wird kein Test von ihm aufgeschoben (R6); %1</translation>
    </message>
    <message>
        <location line="+22" />
        <source>the weapon system is numbered from 1 to %1, not "%2"</source>
        <translation>das Waffensystem wird von 1 bis %1 nummeriert, nicht „%2“</translation>
    </message>
    <message>
        <location line="+9" />
        <source>the system is movement, targeting or damage-control, not "%1"</source>
        <translation>das System ist movement, targeting oder damage-control, nicht „%1“</translation>
    </message>
    <message>
        <location line="+27" />
        <source>crew members are numbered from 1 to %1, not "%2"</source>
        <translation>Besatzungsmitglieder werden von 1 bis %1 nummeriert, nicht „%2“</translation>
    </message>
    <message>
        <location line="+15" />
        <source>the die is the d10's result, 1 to 10 (0 for the face marked 0), not "%1"</source>
        <translation>der Würfel ist das Ergebnis des W10, 1 bis 10 (0 für die Seite mit der 0), nicht „%1“</translation>
    </message>
    <message>
        <location line="+35" />
        <source>%1 is a unit; this step needs the id of a piece</source>
        <translation>%1 ist eine Einheit; dieser Schritt braucht die ID eines Modells</translation>
    </message>
    <message>
        <location line="+1" />
        <source>no piece has the id %1</source>
        <translation>kein Modell hat die ID %1</translation>
    </message>
    <message>
        <location line="+8" />
        <source>%1 is a piece; nbc needs the id of a unit</source>
        <translation>%1 ist ein Modell; nbc braucht die ID einer Einheit</translation>
    </message>
    <message>
        <location line="+1" />
        <source>no unit has the id %1</source>
        <translation>keine Einheit hat die ID %1</translation>
    </message>
    <message>
        <location filename="../core/ratio/rules/StepParser.h" line="+102" />
        <source>unknown step</source>
        <translation>unbekannter Schritt</translation>
    </message>
</context>
<context>
    <name>md::ww1</name>
    <message>
        <location filename="../core/ww1/model/Ww1Templates.cpp" line="+86" />
        <source>1st Section</source>
        <translation>1. Trupp</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Section commander (Cpl)</source>
        <translation>Truppführer (Cpl)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Rifle group A (4 men)</source>
        <translation>Gewehrgruppe A (4 Mann)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Rifle group B (4 men)</source>
        <translation>Gewehrgruppe B (4 Mann)</translation>
    </message>
    <message>
        <location line="+6" />
        <source>1st Platoon</source>
        <translation>1. Zug</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Platoon commander</source>
        <translation>Zugführer</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Platoon sergeant</source>
        <translation>Zugfeldwebel</translation>
    </message>
    <message>
        <location line="+1" />
        <source>No. 1 Section (Lewis gun)</source>
        <translation>1. Trupp (Lewis-MG)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>No. 2 Section (bombers)</source>
        <translation>2. Trupp (Handgranatenwerfer)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>No. 3 Section (rifle grenadiers)</source>
        <translation>3. Trupp (Gewehrgranatenschützen)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>No. 4 Section (riflemen)</source>
        <translation>4. Trupp (Schützen)</translation>
    </message>
    <message>
        <location line="+10" />
        <source>A Company</source>
        <translation>Kompanie A</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Company commander</source>
        <translation>Kompaniechef</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Company sergeant major</source>
        <translation>Kompaniefeldwebel</translation>
    </message>
    <message>
        <location line="+1" />
        <source>No. 1 Platoon</source>
        <translation>1. Zug</translation>
    </message>
    <message>
        <location line="+1" />
        <source>No. 2 Platoon</source>
        <translation>2. Zug</translation>
    </message>
    <message>
        <location line="+1" />
        <source>No. 3 Platoon</source>
        <translation>3. Zug</translation>
    </message>
    <message>
        <location line="+1" />
        <source>No. 4 Platoon</source>
        <translation>4. Zug</translation>
    </message>
</context>
<context>
    <name>md::ww1::Builder</name>
    <message>
        <location line="-84" />
        <source>British</source>
        <translation>Briten</translation>
    </message>
</context>
<context>
    <name>md::ww1::Ww1BlankSheetDocument</name>
    <message>
        <location filename="../app/ww1/print/Ww1BlankSheetDocument.cpp" line="+20" />
        <source>Blank: may be photocopied</source>
        <translation>Leer: darf kopiert werden</translation>
    </message>
    <message>
        <location line="+9" />
        <source>Force</source>
        <translation>Streitmacht</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Side / player</source>
        <translation>Seite / Spieler</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Battle / date</source>
        <translation>Gefecht / Datum</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Turn</source>
        <translation>Runde</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Each group: cross one tally box per casualty (any hit on any of its stands). Each stand: tick T1 the first time under fire, T3 the first hand-to-hand combat, T2 the first attempt to enter an enemy position (A.2.2); mark its latest result.</source>
        <translation>Jede Gruppe: pro Verlust (jeder Treffer auf eine ihrer Basen) ein Strichkästchen ankreuzen. Jede Basis: T1 beim ersten Mal unter Feuer abhaken, T3 beim ersten Nahkampf, T2 beim ersten Versuch, in eine feindliche Stellung einzudringen (A.2.2); ihr letztes Ergebnis eintragen.</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Groups (A.1)</source>
        <translation>Gruppen (A.1)</translation>
    </message>
</context>
<context>
    <name>md::ww1::Ww1BodyReader</name>
    <message>
        <location filename="../core/ww1/io/Ww1BodyReader.cpp" line="+114" />
        <source>groups</source>
        <translation>Gruppen</translation>
    </message>
    <message>
        <location line="+1" />
        <source>stands in all groups</source>
        <translation>Basen in allen Gruppen</translation>
    </message>
    <message>
        <location line="+7" />
        <source>log records</source>
        <translation>Protokolleinträge</translation>
    </message>
    <message>
        <location line="+30" />
        <source>severities</source>
        <translation>Schweregrade</translation>
    </message>
    <message>
        <location line="+17" />
        <source>officer ranks</source>
        <translation>Offiziersdienstgrade</translation>
    </message>
    <message>
        <location line="+21" />
        <source>group kind</source>
        <translation>Gruppenart</translation>
    </message>
    <message>
        <location line="+2" />
        <source>role</source>
        <translation>Rolle</translation>
    </message>
    <message>
        <location line="+12" />
        <source>group status</source>
        <translation>Gruppenstatus</translation>
    </message>
    <message>
        <location line="+3" />
        <source>stands in one group</source>
        <translation>Basen in einer Gruppe</translation>
    </message>
    <message>
        <location line="+15" />
        <source>conditions</source>
        <translation>Bedingungen</translation>
    </message>
    <message>
        <location line="+5" />
        <source>condition</source>
        <translation>Bedingung</translation>
    </message>
    <message>
        <location line="+18" />
        <source>rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <location line="+12" />
        <location line="+64" />
        <source>result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <location line="-51" />
        <source>event</source>
        <translation>Ereignis</translation>
    </message>
    <message>
        <location line="+6" />
        <source>a %1 record</source>
        <translation>ein %1-Eintrag</translation>
    </message>
    <message>
        <location line="+37" />
        <source>trigger</source>
        <translation>Auslöser</translation>
    </message>
</context>
<context>
    <name>md::ww1::Ww1CampaignHooks</name>
    <message>
        <location filename="../app/ww1/campaign/Ww1CampaignHooks.cpp" line="+20" />
        <source>Record battle in campaign</source>
        <translation>Gefecht in Kampagne erfassen</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Record the other side's force as well, from its own file?</source>
        <translation>Die Streitmacht der anderen Seite ebenfalls erfassen, aus ihrer eigenen Datei?</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Add the opponent's force file…</source>
        <translation>Streitmacht-Datei des Gegners hinzufügen…</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Record this force alone</source>
        <translation>Nur diese Streitmacht erfassen</translation>
    </message>
    <message>
        <location line="+14" />
        <source>it is not a WW1 force file</source>
        <translation>es ist keine WW1-Streitmacht-Datei</translation>
    </message>
    <message>
        <location line="+1" />
        <location line="+9" />
        <source>Battle not recorded</source>
        <translation>Gefecht nicht erfasst</translation>
    </message>
    <message>
        <location line="-8" />
        <source>The opponent's file %1 could not be read:
%2</source>
        <translation>Die Datei des Gegners %1 konnte nicht gelesen werden:
%2</translation>
    </message>
    <message>
        <location line="+21" />
        <source>Next battle</source>
        <translation>Nächstes Gefecht</translation>
    </message>
    <message>
        <location line="+4" />
        <source>"%1" for its battle %2.</source>
        <translation>„%1“ für ihr Gefecht %2.</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Prisoners, gone (A.4.2): %1.</source>
        <translation>Gefangene, ausgeschieden (A.4.2): %1.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Groups with no one left: %1.</source>
        <translation>Gruppen ohne verbliebene Männer: %1.</translation>
    </message>
</context>
<context>
    <name>md::ww1::Ww1CampaignModel</name>
    <message>
        <location filename="../app/ww1/campaign/Ww1CampaignModel.cpp" line="+37" />
        <source>%1, scenario "%2"</source>
        <translation>%1, Szenario „%2“</translation>
    </message>
    <message>
        <location line="+5" />
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+23" />
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <location line="+1" />
        <source>withdrawing at the end</source>
        <translation>zieht sich am Ende noch zurück</translation>
    </message>
    <message>
        <location line="+0" />
        <source>withdrew, back in line</source>
        <translation>zog sich zurück, wieder in Stellung</translation>
    </message>
    <message>
        <location line="+15" />
        <source>Battle</source>
        <translation>Gefecht</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Force</source>
        <translation>Streitmacht</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Group</source>
        <translation>Gruppe</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Side</source>
        <translation>Seite</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Role</source>
        <translation>Rolle</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Members at the start</source>
        <translation>Stärke zu Beginn</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Casualties</source>
        <translation>Verluste</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Left</source>
        <translation>Übrig</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Conditions tested</source>
        <translation>Getestete Bedingungen</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Withdrew</source>
        <translation>Rückzug</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Stands surrendered</source>
        <translation>Basen ergeben</translation>
    </message>
</context>
<context>
    <name>md::ww1::Ww1CampaignPage</name>
    <message>
        <location filename="../app/ww1/campaign/Ww1CampaignPage.cpp" line="+25" />
        <source>WW1 battles</source>
        <translation>WW1-Gefechte</translation>
    </message>
    <message>
        <location line="+3" />
        <source>WW1 groups by battle</source>
        <translation>WW1-Gruppen nach Gefecht</translation>
    </message>
    <message>
        <location line="+10" />
        <source>How the next battle carries over</source>
        <translation>Wie das nächste Gefecht übernimmt</translation>
    </message>
    <message>
        <location line="+5" />
        <source>&amp;WW1 battles</source>
        <translation>&amp;WW1-Gefechte</translation>
    </message>
    <message>
        <location line="+8" />
        <source>The WW1 battles could not be read: %1</source>
        <translation>Die WW1-Gefechte konnten nicht gelesen werden: %1</translation>
    </message>
    <message>
        <location line="+13" />
        <source>No WW1 battle recorded yet.</source>
        <translation>Noch kein WW1-Gefecht erfasst.</translation>
    </message>
    <message numerus="yes">
        <location line="+1" />
        <source>%n WW1 battle(s)</source>
        <translation>
            <numerusform>%n WW1-Gefecht</numerusform>
            <numerusform>%n WW1-Gefechte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1" />
        <source>%n group withdrawal(s)</source>
        <translation>
            <numerusform>%n Gruppenrückzug</numerusform>
            <numerusform>%n Gruppenrückzüge</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1" />
        <source>%n stand(s) surrendered.</source>
        <translation>
            <numerusform>%n Basis ergab sich.</numerusform>
            <numerusform>%n Basen ergaben sich.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>md::ww1::Ww1CampaignRecorder</name>
    <message>
        <location filename="../app/ww1/campaign/Ww1CampaignRecorder.cpp" line="+56" />
        <source>this MoraleDesk does not know the rule system "%1"</source>
        <translation>dieses MoraleDesk kennt das Regelsystem „%1“ nicht</translation>
    </message>
    <message>
        <location line="+11" />
        <source>%1 cannot be read: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <location line="+1" />
        <source>it is not a WW1 force</source>
        <translation>es ist keine WW1-Streitmacht</translation>
    </message>
    <message>
        <location line="+18" />
        <source>there is no WW1 force to record</source>
        <translation>es gibt keine WW1-Streitmacht zu erfassen</translation>
    </message>
    <message>
        <location line="+2" />
        <source>the number of turns must be from 1 to %1</source>
        <translation>die Anzahl der Züge muss zwischen 1 und %1 liegen</translation>
    </message>
    <message>
        <location line="+7" />
        <source>a WW1 force without a name cannot be recorded: the campaign knows its forces by name</source>
        <translation>eine WW1-Streitmacht ohne Namen kann nicht erfasst werden: die Kampagne kennt ihre Streitmächte am Namen</translation>
    </message>
    <message>
        <location line="+2" />
        <source>force "%1" is given twice</source>
        <translation>Streitmacht „%1“ ist zweimal angegeben</translation>
    </message>
    <message>
        <location line="+3" />
        <source>force "%1" has no groups to record</source>
        <translation>Streitmacht „%1“ hat keine Gruppen zu erfassen</translation>
    </message>
    <message>
        <location line="+4" />
        <source>force "%1"</source>
        <translation>Streitmacht „%1“</translation>
    </message>
    <message>
        <location line="+2" />
        <source>force "%1" is not valid: %2</source>
        <translation>Streitmacht „%1“ ist ungültig: %2</translation>
    </message>
    <message>
        <location line="+21" />
        <source>the battle was not recorded: %1</source>
        <translation>das Gefecht wurde nicht erfasst: %1</translation>
    </message>
    <message>
        <location line="+13" />
        <location line="+293" />
        <source>force "%1" was recorded by the rule system "%2"</source>
        <translation>Streitmacht „%1“ wurde vom Regelsystem „%2“ erfasst</translation>
    </message>
    <message>
        <location line="-270" />
        <source>these forces were already recorded, as battle %1</source>
        <translation>diese Streitmächte wurden bereits erfasst, als Gefecht %1</translation>
    </message>
    <message>
        <location line="+10" />
        <source>Battle %1</source>
        <translation>Gefecht %1</translation>
    </message>
    <message numerus="yes">
        <location line="+89" />
        <source>%1 (%2, %3): %4 of %5 left, %n casualty(ies)</source>
        <translation>
            <numerusform>%1 (%2, %3): %4 von %5 übrig, %n Verlust</numerusform>
            <numerusform>%1 (%2, %3): %4 von %5 übrig, %n Verluste</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7" />
        <source>; tested %1 (passed %2, failed %3)</source>
        <translation>; getestet %1 (bestanden %2, nicht bestanden %3)</translation>
    </message>
    <message>
        <location line="+4" />
        <source>; withdrew, still withdrawing at the end</source>
        <translation>; zog sich zurück, am Ende noch im Rückzug</translation>
    </message>
    <message>
        <location line="+1" />
        <source>; withdrew, back in its line at the end</source>
        <translation>; zog sich zurück, am Ende wieder in der eigenen Linie</translation>
    </message>
    <message numerus="yes">
        <location line="+2" />
        <source>; %n stand(s) surrendered</source>
        <translation>
            <numerusform>; %n Basis ergab sich</numerusform>
            <numerusform>; %n Basen ergaben sich</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6" />
        <source>%1 (%2), its battle %3: %n casualty(ies)</source>
        <translation>
            <numerusform>%1 (%2), ihr Gefecht %3: %n Verlust</numerusform>
            <numerusform>%1 (%2), ihr Gefecht %3: %n Verluste</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2" />
        <source>, %n group(s) withdrew</source>
        <translation>
            <numerusform>, %n Gruppe zog sich zurück</numerusform>
            <numerusform>, %n Gruppen zogen sich zurück</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+0" />
        <source>, %n stand(s) surrendered</source>
        <translation>
            <numerusform>, %n Basis ergab sich</numerusform>
            <numerusform>, %n Basen ergaben sich</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5" />
        <source>Recorded WW1 battle %1, "%2" (%3, %n turn(s)).</source>
        <translation>
            <numerusform>WW1-Gefecht %1 erfasst, „%2“ (%3, %n Runde).</numerusform>
            <numerusform>WW1-Gefecht %1 erfasst, „%2“ (%3, %n Runden).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3" />
        <source>; %n log record(s).</source>
        <translation>
            <numerusform>; %n Protokolleintrag.</numerusform>
            <numerusform>; %n Protokolleinträge.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+121" />
        <source>force "%1" did not fight in WW1 battle %2</source>
        <translation>Streitmacht „%1“ hat nicht im WW1-Gefecht %2 gekämpft</translation>
    </message>
    <message>
        <location line="+3" />
        <location line="+30" />
        <source>the record of "%1" in battle %2</source>
        <translation>der Eintrag von „%1“ in Gefecht %2</translation>
    </message>
    <message>
        <location line="-17" />
        <source>the campaign has no force "%1"</source>
        <translation>die Kampagne hat keine Streitmacht „%1“</translation>
    </message>
    <message>
        <location line="+14" />
        <source>force "%1" has fought no battle yet</source>
        <translation>Streitmacht „%1“ hat noch kein Gefecht geführt</translation>
    </message>
</context>
<context>
    <name>md::ww1::Ww1CampaignVerbs</name>
    <message>
        <location filename="../app/ww1/campaign/Ww1CampaignVerbs.cpp" line="+45" />
        <source>The WW1 forces as the battle ended.</source>
        <translation>Die WW1-Streitmächte, wie das Gefecht endete.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The day of the battle, YYYY-MM-DD (default today).</source>
        <translation>Der Tag des Gefechts, JJJJ-MM-TT (Vorgabe: heute).</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The battle's name (default "Battle N").</source>
        <translation>Der Name des Gefechts (Vorgabe: „Gefecht N“).</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The scenario played.</source>
        <translation>Das gespielte Szenario.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Turns played (default: as the forces say).</source>
        <translation>Gespielte Runden (Standard: wie die Streitmächte angeben).</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Notes on the battle.</source>
        <translation>Notizen zum Gefecht.</translation>
    </message>
    <message>
        <location line="+7" />
        <source>record: --date must be a day as YYYY-MM-DD, not "%1"</source>
        <translation>record: --date muss ein Tag als JJJJ-MM-TT sein, nicht „%1“</translation>
    </message>
    <message>
        <location line="+5" />
        <source>record: --turns must be a whole number from 1 to %1, not "%2"</source>
        <translation>record: --turns muss eine ganze Zahl von 1 bis %1 sein, nicht „%2“</translation>
    </message>
    <message>
        <location line="+15" />
        <source>%1: no such force file</source>
        <translation>%1: keine solche Streitmacht-Datei</translation>
    </message>
    <message>
        <location line="+3" />
        <source>%1 is not a valid force file: %2</source>
        <translation>%1 ist keine gültige Streitmacht-Datei: %2</translation>
    </message>
    <message>
        <location line="+4" />
        <source>%1 is a %2 file: a WW1 battle records WW1 forces only</source>
        <translation>%1 ist eine %2-Datei: ein WW1-Gefecht erfasst nur WW1-Streitmächte</translation>
    </message>
    <message>
        <location line="+48" />
        <source>Battle %1, "%2" (%3</source>
        <translation>Gefecht %1, „%2“ (%3</translation>
    </message>
    <message>
        <location line="+2" />
        <source>, scenario "%1"</source>
        <translation>, Szenario „%1“</translation>
    </message>
    <message numerus="yes">
        <location line="+1" />
        <source>, %n turn(s))</source>
        <translation>
            <numerusform>, %n Runde)</numerusform>
            <numerusform>, %n Runden)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+47" />
        <source>One JSON object, for programs.</source>
        <translation>Ein JSON-Objekt, für Programme.</translation>
    </message>
    <message>
        <location line="+11" />
        <source>cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message numerus="yes">
        <location line="+12" />
        <source>%1: %n battle(s)</source>
        <translation>
            <numerusform>%1: %n Gefecht</numerusform>
            <numerusform>%1: %n Gefechte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+17" />
        <source>Campaign "%1", %2: %n battle(s)</source>
        <translation>
            <numerusform>Kampagne „%1“, %2: %n Gefecht</numerusform>
            <numerusform>Kampagne „%1“, %2: %n Gefechte</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6" />
        <source>Sides: %1</source>
        <translation>Seiten: %1</translation>
    </message>
    <message>
        <location line="+9" />
        <source>The force's name.</source>
        <translation>Der Name der Streitmacht.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The force file to write ("-": standard output).</source>
        <translation>Die zu schreibende Streitmacht-Datei („-“: Standardausgabe).</translation>
    </message>
    <message>
        <location line="+1" />
        <source>House rule: stands keep their first time under fire (T1) and first hand-to-hand (T3).</source>
        <translation>Hausregel: Basen behalten ihr erstes Mal unter Feuer (T1) und ihren ersten Nahkampf (T3).</translation>
    </message>
    <message>
        <location line="+6" />
        <source>next-battle: -o FILE is required</source>
        <translation>next-battle: -o DATEI ist erforderlich</translation>
    </message>
    <message>
        <location line="+21" />
        <source>cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Wrote %1: "%2" for its battle %3.</source>
        <translation>%1 geschrieben: „%2“ für ihr Gefecht %3.</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Prisoners, gone (A.4.2): %1</source>
        <translation>Gefangene, ausgeschieden (A.4.2): %1</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Groups with no one left: %1</source>
        <translation>Gruppen ohne verbliebene Männer: %1</translation>
    </message>
</context>
<context>
    <name>md::ww1::Ww1CarryOver</name>
    <message>
        <location filename="../core/ww1/campaign/Ww1CarryOver.cpp" line="+181" />
        <source>Seed 002 has no campaign rule; this is MoraleDesk's reading. Each group starts at its effective members (start less casualties: casualties recovered in a withdrawal (A.4.1) are within a battle), with no casualties, no condition tested and carrying on. Surrendered stands are prisoners and gone (A.4.2); every other stand's result is cleared.</source>
        <translation>Seed 002 hat keine Kampagnenregel; dies ist die Lesart von MoraleDesk. Jede Gruppe beginnt mit ihrer effektiven Stärke (Anfang minus Verluste: in einem Rückzug (A.4.1) erholte Verluste gelten nur innerhalb eines Gefechts), ohne Verluste, ohne getestete Bedingung und im Zustand Weitermachen. Ergebene Basen sind Gefangene und ausgeschieden (A.4.2); das Ergebnis jeder anderen Basis wird gelöscht.</translation>
    </message>
    <message>
        <location line="+6" />
        <source>House rule, veterans: stands keep their first time under fire (T1) and first hand-to-hand (T3); entering an enemy position (T2) is tested again.</source>
        <translation>Hausregel, Veteranen: Basen behalten ihr erstes Mal unter Feuer (T1) und ihren ersten Nahkampf (T3); das Eindringen in eine feindliche Stellung (T2) wird erneut getestet.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Each battle is a game as the seed writes it: every stand tests again the first time under fire (T1), in hand-to-hand (T3) and entering an enemy position (T2).</source>
        <translation>Jedes Gefecht ist ein Spiel, wie der Seed es beschreibt: jede Basis testet erneut beim ersten Mal unter Feuer (T1), im Nahkampf (T3) und beim Eindringen in eine feindliche Stellung (T2).</translation>
    </message>
    <message numerus="yes">
        <location line="+40" />
        <source>%1: %n member(s) at the start</source>
        <translation>
            <numerusform>%1: %n Mann zu Beginn</numerusform>
            <numerusform>%1: %n Mann zu Beginn</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1" />
        <source>%n casualty(ies)</source>
        <translation>
            <numerusform>%n Verlust</numerusform>
            <numerusform>%n Verluste</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1" />
        <source>starts with %n</source>
        <translation>
            <numerusform>beginnt mit %n</numerusform>
            <numerusform>beginnt mit %n</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>md::ww1::Ww1CommandLine</name>
    <message>
        <location filename="../app/ww1/cli/Ww1CommandLine.cpp" line="-182" />
        <source>print the group test table and the individual bands by net modifier</source>
        <translation>die Gruppentest-Tabelle und die Einzelbänder nach Nettomodifikator drucken</translation>
    </message>
    <message>
        <location line="+2" />
        <source>a group's or a stand's test: modifiers and exact odds</source>
        <translation>Test einer Gruppe oder Basis: Modifikatoren und genaue Chancen</translation>
    </message>
    <message>
        <location line="+2" />
        <source>play steps on a force file headless (casualties, group and individual tests, clear withdrawing …)</source>
        <translation>Schritte auf einer Streitmacht-Datei ohne Fenster spielen (Verluste, Gruppen- und Einzeltests, Rückzug beenden …)</translation>
    </message>
    <message>
        <location line="+28" />
        <source>WW1 morale (--system ww1): prints the group test table (A.3.1: each condition's modifier, the 2d6 it needs, P(carry on) and P(withdraw)) and the individual test's bands by net modifier %1 to %2 (A.3.3: the rolls of each band and its probability). Probabilities are exact fractions of the 36 rolls of 2d6.</source>
        <translation>WW1-Moral (--system ww1): druckt die Gruppentest-Tabelle (A.3.1: Modifikator jeder Bedingung, der nötige 2d6-Wurf, P(Weitermachen) und P(Rückzug)) und die Bänder des Einzeltests nach Nettomodifikator %1 bis %2 (A.3.3: die Würfe jedes Bands und seine Wahrscheinlichkeit). Wahrscheinlichkeiten sind exakte Brüche der 36 Würfe von 2d6.</translation>
    </message>
    <message>
        <location line="+6" />
        <source>The table subcommand.</source>
        <translation>Der Unterbefehl table.</translation>
    </message>
    <message>
        <location line="+1" />
        <location line="+118" />
        <source>Print one JSON object, probabilities as reduced fractions ("13/18").</source>
        <translation>Ein JSON-Objekt ausgeben, Wahrscheinlichkeiten als gekürzte Brüche („13/18“).</translation>
    </message>
    <message>
        <location line="-70" />
        <source>Group test (A.3.1): roll 2d6 and add the modifier; 6 or more carries on, else the group withdraws.</source>
        <translation>Gruppentest (A.3.1): 2d6 würfeln und den Modifikator addieren; bei 6 oder mehr macht die Gruppe weiter, sonst zieht sie sich zurück.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>condition</source>
        <translation>Bedingung</translation>
    </message>
    <message>
        <location line="+0" />
        <source>modifier</source>
        <translation>Modifikator</translation>
    </message>
    <message>
        <location line="+0" />
        <source>2d6 needed</source>
        <translation>2d6 nötig</translation>
    </message>
    <message>
        <location line="+0" />
        <source>P(carry on)</source>
        <translation>P(Weitermachen)</translation>
    </message>
    <message>
        <location line="+0" />
        <source>P(withdraw)</source>
        <translation>P(Rückzug)</translation>
    </message>
    <message>
        <location line="+4" />
        <source>%1 or more</source>
        <translation>%1 oder mehr</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Individual test (A.3.3): one 2d6 per square, plus each stand's net modifier; each band's rolls and probability.</source>
        <translation>Einzeltest (A.3.3): ein 2d6-Wurf pro Feld, plus Nettomodifikator jeder Basis; Würfe und Wahrscheinlichkeit jedes Bands.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>net</source>
        <translation>netto</translation>
    </message>
    <message>
        <location line="+9" />
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location line="+20" />
        <source>WW1 morale (--system ww1): one test assessed before the roll, with exact odds.
  check group --start N --casualties C [--tested c1,c2] [--rule KEY=on|off ...]
    whether the group must test (A.2.1), for which conditions, at what modifier, the 2d6 it needs and P(carry on)/P(withdraw) (A.3.1).
  check individual [--officer|--nco] [--fire] [--friendly N] [--enemy N] [--outnumbered] [--edged] [--leader]
  check individual --net N
    each modifier with its source (A.3.3 IM1-IM8), the net, and each band's rolls and odds.
Rule switches (--rule): %1.</source>
        <translation>WW1-Moral (--system ww1): ein Test, vor dem Wurf bewertet, mit genauen Chancen.
  check group --start N --casualties C [--tested c1,c2] [--rule SCHLÜSSEL=on|off ...]
    ob die Gruppe testen muss (A.2.1), für welche Bedingungen, mit welchem Modifikator, der nötige 2d6-Wurf und P(Weitermachen)/P(Rückzug) (A.3.1).
  check individual [--officer|--nco] [--fire] [--friendly N] [--enemy N] [--outnumbered] [--edged] [--leader]
  check individual --net N
    jeder Modifikator mit seiner Quelle (A.3.3 IM1-IM8), der Nettowert und Würfe und Chancen jedes Bands.
Regelschalter (--rule): %1.</translation>
    </message>
    <message>
        <location line="+11" />
        <source>The check subcommand.</source>
        <translation>Der Unterbefehl check.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>group or individual.</source>
        <translation>group oder individual.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>group: members at the start (individuals, A.1).</source>
        <translation>group: Stärke zu Beginn (Einzelne, A.1).</translation>
    </message>
    <message>
        <location line="+1" />
        <source>group: casualties so far, counted against the start (A-3).</source>
        <translation>group: bisherige Verluste, gezählt gegen den Anfang (A-3).</translation>
    </message>
    <message>
        <location line="+1" />
        <source>group: conditions already tested, comma-separated: c1, c2, c3.</source>
        <translation>group: bereits getestete Bedingungen, durch Kommas getrennt: c1, c2, c3.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>group: a rule switch, KEY=on or KEY=off (repeatable).</source>
        <translation>group: ein Regelschalter, SCHLÜSSEL=on oder SCHLÜSSEL=off (wiederholbar).</translation>
    </message>
    <message>
        <location line="+1" />
        <source>individual: the stand is an officer (IM7 +2).</source>
        <translation>individual: die Basis ist ein Offizier (IM7 +2).</translation>
    </message>
    <message>
        <location line="+1" />
        <source>individual: the stand is an NCO (IM8 +1).</source>
        <translation>individual: die Basis ist ein Unteroffizier (IM8 +1).</translation>
    </message>
    <message>
        <location line="+1" />
        <source>individual: under small arms fire within range, or indirect fire or grenades (IM2 -1).</source>
        <translation>individual: unter Handwaffenfeuer in Reichweite oder unter indirektem Feuer oder Granaten (IM2 -1).</translation>
    </message>
    <message>
        <location line="+1" />
        <source>individual: friendly casualties in sight (IM3, -1 each).</source>
        <translation>individual: eigene Verluste in Sicht (IM3, je -1).</translation>
    </message>
    <message>
        <location line="+1" />
        <source>individual: enemy casualties in sight (IM4, +1 each).</source>
        <translation>individual: feindliche Verluste in Sicht (IM4, je +1).</translation>
    </message>
    <message>
        <location line="+1" />
        <source>individual: visibly outnumbered (IM5 -1).</source>
        <translation>individual: sichtbar in der Unterzahl (IM5 -1).</translation>
    </message>
    <message>
        <location line="+1" />
        <source>individual: melee threatened with an edged weapon (IM6 -2).</source>
        <translation>individual: Nahkampf mit Hiebwaffe droht (IM6 -2).</translation>
    </message>
    <message>
        <location line="+1" />
        <source>individual: an officer in sight leading by example (IM1 +1); not for --officer, whose leader must be more senior (A-7), which an unnamed leader cannot show.</source>
        <translation>individual: ein Offizier in Sicht geht mit gutem Beispiel voran (IM1 +1); nicht für --officer, dessen Anführer ranghöher sein muss (A-7), was ein unbenannter Anführer nicht zeigen kann.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>individual: the net modifier itself, instead of the situations.</source>
        <translation>individual: der Nettomodifikator selbst statt der Situationen.</translation>
    </message>
    <message>
        <location line="+17" />
        <source>--%1 is given more than once; it takes one value</source>
        <translation>--%1 ist mehr als einmal angegeben; es nimmt einen Wert</translation>
    </message>
    <message>
        <location line="+7" />
        <source>say which test: check group … or check individual …</source>
        <translation>welcher Test: check group … oder check individual …</translation>
    </message>
    <message>
        <location line="+4" />
        <source>the test is group or individual, not "%1"</source>
        <translation>der Test ist group oder individual, nicht „%1“</translation>
    </message>
    <message>
        <location line="+13" />
        <source>--%1 is for check %2, not check %3</source>
        <translation>--%1 gehört zu check %2, nicht check %3</translation>
    </message>
    <message>
        <location line="+8" />
        <source>--casualties (%1) cannot be above --start (%2): casualties are the group's own members (A.1)</source>
        <translation>--casualties (%1) kann nicht über --start (%2) liegen: Verluste sind Männer der Gruppe selbst (A.1)</translation>
    </message>
    <message>
        <location line="+8" />
        <source>--tested lists c1, c2 or c3, not "%1"</source>
        <translation>--tested nennt c1, c2 oder c3, nicht „%1“</translation>
    </message>
    <message>
        <location line="+17" />
        <source>--rule %1: no rule switch is called "%2"; the switches are %3</source>
        <translation>--rule %1: kein Regelschalter heißt „%2“; die Schalter sind %3</translation>
    </message>
    <message>
        <location line="+3" />
        <source>--rule %1: say %2=on or %2=off</source>
        <translation>--rule %1: %2=on oder %2=off angeben</translation>
    </message>
    <message>
        <location line="+14" />
        <source>--officer and --nco: a stand has one rank</source>
        <translation>--officer und --nco: eine Basis hat einen Dienstgrad</translation>
    </message>
    <message>
        <location line="+4" />
        <source>--net is the net modifier itself; leave out --%1, or give the situations without --net</source>
        <translation>--net ist der Nettomodifikator selbst; --%1 weglassen oder die Situationen ohne --net angeben</translation>
    </message>
    <message>
        <location line="+66" />
        <source>A group of %1 with %2 casualties.</source>
        <translation>Eine Gruppe von %1 mit %2 Verlusten.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>No group test is due: no condition it has not tested yet is reached (A.2.1).</source>
        <translation>Kein Gruppentest fällig: keine noch nicht getestete Bedingung ist erreicht (A.2.1).</translation>
    </message>
    <message>
        <location line="+7" />
        <source>A group test is due (A.2.1): %1.</source>
        <translation>Ein Gruppentest ist fällig (A.2.1): %1.</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Each condition is tested in turn, least severe first; the first failure ends it (A-4 switched).</source>
        <translation>Jede Bedingung wird der Reihe nach getestet, die leichteste zuerst; der erste Fehlschlag beendet es (A-4 umgeschaltet).</translation>
    </message>
    <message>
        <location line="+4" />
        <source>  %1: 2d6 of %2 or more, P(carry on) %3</source>
        <translation>  %1: 2d6 von %2 oder mehr, P(Weitermachen) %3</translation>
    </message>
    <message>
        <location line="+8" />
        <source>One test at %1: carry on on 2d6 of %2 or more (A.3.1).</source>
        <translation>Ein Test bei %1: Weitermachen bei 2d6 von %2 oder mehr (A.3.1).</translation>
    </message>
    <message>
        <location line="+4" />
        <source>P(carry on) %1, P(withdraw) %2.</source>
        <translation>P(Weitermachen) %1, P(Rückzug) %2.</translation>
    </message>
    <message>
        <location line="+23" />
        <source>Individual test (A.3.3): 2d6 plus the net modifier.</source>
        <translation>Einzeltest (A.3.3): 2d6 plus Nettomodifikator.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>  no modifier applies</source>
        <translation>  kein Modifikator gilt</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Net modifier %1.</source>
        <translation>Nettomodifikator %1.</translation>
    </message>
    <message>
        <location line="+8" />
        <source>no roll</source>
        <translation>kein Wurf</translation>
    </message>
    <message>
        <location line="+0" />
        <source>rolls %1</source>
        <translation>Würfe %1</translation>
    </message>
</context>
<context>
    <name>md::ww1::Ww1Commands</name>
    <message>
        <location filename="../app/ww1/commands/Ww1Commands.cpp" line="+94" />
        <source>No group test is due.</source>
        <translation>Kein Gruppentest ist fällig.</translation>
    </message>
    <message>
        <location line="+17" />
        <source>Totals: the test of %1 takes one roll per condition in turn (A-4); type the next total too. Nothing is applied.</source>
        <translation>Summen: der Test von %1 braucht einen Wurf je Bedingung nacheinander (A-4); geben Sie auch die nächste Summe ein. Nichts wurde angewendet.</translation>
    </message>
    <message>
        <location line="+9" />
        <source>Totals: %1 typed, but the group tests due take only %2. Nothing is applied.</source>
        <translation>Summen: %1 eingegeben, aber die fälligen Gruppentests brauchen nur %2. Nichts wurde angewendet.</translation>
    </message>
    <message numerus="yes">
        <location line="+5" />
        <source>Typed dice: %n group test(s)</source>
        <translation>
            <numerusform>Eingegebene Würfel: %n Gruppentest</numerusform>
            <numerusform>Eingegebene Würfel: %n Gruppentests</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1" />
        <source>Roll all due: %n group test(s)</source>
        <translation>
            <numerusform>Alle fälligen würfeln: %n Gruppentest</numerusform>
            <numerusform>Alle fälligen würfeln: %n Gruppentests</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>md::ww1::Ww1Condition</name>
    <message>
        <location filename="../core/ww1/model/Ww1Enums.h" line="+100" />
        <source>C1: two casualties (25 % above eight)</source>
        <translation>C1: zwei Verluste (25 % über acht)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>C2: 50 % casualties</source>
        <translation>C2: 50 % Verluste</translation>
    </message>
    <message>
        <location line="+1" />
        <source>C3: 75 % casualties</source>
        <translation>C3: 75 % Verluste</translation>
    </message>
</context>
<context>
    <name>md::ww1::Ww1DueModel</name>
    <message>
        <location filename="../app/ww1/models/Ww1DueModel.cpp" line="+52" />
        <source>The testing order counts %1 (A.3.2, A-5)</source>
        <translation>Die Testreihenfolge zählt %1 (A.3.2, A-5)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>the starting size</source>
        <translation>die Anfangsstärke</translation>
    </message>
    <message>
        <location line="+0" />
        <source>the members still effective</source>
        <translation>die noch effektiven Männer</translation>
    </message>
    <message>
        <location line="+7" />
        <source>%1+</source>
        <translation>%1+</translation>
    </message>
    <message>
        <location line="+16" />
        <source>Group</source>
        <translation>Gruppe</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Role</source>
        <translation>Rolle</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Size</source>
        <translation>Größe</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Test</source>
        <translation>Test</translation>
    </message>
    <message>
        <location line="+2" />
        <source>2d6 needed</source>
        <translation>2d6 nötig</translation>
    </message>
    <message>
        <location line="+2" />
        <source>P(carry on)</source>
        <translation>P(Weitermachen)</translation>
    </message>
</context>
<context>
    <name>md::ww1::Ww1EditCommand</name>
    <message>
        <location filename="../app/ww1/commands/Ww1EditCommand.cpp" line="+17" />
        <source>Nothing changed.</source>
        <translation>Nichts geändert.</translation>
    </message>
    <message>
        <location line="+11" />
        <source>Edit force</source>
        <translation>Streitmacht bearbeiten</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Recovered work</source>
        <translation>Wiederhergestellte Arbeit</translation>
    </message>
</context>
<context>
    <name>md::ww1::Ww1EditorForm</name>
    <message>
        <location filename="../app/ww1/editors/Ww1EditorForm.cpp" line="+217" />
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>md::ww1::Ww1EditorPanel</name>
    <message>
        <location filename="../app/ww1/editors/Ww1EditorPanel.cpp" line="+32" />
        <source>Editor</source>
        <translation>Editor</translation>
    </message>
</context>
<context>
    <name>md::ww1::Ww1Engine</name>
    <message>
        <location filename="../core/ww1/rules/Ww1Engine.cpp" line="+75" />
        <source>Enter the number of casualties %1 took: at least 1 (or fewer than 0 to correct an entry).</source>
        <translation>Anzahl der Verluste von %1 eingeben: mindestens 1 (oder weniger als 0, um einen Eintrag zu korrigieren).</translation>
    </message>
    <message numerus="yes">
        <location line="+8" />
        <source>%1 has %n casualty(ies); a correction cannot take away more than that.</source>
        <translation>
            <numerusform>%1 hat %n Verlust; eine Korrektur kann nicht mehr abziehen.</numerusform>
            <numerusform>%1 hat %n Verluste; eine Korrektur kann nicht mehr abziehen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6" />
        <source>%1 started with %n member(s); it cannot have more casualties than that.</source>
        <translation>
            <numerusform>%1 begann mit %n Mann; sie kann nicht mehr Verluste haben.</numerusform>
            <numerusform>%1 begann mit %n Mann; sie kann nicht mehr Verluste haben.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+43" />
        <source>%1 needs %2</source>
        <translation>%1 braucht %2</translation>
    </message>
    <message>
        <location line="+44" />
        <location line="+101" />
        <source>Two six-sided dice total 2 to 12; %1 is not a 2d6 roll.</source>
        <translation>Zwei sechsseitige Würfel ergeben 2 bis 12; %1 ist kein 2d6-Wurf.</translation>
    </message>
    <message>
        <location line="-57" />
        <source>Name the square whose stands test: one roll is made for each square (A.3.3).</source>
        <translation>Das Feld nennen, dessen Basen testen: für jedes Feld wird einmal gewürfelt (A.3.3).</translation>
    </message>
    <message>
        <location line="-149" />
        <location line="+50" />
        <location line="+200" />
        <source>There is no group "%1" in this force; select a group in the roster.</source>
        <translation>In dieser Streitmacht gibt es keine Gruppe „%1“; wählen Sie eine Gruppe in der Aufstellung.</translation>
    </message>
    <message>
        <location line="-239" />
        <source>%1 has no casualties to take back.</source>
        <translation>%1 hat keine Verluste zum Zurücknehmen.</translation>
    </message>
    <message numerus="yes">
        <location line="+52" />
        <source>%1 has no group test due yet: %n casualty(ies) of %2 reach no condition (%3). Enter casualties as they happen; the test comes due by itself (A.2.1).</source>
        <translation>
            <numerusform>%1 hat noch keinen Gruppentest fällig: %n Verlust von %2 erreicht keine Bedingung (%3). Geben Sie Verluste ein, wenn sie entstehen; der Test wird von selbst fällig (A.2.1).</numerusform>
            <numerusform>%1 hat noch keinen Gruppentest fällig: %n Verluste von %2 erreichen keine Bedingung (%3). Geben Sie Verluste ein, wenn sie entstehen; der Test wird von selbst fällig (A.2.1).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5" />
        <source>%1 has no group test due now: %n casualty(ies) of %2 reach no condition it has not tested yet (%3). Enter casualties as they happen; the next test comes due by itself (A.2.1).</source>
        <translation>
            <numerusform>%1 hat jetzt keinen Gruppentest fällig: %n Verlust von %2 erreicht keine noch nicht getestete Bedingung (%3). Geben Sie Verluste ein, wenn sie entstehen; der nächste Test wird von selbst fällig (A.2.1).</numerusform>
            <numerusform>%1 hat jetzt keinen Gruppentest fällig: %n Verluste von %2 erreichen keine noch nicht getestete Bedingung (%3). Geben Sie Verluste ein, wenn sie entstehen; der nächste Test wird von selbst fällig (A.2.1).</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8" />
        <source>%1 has already tested for C1, C2 and C3, and a group tests once for each: it takes no more group tests (A.2.1).</source>
        <translation>%1 hat bereits für C1, C2 und C3 getestet, und eine Gruppe testet für jede einmal: sie macht keine Gruppentests mehr (A.2.1).</translation>
    </message>
    <message>
        <location line="+8" />
        <source>%1 must test first: attackers test before defenders, the biggest group first. Roll its test, then %2's (A.3.2).</source>
        <translation>%1 muss zuerst testen: Angreifer testen vor Verteidigern, die größte Gruppe zuerst. Würfeln Sie ihren Test, dann den von %2 (A.3.2).</translation>
    </message>
    <message>
        <location line="+67" />
        <source>Tick at least one stand in square %1 that tests, then roll.</source>
        <translation>Mindestens eine testende Basis in Feld %1 ankreuzen, dann würfeln.</translation>
    </message>
    <message>
        <location line="+7" />
        <location line="+109" />
        <source>There is no stand "%1".</source>
        <translation>Es gibt keine Basis „%1“.</translation>
    </message>
    <message>
        <location line="-107" />
        <source>%1 stands in square %2, not %3: a roll is shared only by the stands of one square (A.3.3, A-12).</source>
        <translation>%1 steht in Feld %2, nicht %3: einen Wurf teilen nur die Basen eines Feldes (A.3.3, A-12).</translation>
    </message>
    <message>
        <location line="+2" />
        <source>(none)</source>
        <translation>(keine)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1 is listed twice: each stand tests once on the square's roll.</source>
        <translation>%1 ist zweimal aufgeführt: jede Basis testet einmal mit dem Wurf des Feldes.</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Casualties in sight are counted from 0 up; %1 has a negative count.</source>
        <translation>Verluste in Sicht werden ab 0 gezählt; %1 hat eine negative Anzahl.</translation>
    </message>
    <message>
        <location line="+4" />
        <source>%1: friendly casualties in sight (IM3) are at most %2, not %3.</source>
        <translation>%1: eigene Verluste in Sicht (IM3) sind höchstens %2, nicht %3.</translation>
    </message>
    <message>
        <location line="+5" />
        <source>%1: enemy casualties in sight (IM4) are at most %2, not %3.</source>
        <translation>%1: feindliche Verluste in Sicht (IM4) sind höchstens %2, nicht %3.</translation>
    </message>
    <message>
        <location line="+10" />
        <source>There is no stand "%1" to lead by example.</source>
        <translation>Es gibt keine Basis „%1“, die mit gutem Beispiel vorangeht.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1 is not an officer: only a commissioned officer leads by example (IM1).</source>
        <translation>%1 ist kein Offizier: nur ein Offizier geht mit gutem Beispiel voran (IM1).</translation>
    </message>
    <message>
        <location line="+3" />
        <source>%1 has surrendered and leads no one (IM1, A.4.2).</source>
        <translation>%1 hat sich ergeben und führt niemanden (IM1, A.4.2).</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1 is an officer of the %2 side, not of %3's (%4): only an officer of one's own side leads by example (IM1).</source>
        <translation>%1 ist ein Offizier der Seite %2, nicht der von %3 (%4): nur ein Offizier der eigenen Seite geht mit gutem Beispiel voran (IM1).</translation>
    </message>
    <message>
        <location line="+56" />
        <source>%1 is not withdrawing, so there is no withdrawal to end (A.4.1).</source>
        <translation>%1 zieht sich nicht zurück, es gibt also keinen Rückzug zu beenden (A.4.1).</translation>
    </message>
    <message>
        <location line="+19" />
        <source>%1 has no result to clear: it has not tested, or its result is already over (A.4.2).</source>
        <translation>%1 hat kein Ergebnis zu löschen: sie hat nicht getestet, oder ihr Ergebnis ist schon vorbei (A.4.2).</translation>
    </message>
    <message>
        <location line="-2" />
        <source>%1 has surrendered: that is for good (A.4.2).</source>
        <translation>%1 hat sich ergeben: das ist endgültig (A.4.2).</translation>
    </message>
</context>
<context>
    <name>md::ww1::Ww1Export</name>
    <message>
        <location filename="../app/ww1/Ww1Export.cpp" line="+25" />
        <source>--%1 must be a whole number from %2 to %3, not "%4"</source>
        <translation>--%1 muss eine ganze Zahl von %2 bis %3 sein, nicht „%4“</translation>
    </message>
    <message>
        <location line="+11" />
        <source>--%1 does not apply to "export %2"</source>
        <translation>--%1 gilt nicht für „export %2“</translation>
    </message>
    <message>
        <location line="+10" />
        <source>Exports a printable PDF (real, searchable text):
  sheet --blank [--groups N] [--stands N] [--members N]
                              a blank WW1 force sheet: N groups (default %1), N stand rows each
                              (default %2), thresholds and tally boxes up to N members (default %3)
  sheet FILE                  the force sheet filled from a WW1 force file
  card                        the one-page quick-reference card</source>
        <translation>Exportiert ein druckbares PDF (echter, durchsuchbarer Text):
  sheet --blank [--groups N] [--stands N] [--members N]
                              ein leerer WW1-Streitmachtbogen: N Gruppen (Standard %1), je N Basiszeilen
                              (Standard %2), Schwellen und Strichkästchen bis N Mann (Standard %3)
  sheet DATEI                 der Streitmachtbogen, ausgefüllt aus einer WW1-Streitmacht-Datei
  card                        die einseitige Übersichtskarte</translation>
    </message>
    <message>
        <location line="+10" />
        <source>For sheet: the WW1 force file.</source>
        <translation>Für sheet: die WW1-Streitmacht-Datei.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>sheet: a blank sheet instead of one filled from a file.</source>
        <translation>sheet: ein leerer Bogen statt eines aus einer Datei ausgefüllten.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>sheet --blank: spaces for N groups (1-%1).</source>
        <translation>sheet --blank: Platz für N Gruppen (1-%1).</translation>
    </message>
    <message>
        <location line="+1" />
        <source>sheet --blank: N stand rows per group (1-%1).</source>
        <translation>sheet --blank: N Basiszeilen pro Gruppe (1-%1).</translation>
    </message>
    <message>
        <location line="+3" />
        <source>sheet --blank: thresholds and tally boxes up to N members (%1-%2).</source>
        <translation>sheet --blank: Schwellen und Strichkästchen bis N Mann (%1-%2).</translation>
    </message>
    <message>
        <location line="+20" />
        <source>give either --blank or a WW1 force file, not both</source>
        <translation>entweder --blank oder eine WW1-Streitmacht-Datei angeben, nicht beides</translation>
    </message>
    <message>
        <location line="+2" />
        <source>give --blank or a WW1 force file</source>
        <translation>--blank oder eine WW1-Streitmacht-Datei angeben</translation>
    </message>
    <message>
        <location line="+4" />
        <source>--%1 goes with --blank</source>
        <translation>--%1 gehört zu --blank</translation>
    </message>
</context>
<context>
    <name>md::ww1::Ww1FieldReader</name>
    <message numerus="yes">
        <location filename="../core/ww1/io/Ww1FieldReader.cpp" line="+90" />
        <source>%n more problem(s) not listed</source>
        <translation>
            <numerusform>%n weiteres Problem nicht aufgeführt</numerusform>
            <numerusform>%n weitere Probleme nicht aufgeführt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1" />
        <source>%n more problem(s) not listed; the rules across fields were not checked</source>
        <translation>
            <numerusform>%n weiteres Problem nicht aufgeführt; die feldübergreifenden Regeln wurden nicht geprüft</numerusform>
            <numerusform>%n weitere Probleme nicht aufgeführt; die feldübergreifenden Regeln wurden nicht geprüft</numerusform>
        </translation>
    </message>
    <message>
        <location line="+39" />
        <source>unexpected key for %1</source>
        <translation>unerwarteter Schlüssel für %1</translation>
    </message>
    <message>
        <location line="+2" />
        <source>unknown key</source>
        <translation>unbekannter Schlüssel</translation>
    </message>
    <message>
        <location line="+20" />
        <location line="+76" />
        <source>expected a string, found %1</source>
        <translation>erwartet wurde eine Zeichenkette, gefunden %1</translation>
    </message>
    <message>
        <location line="-71" />
        <location line="+76" />
        <source>holds an unpaired surrogate (a \u escape of half a character)</source>
        <translation>enthält ein ungepaartes Surrogat (ein \u-Escape eines halben Zeichens)</translation>
    </message>
    <message>
        <location line="-63" />
        <source>expected true or false, found %1</source>
        <translation>erwartet wurde true oder false, gefunden %1</translation>
    </message>
    <message>
        <location line="+17" />
        <source>expected a whole number between %1 and %2, found %3</source>
        <translation>erwartet wurde eine ganze Zahl zwischen %1 und %2, gefunden %3</translation>
    </message>
    <message>
        <location line="+11" />
        <location line="+23" />
        <source>expected an object, found %1</source>
        <translation>erwartet wurde ein Objekt, gefunden %1</translation>
    </message>
    <message>
        <location line="-10" />
        <source>expected an array, found %1</source>
        <translation>erwartet wurde ein Array, gefunden %1</translation>
    </message>
    <message>
        <location filename="../core/ww1/io/Ww1FieldReader.h" line="+68" />
        <source>expected one of %1; found %2</source>
        <translation>erwartet wurde einer der Werte %1; gefunden %2</translation>
    </message>
</context>
<context>
    <name>md::ww1::Ww1FilledSheetDocument</name>
    <message>
        <location filename="../app/ww1/print/Ww1FilledSheetDocument.cpp" line="+46" />
        <source>Force</source>
        <translation>Streitmacht</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Turn</source>
        <translation>Runde</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Groups</source>
        <translation>Gruppen</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Stands</source>
        <translation>Basen</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Group tests due (A.2.1)</source>
        <translation>Fällige Gruppentests (A.2.1)</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Readings of the rules (A.5): all as the spec reads them.</source>
        <translation>Lesarten der Regeln (A.5): alle wie in der Spezifikation.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Readings of the rules changed from the spec's (A.5): %1.</source>
        <translation>Von der Spezifikation abweichende Lesarten der Regeln (A.5): %1.</translation>
    </message>
    <message>
        <location line="+11" />
        <source>The players' data (A.6, not given by the rules): small-arms fire counts within %1 squares (IM2); a tactical move is %2 squares; officers by seniority: %3; casualties that count in sight (IM3, IM4): %4.</source>
        <translation>Daten der Spieler (A.6, nicht von den Regeln vorgegeben): Handwaffenfeuer zählt innerhalb von %1 Feldern (IM2); eine taktische Bewegung ist %2 Felder; Offiziere nach Rang: %3; Verluste, die in Sicht zählen (IM3, IM4): %4.</translation>
    </message>
    <message>
        <location line="+4" />
        <source>none listed</source>
        <translation>keine aufgeführt</translation>
    </message>
    <message>
        <location line="+1" />
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Under each group: its conditions with the casualties that reach each for its own starting size, a tally box per member (casualties crossed, each threshold marked under its box), and its stands' once-only triggers (A.2.2) and latest results.</source>
        <translation>Unter jeder Gruppe: ihre Bedingungen mit den Verlusten, die jede für ihre eigene Anfangsstärke erreichen, ein Strichkästchen pro Mann (Verluste angekreuzt, jede Schwelle unter ihrem Kästchen markiert) sowie die einmaligen Auslöser (A.2.2) und letzten Ergebnisse ihrer Basen.</translation>
    </message>
    <message>
        <location line="+6" />
        <source>This force has no groups yet.</source>
        <translation>Diese Streitmacht hat noch keine Gruppen.</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Notes</source>
        <translation>Notizen</translation>
    </message>
</context>
<context>
    <name>md::ww1::Ww1ForceForm</name>
    <message>
        <location filename="../app/ww1/editors/Ww1ForceForm.cpp" line="+47" />
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <location line="+8" />
        <source>must not be empty</source>
        <translation>darf nicht leer sein</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Rename force: %1</source>
        <translation>Streitmacht umbenennen: %1</translation>
    </message>
    <message>
        <location line="+5" />
        <source>N&amp;otes:</source>
        <translation>N&amp;otizen:</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Edit force notes</source>
        <translation>Notizen der Streitmacht bearbeiten</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Readings of the rules (A.5)</source>
        <translation>Lesarten der Regeln (A.5)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Where the rules are unclear the program follows the readings below. Each starts at the reading the program recommends; its tooltip says which that is.</source>
        <translation>Wo die Regeln unklar sind, folgt das Programm den Lesarten unten. Jede beginnt mit der vom Programm empfohlenen Lesart; ihr Tooltip nennt sie.</translation>
    </message>
    <message>
        <location line="+24" />
        <source>%1: ticked is the recommended reading.</source>
        <translation>%1: angehakt ist die empfohlene Lesart.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1: unticked is the recommended reading.</source>
        <translation>%1: nicht angehakt ist die empfohlene Lesart.</translation>
    </message>
    <message>
        <location line="+12" />
        <source>Rule %1: back to the recommended reading</source>
        <translation>Regel %1: zurück zur empfohlenen Lesart</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Rule %1: %2</source>
        <translation>Regel %1: %2</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Always applied:</source>
        <translation>Immer angewandt:</translation>
    </message>
    <message>
        <location line="+2" />
        <source>• %1</source>
        <translation>• %1</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Your club's data (A.6)</source>
        <translation>Daten Ihres Clubs (A.6)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The rules do not give these: they are your club's own data. The values a new force starts with are placeholders. Replace them with your rules' scale.</source>
        <translation>Die Regeln geben diese nicht vor: es sind die eigenen Daten Ihres Clubs. Die Werte einer neuen Streitmacht sind Platzhalter. Ersetzen Sie sie durch den Maßstab Ihrer Regeln.</translation>
    </message>
    <message>
        <location line="+5" />
        <source>IM2 (A-8): small-arms fire from within this many squares gives -1. Placeholder: 2, the bracketed figure of the rules.</source>
        <translation>IM2 (A-8): Handwaffenfeuer aus höchstens so vielen Feldern gibt -1. Platzhalter: 2, der eingeklammerte Wert der Regeln.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Small-arms &amp;proximity:</source>
        <translation>Handwaffen&amp;nähe:</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Small-arms proximity: 1 square</source>
        <translation>Handwaffennähe: 1 Feld</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Small-arms proximity: %1 squares</source>
        <translation>Handwaffennähe: %1 Felder</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Duck back (A.3.3): cover within this many squares. Placeholder: 2. Replace with your rules' scale.</source>
        <translation>In Deckung (A.3.3): Deckung innerhalb so vieler Felder. Platzhalter: 2. Durch den Maßstab Ihrer Regeln ersetzen.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>&amp;Tactical move:</source>
        <translation>&amp;Taktische Bewegung:</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Tactical move: 1 square</source>
        <translation>Taktische Bewegung: 1 Feld</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Tactical move: %1 squares</source>
        <translation>Taktische Bewegung: %1 Felder</translation>
    </message>
    <message>
        <location line="+4" />
        <source>A-11's alternative reading: casualties in sight within this many squares count for IM3 and IM4. Used only when that reading is ticked above.</source>
        <translation>Alternative Lesart von A-11: Verluste in Sicht innerhalb so vieler Felder zählen für IM3 und IM4. Nur verwendet, wenn diese Lesart oben angehakt ist.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Casualties in &amp;sight within:</source>
        <translation>Verluste in &amp;Sicht innerhalb:</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Casualties in sight within: 1 square</source>
        <translation>Verluste in Sicht innerhalb: 1 Feld</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Casualties in sight within: %1 squares</source>
        <translation>Verluste in Sicht innerhalb: %1 Felder</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Ticked: the severity counts for IM3 and IM4 (walking wounded or worse).</source>
        <translation>Angehakt: der Schweregrad zählt für IM3 und IM4 (gehfähig verwundet oder schlimmer).</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Casualty se&amp;verities:</source>
        <translation>Verlust-Sch&amp;weregrade:</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Casualty severities</source>
        <translation>Verlust-Schweregrade</translation>
    </message>
    <message>
        <location line="+6" />
        <source>keep at least one severity: casualties count for IM3 and IM4 by theirs</source>
        <translation>mindestens einen Schweregrad behalten: Verluste zählen nach ihm für IM3 und IM4</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Remove casualty severity: %1</source>
        <translation>Verlust-Schweregrad entfernen: %1</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Move casualty severity: %1</source>
        <translation>Verlust-Schweregrad verschieben: %1</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Casualty severity counts for morale: %1</source>
        <translation>Verlust-Schweregrad zählt für die Moral: %1</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Casualty severity does not count for morale: %1</source>
        <translation>Verlust-Schweregrad zählt nicht für die Moral: %1</translation>
    </message>
    <message>
        <location line="+6" />
        <source>IM1: only the most senior officer present counts. Most senior first.</source>
        <translation>IM1: nur der ranghöchste anwesende Offizier zählt. Ranghöchster zuerst.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Officer ranks, &amp;most senior first:</source>
        <translation>Offiziersdienstgrade, &amp;ranghöchster zuerst:</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Officer ranks, most senior first</source>
        <translation>Offiziersdienstgrade, ranghöchster zuerst</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Move officer rank: %1</source>
        <translation>Offiziersdienstgrad verschieben: %1</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Groups</source>
        <translation>Gruppen</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Group template</source>
        <translation>Gruppenvorlage</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Empty group</source>
        <translation>Leere Gruppe</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Add group</source>
        <translation>Gruppe &amp;hinzufügen</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Add group from template</source>
        <translation>Gruppe aus Vorlage hinzufügen</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Te&amp;mplate:</source>
        <translation>&amp;Vorlage:</translation>
    </message>
    <message>
        <location line="+10" />
        <location line="+168" />
        <source> squares</source>
        <translation> Felder</translation>
    </message>
    <message>
        <location line="-143" />
        <source>a name must not be empty</source>
        <translation>ein Name darf nicht leer sein</translation>
    </message>
    <message>
        <location line="+3" />
        <source>"%1" is already in the list</source>
        <translation>„%1“ ist bereits in der Liste</translation>
    </message>
    <message>
        <location line="+12" />
        <source>at most %1 severities</source>
        <translation>höchstens %1 Schweregrade</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Add casualty severity: %1</source>
        <translation>Verlust-Schweregrad hinzufügen: %1</translation>
    </message>
    <message>
        <location line="+17" />
        <source>Rename casualty severity: %1</source>
        <translation>Verlust-Schweregrad umbenennen: %1</translation>
    </message>
    <message>
        <location line="+8" />
        <source>at most %1 ranks</source>
        <translation>höchstens %1 Dienstgrade</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Add officer rank: %1</source>
        <translation>Offiziersdienstgrad hinzufügen: %1</translation>
    </message>
    <message>
        <location line="+14" />
        <source>Rename officer rank: %1</source>
        <translation>Offiziersdienstgrad umbenennen: %1</translation>
    </message>
    <message>
        <location line="+18" />
        <source>%1 is the rank of %2: give that stand another rank first</source>
        <translation>%1 ist der Dienstgrad von %2: dieser Basis zuerst einen anderen Dienstgrad geben</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Remove officer rank: %1</source>
        <translation>Offiziersdienstgrad entfernen: %1</translation>
    </message>
    <message>
        <location line="+6" />
        <source>at most %1 groups in a force</source>
        <translation>höchstens %1 Gruppen in einer Streitmacht</translation>
    </message>
    <message>
        <location line="+6" />
        <source>New group</source>
        <translation>Neue Gruppe</translation>
    </message>
    <message>
        <location line="+13" />
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Add group: %1</source>
        <translation>Gruppe hinzufügen: %1</translation>
    </message>
    <message>
        <location line="+31" />
        <source> square</source>
        <translation> Feld</translation>
    </message>
</context>
<context>
    <name>md::ww1::Ww1GroupForm</name>
    <message>
        <location filename="../app/ww1/editors/Ww1GroupForm.cpp" line="+39" />
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <location line="+6" />
        <source>must not be empty</source>
        <translation>darf nicht leer sein</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Rename group: %1</source>
        <translation>Gruppe umbenennen: %1</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Whose group it is ("British", "German"): a force may hold both sides of an engagement.</source>
        <translation>Wessen Gruppe es ist („Briten“, „Deutsche“): eine Streitmacht kann beide Seiten eines Gefechts enthalten.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>&amp;Side:</source>
        <translation>&amp;Seite:</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Side of %1: %2</source>
        <translation>Seite von %1: %2</translation>
    </message>
    <message>
        <location line="+6" />
        <source>A.1: group morale is taken by a platoon or a company; a section is the smallest group the templates offer. The kind changes no test.</source>
        <translation>A.1: Gruppenmoral gilt für einen Zug oder eine Kompanie; ein Trupp ist die kleinste Gruppe der Vorlagen. Die Art ändert keinen Test.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>&amp;Kind:</source>
        <translation>&amp;Art:</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Kind of %1: %2</source>
        <translation>Art von %1: %2</translation>
    </message>
    <message>
        <location line="+6" />
        <source>A.3.2: when several groups must test, all attackers test first, then all defenders, each biggest to smallest. Set it for each engagement.</source>
        <translation>A.3.2: müssen mehrere Gruppen testen, testen zuerst alle Angreifer, dann alle Verteidiger, jeweils von der größten zur kleinsten. Für jedes Gefecht festlegen.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>&amp;Role in this engagement:</source>
        <translation>&amp;Rolle in diesem Gefecht:</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Role of %1: %2</source>
        <translation>Rolle von %1: %2</translation>
    </message>
    <message>
        <location line="+4" />
        <source>A.1: the men (figures) at the start, not the stands. C1-C3 count casualties against it (A-3).</source>
        <translation>A.1: die Männer (Figuren) zu Beginn, nicht die Basen. C1-C3 zählen Verluste dagegen (A-3).</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Starting &amp;members:</source>
        <translation>Anfangs&amp;stärke:</translation>
    </message>
    <message>
        <location line="+4" />
        <source>A correction of the tally only: it starts no group test. Record casualties in play, where a condition reached brings its test (A.2.1).</source>
        <translation>Nur eine Korrektur der Strichliste: sie löst keinen Gruppentest aus. Verluste im Spiel erfassen, wo eine erreichte Bedingung ihren Test bringt (A.2.1).</translation>
    </message>
    <message>
        <location line="+2" />
        <source>&amp;Casualties (correction):</source>
        <translation>&amp;Verluste (Korrektur):</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Tests at:</source>
        <translation>Tests bei:</translation>
    </message>
    <message>
        <location line="+1" />
        <source>A.2.1: the casualties that reach C1 (at +0), C2 (at -2) and C3 (at -4) for this many starting members, under the readings of this force.</source>
        <translation>A.2.1: die Verluste, die C1 (bei +0), C2 (bei -2) und C3 (bei -4) für diese Anfangsstärke erreichen, nach den Lesarten dieser Streitmacht.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Status:</source>
        <translation>Status:</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Conditions tested:</source>
        <translation>Getestete Bedingungen:</translation>
    </message>
    <message>
        <location line="+1" />
        <source>A.2.1 rule 1: a group tests for each condition once.</source>
        <translation>A.2.1 Regel 1: eine Gruppe testet jede Bedingung einmal.</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Add s&amp;tand</source>
        <translation>&amp;Basis hinzufügen</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Move &amp;up</source>
        <translation>Nach &amp;oben</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Move group up</source>
        <translation>Gruppe nach oben</translation>
    </message>
    <message>
        <location line="+1" />
        <source>A.3.2: groups of the same role and size test in this order.</source>
        <translation>A.3.2: Gruppen gleicher Rolle und Größe testen in dieser Reihenfolge.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Move do&amp;wn</source>
        <translation>Nach &amp;unten</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Move group down</source>
        <translation>Gruppe nach unten</translation>
    </message>
    <message>
        <location line="+2" />
        <source>&amp;Remove group</source>
        <translation>Gruppe &amp;entfernen</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Group actions</source>
        <translation>Gruppenaktionen</translation>
    </message>
    <message>
        <location line="+11" />
        <source>Remove group: %1</source>
        <translation>Gruppe entfernen: %1</translation>
    </message>
    <message>
        <location line="+27" />
        <source>must be at least 1</source>
        <translation>muss mindestens 1 sein</translation>
    </message>
    <message>
        <location line="+2" />
        <source>must be at most %1</source>
        <translation>darf höchstens %1 sein</translation>
    </message>
    <message>
        <location line="+2" />
        <source>must be at least the casualties (%1)</source>
        <translation>muss mindestens die Verluste (%1) betragen</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Starting members of %1: %2</source>
        <translation>Anfangsstärke von %1: %2</translation>
    </message>
    <message>
        <location line="+9" />
        <source>must not be more than the starting members (%1)</source>
        <translation>darf nicht über der Anfangsstärke (%1) liegen</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Correct casualties of %1: %2</source>
        <translation>Verluste von %1 korrigieren: %2</translation>
    </message>
    <message>
        <location line="+9" />
        <source>at most %1 stands in a group</source>
        <translation>höchstens %1 Basen in einer Gruppe</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Stand %1</source>
        <translation>Basis %1</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Add stand: %1</source>
        <translation>Basis hinzufügen: %1</translation>
    </message>
    <message>
        <location line="+18" />
        <source>Move group up: %1</source>
        <translation>Gruppe nach oben: %1</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Move group down: %1</source>
        <translation>Gruppe nach unten: %1</translation>
    </message>
    <message>
        <location line="+21" />
        <source>%1 at %2</source>
        <translation>%1 bei %2</translation>
    </message>
    <message>
        <location line="+2" />
        <source>no test (no members)</source>
        <translation>kein Test (keine Männer)</translation>
    </message>
    <message>
        <location line="+0" />
        <source>%1 casualties</source>
        <translation>%1 Verluste</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1 of %2 men fit</source>
        <translation>%1 von %2 Mann einsatzfähig</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1 (until it reaches its own line: clear it in play, A.4.1); %2</source>
        <translation>%1 (bis sie die eigene Linie erreicht: im Spiel beenden, A.4.1); %2</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1; %2</source>
        <translation>%1; %2</translation>
    </message>
    <message>
        <location line="+4" />
        <source>none yet</source>
        <translation>noch keine</translation>
    </message>
</context>
<context>
    <name>md::ww1::Ww1GroupKind</name>
    <message>
        <location filename="../core/ww1/model/Ww1Enums.h" line="-45" />
        <source>Section</source>
        <translation>Trupp</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Platoon</source>
        <translation>Zug</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Company</source>
        <translation>Kompanie</translation>
    </message>
</context>
<context>
    <name>md::ww1::Ww1GroupPanel</name>
    <message>
        <location filename="../app/ww1/widgets/Ww1GroupPanel.cpp" line="+83" />
        <source>+&amp;1 casualty</source>
        <translation>+&amp;1 Verlust</translation>
    </message>
    <message>
        <location line="+0" />
        <source>One individual hit on any stand of the group (A.1).</source>
        <translation>Ein Einzeltreffer auf eine beliebige Basis der Gruppe (A.1).</translation>
    </message>
    <message>
        <location line="+1" />
        <source>−1</source>
        <translation>−1</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Takes back one casualty entered by mistake.</source>
        <translation>Nimmt einen versehentlich eingegebenen Verlust zurück.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>&amp;Add</source>
        <translation>&amp;Hinzufügen</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Several individual hits at once, from one fire or combat step (A.2.1 rule 3).</source>
        <translation>Mehrere Einzeltreffer auf einmal, aus einem Feuer- oder Kampfschritt (A.2.1 Regel 3).</translation>
    </message>
    <message>
        <location line="+1" />
        <source>C&amp;lear withdrawal</source>
        <translation>Rückzug &amp;beenden</translation>
    </message>
    <message>
        <location line="+0" />
        <source>The group reached its own line: its withdrawal ends (A.4.1, A-10).</source>
        <translation>Die Gruppe hat die eigene Linie erreicht: ihr Rückzug endet (A.4.1, A-10).</translation>
    </message>
    <message>
        <location line="+3" />
        <source>R&amp;oll 2d6</source>
        <translation>2d6 &amp;würfeln</translation>
    </message>
    <message>
        <location line="+0" />
        <source>The program rolls 2d6 for the selected group's test.</source>
        <translation>Das Programm würfelt 2d6 für den Test der gewählten Gruppe.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Appl&amp;y typed 2d6</source>
        <translation>Eingegebene 2d6 a&amp;nwenden</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Applies the total of your own two dice to the selected group's test.</source>
        <translation>Wendet die Summe Ihrer eigenen zwei Würfel auf den Test der gewählten Gruppe an.</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Casualties</source>
        <translation>Verluste</translation>
    </message>
    <message>
        <location line="+10" />
        <source>Group state</source>
        <translation>Gruppenzustand</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Minus one casualty</source>
        <translation>Minus ein Verlust</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Casualties to add</source>
        <translation>Hinzuzufügende Verluste</translation>
    </message>
    <message>
        <location line="+16" />
        <source>Group tests due, in testing order: attackers first, biggest first (A.3.2)</source>
        <translation>Fällige Gruppentests, in Testreihenfolge: Angreifer zuerst, größte zuerst (A.3.2)</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Group tests due</source>
        <translation>Fällige Gruppentests</translation>
    </message>
    <message>
        <location line="+15" />
        <source>Group test</source>
        <translation>Gruppentest</translation>
    </message>
    <message>
        <location line="+11" />
        <source>Typed 2d6, roll %1</source>
        <translation>2d6 eingegeben, Wurf %1</translation>
    </message>
    <message>
        <location line="+2" />
        <source>or the 2d6 you rolled:</source>
        <translation>oder Ihr 2d6-Wurf:</translation>
    </message>
    <message>
        <location line="+27" />
        <source>Group test result</source>
        <translation>Ergebnis des Gruppentests</translation>
    </message>
    <message>
        <location line="+22" />
        <source>Undone: %1</source>
        <translation>Rückgängig gemacht: %1</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Redone: %1</source>
        <translation>Wiederhergestellt: %1</translation>
    </message>
    <message>
        <location line="+55" />
        <source>Select a group in the roster.</source>
        <translation>Eine Gruppe in der Aufstellung wählen.</translation>
    </message>
    <message>
        <location line="+6" />
        <source>%1 at %2</source>
        <translation>%1 bei %2</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1, %2. Casualties %3 of %4 (%5 still effective). Tests at %6. Tested: %7. %8.</source>
        <translation>%1, %2. Verluste %3 von %4 (%5 noch effektiv). Tests bei %6. Getestet: %7. %8.</translation>
    </message>
    <message>
        <location line="+6" />
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <location line="+20" />
        <source>No group test is due: casualties have not reached a condition the group has not yet tested (A.2.1).</source>
        <translation>Kein Gruppentest fällig: die Verluste haben keine noch nicht getestete Bedingung erreicht (A.2.1).</translation>
    </message>
    <message>
        <location line="+118" />
        <source>No group test is due.</source>
        <translation>Kein Gruppentest fällig.</translation>
    </message>
    <message>
        <location line="-102" />
        <source>%1: carries on if 2d6 %2 %3 ≥ 6, so it needs &lt;b&gt;%4+&lt;/b&gt; on the dice</source>
        <translation>%1: macht weiter, wenn 2d6 %2 %3 ≥ 6, braucht also &lt;b&gt;%4+&lt;/b&gt; auf den Würfeln</translation>
    </message>
    <message>
        <location line="-10" />
        <source>No group test is due: enter casualties as they happen; a test comes due by itself (A.2.1).</source>
        <translation>Kein Gruppentest ist fällig: geben Sie Verluste ein, wenn sie entstehen; ein Test wird von selbst fällig (A.2.1).</translation>
    </message>
    <message>
        <location line="+17" />
        <source> Tested in turn, least severe first; a failure ends it (A-4 option).</source>
        <translation> Der Reihe nach getestet, die leichteste zuerst; ein Fehlschlag beendet es (Option A-4).</translation>
    </message>
    <message>
        <location line="+1" />
        <source> Reached together: one test at the worst modifier (A-4).</source>
        <translation> Gemeinsam erreicht: ein Test mit dem schlechtesten Modifikator (A-4).</translation>
    </message>
    <message>
        <location line="+2" />
        <source>&lt;b&gt;%1: test %2&lt;/b&gt; (%3 casualties of %4).%5&lt;br&gt;%6&lt;br&gt;P(carry on) &lt;b&gt;%7&lt;/b&gt; · P(withdraw) &lt;b&gt;%8&lt;/b&gt;</source>
        <translation>&lt;b&gt;%1: Test %2&lt;/b&gt; (%3 Verluste von %4).%5&lt;br&gt;%6&lt;br&gt;P(Weitermachen) &lt;b&gt;%7&lt;/b&gt; · P(Rückzug) &lt;b&gt;%8&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+32" />
        <source>Each condition is tested in turn with its own 2d6; a failure ends it, and the rolls after it are not used (A-4 option).</source>
        <translation>Jede Bedingung wird nacheinander mit eigenen 2d6 getestet; ein Fehlschlag beendet den Test, die folgenden Würfe werden nicht verwendet (Option A-4).</translation>
    </message>
    <message numerus="yes">
        <location line="+29" />
        <source>Group tests due: %n, first %1 (A.3.2).</source>
        <translation>
            <numerusform>Fällige Gruppentests: %n, zuerst %1 (A.3.2).</numerusform>
            <numerusform>Fällige Gruppentests: %n, zuerst %1 (A.3.2).</numerusform>
        </translation>
    </message>
    <message>
        <location line="+13" />
        <source>Typed 2d6: %1 is not a total two dice can show (2-12).</source>
        <translation>Eingegebener 2d6-Wurf: %1 ist keine Summe, die zwei Würfel zeigen können (2-12).</translation>
    </message>
    <message numerus="yes">
        <location line="+6" />
        <source>This group test takes %n roll(s) (A.3.1, A-4); %1 typed.</source>
        <translation>
            <numerusform>Dieser Gruppentest braucht %n Wurf (A.3.1, A-4); %1 eingegeben.</numerusform>
            <numerusform>Dieser Gruppentest braucht %n Würfe (A.3.1, A-4); %1 eingegeben.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+25" />
        <source>%1 carries on.</source>
        <translation>%1 macht weiter.</translation>
    </message>
    <message>
        <location line="+0" />
        <source>%1 withdraws in good order (A.4.1).</source>
        <translation>%1 zieht sich geordnet zurück (A.4.1).</translation>
    </message>
    <message>
        <location line="+8" />
        <source>%1: withdrawal over.</source>
        <translation>%1: Rückzug beendet.</translation>
    </message>
    <message>
        <location line="+12" />
        <source>No group test yet.</source>
        <translation>Noch kein Gruppentest.</translation>
    </message>
    <message>
        <location line="+10" />
        <source>&lt;b&gt;%1&lt;/b&gt;, turn %2, test %3 (A.3.1): 2d6 %4 → &lt;b&gt;%5&lt;/b&gt;</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;, Runde %2, Test %3 (A.3.1): 2d6 %4 → &lt;b&gt;%5&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+4" />
        <source>carries on</source>
        <translation>macht weiter</translation>
    </message>
    <message>
        <location line="+1" />
        <source>withdraws in good order, recovering casualties and fighting back to its own line (A.4.1)</source>
        <translation>zieht sich geordnet zurück, birgt Verluste und kämpft sich zur eigenen Linie zurück (A.4.1)</translation>
    </message>
</context>
<context>
    <name>md::ww1::Ww1GroupRules</name>
    <message>
        <location filename="../core/ww1/rules/Ww1GroupRules.cpp" line="+111" />
        <source>Two or more casualties (25 % above eight members)</source>
        <translation>Zwei oder mehr Verluste (25 % über acht Mitglieder)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>50 % casualties</source>
        <translation>50 % Verluste</translation>
    </message>
    <message>
        <location line="+2" />
        <source>75 % casualties</source>
        <translation>75 % Verluste</translation>
    </message>
    <message>
        <location line="+23" />
        <source>%1, reached together with %2: one test at the worst modifier</source>
        <translation>%1, zusammen mit %2 erreicht: ein Test mit dem schlechtesten Modifikator</translation>
    </message>
</context>
<context>
    <name>md::ww1::Ww1GroupStatus</name>
    <message>
        <location filename="../core/ww1/model/Ww1Enums.h" line="+27" />
        <source>Carrying on</source>
        <translation>Weitermachen</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Withdrawing</source>
        <translation>Zieht sich zurück</translation>
    </message>
</context>
<context>
    <name>md::ww1::Ww1IndividualPanel</name>
    <message>
        <location filename="../app/ww1/widgets/Ww1IndividualPanel.cpp" line="+44" />
        <source>No stand stands in a square: give the stands their squares in the editor.</source>
        <translation>Keine Basis steht in einem Feld: Weisen Sie den Basen im Editor ihre Felder zu.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Roll 2d6 for the square</source>
        <translation>2d6 für das Feld &amp;würfeln</translation>
    </message>
    <message>
        <location line="+2" />
        <source>A&amp;pply typed 2d6</source>
        <translation>Eingegebenen 2d6-Wurf &amp;anwenden</translation>
    </message>
    <message>
        <location line="+8" />
        <source>&amp;Square:</source>
        <translation>&amp;Feld:</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Square</source>
        <translation>Feld</translation>
    </message>
    <message>
        <location line="+10" />
        <source>Roll already made in this square</source>
        <translation>In diesem Feld bereits gewürfelt</translation>
    </message>
    <message>
        <location line="+21" />
        <source>The program rolls one 2d6 for the square; every ticked stand adds its own modifiers to the same roll (A.3.3).</source>
        <translation>Das Programm würfelt einen 2d6-Wurf für das Feld; jede angehakte Basis addiert ihre eigenen Modifikatoren zum selben Wurf (A.3.3).</translation>
    </message>
    <message>
        <location line="+5" />
        <source>or the 2d6 you rolled:</source>
        <translation>oder Ihr eigener 2d6-Wurf:</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Typed 2d6</source>
        <translation>Eingegebener 2d6-Wurf</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Applies the total of your own two dice to every ticked stand.</source>
        <translation>Wendet die Summe Ihrer eigenen zwei Würfel auf jede angehakte Basis an.</translation>
    </message>
    <message>
        <location line="+13" />
        <source>Individual test result</source>
        <translation>Ergebnis des Einzeltests</translation>
    </message>
    <message>
        <location line="+18" />
        <source>Undone: %1</source>
        <translation>Rückgängig gemacht: %1</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Redone: %1</source>
        <translation>Wiederhergestellt: %1</translation>
    </message>
    <message>
        <location line="+47" />
        <source>%1 rolled %2 this turn; the footnote to A.3.3 applies the same roll to co-located stands.</source>
        <translation>%1 hat diese Runde %2 gewürfelt; laut Fußnote zu A.3.3 gilt derselbe Wurf für Basen im selben Feld.</translation>
    </message>
    <message>
        <location line="+58" />
        <source>Casualties in sight count %1 (A-11).</source>
        <translation>Sichtbare Verluste zählen %1 (A-11).</translation>
    </message>
    <message>
        <location line="+15" />
        <source>No stand stands in this square: give the stands their squares in the editor.</source>
        <translation>In diesem Feld steht keine Basis: weisen Sie den Basen im Editor ihre Felder zu.</translation>
    </message>
    <message>
        <location line="+2" />
        <location line="+32" />
        <source>Tick the stands in square %1 that test, then roll (A.3.3).</source>
        <translation>Die testenden Basen in Feld %1 ankreuzen, dann würfeln (A.3.3).</translation>
    </message>
    <message>
        <location line="-15" />
        <source>Typed 2d6: %1 is not a total two dice can show (2-12).</source>
        <translation>Eingegebener 2d6-Wurf: %1 ist keine Summe, die zwei Würfel zeigen können (2-12).</translation>
    </message>
    <message numerus="yes">
        <location line="+27" />
        <source>Square %1: 2d6 rolled %2 for %n stand(s).</source>
        <translation>
            <numerusform>Feld %1: 2d6 ergab %2 für %n Basis.</numerusform>
            <numerusform>Feld %1: 2d6 ergab %2 für %n Basen.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+14" />
        <source>No individual test yet. Each stand's total, result and meaning show here after the roll.</source>
        <translation>Noch kein Einzeltest. Summe, Ergebnis und Bedeutung jeder Basis erscheinen hier nach dem Wurf.</translation>
    </message>
    <message>
        <location line="+11" />
        <source>&lt;b&gt;Square %1, turn %2: one 2d6 rolled %3 (A.3.3)&lt;/b&gt;</source>
        <translation>&lt;b&gt;Feld %1, Runde %2: ein 2d6-Wurf ergab %3 (A.3.3)&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+3" />
        <source>&lt;br&gt;&lt;b&gt;%1&lt;/b&gt; (%2): 2d6 %3 → &lt;b&gt;%4&lt;/b&gt;. %5</source>
        <translation>&lt;br&gt;&lt;b&gt;%1&lt;/b&gt; (%2): 2d6 %3 → &lt;b&gt;%4&lt;/b&gt;. %5</translation>
    </message>
</context>
<context>
    <name>md::ww1::Ww1IndividualRules</name>
    <message>
        <location filename="../core/ww1/rules/Ww1IndividualRules.cpp" line="+35" />
        <source>IM1 not applied: %1 is an officer, led by example only by a more senior officer; name him (leader=STAND) so that his seniority is known (A-7).</source>
        <translation>IM1 nicht angewandt: %1 ist Offizier und wird nur von einem ranghöheren Offizier mit gutem Beispiel geführt; benennen Sie ihn (leader=STAND), damit sein Dienstgrad bekannt ist (A-7).</translation>
    </message>
    <message>
        <location line="+5" />
        <source>IM1 not applied: %1 does not lead himself by example (A-7).</source>
        <translation>IM1 nicht angewandt: %1 kann sich nicht selbst mit gutem Beispiel führen (A-7).</translation>
    </message>
    <message>
        <location line="+4" />
        <source>IM1 not applied: "%1" is not an officer (A.3.3 IM1).</source>
        <translation>IM1 nicht angewandt: „%1“ ist kein Offizier (A.3.3 IM1).</translation>
    </message>
    <message>
        <location line="+2" />
        <source>IM1 not applied: %1 has surrendered (A.4.2).</source>
        <translation>IM1 nicht angewandt: %1 hat sich ergeben (A.4.2).</translation>
    </message>
    <message>
        <location line="+3" />
        <source>IM1 not applied: %1 is not on %2's side (A.3.3 IM1).</source>
        <translation>IM1 nicht angewandt: %1 ist nicht auf der Seite von %2 (A.3.3 IM1).</translation>
    </message>
    <message>
        <location line="+5" />
        <source>IM1 not applied: %1 is not senior to %2 (A-7).</source>
        <translation>IM1 nicht angewandt: %1 ist nicht ranghöher als %2 (A-7).</translation>
    </message>
    <message>
        <location line="+11" />
        <source>Officer leading by example</source>
        <translation>Offizier geht mit gutem Beispiel voran</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Officer leading by example: %1</source>
        <translation>Offizier geht mit gutem Beispiel voran: %1</translation>
    </message>
    <message numerus="yes">
        <location line="+5" />
        <source>Under fire (small arms within %n square(s), indirect fire or grenades)</source>
        <translation>
            <numerusform>Unter Beschuss (Handwaffen innerhalb %n Feld, Steilfeuer oder Granaten)</numerusform>
            <numerusform>Unter Beschuss (Handwaffen innerhalb %n Feldern, Steilfeuer oder Granaten)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+9" />
        <source>%n friendly casualty(ies) in sight within %1 square(s) (A-11)</source>
        <translation>
            <numerusform>%n sichtbarer eigener Verlust innerhalb %1 Feld(ern) (A-11)</numerusform>
            <numerusform>%n sichtbare eigene Verluste innerhalb %1 Feld(ern) (A-11)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1" />
        <source>%n friendly casualty(ies) in sight in the square (A-11)</source>
        <translation>
            <numerusform>%n sichtbarer eigener Verlust im Feld (A-11)</numerusform>
            <numerusform>%n sichtbare eigene Verluste im Feld (A-11)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6" />
        <source>%n enemy casualty(ies) in sight within %1 square(s) (A-11)</source>
        <translation>
            <numerusform>%n sichtbarer feindlicher Verlust innerhalb %1 Feld(ern) (A-11)</numerusform>
            <numerusform>%n sichtbare feindliche Verluste innerhalb %1 Feld(ern) (A-11)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1" />
        <source>%n enemy casualty(ies) in sight in the square (A-11)</source>
        <translation>
            <numerusform>%n sichtbarer feindlicher Verlust im Feld (A-11)</numerusform>
            <numerusform>%n sichtbare feindliche Verluste im Feld (A-11)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4" />
        <source>Visibly outnumbered</source>
        <translation>Sichtbar in Unterzahl</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Melee threatened with edged weapon</source>
        <translation>Nahkampf mit Blankwaffe droht</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Officer taking morale</source>
        <translation>Offizier legt Moraltest ab</translation>
    </message>
    <message>
        <location line="+2" />
        <source>NCO taking morale</source>
        <translation>Unteroffizier legt Moraltest ab</translation>
    </message>
    <message>
        <location line="+74" />
        <source>%1 has surrendered and takes no more tests (A.4.2).</source>
        <translation>%1 hat sich ergeben und legt keine Tests mehr ab (A.4.2).</translation>
    </message>
    <message>
        <location line="+4" />
        <source>%1 has already tested for coming under fire for the first time: once a game (T1, A.2.2).</source>
        <translation>%1 hat bereits für den ersten Beschuss getestet: einmal pro Spiel (T1, A.2.2).</translation>
    </message>
    <message>
        <location line="+4" />
        <source>%1 has already tested for a first hand-to-hand combat: once a game (T3, A.2.2).</source>
        <translation>%1 hat bereits für einen ersten Nahkampf getestet: einmal pro Spiel (T3, A.2.2).</translation>
    </message>
    <message>
        <location line="+5" />
        <source>%1 has already tested for entering an enemy position: once per stand (T2, A-6).</source>
        <translation>%1 hat bereits für das Eindringen in eine feindliche Stellung getestet: einmal pro Basis (T2, A-6).</translation>
    </message>
</context>
<context>
    <name>md::ww1::Ww1ListEditor</name>
    <message>
        <location filename="../app/ww1/editors/Ww1ListEditor.cpp" line="+20" />
        <source>Add</source>
        <translation>Hinzufügen</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Up</source>
        <translation>Nach oben</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Down</source>
        <translation>Nach unten</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Double-click a name to rename it.</source>
        <translation>Doppelklicken Sie auf einen Namen, um ihn umzubenennen.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Double-click a name to rename it. %1</source>
        <translation>Doppelklicken Sie auf einen Namen, um ihn umzubenennen. %1</translation>
    </message>
    <message>
        <location line="+4" />
        <source>New name</source>
        <translation>Neuer Name</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Move the selected name up</source>
        <translation>Ausgewählten Namen nach oben verschieben</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Move the selected name down</source>
        <translation>Ausgewählten Namen nach unten verschieben</translation>
    </message>
</context>
<context>
    <name>md::ww1::Ww1LogEvent</name>
    <message>
        <location filename="../core/ww1/model/Ww1LogRecord.h" line="+55" />
        <source>Casualties</source>
        <translation>Verluste</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Group test</source>
        <translation>Gruppentest</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Individual test</source>
        <translation>Einzeltest</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Withdrawal ended</source>
        <translation>Rückzug beendet</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Result cleared</source>
        <translation>Ergebnis aufgehoben</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Turn ended</source>
        <translation>Runde beendet</translation>
    </message>
</context>
<context>
    <name>md::ww1::Ww1LogModel</name>
    <message>
        <location filename="../app/ww1/models/Ww1LogModel.cpp" line="+55" />
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <location line="+4" />
        <source>%1
Modifiers: %2</source>
        <translation>%1
Modifikatoren: %2</translation>
    </message>
    <message>
        <location line="+13" />
        <source>Turn</source>
        <translation>Runde</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Event</source>
        <translation>Ereignis</translation>
    </message>
    <message>
        <location line="+2" />
        <source>What happened</source>
        <translation>Was geschah</translation>
    </message>
</context>
<context>
    <name>md::ww1::Ww1Options</name>
    <message>
        <location filename="../core/ww1/Ww1Options.cpp" line="+33" />
        <source>C1 above eight members: round the 25 % threshold down (9–11 members: 2 casualties) (A-1)</source>
        <translation>C1 über acht Mitglieder: 25-%-Schwelle abrunden (9–11 Mitglieder: 2 Verluste) (A-1)</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Conditions reached together: test each in turn, least severe first, until one fails (A-4)</source>
        <translation>Zusammen erreichte Bedingungen: nacheinander testen, die leichteste zuerst, bis ein Test misslingt (A-4)</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Group testing order: biggest by starting size, not by members left (A-5)</source>
        <translation>Test-Reihenfolge der Gruppen: größte nach Anfangsstärke, nicht nach verbliebenen Mitgliedern (A-5)</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Entering an enemy position: test on every attempt, not once per stand (A-6)</source>
        <translation>Eindringen in eine feindliche Stellung: bei jedem Versuch testen, nicht einmal pro Basis (A-6)</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Casualties in sight: every visible one within the sight distance, not only the testers' square (A-11)</source>
        <translation>Sichtbare Verluste: alle sichtbaren innerhalb der Sichtweite, nicht nur im Feld der Testenden (A-11)</translation>
    </message>
    <message>
        <location line="+4" />
        <source>50 % and 75 % casualties are reached at exactly that share, or more (A-2)</source>
        <translation>50 % und 75 % Verluste gelten bei genau diesem Anteil oder mehr als erreicht (A-2)</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Casualty shares count against the group's starting size (A-3)</source>
        <translation>Verlustanteile beziehen sich auf die Anfangsstärke der Gruppe (A-3)</translation>
    </message>
    <message>
        <location line="+3" />
        <source>An officer does not lead himself by example; a more senior officer may lead him (A-7)</source>
        <translation>Ein Offizier geht nicht sich selbst mit gutem Beispiel voran; ein ranghöherer Offizier kann es für ihn tun (A-7)</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Small arms fire counts within the proximity setting, 2 squares unless changed (A-8)</source>
        <translation>Handwaffenfeuer zählt innerhalb der Nähe-Einstellung, 2 Felder, sofern nicht geändert (A-8)</translation>
    </message>
    <message>
        <location line="+3" />
        <source>A total of 0 ducks back; surrender is −1 or less (A-9)</source>
        <translation>Eine Summe von 0 bedeutet In Deckung; Ergeben bei −1 oder weniger (A-9)</translation>
    </message>
    <message>
        <location line="+3" />
        <source>A withdrawing group withdraws until the players clear it at its own line (A-10)</source>
        <translation>Eine Gruppe im Rückzug weicht zurück, bis die Spieler den Rückzug an ihrer eigenen Linie beenden (A-10)</translation>
    </message>
    <message>
        <location line="+3" />
        <source>One 2d6 per square, shared by every stand testing in it, each with its own modifiers (A-12)</source>
        <translation>Ein 2d6-Wurf pro Feld, geteilt von jeder dort testenden Basis, jede mit eigenen Modifikatoren (A-12)</translation>
    </message>
</context>
<context>
    <name>md::ww1::Ww1PlayCommand</name>
    <message>
        <location filename="../app/ww1/commands/Ww1PlayCommand.cpp" line="+44" />
        <source>Casualties: %1 %2</source>
        <translation>Verluste: %1 %2</translation>
    </message>
    <message>
        <location line="+13" />
        <source>WW1 group test: %1</source>
        <translation>WW1-Gruppentest: %1</translation>
    </message>
    <message>
        <location line="+1" />
        <source>WW1 group test %1: %2</source>
        <translation>WW1-Gruppentest %1: %2</translation>
    </message>
    <message>
        <location line="+20" />
        <source>Individual test, square %1: %2</source>
        <translation>Einzeltest, Feld %1: %2</translation>
    </message>
    <message numerus="yes">
        <location line="+1" />
        <source>Individual test, square %1 (%n stands)</source>
        <translation>
            <numerusform>Einzeltest, Feld %1 (%n Basis)</numerusform>
            <numerusform>Einzeltest, Feld %1 (%n Basen)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+11" />
        <source>Clear withdrawal: %1</source>
        <translation>Rückzug beenden: %1</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Clear result: %1</source>
        <translation>Ergebnis aufheben: %1</translation>
    </message>
    <message>
        <location line="+6" />
        <source>End turn</source>
        <translation>Runde beenden</translation>
    </message>
</context>
<context>
    <name>md::ww1::Ww1PlayReport</name>
    <message>
        <location filename="../app/ww1/cli/Ww1PlayReport.cpp" line="+23" />
        <source>Step %1 (%2): %3</source>
        <translation>Schritt %1 (%2): %3</translation>
    </message>
    <message>
        <location line="+16" />
        <source>After the steps (%1): turn %2.</source>
        <translation>Nach den Schritten (%1): Runde %2.</translation>
    </message>
    <message>
        <location line="+5" />
        <source>%1, %2: %3 of %4 casualties</source>
        <translation>%1, %2: %3 von %4 Verlusten</translation>
    </message>
    <message>
        <location line="+5" />
        <source>tested %1</source>
        <translation>getestet %1</translation>
    </message>
    <message>
        <location line="+6" />
        <source>%1 in %2: %3.</source>
        <translation>%1 in %2: %3.</translation>
    </message>
    <message>
        <location line="+10" />
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Group tests due, in order (A.3.2): %1.</source>
        <translation>Fällige Gruppentests, in Reihenfolge (A.3.2): %1.</translation>
    </message>
</context>
<context>
    <name>md::ww1::Ww1PlaySubcommand</name>
    <message>
        <location filename="../app/ww1/cli/Ww1PlaySubcommand.cpp" line="+47" />
        <source>step %1 (script line %2)</source>
        <translation>Schritt %1 (Skriptzeile %2)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>step %1</source>
        <translation>Schritt %1</translation>
    </message>
    <message>
        <location line="+9" />
        <source>--script -: cannot read standard input: %1</source>
        <translation>--script -: die Standardeingabe kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <location line="+6" />
        <source>--script %1: it is a folder</source>
        <translation>--script %1: es ist ein Ordner</translation>
    </message>
    <message>
        <location line="+1" />
        <source>--script %1: no such file</source>
        <translation>--script %1: keine solche Datei</translation>
    </message>
    <message>
        <location line="+5" />
        <location line="+9" />
        <source>--script %1: %2</source>
        <translation>--script %1: %2</translation>
    </message>
    <message>
        <location line="+7" />
        <source>--script %1: larger than %2 MiB</source>
        <translation>--script %1: größer als %2 MiB</translation>
    </message>
    <message>
        <location line="+8" />
        <source>--script %1: not UTF-8 text</source>
        <translation>--script %1: kein UTF-8-Text</translation>
    </message>
    <message>
        <location line="+19" />
        <source>WW1 morale (--system ww1, or a WW1 force file): plays steps on a force file without a window, through the same rules engine as the window, and prints what each step did, with every modifier and its rule, and then the force. Steps come from each --do, then from the script, one a line (blank lines and lines starting with # are ignored). Groups and stands are named by their id in the file. The first step that cannot be played stops the run (exit 1) and nothing is written.</source>
        <translation>WW1-Moral (--system ww1 oder eine WW1-Streitmachtdatei): spielt Schritte auf einer Streitmachtdatei ohne Fenster ab, mit derselben Regel-Engine wie das Fenster, und gibt aus, was jeder Schritt bewirkt hat, mit jedem Modifikator und seiner Regel, danach die Streitmacht. Die Schritte kommen aus jedem --do, dann aus dem Skript, einer pro Zeile (Leerzeilen und Zeilen, die mit # beginnen, werden ignoriert). Gruppen und Basen werden über ihre id in der Datei benannt. Der erste Schritt, der nicht gespielt werden kann, beendet den Lauf (Exit-Code 1), und nichts wird geschrieben.</translation>
    </message>
    <message>
        <location line="+7" />
        <source>The play subcommand.</source>
        <translation>Der Unterbefehl play.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The force file to play on; it is only read.</source>
        <translation>Die Streitmachtdatei, auf der gespielt wird; sie wird nur gelesen.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>A step to play (repeatable), e.g. --do "group-test pl1 7".</source>
        <translation>Ein zu spielender Schritt (wiederholbar), z. B. --do "group-test pl1 7".</translation>
    </message>
    <message>
        <location line="+1" />
        <source>A file of steps, one a line, played after the --do steps; - reads standard input.</source>
        <translation>Eine Datei mit Schritten, einer pro Zeile, gespielt nach den --do-Schritten; - liest die Standardeingabe.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Roll the dice of steps without a typed roll from this seed, so that a run can be repeated (0 to 4294967295). Without it they roll at random.</source>
        <translation>Würfelt Schritte ohne eingegebenen Wurf aus diesem Startwert, damit ein Lauf wiederholbar ist (0 bis 4294967295). Ohne ihn wird zufällig gewürfelt.</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Write the force the steps leave, log included, to OUT (- for standard output). Without it nothing is written.</source>
        <translation>Schreibt die Streitmacht nach den Schritten, samt Protokoll, nach OUT (- für die Standardausgabe). Ohne dies wird nichts geschrieben.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Print one JSON object: each step and the summary.</source>
        <translation>Ein JSON-Objekt ausgeben: jeder Schritt und die Zusammenfassung.</translation>
    </message>
    <message>
        <location line="+13" />
        <source>expects a force file: moraledesk play FILE [--do STEP]... [--script PATH|-]</source>
        <translation>erwartet eine Streitmachtdatei: moraledesk play FILE [--do STEP]... [--script PATH|-]</translation>
    </message>
    <message>
        <location line="+2" />
        <source>unexpected argument "%1"</source>
        <translation>unerwartetes Argument „%1“</translation>
    </message>
    <message>
        <location line="+6" />
        <source>-o needs a file name, or - for standard output</source>
        <translation>-o braucht einen Dateinamen oder - für die Standardausgabe</translation>
    </message>
    <message>
        <location line="+3" />
        <source>--json and -o %1 would both write to standard output; give -o a file</source>
        <translation>--json und -o %1 würden beide in die Standardausgabe schreiben; geben Sie -o eine Datei</translation>
    </message>
    <message>
        <location line="+10" />
        <source>--seed must be a whole number from 0 to 4294967295, not "%1"</source>
        <translation>--seed muss eine ganze Zahl von 0 bis 4294967295 sein, nicht „%1“</translation>
    </message>
    <message>
        <location line="+19" />
        <source>%1 is empty</source>
        <translation>%1 ist leer</translation>
    </message>
    <message>
        <location line="+4" />
        <source>%1: no such file</source>
        <translation>%1: keine solche Datei</translation>
    </message>
    <message>
        <location line="+4" />
        <source>%1 cannot be played: %2</source>
        <translation>%1 kann nicht gespielt werden: %2</translation>
    </message>
    <message>
        <location line="+5" />
        <source>%1 is a %2 file, not a WW1 force; without --system ww1 its own play runs</source>
        <translation>%1 ist eine %2-Datei, keine WW1-Streitmacht; ohne --system ww1 läuft deren eigenes play</translation>
    </message>
    <message>
        <location line="+18" />
        <source>%1 "%2": %3</source>
        <translation>%1 „%2“: %3</translation>
    </message>
</context>
<context>
    <name>md::ww1::Ww1PrintStyle</name>
    <message>
        <location filename="../app/ww1/print/Ww1PrintStyle.cpp" line="+42" />
        <location line="+72" />
        <source>W</source>
        <comment>a group withdrawing (letter)</comment>
        <translation>R</translation>
    </message>
    <message>
        <location line="-64" />
        <source>CO</source>
        <comment>Carry on (letter)</comment>
        <translation>WM</translation>
    </message>
    <message>
        <location line="+2" />
        <source>NC</source>
        <comment>No closer (letter)</comment>
        <translation>NN</translation>
    </message>
    <message>
        <location line="+2" />
        <source>DB</source>
        <comment>Duck back (letter)</comment>
        <translation>ID</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Su</source>
        <comment>Surrender (letter)</comment>
        <translation>Er</translation>
    </message>
    <message>
        <location line="+11" />
        <source>No restrictions: carry on with what the stand meant to do.</source>
        <translation>Keine Einschränkungen: Die Basis macht mit ihrem Vorhaben weiter.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Move no closer to seen enemy; may stand and fight. Will not enter a known fire-swept zone, unless leaving an enemy trench while attacked from within it.</source>
        <translation>Nicht näher an gesehenen Feind heran; darf stehen bleiben und kämpfen. Betritt keine bekannte bestrichene Zone, außer beim Verlassen eines feindlichen Grabens, wenn sie von innen angegriffen wird.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Duck back behind the nearest cover. No enemy in sight: as No closer. No cover within a tactical move: stand and fight.</source>
        <translation>In Deckung hinter der nächsten Deckung. Kein Feind in Sicht: wie Nicht näher. Keine Deckung innerhalb einer taktischen Bewegung: stehen bleiben und kämpfen.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Surrender to the nearest known enemy, even one not in sight. For good: the figure is a prisoner.</source>
        <translation>Ergibt sich dem nächsten bekannten Feind, auch einem nicht sichtbaren. Endgültig: Die Figur ist gefangen.</translation>
    </message>
    <message>
        <location line="+26" />
        <source>%1 or more</source>
        <translation>%1 oder mehr</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1 or less</source>
        <translation>%1 oder weniger</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1 to %2</source>
        <translation>%1 bis %2</translation>
    </message>
    <message>
        <location line="+3" />
        <source>MoraleDesk: WW1 group and individual morale</source>
        <translation>MoraleDesk: WW1-Gruppen- und Einzelmoral</translation>
    </message>
</context>
<context>
    <name>md::ww1::Ww1Printables</name>
    <message>
        <location filename="../app/ww1/print/Ww1Printables.cpp" line="+13" />
        <source>Filled force sheet of this force</source>
        <translation>Ausgefüllter Streitmachtbogen dieser Streitmacht</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Blank force sheet</source>
        <translation>Leerer Streitmachtbogen</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Quick-reference card</source>
        <translation>Übersichtskarte</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Blank &amp;groups:</source>
        <translation>Leere &amp;Gruppen:</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Blank groups</source>
        <translation>Leere Gruppen</translation>
    </message>
    <message>
        <location line="+2" />
        <source>&amp;Stand rows per group:</source>
        <translation>&amp;Basiszeilen pro Gruppe:</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Stand rows per group</source>
        <translation>Basiszeilen pro Gruppe</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Thresholds and tally up to &amp;members:</source>
        <translation>Schwellen und Strichliste bis &amp;Mitglieder:</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Largest group size</source>
        <translation>Größte Gruppenstärke</translation>
    </message>
</context>
<context>
    <name>md::ww1::Ww1QueueBar</name>
    <message>
        <location filename="../app/ww1/widgets/Ww1QueueBar.cpp" line="+21" />
        <source>Roll all due</source>
        <translation>Alle fälligen würfeln</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Apply totals</source>
        <translation>Summen anwenden</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Rolls the program's 2d6 for every group test due, in testing order (A.3.2), as one undo step.</source>
        <translation>Würfelt die 2d6 des Programms für jeden fälligen Gruppentest in Testreihenfolge (A.3.2), in einem Rückgängig-Schritt.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Typed 2d6 totals for the queue</source>
        <translation>Eingegebene 2d6-Summen für die Warteschlange</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Your 2d6 totals in testing order: 7 11 4</source>
        <translation>Ihre 2d6-Summen in Testreihenfolge: 7 11 4</translation>
    </message>
    <message>
        <location line="+1" />
        <source>One total of your two dice (2-12) per roll, in testing order: one per group, or one per condition when each is tested in turn (A-4). Enter applies them as one undo step.</source>
        <translation>Eine Summe Ihrer zwei Würfel (2-12) pro Wurf, in Testreihenfolge: eine je Gruppe, oder eine je Bedingung, wenn jede nacheinander getestet wird (A-4). Eingabe wendet sie in einem Rückgängig-Schritt an.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Applies the typed totals as one undo step.</source>
        <translation>Wendet die eingegebenen Summen in einem Rückgängig-Schritt an.</translation>
    </message>
    <message>
        <location line="+39" />
        <source>Totals: “%1” is not a number. Type the totals of your two dice (2-12), separated by spaces.</source>
        <translation>Summen: „%1“ ist keine Zahl. Geben Sie die Summen Ihrer zwei Würfel (2-12) ein, durch Leerzeichen getrennt.</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Totals: %1 is not a total two dice can show (2-12).</source>
        <translation>Summen: %1 ist keine Summe, die zwei Würfel zeigen können (2-12).</translation>
    </message>
    <message>
        <location line="+12" />
        <source>No group test is due.</source>
        <translation>Kein Gruppentest ist fällig.</translation>
    </message>
    <message numerus="yes">
        <location line="+15" />
        <source>%n total(s) for the tests in testing order: Enter applies them as one undo step.</source>
        <translation>
            <numerusform>%n Summe für die Tests in Testreihenfolge: Eingabe wendet sie in einem Rückgängig-Schritt an.</numerusform>
            <numerusform>%n Summen für die Tests in Testreihenfolge: Eingabe wendet sie in einem Rückgängig-Schritt an.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+18" />
        <source>%1 %2: %3</source>
        <translation>%1 %2: %3</translation>
    </message>
    <message>
        <location line="+1" />
        <source>carries on</source>
        <translation>macht weiter</translation>
    </message>
    <message>
        <location line="+0" />
        <source>withdraws</source>
        <translation>zieht sich zurück</translation>
    </message>
    <message numerus="yes">
        <location line="+2" />
        <source>%n group test(s) made, one undo step: %1.</source>
        <translation>
            <numerusform>%n Gruppentest gemacht, ein Rückgängig-Schritt: %1.</numerusform>
            <numerusform>%n Gruppentests gemacht, ein Rückgängig-Schritt: %1.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+10" />
        <source>Roll all due: nothing was rolled. %1</source>
        <translation>Alle fälligen würfeln: nichts wurde gewürfelt. %1</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Totals: type one 2d6 total per roll, in testing order (7 11 4).</source>
        <translation>Summen: eine 2d6-Summe pro Wurf eingeben, in Testreihenfolge (7 11 4).</translation>
    </message>
</context>
<context>
    <name>md::ww1::Ww1Rank</name>
    <message>
        <location filename="../core/ww1/model/Ww1Enums.h" line="+28" />
        <source>Officer</source>
        <translation>Offizier</translation>
    </message>
    <message>
        <location line="+1" />
        <source>NCO</source>
        <translation>Unteroffizier</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Other rank</source>
        <translation>Mannschaften</translation>
    </message>
</context>
<context>
    <name>md::ww1::Ww1ReferenceCardDocument</name>
    <message>
        <location filename="../app/ww1/print/Ww1ReferenceCardDocument.cpp" line="+26" />
        <source>%1 (%2/36)</source>
        <translation>%1 (%2/36)</translation>
    </message>
    <message>
        <location line="+43" />
        <source>%1: %2/36</source>
        <translation>%1: %2/36</translation>
    </message>
    <message>
        <location line="+31" />
        <source>WW1 Morale Quick Reference</source>
        <translation>WW1-Moral – Kurzreferenz</translation>
    </message>
    <message>
        <location line="+14" />
        <source>Group test: 2d6 + modifier, 6 or more carries on (A.2.1, A.3.1)</source>
        <translation>Gruppentest: 2d6 + Modifikator, bei 6 oder mehr Weitermachen (A.2.1, A.3.1)</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Condition: casualties reach</source>
        <translation>Bedingung: Verluste erreichen</translation>
    </message>
    <message>
        <location line="+1" />
        <location line="+52" />
        <source>Modifier</source>
        <translation>Modifikator</translation>
    </message>
    <message>
        <location line="-51" />
        <source>Carry on on 2d6</source>
        <translation>Weitermachen bei 2d6</translation>
    </message>
    <message>
        <location line="+1" />
        <source>P(carry on)</source>
        <translation>P(Weitermachen)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>P(withdraw)</source>
        <translation>P(Rückzug)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>C1: 2; over 8 members 25 %, exactly (A-1)</source>
        <translation>C1: 2; über 8 Mitglieder genau 25 % (A-1)</translation>
    </message>
    <message>
        <location line="+0" />
        <source>C2: 50 % (A-2)</source>
        <translation>C2: 50 % (A-2)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>C3: 75 %</source>
        <translation>C3: 75 %</translation>
    </message>
    <message>
        <location line="+11" />
        <source>%1+</source>
        <translation>%1+</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Of the starting members (A-3). Each condition once per group; reached together, one test at the worst modifier (A-4). Fail: the group withdraws in good order, fighting, to its own line, where the players clear it (A.4.1, A-10). Order: attackers, then defenders, each biggest first by effective members (A.3.2, A-5).</source>
        <translation>Von den Anfangsmitgliedern (A-3). Jede Bedingung einmal pro Gruppe; zusammen erreicht ein Test mit dem schlechtesten Modifikator (A-4). Misslungen: Die Gruppe zieht sich geordnet und kämpfend zur eigenen Linie zurück, wo die Spieler den Rückzug beenden (A.4.1, A-10). Reihenfolge: Angreifer, dann Verteidiger, jeweils die größte zuerst nach effektiven Mitgliedern (A.3.2, A-5).</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Individual test: one 2d6 per square, each stand its own net modifier (A.3.3)</source>
        <translation>Einzeltest: ein 2d6-Wurf pro Feld, jede Basis mit eigenem Netto-Modifikator (A.3.3)</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Net modifier</source>
        <translation>Netto-Modifikator</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1 (total %2)</source>
        <translation>%1 (Summe %2)</translation>
    </message>
    <message>
        <location line="+10" />
        <source>Each cell: the 2d6 rolls that give the band, and their chance in 36. A total of 0 is Duck back, not Surrender (A-9).</source>
        <translation>Jede Zelle: die 2d6-Würfe, die den Bereich ergeben, und ihre Chance von 36. Eine Summe von 0 ist In Deckung, nicht Ergeben (A-9).</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Individual modifiers (A.3.3)</source>
        <translation>Einzelmodifikatoren (A.3.3)</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Id</source>
        <translation>Id</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Situation</source>
        <translation>Situation</translation>
    </message>
    <message>
        <location line="+0" />
        <source>How it counts</source>
        <translation>Wie es zählt</translation>
    </message>
    <message>
        <location line="+6" />
        <source>%1 each</source>
        <translation>je %1</translation>
    </message>
    <message>
        <location line="+4" />
        <source>IM1</source>
        <translation>IM1</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Officer in sight leading by example</source>
        <translation>Sichtbarer Offizier geht mit gutem Beispiel voran</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The most senior only; never himself (A-7).</source>
        <translation>Nur der Ranghöchste; nie für sich selbst (A-7).</translation>
    </message>
    <message>
        <location line="+1" />
        <source>IM2</source>
        <translation>IM2</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Small-arms fire close by, indirect fire, grenades</source>
        <translation>Handwaffenfeuer in der Nähe, Steilfeuer, Granaten</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Once. Close by: 2 squares unless the players set it (A-8).</source>
        <translation>Einmal. In der Nähe: 2 Felder, sofern die Spieler nichts anderes festlegen (A-8).</translation>
    </message>
    <message>
        <location line="+1" />
        <source>IM3</source>
        <translation>IM3</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Friendly casualty in sight</source>
        <translation>Sichtbarer eigener Verlust</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Walking wounded or worse, in the square, visible (A-11).</source>
        <translation>Gehfähig verwundet oder schlimmer, im Feld, sichtbar (A-11).</translation>
    </message>
    <message>
        <location line="+1" />
        <source>IM4</source>
        <translation>IM4</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Enemy casualty in sight</source>
        <translation>Sichtbarer feindlicher Verlust</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Counted as IM3. Neither has a limit.</source>
        <translation>Zählt wie IM3. Beide ohne Obergrenze.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>IM5</source>
        <translation>IM5</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Visibly outnumbered</source>
        <translation>Sichtbar in Unterzahl</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Strictly more enemy than friends in view.</source>
        <translation>Mehr Feinde als eigene Leute in Sicht (Gleichstand zählt nicht).</translation>
    </message>
    <message>
        <location line="+1" />
        <source>IM6</source>
        <translation>IM6</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Melee threatened with an edged weapon</source>
        <translation>Nahkampf mit Blankwaffe droht</translation>
    </message>
    <message>
        <location line="+2" />
        <source>IM7</source>
        <translation>IM7</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Officer taking the test</source>
        <translation>Offizier legt den Test ab</translation>
    </message>
    <message>
        <location line="+1" />
        <source>A more senior one may still lead him (IM1).</source>
        <translation>Ein Ranghöherer kann ihm dennoch vorangehen (IM1).</translation>
    </message>
    <message>
        <location line="+1" />
        <source>IM8</source>
        <translation>IM8</translation>
    </message>
    <message>
        <location line="+0" />
        <source>NCO taking the test</source>
        <translation>Unteroffizier legt den Test ab</translation>
    </message>
    <message>
        <location line="+4" />
        <source>When a stand tests (A.2.2)</source>
        <translation>Wann eine Basis testet (A.2.2)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1; %2 (A-6: once, unless the players test every attempt); %3. Each once per stand.</source>
        <translation>%1; %2 (A-6: einmal, außer die Spieler testen jeden Versuch); %3. Jeweils einmal pro Basis.</translation>
    </message>
    <message>
        <location line="+7" />
        <source>What a result means (A.3.3, A.4.2)</source>
        <translation>Was ein Ergebnis bedeutet (A.3.3, A.4.2)</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Total</source>
        <translation>Summe</translation>
    </message>
    <message>
        <location line="+0" />
        <source>The stand</source>
        <translation>Die Basis</translation>
    </message>
    <message>
        <location line="+8" />
        <source>A result governs the action that caused the test and stays until the next test or until cleared; Surrender is for good (A.4.2).</source>
        <translation>Ein Ergebnis bestimmt die Aktion, die den Test ausgelöst hat, und gilt bis zum nächsten Test oder bis es aufgehoben wird; Ergeben ist endgültig (A.4.2).</translation>
    </message>
</context>
<context>
    <name>md::ww1::Ww1Result</name>
    <message>
        <location filename="../core/ww1/model/Ww1Enums.h" line="+28" />
        <source>Not tested</source>
        <translation>Nicht getestet</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Carry on</source>
        <translation>Weitermachen</translation>
    </message>
    <message>
        <location line="+1" />
        <source>No closer</source>
        <translation>Nicht näher</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Duck back</source>
        <translation>In Deckung</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Surrendered</source>
        <translation>Ergeben</translation>
    </message>
</context>
<context>
    <name>md::ww1::Ww1Role</name>
    <message>
        <location line="-77" />
        <source>Attacker</source>
        <translation>Angreifer</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Defender</source>
        <translation>Verteidiger</translation>
    </message>
</context>
<context>
    <name>md::ww1::Ww1Rolls</name>
    <message>
        <location filename="../core/ww1/Ww1Rolls.cpp" line="+12" />
        <source>A.1 casualties</source>
        <translation>A.1 Verluste</translation>
    </message>
    <message>
        <location line="+5" />
        <source>A.3.1 group test %1</source>
        <translation>A.3.1 Gruppentest %1</translation>
    </message>
    <message>
        <location line="+3" />
        <source>A.3.3 individual test T%1</source>
        <translation>A.3.3 Einzeltest T%1</translation>
    </message>
    <message>
        <location line="+2" />
        <source>A.4.1 withdrawal</source>
        <translation>A.4.1 Rückzug</translation>
    </message>
    <message>
        <location line="+2" />
        <source>A.4.2 result cleared</source>
        <translation>A.4.2 Ergebnis gelöscht</translation>
    </message>
    <message>
        <location line="+2" />
        <source>End of turn</source>
        <translation>Zugende</translation>
    </message>
    <message>
        <location line="+28" />
        <source>square %1</source>
        <translation>Feld %1</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>md::ww1::Ww1RosterModel</name>
    <message>
        <location filename="../app/ww1/models/Ww1RosterModel.cpp" line="+116" />
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location line="+3" />
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <location line="+5" />
        <source>%1 casualties of %2 at the start; %3 still effective (A.1, A-3)</source>
        <translation>%1 Verluste von %2 zu Beginn; %3 noch effektiv (A.1, A-3)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Conditions tested: each is tested once only (A.2.1 rule 1)</source>
        <translation>Getestete Bedingungen: jede wird nur einmal getestet (A.2.1 Regel 1)</translation>
    </message>
    <message>
        <location line="+40" />
        <source>Triggers tested: T1 and T3 once per stand, T2 as the rules say (A.2.2, A-6)</source>
        <translation>Getestete Auslöser: T1 und T3 einmal pro Basis, T2 laut Regeln (A.2.2, A-6)</translation>
    </message>
    <message>
        <location line="+16" />
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Kind / rank</source>
        <translation>Art / Rang</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Square</source>
        <translation>Feld</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Casualties</source>
        <translation>Verluste</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Tested</source>
        <translation>Getestet</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Status / result</source>
        <translation>Status / Ergebnis</translation>
    </message>
</context>
<context>
    <name>md::ww1::Ww1SheetParts</name>
    <message>
        <location filename="../app/ww1/print/Ww1SheetParts.cpp" line="+168" />
        <source>Casualties</source>
        <translation>Verluste</translation>
    </message>
    <message>
        <location line="+19" />
        <source>%1 at the start, %2 casualties, %3 effective</source>
        <translation>%1 zu Beginn, %2 Verluste, %3 effektiv</translation>
    </message>
    <message>
        <location line="+9" />
        <source>group test due: %1</source>
        <translation>Gruppentest fällig: %1</translation>
    </message>
    <message>
        <location line="+39" />
        <source>Group condition (A.2.1)</source>
        <translation>Gruppenbedingung (A.2.1)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Modifier</source>
        <translation>Mod.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Carry on on 2d6</source>
        <translation>Weiter bei 2d6</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Reached at casualties</source>
        <translation>Erreicht bei Verlusten</translation>
    </message>
    <message>
        <location line="+1" />
        <location line="+19" />
        <source>Tested</source>
        <translation>Getestet</translation>
    </message>
    <message>
        <location line="-18" />
        <source>Result (A.3.1)</source>
        <translation>Ergebnis (A.3.1)</translation>
    </message>
    <message>
        <location line="+4" />
        <source>%1+</source>
        <translation>%1+</translation>
    </message>
    <message>
        <location line="+5" />
        <source>never</source>
        <translation>nie</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Carried on: rolled %1, turn %2</source>
        <translation>Weitergemacht: Wurf %1, Runde %2</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Withdrew: rolled %1, turn %2</source>
        <translation>Zurückgezogen: Wurf %1, Runde %2</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Due now</source>
        <translation>Jetzt fällig</translation>
    </message>
    <message>
        <location line="+16" />
        <source>Stand</source>
        <translation>Basis</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Square</source>
        <translation>Feld</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Under fire (T1)</source>
        <translation>Unter Beschuss (T1)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Enemy position (T2)</source>
        <translation>Feindliche Stellung (T2)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Hand to hand (T3)</source>
        <translation>Nahkampf (T3)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Latest result (A.3.3)</source>
        <translation>Letztes Ergebnis (A.3.3)</translation>
    </message>
    <message>
        <location line="+28" />
        <source>WW1 Force Sheet</source>
        <translation>WW1-Streitmachtbogen</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Conditions reached together are tested each in turn, least severe first, until one fails (A-4, this force's reading).</source>
        <translation>Zusammen erreichte Bedingungen werden nacheinander getestet, die leichteste zuerst, bis ein Test misslingt (A-4, Lesart dieser Streitmacht).</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Conditions reached together make one test at the worst modifier (A-4).</source>
        <translation>Zusammen erreichte Bedingungen ergeben einen Test mit dem schlechtesten Modifikator (A-4).</translation>
    </message>
    <message>
        <location line="+1" />
        <source>When a group's casualties reach a condition it has not yet tested, roll 2d6 + modifier: 6 or more carries on, less withdraws in good order (A.3.1). Each condition is tested once (A.2.1). %1 Several groups: attackers first, then defenders, each biggest first (A.3.2).</source>
        <translation>Erreichen die Verluste einer Gruppe eine noch nicht getestete Bedingung, 2d6 + Modifikator würfeln: bei 6 oder mehr Weitermachen, sonst geordneter Rückzug (A.3.1). Jede Bedingung wird einmal getestet (A.2.1). %1 Mehrere Gruppen: erst Angreifer, dann Verteidiger, jeweils die größte zuerst (A.3.2).</translation>
    </message>
    <message>
        <location line="+21" />
        <source>Casualties that reach each condition, by the group's starting members (A.2.1; C1 rounded down, A-1)</source>
        <translation>Verluste, die jede Bedingung erreichen, nach Anfangsmitgliedern der Gruppe (A.2.1; C1 abgerundet, A-1)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Casualties that reach each condition, by the group's starting members (A.2.1, A-1)</source>
        <translation>Verluste, die jede Bedingung erreichen, nach Anfangsmitgliedern der Gruppe (A.2.1, A-1)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Members</source>
        <translation>Mitglieder</translation>
    </message>
    <message>
        <location line="+7" />
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location line="+27" />
        <source>Kind (circle)</source>
        <translation>Art (einkreisen)</translation>
    </message>
    <message>
        <location line="+4" />
        <source>This engagement (A.3.2)</source>
        <translation>Dieses Gefecht (A.3.2)</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Status (A.4.1)</source>
        <translation>Status (A.4.1)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Group</source>
        <translation>Gruppe</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Side</source>
        <translation>Seite</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Members at start</source>
        <translation>Mitglieder zu Beginn</translation>
    </message>
</context>
<context>
    <name>md::ww1::Ww1StandForm</name>
    <message>
        <location filename="../app/ww1/editors/Ww1StandForm.cpp" line="+28" />
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <location line="+6" />
        <source>must not be empty</source>
        <translation>darf nicht leer sein</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Rename stand: %1</source>
        <translation>Basis umbenennen: %1</translation>
    </message>
    <message>
        <location line="+6" />
        <source>IM7: an officer taking morale +2; IM8: an NCO +1. An officer in sight leads by example (IM1, +1 to the others).</source>
        <translation>IM7: ein Offizier im Moraltest +2; IM8: ein Unteroffizier +1. Ein sichtbarer Offizier geht mit gutem Beispiel voran (IM1, +1 für die anderen).</translation>
    </message>
    <message>
        <location line="+2" />
        <source>&amp;Rank:</source>
        <translation>&amp;Rang:</translation>
    </message>
    <message>
        <location line="+6" />
        <source>IM1: only the most senior officer present leads by example. The ranks are the force's seniority list (A.6).</source>
        <translation>IM1: Nur der ranghöchste anwesende Offizier geht mit gutem Beispiel voran. Die Dienstgrade sind die Rangliste der Streitmacht (A.6).</translation>
    </message>
    <message>
        <location line="+2" />
        <source>&amp;Officer's rank:</source>
        <translation>&amp;Dienstgrad des Offiziers:</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Officer's rank of %1: %2</source>
        <translation>Dienstgrad des Offiziers von %1: %2</translation>
    </message>
    <message>
        <location line="+6" />
        <source>B4</source>
        <translation>B4</translation>
    </message>
    <message>
        <location line="+1" />
        <source>A.3.3: the stands in one square share one 2d6 roll. Type the square as your grid names it ("B4").</source>
        <translation>A.3.3: Die Basen in einem Feld teilen sich einen 2d6-Wurf. Geben Sie das Feld so ein, wie Ihr Raster es benennt („B4“).</translation>
    </message>
    <message>
        <location line="+2" />
        <source>S&amp;quare:</source>
        <translation>&amp;Feld:</translation>
    </message>
    <message>
        <location line="+6" />
        <source>The group whose group morale the stand's casualties count for (A.1).</source>
        <translation>Die Gruppe, für deren Gruppenmoral die Verluste der Basis zählen (A.1).</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Group:</source>
        <translation>&amp;Gruppe:</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Latest result:</source>
        <translation>Letztes Ergebnis:</translation>
    </message>
    <message>
        <location line="+1" />
        <source>A.4.2: the result of the stand's latest individual test, kept until its next test or until it is cleared in play.</source>
        <translation>A.4.2: das Ergebnis des letzten Einzeltests der Basis, gültig bis zu ihrem nächsten Test oder bis es im Spiel aufgehoben wird.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Tested for:</source>
        <translation>Getestet für:</translation>
    </message>
    <message>
        <location line="+1" />
        <source>A.2.2: a stand tests once for coming under fire, once for its first hand-to-hand combat and (A-6) once for entering an enemy position.</source>
        <translation>A.2.2: Eine Basis testet einmal für den ersten Beschuss, einmal für ihren ersten Nahkampf und (A-6) einmal für das Eindringen in eine feindliche Stellung.</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Move &amp;up</source>
        <translation>Nach &amp;oben</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Move stand up</source>
        <translation>Basis nach oben verschieben</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Move do&amp;wn</source>
        <translation>Nach &amp;unten</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Move stand down</source>
        <translation>Basis nach unten verschieben</translation>
    </message>
    <message>
        <location line="+1" />
        <source>R&amp;emove stand</source>
        <translation>Basis &amp;entfernen</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Stand actions</source>
        <translation>Basis-Aktionen</translation>
    </message>
    <message>
        <location line="+11" />
        <source>Remove stand: %1</source>
        <translation>Basis entfernen: %1</translation>
    </message>
    <message>
        <location line="+33" />
        <source>Rank of %1: %2</source>
        <translation>Dienstgrad von %1: %2</translation>
    </message>
    <message>
        <location line="+15" />
        <source>must not be empty: the stands of one square share one roll (A.3.3)</source>
        <translation>darf nicht leer sein: Die Basen eines Feldes teilen sich einen Wurf (A.3.3)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>must be at most %1 characters</source>
        <translation>darf höchstens %1 Zeichen lang sein</translation>
    </message>
    <message>
        <location line="+13" />
        <source>Square of %1: %2</source>
        <translation>Feld von %1: %2</translation>
    </message>
    <message>
        <location line="+14" />
        <source>%1 already has %2 stands</source>
        <translation>%1 hat bereits %2 Basen</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Move %1 to %2</source>
        <translation>%1 nach %2 verschieben</translation>
    </message>
    <message>
        <location line="+17" />
        <source>Move stand up: %1</source>
        <translation>Basis nach oben verschieben: %1</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Move stand down: %1</source>
        <translation>Basis nach unten verschieben: %1</translation>
    </message>
    <message>
        <location line="+19" />
        <source>(none: junior to every listed rank)</source>
        <translation>(keiner: unter jedem gelisteten Dienstgrad)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1 (not in the seniority list)</source>
        <translation>%1 (nicht in der Rangliste)</translation>
    </message>
    <message>
        <location line="+10" />
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location line="+11" />
        <source>nothing yet</source>
        <translation>noch nichts</translation>
    </message>
</context>
<context>
    <name>md::ww1::Ww1StandTestRow</name>
    <message>
        <location filename="../app/ww1/widgets/Ww1StandTestRow.cpp" line="+41" />
        <source>Outnumbered (IM5)</source>
        <translation>Unterzahl (IM5)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Edged weapon (IM6)</source>
        <translation>Blankwaffe (IM6)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Officer leading (IM1)</source>
        <translation>Offizier geht voran (IM1)</translation>
    </message>
    <message>
        <location line="+15" />
        <source>Stand tests</source>
        <translation>Basistests</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Trigger:</source>
        <translation>Auslöser:</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Trigger</source>
        <translation>Auslöser</translation>
    </message>
    <message>
        <location line="+1" />
        <source>What makes the stand test (A.2.2).</source>
        <translation>Was den Test der Basis auslöst (A.2.2).</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Under fire</source>
        <translation>Unter Beschuss</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Strictly more enemy than friends in view (A.3.3 IM5).</source>
        <translation>Mehr Feinde als eigene Leute in Sicht, Gleichstand zählt nicht (A.3.3 IM5).</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Melee threatened with an edged weapon (A.3.3 IM6).</source>
        <translation>Nahkampf mit Blankwaffe droht (A.3.3 IM6).</translation>
    </message>
    <message>
        <location line="+12" />
        <source>Friendly casualties in sight</source>
        <translation>Sichtbare eigene Verluste</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Enemy casualties in sight</source>
        <translation>Sichtbare feindliche Verluste</translation>
    </message>
    <message>
        <location line="+13" />
        <source>A commissioned officer in sight doing the same as the others; only the most senior counts, and never for himself (A.3.3 IM1, A-7).</source>
        <translation>Ein sichtbarer Offizier, der dasselbe tut wie die anderen; nur der Ranghöchste zählt, und nie für sich selbst (A.3.3 IM1, A-7).</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Leading officer</source>
        <translation>Führender Offizier</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Modifiers</source>
        <translation>Modifikatoren</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Odds of each band</source>
        <translation>Chancen jedes Bereichs</translation>
    </message>
    <message>
        <location line="+24" />
        <source>(not on the roster)</source>
        <translation>(nicht in der Aufstellung)</translation>
    </message>
    <message>
        <location line="+14" />
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location line="+49" />
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Tick the stands that test: they share the square's one 2d6 (A.3.3).</source>
        <translation>Haken Sie die testenden Basen an: Sie teilen sich den einen 2d6-Wurf des Feldes (A.3.3).</translation>
    </message>
    <message numerus="yes">
        <location line="+2" />
        <source>Under fire: small arms within %n square(s), indirect fire or grenades (IM2)</source>
        <translation>
            <numerusform>Unter Beschuss: Handfeuerwaffen innerhalb von %n Feld, indirektes Feuer oder Granaten (IM2)</numerusform>
            <numerusform>Unter Beschuss: Handfeuerwaffen innerhalb von %n Feldern, indirektes Feuer oder Granaten (IM2)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2" />
        <source>Small arms fire from within %n square(s), or indirect fire or grenades; counted once even when both apply (A.3.3 IM2, A-8).</source>
        <translation>
            <numerusform>Handwaffenfeuer aus bis zu %n Feld Entfernung oder Steilfeuer oder Granaten; zählt einmal, auch wenn beides zutrifft (A.3.3 IM2, A-8).</numerusform>
            <numerusform>Handwaffenfeuer aus bis zu %n Feldern Entfernung oder Steilfeuer oder Granaten; zählt einmal, auch wenn beides zutrifft (A.3.3 IM2, A-8).</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3" />
        <source>Casualties %1: friendly (IM3)</source>
        <translation>Verluste %1: eigene (IM3)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>enemy (IM4)</source>
        <translation>feindliche (IM4)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Walking wounded or worse, any unit, visible (A.3.3 IM3, IM4; severities in the force's settings, A.6).</source>
        <translation>Gehfähig verwundet oder schlimmer, beliebige Einheit, sichtbar (A.3.3 IM3, IM4; Schweregrade in den Einstellungen der Streitmacht, A.6).</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Net %1: %2</source>
        <translation>Netto %1: %2</translation>
    </message>
</context>
<context>
    <name>md::ww1::Ww1StepParser</name>
    <message>
        <location filename="../core/ww1/rules/Ww1StepParser.cpp" line="+136" />
        <source>WW1 play steps (Part A), one per line:
  casualties GROUP N      N individual hits on the group (negative corrects an entry); says which
                          groups must now take a group test, in the testing order (A.3.2)
  group-test GROUP [ROLL ...]
                          the group's test for the conditions it has reached (C1, C2, C3; A.3.1);
                          when each condition is tested in turn (A-4), one ROLL per test
  test SQUARE TRIGGER STAND[:MODS] [STAND[:MODS] ...] [ROLL]
                          an individual test of stands in one square, all on one 2d6 (A.3.3)
      TRIGGER: under-fire (T1), enter-position (T2), hand-to-hand (T3)
      MODS, separated by commas: fire (IM2), friendly=N (IM3), enemy=N (IM4), outnumbered (IM5),
      edged (IM6), leader or leader=STAND (IM1, an officer leading by example); rank gives IM7/IM8
  clear GROUP             the group reached its own line: withdrawal over (A.4.1)
  clear-result STAND      the action its result governed is over (A.4.2)
  end-turn
ROLL is the total of two six-sided dice, 2 to 12, as typed; without it the dice are rolled.
A word with spaces goes in double quotes.</source>
        <translation>WW1-Spielschritte (Teil A), einer pro Zeile:
  casualties GROUP N      N einzelne Treffer auf die Gruppe (negativ korrigiert einen Eintrag); nennt die
                          Gruppen, die nun einen Gruppentest ablegen müssen, in Testreihenfolge (A.3.2)
  group-test GROUP [ROLL ...]
                          der Test der Gruppe für ihre erreichten Bedingungen (C1, C2, C3; A.3.1);
                          wird jede Bedingung nacheinander getestet (A-4), ein ROLL pro Test
  test SQUARE TRIGGER STAND[:MODS] [STAND[:MODS] ...] [ROLL]
                          ein Einzeltest von Basen in einem Feld, alle mit einem 2d6-Wurf (A.3.3)
      TRIGGER: under-fire (T1), enter-position (T2), hand-to-hand (T3)
      MODS, durch Kommas getrennt: fire (IM2), friendly=N (IM3), enemy=N (IM4), outnumbered (IM5),
      edged (IM6), leader oder leader=STAND (IM1, ein Offizier geht voran); Dienstgrad ergibt IM7/IM8
  clear GROUP             die Gruppe hat ihre eigene Linie erreicht: Rückzug beendet (A.4.1)
  clear-result STAND      die Aktion, die ihr Ergebnis bestimmte, ist vorbei (A.4.2)
  end-turn
ROLL ist die Summe zweier sechsseitiger Würfel, 2 bis 12, wie eingegeben; ohne ROLL wird gewürfelt.
Ein Wort mit Leerzeichen steht in doppelten Anführungszeichen.</translation>
    </message>
    <message>
        <location line="+22" />
        <source>A word in double quotes is not closed.</source>
        <translation>Ein Wort in doppelten Anführungszeichen ist nicht geschlossen.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The step is empty; the steps are: casualties, group-test, test, clear, clear-result, end-turn.</source>
        <translation>Der Schritt ist leer; die Schritte sind: casualties, group-test, test, clear, clear-result, end-turn.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Expected: %1</source>
        <translation>Erwartet: %1</translation>
    </message>
    <message>
        <location line="+7" />
        <source>The number of casualties is a whole number, not "%1".</source>
        <translation>Die Anzahl der Verluste ist eine ganze Zahl, nicht „%1“.</translation>
    </message>
    <message numerus="yes">
        <location line="+6" />
        <source>%1 takes %n casualty(ies): %2 of %3 in all.</source>
        <translation>
            <numerusform>%1 erleidet %n Verlust: insgesamt %2 von %3.</numerusform>
            <numerusform>%1 erleidet %n Verluste: insgesamt %2 von %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1" />
        <source>%1's casualties corrected by %n: %2 of %3 in all.</source>
        <translation>
            <numerusform>Verluste von %1 um %n korrigiert: insgesamt %2 von %3.</numerusform>
            <numerusform>Verluste von %1 um %n korrigiert: insgesamt %2 von %3.</numerusform>
        </translation>
    </message>
    <message>
        <location line="-66" />
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location line="-22" />
        <source>no restrictions</source>
        <translation>keine Einschränkungen</translation>
    </message>
    <message>
        <location line="+2" />
        <source>move no closer to seen enemy; may stand and fight; will not enter a known fire-swept zone unless leaving an enemy trench while under attack from within the trench</source>
        <translation>nicht näher an gesehenen Feind heranrücken; darf stehen bleiben und kämpfen; betritt keine bekannte bestrichene Zone, außer beim Verlassen eines feindlichen Grabens unter Angriff aus dem Graben</translation>
    </message>
    <message numerus="yes">
        <location line="+3" />
        <source>duck back behind the nearest cover; with no enemy in sight count as No closer; with no cover within a tactical move (%n square(s)), stand and fight</source>
        <translation>
            <numerusform>hinter die nächste Deckung zurückweichen; ohne Feind in Sicht gilt Nicht näher; ohne Deckung innerhalb einer taktischen Bewegung (%n Feld) stehen bleiben und kämpfen</numerusform>
            <numerusform>hinter die nächste Deckung zurückweichen; ohne Feind in Sicht gilt Nicht näher; ohne Deckung innerhalb einer taktischen Bewegung (%n Felder) stehen bleiben und kämpfen</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4" />
        <source>surrender to the nearest known enemy, even one not in sight; for good (A.4.2)</source>
        <translation>ergibt sich dem nächsten bekannten Feind, auch wenn nicht in Sicht; endgültig (A.4.2)</translation>
    </message>
    <message>
        <location line="+82" />
        <source>Group tests due, in order (A.3.2): %1.</source>
        <translation>Fällige Gruppentests, in Reihenfolge (A.3.2): %1.</translation>
    </message>
    <message>
        <location line="+12" />
        <location line="+70" />
        <source>ROLL is the total of two six-sided dice, 2 to 12, not "%1".</source>
        <translation>ROLL ist die Summe zweier sechsseitiger Würfel, 2 bis 12, nicht „%1“.</translation>
    </message>
    <message numerus="yes">
        <location line="-51" />
        <source>This group test takes %n roll(s) (A.3.1, A-4); %1 typed.</source>
        <translation>
            <numerusform>Dieser Gruppentest braucht %n Wurf (A.3.1, A-4); %1 eingegeben.</numerusform>
            <numerusform>Dieser Gruppentest braucht %n Würfe (A.3.1, A-4); %1 eingegeben.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+12" />
        <source>passes, and goes on withdrawing (A.2.1 rule 4)</source>
        <translation>besteht und setzt den Rückzug fort (A.2.1 Regel 4)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>carries on (A.4.1: no effect)</source>
        <translation>macht weiter (A.4.1: keine Wirkung)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>withdraws (A.4.1: in good order, recovering any casualties and/or fighting its way back to its own line; not a rout)</source>
        <translation>zieht sich zurück (A.4.1: geordnet, birgt ggf. Verluste und/oder kämpft sich zur eigenen Linie zurück; keine Flucht)</translation>
    </message>
    <message>
        <location line="+82" />
        <source>%1: friendly=N counts the friendly casualties in sight (IM3), 1 to %3, not "%2".</source>
        <translation>%1: friendly=N zählt die eigenen Verluste in Sicht (IM3), 1 bis %3, nicht „%2“.</translation>
    </message>
    <message>
        <location line="+6" />
        <source>%1: enemy=N counts the enemy casualties in sight (IM4), 1 to %3, not "%2".</source>
        <translation>%1: enemy=N zählt die feindlichen Verluste in Sicht (IM4), 1 bis %3, nicht „%2“.</translation>
    </message>
    <message>
        <location line="+26" />
        <source>Square %1 rolled %2 (A.3.3):</source>
        <translation>Feld %1 hat %2 gewürfelt (A.3.3):</translation>
    </message>
    <message>
        <location line="+6" />
        <source>%1 %2 %3 = %4: %5: %6.</source>
        <translation>%1 %2 %3 = %4: %5: %6.</translation>
    </message>
    <message>
        <location line="+18" />
        <source>Count the surrendered men as casualties of %1 with `casualties %2 N` (A.4.2).</source>
        <translation>Zählen Sie die ergebenen Männer als Verluste von %1 mit `casualties %2 N` (A.4.2).</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Square %1 had already rolled %2 this turn: the one roll of a square is for the stands testing together; a later trigger is a new test (A.3.3, A-12).</source>
        <translation>Feld %1 hat diese Runde bereits %2 gewürfelt: der eine Wurf eines Feldes gilt für die gemeinsam testenden Basen; ein späterer Auslöser ist ein neuer Test (A.3.3, A-12).</translation>
    </message>
    <message>
        <location line="-134" />
        <source>%1 at %2 rolled %3, needed %4</source>
        <translation>%1 bei %2 würfelte %3, benötigt %4</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Group tests %1 in turn (A.3.1, A-4): %2 %3: %4.</source>
        <translation>Gruppe testet %1 nacheinander (A.3.1, A-4): %2 %3: %4.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Group test %1 at %2 (A.3.1): %3 rolled %4, needed %5: %6.</source>
        <translation>Gruppentest %1 bei %2 (A.3.1): %3 würfelte %4, benötigt %5: %6.</translation>
    </message>
    <message>
        <location line="+16" />
        <source>TRIGGER is under-fire, enter-position or hand-to-hand, not "%1".</source>
        <translation>TRIGGER ist under-fire, enter-position oder hand-to-hand, nicht „%1“.</translation>
    </message>
    <message>
        <location line="+19" />
        <source>"%1" names no stand before its modifiers.</source>
        <translation>„%1“ nennt vor seinen Modifikatoren keine Basis.</translation>
    </message>
    <message>
        <location line="+8" />
        <source>%1: the modifier "%2" is given twice.</source>
        <translation>%1: Der Modifikator „%2“ ist doppelt angegeben.</translation>
    </message>
    <message>
        <location line="+39" />
        <source>%1: unknown modifier "%2"; the modifiers are fire, friendly=N, enemy=N, outnumbered, edged, leader[=STAND].</source>
        <translation>%1: unbekannter Modifikator „%2“; die Modifikatoren sind fire, friendly=N, enemy=N, outnumbered, edged, leader[=STAND].</translation>
    </message>
    <message>
        <location line="+5" />
        <source>%1: the modifier "%2" is not written that way; expected fire, friendly=N, enemy=N, outnumbered, edged or leader[=STAND].</source>
        <translation>%1: Der Modifikator „%2“ wird nicht so geschrieben; erwartet fire, friendly=N, enemy=N, outnumbered, edged oder leader[=STAND].</translation>
    </message>
    <message>
        <location line="+30" />
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+21" />
        <source>%1 has reached its own line and stops withdrawing (A.4.1).</source>
        <translation>%1 hat die eigene Linie erreicht und beendet den Rückzug (A.4.1).</translation>
    </message>
    <message>
        <location line="+8" />
        <source>%1's result is cleared (A.4.2).</source>
        <translation>Das Ergebnis von %1 ist aufgehoben (A.4.2).</translation>
    </message>
    <message>
        <location line="+9" />
        <source>Turn %1 ended; turn %2 begins.</source>
        <translation>Runde %1 beendet; Runde %2 beginnt.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Group tests still due, not taken in turn %1 (A.3.2 order): %2.</source>
        <translation>Noch fällige Gruppentests, in Runde %1 nicht abgelegt (Reihenfolge A.3.2): %2.</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Unknown step "%1"; the steps are: casualties, group-test, test, clear, clear-result, end-turn.</source>
        <translation>Unbekannter Schritt „%1“; die Schritte sind: casualties, group-test, test, clear, clear-result, end-turn.</translation>
    </message>
</context>
<context>
    <name>md::ww1::Ww1Summary</name>
    <message numerus="yes">
        <location filename="../core/ww1/Ww1Summary.cpp" line="+86" />
        <source>%1: valid WW1 force "%2" (%n group(s)</source>
        <translation>
            <numerusform>%1: gültige WW1-Streitmacht „%2“ (%n Gruppe</numerusform>
            <numerusform>%1: gültige WW1-Streitmacht „%2“ (%n Gruppen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2" />
        <source>, %n stand(s))</source>
        <translation>
            <numerusform>, %n Basis)</numerusform>
            <numerusform>, %n Basen)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>md::ww1::Ww1System</name>
    <message>
        <location filename="../core/ww1/Ww1System.cpp" line="+18" />
        <source>WW1 group and individual morale</source>
        <translation>WW1-Gruppen- und Einzelmoral</translation>
    </message>
    <message>
        <location line="+31" />
        <source>WW1 morale sheet</source>
        <translation>WW1-Moralbogen</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Blank WW1 morale sheet</source>
        <translation>Leerer WW1-Moralbogen</translation>
    </message>
    <message>
        <location line="+1" />
        <source>WW1 quick-reference card</source>
        <translation>WW1-Kurzreferenzkarte</translation>
    </message>
    <message>
        <location line="+8" />
        <source>not a WW1 force</source>
        <translation>keine WW1-Streitmacht</translation>
    </message>
</context>
<context>
    <name>md::ww1::Ww1Templates</name>
    <message>
        <location filename="../core/ww1/model/Ww1Templates.cpp" line="+93" />
        <source>Section</source>
        <translation>Trupp</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Platoon</source>
        <translation>Zug</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Company</source>
        <translation>Kompanie</translation>
    </message>
</context>
<context>
    <name>md::ww1::Ww1Texts</name>
    <message>
        <location filename="../app/ww1/texts/Ww1Texts.cpp" line="+11" />
        <source>%1.%2 %</source>
        <translation>%1,%2 %</translation>
    </message>
    <message>
        <location line="+3" />
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location line="+15" />
        <source>%1 − %2 = %3</source>
        <translation>%1 − %2 = %3</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1 + %2 = %3</source>
        <translation>%1 + %2 = %3</translation>
    </message>
    <message>
        <location line="+7" />
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location line="+0" />
        <source>%1 %2 (%3)</source>
        <translation>%1 %2 (%3)</translation>
    </message>
    <message>
        <location line="+8" />
        <source>no modifiers</source>
        <translation>keine Modifikatoren</translation>
    </message>
    <message>
        <location line="+15" />
        <source>No restrictions: carry on with what they meant to do.</source>
        <translation>Keine Einschränkungen: Sie machen mit ihrem Vorhaben weiter.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Move no closer to seen enemy; may stand and fight. Will not enter a known fire-swept zone unless leaving an enemy trench while under attack from within the trench.</source>
        <translation>Nicht näher an gesehenen Feind heran; darf stehen bleiben und kämpfen. Betritt keine bekannte bestrichene Zone, außer beim Verlassen eines feindlichen Grabens unter Angriff aus dem Graben heraus.</translation>
    </message>
    <message numerus="yes">
        <location line="+3" />
        <source>Duck back behind the nearest cover; with no enemy in sight count as No closer; with no cover within a tactical move (%n square(s)), stand and fight.</source>
        <translation>
            <numerusform>In Deckung hinter der nächsten Deckung; ohne Feind in Sicht gilt Nicht näher; ohne Deckung innerhalb einer taktischen Bewegung (%n Feld) stehen bleiben und kämpfen.</numerusform>
            <numerusform>In Deckung hinter der nächsten Deckung; ohne Feind in Sicht gilt Nicht näher; ohne Deckung innerhalb einer taktischen Bewegung (%n Felder) stehen bleiben und kämpfen.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3" />
        <source>Surrender to the nearest known enemy, even one not in sight; for good (A.4.2).</source>
        <translation>Ergibt sich dem nächsten bekannten Feind, auch einem nicht sichtbaren; endgültig (A.4.2).</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Not tested yet.</source>
        <translation>Noch nicht getestet.</translation>
    </message>
    <message numerus="yes">
        <location line="+6" />
        <source>within %n square(s)</source>
        <translation>
            <numerusform>innerhalb %n Feld</numerusform>
            <numerusform>innerhalb %n Feldern</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1" />
        <source>in the same square</source>
        <translation>im selben Feld</translation>
    </message>
    <message>
        <location line="+32" />
        <source>Casualties (A.1): %1 %2</source>
        <translation>Verluste (A.1): %1 %2</translation>
    </message>
    <message>
        <location line="+3" />
        <source>carries on</source>
        <translation>macht weiter</translation>
    </message>
    <message>
        <location line="+0" />
        <source>fails: withdraws in good order (A.4.1)</source>
        <translation>misslungen: zieht sich geordnet zurück (A.4.1)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Group test %1 (A.3.1): %2, 2d6 %3 (needs %4+ on 2d6): %5</source>
        <translation>Gruppentest %1 (A.3.1): %2, 2d6 %3 (benötigt %4+ auf 2d6): %5</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Individual test %1 (A.3.3), square %2: %3, 2d6 %4: %5</source>
        <translation>Einzeltest %1 (A.3.3), Feld %2: %3, 2d6 %4: %5</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Withdrawal ended (A.4.1, A-10): %1</source>
        <translation>Rückzug beendet (A.4.1, A-10): %1</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Result cleared (A.4.2): %1</source>
        <translation>Ergebnis aufgehoben (A.4.2): %1</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Turn %1 ended</source>
        <translation>Runde %1 beendet</translation>
    </message>
</context>
<context>
    <name>md::ww1::Ww1Trigger</name>
    <message>
        <location filename="../core/ww1/model/Ww1Enums.h" line="+57" />
        <source>T1: under fire for the first time</source>
        <translation>T1: erstmals unter Beschuss</translation>
    </message>
    <message>
        <location line="+1" />
        <source>T2: entering an enemy position</source>
        <translation>T2: Eindringen in eine feindliche Stellung</translation>
    </message>
    <message>
        <location line="+1" />
        <source>T3: first hand-to-hand combat</source>
        <translation>T3: erster Nahkampf</translation>
    </message>
</context>
<context>
    <name>md::ww1::Ww1Ui</name>
    <message>
        <location filename="../app/ww1/Ww1Ui.cpp" line="+28" />
        <source>Empty WW1 force</source>
        <translation>Leere WW1-Streitmacht</translation>
    </message>
    <message>
        <location line="+10" />
        <source>New WW1 force</source>
        <translation>Neue WW1-Streitmacht</translation>
    </message>
    <message>
        <location line="+21" />
        <source>&lt;h2&gt;WW1 group and individual morale&lt;/h2&gt;&lt;p&gt;Group morale is tested by a platoon or company when its casualties reach two (or 25 % above eight members), 50 % and 75 % of its starting members, each condition once (A.2.1, A.3.1). Individual morale is tested by a stand under fire for the first time, entering an enemy position or in its first hand-to-hand combat, with one 2d6 for every stand testing in the same square (A.3.3). All odds are exact fractions of the 36 ways two dice fall.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;WW1-Gruppen- und Einzelmoral&lt;/h2&gt;&lt;p&gt;Die Gruppenmoral testet ein Zug oder eine Kompanie, wenn die Verluste zwei (oder 25 % über acht Mitglieder), 50 % und 75 % der Anfangsmitglieder erreichen, jede Bedingung einmal (A.2.1, A.3.1). Die Einzelmoral testet eine Basis, die erstmals unter Beschuss gerät, in eine feindliche Stellung eindringt oder ihren ersten Nahkampf führt, mit einem 2d6-Wurf für alle Basen, die im selben Feld testen (A.3.3). Alle Chancen sind exakte Brüche der 36 Arten, wie zwei Würfel fallen.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+7" />
        <source>&lt;h3&gt;The club's own data (A.6)&lt;/h3&gt;&lt;p&gt;The rules do not give the casualty severities that count for morale, the tactical move distance, the small-arms proximity or the officers' seniority. These are the club's own entries in each force's settings. The program starts them with placeholder examples (walking wounded or worse count; a tactical move of 2 squares; small arms within 2 squares; Captain above Lieutenant above 2nd Lieutenant): they are not the rules, change them to your own.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Die eigenen Daten des Clubs (A.6)&lt;/h3&gt;&lt;p&gt;Die Regeln nennen weder die Verlust-Schweregrade, die für die Moral zählen, noch die Distanz einer taktischen Bewegung, die Handwaffen-Nähe oder die Rangfolge der Offiziere. Diese trägt der Club selbst in den Einstellungen jeder Streitmacht ein. Das Programm füllt sie mit Platzhalter-Beispielen vor (gehfähig Verwundete oder schlimmer zählen; taktische Bewegung 2 Felder; Handwaffen innerhalb 2 Feldern; Hauptmann über Oberleutnant über Leutnant): Sie sind nicht die Regeln, ersetzen Sie sie durch Ihre eigenen.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>md::ww1::Ww1Validator</name>
    <message>
        <location filename="../core/ww1/io/Ww1Validator.cpp" line="+46" />
        <source>groups</source>
        <translation>Gruppen</translation>
    </message>
    <message>
        <location line="+5" />
        <source>stands in all groups</source>
        <translation>Basen in allen Gruppen</translation>
    </message>
    <message>
        <location line="+6" />
        <source>log records</source>
        <translation>Protokolleinträge</translation>
    </message>
    <message>
        <location line="+39" />
        <source>needs at least one severity: casualties count for morale by theirs (A.6, IM3, IM4)</source>
        <translation>braucht mindestens einen Schweregrad: Verluste zählen für die Moral nach ihrem Schweregrad (A.6, IM3, IM4)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>severities</source>
        <translation>Schweregrade</translation>
    </message>
    <message>
        <location line="+8" />
        <source>officer ranks</source>
        <translation>Offiziersdienstgrade</translation>
    </message>
    <message>
        <location line="+20" />
        <source>%1 is listed twice; first at %2</source>
        <translation>%1 ist doppelt gelistet; zuerst bei %2</translation>
    </message>
    <message>
        <location line="+16" />
        <source>duplicate id %1; already used at %2</source>
        <translation>doppelte ID %1; bereits verwendet bei %2</translation>
    </message>
    <message>
        <location line="+17" />
        <source>(the group's startMembers)</source>
        <translation>(startMembers der Gruppe)</translation>
    </message>
    <message>
        <location line="+7" />
        <source>stands in one group</source>
        <translation>Basen in einer Gruppe</translation>
    </message>
    <message>
        <location line="+13" />
        <source>a group test settles at least one condition (A.2.1)</source>
        <translation>ein Gruppentest entscheidet mindestens eine Bedingung (A.2.1)</translation>
    </message>
    <message>
        <location line="+5" />
        <source>%1 is listed twice; a group tests each condition once (A.2.1 rule 1)</source>
        <translation>%1 ist doppelt gelistet; eine Gruppe testet jede Bedingung einmal (A.2.1 Regel 1)</translation>
    </message>
    <message>
        <location line="+15" />
        <source>only an officer has an officer rank; this stand's rank is %1</source>
        <translation>nur ein Offizier hat einen Offiziersdienstgrad; der Dienstgrad dieser Basis ist %1</translation>
    </message>
    <message>
        <location line="+3" />
        <source>unknown officer rank %1; $.settings.officerRanks lists none</source>
        <translation>unbekannter Offiziersdienstgrad %1; $.settings.officerRanks listet keinen</translation>
    </message>
    <message>
        <location line="+2" />
        <source>officer rank</source>
        <translation>Offiziersdienstgrad</translation>
    </message>
    <message>
        <location line="+1" />
        <source> ($.settings.officerRanks)</source>
        <translation> ($.settings.officerRanks)</translation>
    </message>
    <message>
        <location line="+11" />
        <source>a %1 record must name its group</source>
        <translation>ein %1-Eintrag muss seine Gruppe nennen</translation>
    </message>
    <message>
        <location line="+6" />
        <source>unknown group %1; no group has this id</source>
        <translation>unbekannte Gruppe %1; keine Gruppe hat diese id</translation>
    </message>
    <message>
        <location line="+8" />
        <source>a %1 record must name its stand</source>
        <translation>ein %1-Eintrag muss seine Basis nennen</translation>
    </message>
    <message>
        <location line="+7" />
        <source>unknown stand %1; no stand has this id</source>
        <translation>unbekannte Basis %1; keine Basis hat diese id</translation>
    </message>
    <message>
        <location line="+2" />
        <source>stand %1 is in group %2, not in %3</source>
        <translation>Basis %1 ist in Gruppe %2, nicht in %3</translation>
    </message>
    <message>
        <location line="+8" />
        <source>(the current turn)</source>
        <translation>(die aktuelle Runde)</translation>
    </message>
    <message>
        <location line="+10" />
        <source>must not be 0: a casualties record adds or corrects at least one</source>
        <translation>darf nicht 0 sein: ein Verlusteintrag fügt mindestens einen hinzu oder korrigiert ihn</translation>
    </message>
    <message>
        <location line="+31" />
        <location line="+39" />
        <source>(2d6)</source>
        <translation>(2d6)</translation>
    </message>
    <message>
        <location line="-30" />
        <source>must be %1, the modifier of %2, the worst condition the test settles (A.2.1, A.3.1); found %3</source>
        <translation>muss %1 sein, der Modifikator von %2, der schlechtesten Bedingung, die der Test entscheidet (A.2.1, A.3.1); gefunden %3</translation>
    </message>
    <message>
        <location line="+9" />
        <source>must be %1: a roll of %2 at %3 makes %4, and a group carries on at 6 or more (A.3.1); found %5</source>
        <translation>muss %1 sein: ein Wurf von %2 bei %3 ergibt %4, und eine Gruppe macht bei 6 oder mehr weiter (A.3.1); gefunden %5</translation>
    </message>
    <message>
        <location line="+7" />
        <source>must be false: a test in turn at %1 (%2) settles %3 as well only by failing (A-4); found true</source>
        <translation>muss false sein: ein Test nacheinander bei %1 (%2) entscheidet %3 nur bei Misslingen mit (A-4); gefunden true</translation>
    </message>
    <message>
        <location line="+10" />
        <source>an individual test names the square whose roll it shares (A.3.3)</source>
        <translation>ein Einzeltest nennt das Feld, dessen Wurf er teilt (A.3.3)</translation>
    </message>
    <message>
        <location line="+11" />
        <source>must be %1: a roll of %2 with a net modifier of %3 makes %4 (A.3.3); found %5</source>
        <translation>muss %1 sein: ein Wurf von %2 mit einem Netto-Modifikator von %3 ergibt %4 (A.3.3); gefunden %5</translation>
    </message>
    <message>
        <location line="+27" />
        <source>an id holds no space and none of : , = (play steps are split on them); found %1</source>
        <translation>eine id enthält keine Leerzeichen und keines von : , = (Spielschritte werden daran getrennt); gefunden %1</translation>
    </message>
    <message>
        <location line="+10" />
        <source>a square holds no space and none of : , = (play steps are split on them); found %1</source>
        <translation>ein Feld enthält keine Leerzeichen und keines von : , = (Spielschritte werden daran getrennt); gefunden %1</translation>
    </message>
</context>
<context>
    <name>md::ww1::Ww1Workspace</name>
    <message>
        <location filename="../app/ww1/Ww1Workspace.cpp" line="+47" />
        <location line="+131" />
        <source>&amp;End turn</source>
        <translation>Runde &amp;beenden</translation>
    </message>
    <message>
        <location line="-130" />
        <location line="+68" />
        <source>Battle log</source>
        <translation>Gefechtsprotokoll</translation>
    </message>
    <message>
        <location line="-51" />
        <source>Force roster</source>
        <translation>Aufstellung der Streitmacht</translation>
    </message>
    <message>
        <location line="+20" />
        <source>Turn</source>
        <translation>Runde</translation>
    </message>
    <message>
        <location line="+9" />
        <source>Current turn</source>
        <translation>Aktuelle Runde</translation>
    </message>
    <message>
        <location line="+1" />
        <source>End turn</source>
        <translation>Runde beenden</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Ends the turn (Ctrl+E).</source>
        <translation>Beendet die Runde (Ctrl+E).</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Group tests due</source>
        <translation>Fällige Gruppentests</translation>
    </message>
    <message>
        <location line="+38" />
        <source>&amp;Play</source>
        <translation>&amp;Spielen</translation>
    </message>
    <message>
        <location line="+12" />
        <source>One &amp;casualty to the selected group</source>
        <translation>Ein &amp;Verlust für die ausgewählte Gruppe</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Roll the &amp;group test</source>
        <translation>&amp;Gruppentest würfeln</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Roll the &amp;individual test of the square</source>
        <translation>&amp;Einzeltest des Feldes würfeln</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Clear &amp;withdrawal of the selected group</source>
        <translation>&amp;Rückzug der ausgewählten Gruppe beenden</translation>
    </message>
    <message>
        <location line="+107" />
        <source>&amp;Group tests</source>
        <translation>&amp;Gruppentests</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Individual tests</source>
        <translation>&amp;Einzeltests</translation>
    </message>
    <message>
        <location line="+7" />
        <source>E&amp;dit</source>
        <translation>Bea&amp;rbeiten</translation>
    </message>
    <message>
        <location line="+68" />
        <source>Turn %1</source>
        <translation>Runde %1</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Group tests due (A.3.2 order): %1</source>
        <translation>Fällige Gruppentests (Reihenfolge A.3.2): %1</translation>
    </message>
    <message>
        <location line="+42" />
        <source>Keep the turn</source>
        <translation>Runde fortsetzen</translation>
    </message>
    <message>
        <location line="+0" />
        <source>End the turn anyway</source>
        <translation>Runde trotzdem beenden</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Group tests still due</source>
        <translation>Noch fällige Gruppentests</translation>
    </message>
    <message numerus="yes">
        <location line="+1" />
        <source>%n group test(s) still due (%1). End the turn anyway?</source>
        <translation>
            <numerusform>%n Gruppentest noch fällig (%1). Runde trotzdem beenden?</numerusform>
            <numerusform>%n Gruppentests noch fällig (%1). Runde trotzdem beenden?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4" />
        <source>The turn goes on: %n group test(s) still due (A.3.2).</source>
        <translation>
            <numerusform>Die Runde geht weiter: %n Gruppentest noch fällig (A.3.2).</numerusform>
            <numerusform>Die Runde geht weiter: %n Gruppentests noch fällig (A.3.2).</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5" />
        <source>Turn %1 begins.</source>
        <translation>Runde %1 beginnt.</translation>
    </message>
    <message>
        <location line="+11" />
        <source>The recovered work is not a WW1 force.</source>
        <translation>Die wiederhergestellte Arbeit ist keine WW1-Streitmacht.</translation>
    </message>
</context>
</TS>