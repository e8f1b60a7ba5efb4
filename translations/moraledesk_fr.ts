<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="fr">
<context>
    <name>main</name>
    <message>
        <location filename="../app/main.cpp" line="+93" />
        <source>--language needs one of: %1</source>
        <translation>--language attend une des valeurs : %1</translation>
    </message>
    <message>
        <location line="+29" />
        <source>campaign records in an SQLite file: %1</source>
        <translation>registres de campagne dans un fichier SQLite : %1</translation>
    </message>
    <message>
        <location line="+16" />
        <source>a rule system's sheets, tables or reference card as PDF</source>
        <translation>feuilles, tables ou aide-mémoire d'un système de règles en PDF</translation>
    </message>
    <message>
        <location line="+98" />
        <source>internal error: more than one subcommand is named %1</source>
        <translation>erreur interne : plusieurs sous-commandes s'appellent %1</translation>
    </message>
    <message>
        <location line="+26" />
        <source>--system chooses whose subcommand runs; the window opens a file of any rule system without it</source>
        <translation>--system choisit quelle sous-commande s'exécute ; sans lui, la fenêtre ouvre un fichier de n'importe quel système de règles</translation>
    </message>
    <message>
        <location line="+23" />
        <source>open one battlegroup file at a time</source>
        <translation>n'ouvrir qu'un fichier de groupement tactique à la fois</translation>
    </message>
    <message>
        <location line="-199" />
        <source>--language is given more than once; it takes one value</source>
        <translation>--language est donné plus d'une fois ; l'option ne prend qu'une valeur</translation>
    </message>
</context>
<context>
    <name>md::AboutDialog</name>
    <message>
        <location filename="../app/AboutDialog.cpp" line="+37" />
        <source>About MoraleDesk</source>
        <translation>À propos de MoraleDesk</translation>
    </message>
    <message>
        <location line="+13" />
        <source>&lt;h2&gt;MoraleDesk&lt;/h2&gt;&lt;p&gt;Ratio morale for sci-fi skirmish battlegroups: morale levels, checks, markers and the Morale Results Table.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;MoraleDesk&lt;/h2&gt;&lt;p&gt;Le moral proportionnel pour les groupements tactiques d'escarmouche de science-fiction : niveaux de moral, tests, marqueurs et table des résultats de moral.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+10" />
        <source>Version:</source>
        <translation>Version :</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&lt;a href="%1"&gt;GNU General Public License, version 3 or later&lt;/a&gt; (GPL-3.0-or-later)</source>
        <translation>&lt;a href="%1"&gt;Licence publique générale GNU, version 3 ou ultérieure&lt;/a&gt; (GPL-3.0-or-later)</translation>
    </message>
    <message>
        <location line="+5" />
        <source>License:</source>
        <translation>Licence :</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Copyright:</source>
        <translation>Copyright :</translation>
    </message>
    <message>
        <location line="+0" />
        <source>© 2026 The MoraleDesk developers</source>
        <translation>© 2026 Les développeurs de MoraleDesk</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Homepage:</source>
        <translation>Site web :</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Application id:</source>
        <translation>Identifiant de l'application :</translation>
    </message>
    <message>
        <location line="+3" />
        <source>MoraleDesk is free software and comes with absolutely no warranty. Every reading of the rules it applies is listed in the Rules notes.</source>
        <translation>MoraleDesk est un logiciel libre et n'est fourni avec absolument aucune garantie. Chaque lecture des règles qu'il applique est listée dans les notes de règles.</translation>
    </message>
    <message>
        <location line="+7" />
        <source>&amp;Rules notes…</source>
        <translation>&amp;Notes de règles…</translation>
    </message>
</context>
<context>
    <name>md::Automatic</name>
    <message>
        <location filename="../core/ratio/model/Outcome.h" line="+76" />
        <source>Roll</source>
        <translation>Jet</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Automatic success</source>
        <translation>Réussite automatique</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Automatic failure</source>
        <translation>Échec automatique</translation>
    </message>
    <message>
        <location line="+1" />
        <source>No roll possible</source>
        <translation>Aucun jet possible</translation>
    </message>
</context>
<context>
    <name>md::BattlegroupForm</name>
    <message>
        <location filename="../app/ratio/editors/BattlegroupForm.cpp" line="+30" />
        <source>&amp;Name:</source>
        <translation>&amp;Nom :</translation>
    </message>
    <message>
        <location line="+8" />
        <source>The player or side this battlegroup belongs to (R1).</source>
        <translation>Le joueur ou le camp auquel appartient ce groupement tactique (R1).</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Side:</source>
        <translation>&amp;Camp :</translation>
    </message>
    <message>
        <location line="+7" />
        <source>N&amp;otes:</source>
        <translation>N&amp;otes :</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Endurance:</source>
        <translation>Endurance :</translation>
    </message>
    <message>
        <location line="+1" />
        <source>R11: the sum of the starting morale levels of all units. The battlegroup reaches its breaking point when it has lost half of it.</source>
        <translation>R11 : la somme des niveaux de moral de départ de toutes les unités. Le groupement tactique atteint son point de rupture quand il en a perdu la moitié.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Optional rules</source>
        <translation>Règles optionnelles</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Leaders (R2)</source>
        <translation>C&amp;hefs (R2)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>R2 Leaders: soldiers are worth their rank's point factor (Trooper 1 … Marshal 9) instead of 1; a morale officer is worth his rank + 1.</source>
        <translation>R2 Chefs : les soldats valent le facteur de points de leur grade (Soldat 1 … Maréchal 9) au lieu de 1 ; un officier de moral vaut son grade + 1.</translation>
    </message>
    <message>
        <location line="+4" />
        <source>&amp;Bailed crew (R10)</source>
        <translation>Équipage é&amp;vacué (R10)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>R10 Bailed crew: after bailing out, the surviving crew are the vehicle's remaining morale points (1 each; their rank's factor under the Leaders rule), checked against its original level. The program counts bail-out survivors this way whether or not this box is ticked, as it does explosion survivors (see Rules notes, R10): ticking it changes no check, it records that the players use the rule.</source>
        <translation>R10 Équipage évacué : après l'évacuation, les survivants de l'équipage sont les points de moral restants du véhicule (1 chacun ; le facteur de leur grade avec la règle des chefs), testés contre son niveau d'origine. Le programme compte ainsi les survivants d'une évacuation, que cette case soit cochée ou non, comme ceux d'une explosion (voir les notes de règles, R10) : la cocher ne change aucun test, elle indique que les joueurs utilisent la règle.</translation>
    </message>
    <message>
        <location line="+7" />
        <source>&amp;Morale classes (R8)</source>
        <translation>Classes de &amp;moral (R8)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>R8 Morale classes: Elite +1, Regular 0, Levy −1 to the number needed.</source>
        <translation>R8 Classes de moral : Élite +1, Régulier 0, Levée −1 à la valeur requise.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>&amp;Experience (R8)</source>
        <translation>&amp;Expérience (R8)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>R8 Experience: green (inexperienced) troops −1 to the number needed; seasoned and veteran troops 0.</source>
        <translation>R8 Expérience : les troupes novices (inexpérimentées) ont −1 à la valeur requise ; les troupes aguerries et vétérans 0.</translation>
    </message>
    <message>
        <location line="+4" />
        <source>&amp;Psychological effects / NBC (R8a)</source>
        <translation>Effets &amp;psychologiques / NBC (R8a)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>R8a Psychological effects: an NBC attack forces a check, even at full strength, and troops not equipped for NBC get −2 to the number needed.</source>
        <translation>R8a Effets psychologiques : une attaque NBC impose un test, même à pleins effectifs, et les troupes non équipées NBC subissent −2 à la valeur requise.</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Defaults for units</source>
        <translation>Valeurs par défaut des unités</translation>
    </message>
    <message>
        <location line="+4" />
        <source>The morale class (R8) of every unit that does not set its own.</source>
        <translation>La classe de moral (R8) de chaque unité qui n'en fixe pas une elle-même.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Morale &amp;class:</source>
        <translation>Classe de mo&amp;ral :</translation>
    </message>
    <message>
        <location line="+10" />
        <source>The experience (R8) of every unit that does not set its own.</source>
        <translation>L'expérience (R8) de chaque unité qui n'en fixe pas une elle-même.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>E&amp;xperience:</source>
        <translation>E&amp;xpérience :</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Units are NBC-e&amp;quipped</source>
        <translation>Unités é&amp;quipées NBC</translation>
    </message>
    <message>
        <location line="+2" />
        <source>R8: troops in battle armour, full armour or pressure suits count as NBC-equipped; unsealed uniforms do not. Applies to every unit that does not say.</source>
        <translation>R8 : les troupes en armure de combat, armure intégrale ou combinaison pressurisée comptent comme équipées NBC ; les uniformes non étanches, non. S'applique à chaque unité qui ne le précise pas.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Units are NBC-equipped</source>
        <translation>Unités équipées NBC</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Units</source>
        <translation>Unités</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Unit template</source>
        <translation>Modèle d'unité</translation>
    </message>
    <message>
        <location line="+5" />
        <source>&amp;Add unit</source>
        <translation>&amp;Ajouter une unité</translation>
    </message>
    <message>
        <location line="+2" />
        <location line="+5" />
        <source>Add unit from template</source>
        <translation>Ajouter une unité depuis un modèle</translation>
    </message>
    <message>
        <location line="-2" />
        <source>&amp;Template:</source>
        <translation>Mo&amp;dèle :</translation>
    </message>
    <message>
        <location line="+49" />
        <source>Add unit</source>
        <translation>Ajouter une unité</translation>
    </message>
    <message>
        <location line="+24" />
        <source>%1; breaking point after %2 lost (%3 lost now)</source>
        <translation>%1 ; point de rupture après %2 perdus (%3 perdus actuellement)</translation>
    </message>
</context>
<context>
    <name>md::BattlegroupReader</name>
    <message numerus="yes">
        <location filename="../core/ratio/io/BattlegroupBodyReader.cpp" line="+82" />
        <source>%n more problem(s) not listed</source>
        <translation>
            <numerusform>%n autre problème non listé</numerusform>
            <numerusform>%n autres problèmes non listés</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1" />
        <source>%n more problem(s) not listed; the rules across fields were not checked</source>
        <translation>
            <numerusform>%n autre problème non listé ; les règles entre champs n'ont pas été vérifiées</numerusform>
            <numerusform>%n autres problèmes non listés ; les règles entre champs n'ont pas été vérifiées</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/ratio/io/FieldReader.cpp" line="+145" />
        <source>unexpected key for %1</source>
        <translation>clé inattendue pour %1</translation>
    </message>
    <message>
        <location line="+3" />
        <source>unknown key</source>
        <translation>clé inconnue</translation>
    </message>
    <message>
        <location line="+19" />
        <source>expected a string, found %1</source>
        <translation>une chaîne était attendue, %1 a été trouvé</translation>
    </message>
    <message>
        <location line="+5" />
        <source>holds an unpaired surrogate (a \u escape of half a character)</source>
        <translation>contient un substitut non apparié (un échappement \u d'un demi-caractère)</translation>
    </message>
    <message>
        <location line="+12" />
        <source>expected true or false, found %1</source>
        <translation>true ou false était attendu, %1 a été trouvé</translation>
    </message>
    <message>
        <location line="+35" />
        <source>expected a whole number between %1 and %2 or null, found %3</source>
        <translation>un nombre entier entre %1 et %2 ou null était attendu, %3 a été trouvé</translation>
    </message>
    <message>
        <location line="+1" />
        <source>expected a whole number between %1 and %2, found %3</source>
        <translation>un nombre entier entre %1 et %2 était attendu, %3 a été trouvé</translation>
    </message>
    <message>
        <location line="+15" />
        <location line="+34" />
        <source>expected an object, found %1</source>
        <translation>un objet était attendu, %1 a été trouvé</translation>
    </message>
    <message>
        <location line="-21" />
        <source>expected an array, found %1</source>
        <translation>un tableau était attendu, %1 a été trouvé</translation>
    </message>
    <message>
        <location filename="../core/ratio/io/FieldReader.h" line="+77" />
        <source>expected one of %1; found %2</source>
        <translation>une des valeurs %1 était attendue ; %2 a été trouvé</translation>
    </message>
    <message>
        <location filename="../core/ratio/io/BattlegroupBodyReader.cpp" line="+37" />
        <source>a game (the sides hold it)</source>
        <translation>une partie (les camps y figurent)</translation>
    </message>
    <message numerus="yes">
        <location line="+15" />
        <source>a game holds two sides, one battlegroup each; found %n</source>
        <translation>
            <numerusform>une partie comporte deux camps, un groupement chacun ; %n trouvé</numerusform>
            <numerusform>une partie comporte deux camps, un groupement chacun ; %n trouvés</numerusform>
        </translation>
    </message>
    <message>
        <location line="+19" />
        <source>one side (the game holds it for both)</source>
        <translation>un camp (la partie le contient pour les deux)</translation>
    </message>
    <message>
        <location line="+10" />
        <source>the two sides of a game need different side names; both are empty</source>
        <translation>les deux camps d'une partie doivent avoir des noms de camp différents ; les deux sont vides</translation>
    </message>
    <message>
        <location line="+1" />
        <source>the two sides of a game need different side names; both are %1</source>
        <translation>les deux camps d'une partie doivent avoir des noms de camp différents ; les deux sont %1</translation>
    </message>
    <message>
        <location line="+43" />
        <source>units</source>
        <translation>unités</translation>
    </message>
    <message>
        <location line="+1" />
        <source>pieces in all units</source>
        <translation>figurines dans toutes les unités</translation>
    </message>
    <message>
        <location line="+11" />
        <source>log records</source>
        <translation>entrées du journal</translation>
    </message>
    <message>
        <location line="+22" />
        <location line="+24" />
        <source>morale class</source>
        <translation>classe de moral</translation>
    </message>
    <message>
        <location line="-22" />
        <location line="+23" />
        <source>experience</source>
        <translation>expérience</translation>
    </message>
    <message>
        <location line="-3" />
        <source>unit kind</source>
        <translation>type d'unité</translation>
    </message>
    <message>
        <location line="+8" />
        <source>pieces in one unit</source>
        <translation>figurines dans une unité</translation>
    </message>
    <message>
        <location filename="../core/ratio/io/PieceReader.cpp" line="+47" />
        <source>piece kind</source>
        <translation>type de figurine</translation>
    </message>
    <message>
        <location line="+3" />
        <source>morale style</source>
        <translation>type de moral</translation>
    </message>
    <message>
        <location line="+29" />
        <source>a %1</source>
        <translation>un(e) %1</translation>
    </message>
    <message>
        <location line="+1" />
        <source>a %1 with %2 morale</source>
        <translation>un(e) %1 avec un moral de type %2</translation>
    </message>
    <message>
        <location line="+9" />
        <location line="+85" />
        <source>rank</source>
        <translation>grade</translation>
    </message>
    <message>
        <location line="-22" />
        <source>weapon systems</source>
        <translation>systèmes d'armes</translation>
    </message>
    <message>
        <location line="+17" />
        <source>crew</source>
        <translation>équipage</translation>
    </message>
    <message>
        <location line="+15" />
        <source>presence</source>
        <translation>présence</translation>
    </message>
    <message>
        <location line="+2" />
        <source>status</source>
        <translation>état</translation>
    </message>
    <message>
        <location line="+7" />
        <source>required when marker is true; expected a whole number between 1 and %1</source>
        <translation>obligatoire quand marker vaut true ; un nombre entier entre 1 et %1 était attendu</translation>
    </message>
    <message>
        <location filename="../core/ratio/io/BattlegroupBodyReader.cpp" line="+19" />
        <source>event</source>
        <translation>événement</translation>
    </message>
    <message>
        <location line="+8" />
        <source>a %1 record</source>
        <translation>une entrée %1</translation>
    </message>
    <message>
        <location line="+57" />
        <source>factors</source>
        <translation>facteurs</translation>
    </message>
    <message>
        <location line="+15" />
        <source>automatic entry</source>
        <translation>entrée automatique</translation>
    </message>
    <message>
        <location line="+3" />
        <source>outcome</source>
        <translation>issue</translation>
    </message>
    <message>
        <location line="+2" />
        <source>result</source>
        <translation>résultat</translation>
    </message>
</context>
<context>
    <name>md::BattlegroupValidator</name>
    <message>
        <location filename="../core/ratio/io/BattlegroupValidator.cpp" line="+49" />
        <source>a battlegroup reaches its breaking point by losing 50 % or more of its endurance (R11); this one has lost nothing</source>
        <translation>un groupement tactique atteint son point de rupture en perdant 50 % ou plus de son endurance (R11) ; celui-ci n'a rien perdu</translation>
    </message>
    <message>
        <location line="+5" />
        <source>units</source>
        <translation>unités</translation>
    </message>
    <message>
        <location line="+5" />
        <source>pieces in all units</source>
        <translation>figurines dans toutes les unités</translation>
    </message>
    <message>
        <location line="+6" />
        <source>log records</source>
        <translation>entrées du journal</translation>
    </message>
    <message>
        <location line="+61" />
        <source>duplicate id %1; already used at %2</source>
        <translation>identifiant %1 en double ; déjà utilisé en %2</translation>
    </message>
    <message>
        <location line="+16" />
        <source>a unit holds at least one piece</source>
        <translation>une unité contient au moins une figurine</translation>
    </message>
    <message>
        <location line="+2" />
        <source>pieces in one unit</source>
        <translation>figurines dans une unité</translation>
    </message>
    <message>
        <location line="+10" />
        <source>the unit's starting morale level is 0; no piece in it brings any points (R1)</source>
        <translation>le niveau de moral de départ de l'unité est 0 ; aucune figurine n'y apporte de points (R1)</translation>
    </message>
    <message>
        <location line="+18" />
        <source>a %1 cannot be part of an infantry unit; a vehicle or strongpoint is a morale unit of its own (R1)</source>
        <translation>un(e) %1 ne peut pas faire partie d'une unité d'infanterie ; un véhicule ou un point d'appui est une unité de moral à lui seul (R1)</translation>
    </message>
    <message>
        <location line="+5" />
        <source>crew survivors join only vehicle and strongpoint units (R10)</source>
        <translation>les survivants d'équipage ne rejoignent que les unités de véhicule et de point d'appui (R10)</translation>
    </message>
    <message>
        <location line="+5" />
        <source>a %1 cannot be part of a robots unit, which holds only warbots and wardrones (R1)</source>
        <translation>un(e) %1 ne peut pas faire partie d'une unité de robots, qui ne contient que des warbots et des wardrones (R1)</translation>
    </message>
    <message>
        <location line="+6" />
        <source>a vehicle unit holds exactly one vehicle (R1); this is a second one</source>
        <translation>une unité de véhicule contient exactement un véhicule (R1) ; celui-ci est un deuxième</translation>
    </message>
    <message>
        <location line="+3" />
        <source>a vehicle unit holds one vehicle (a vehicle, or a warbot or wardrone with vehicle morale) and its crew survivors (R1, R10)</source>
        <translation>une unité de véhicule contient un véhicule (un véhicule, ou un warbot ou une wardrone avec un moral de véhicule) et les survivants de son équipage (R1, R10)</translation>
    </message>
    <message>
        <location line="+7" />
        <source>a strongpoint unit holds exactly one strongpoint (R1); this is a second one</source>
        <translation>une unité de point d'appui contient exactement un point d'appui (R1) ; celui-ci est un deuxième</translation>
    </message>
    <message>
        <location line="+2" />
        <source>a strongpoint unit holds one strongpoint and its crew survivors (R1, R10)</source>
        <translation>une unité de point d'appui contient un point d'appui et les survivants de son équipage (R1, R10)</translation>
    </message>
    <message>
        <location line="+7" />
        <source>a vehicle unit needs its vehicle (a vehicle, or a warbot or wardrone with vehicle morale)</source>
        <translation>une unité de véhicule a besoin de son véhicule (un véhicule, ou un warbot ou une wardrone avec un moral de véhicule)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>a strongpoint unit needs its strongpoint</source>
        <translation>une unité de point d'appui a besoin de son point d'appui</translation>
    </message>
    <message>
        <location line="+11" />
        <source>only a soldier can be a morale officer (R2)</source>
        <translation>seul un soldat peut être officier de moral (R2)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>only a soldier can be a crew survivor (R10)</source>
        <translation>seul un soldat peut être un survivant d'équipage (R10)</translation>
    </message>
    <message>
        <location line="+41" />
        <source>weapon systems</source>
        <translation>systèmes d'armes</translation>
    </message>
    <message>
        <location line="+4" />
        <source>crew</source>
        <translation>équipage</translation>
    </message>
    <message>
        <location line="+10" />
        <source>must be normal for a piece that is no longer on the table (presence %1); found %2</source>
        <translation>doit être normal pour une figurine qui n'est plus sur la table (présence %1) ; %2 a été trouvé</translation>
    </message>
    <message>
        <location line="+4" />
        <source>must be false for a piece that is no longer on the table (presence %1)</source>
        <translation>doit valoir false pour une figurine qui n'est plus sur la table (présence %1)</translation>
    </message>
    <message>
        <location line="+8" />
        <source>must be false when the piece has no marker (R8a)</source>
        <translation>doit valoir false quand la figurine n'a pas de marqueur (R8a)</translation>
    </message>
    <message>
        <location line="+11" />
        <source>a %1 record must name its unit</source>
        <translation>une entrée %1 doit nommer son unité</translation>
    </message>
    <message>
        <location line="+4" />
        <source>unknown unit %1; no unit has this id</source>
        <translation>unité inconnue %1 ; aucune unité n'a cet identifiant</translation>
    </message>
    <message>
        <location line="+4" />
        <source>a piece can be named only together with its unit</source>
        <translation>une figurine ne peut être nommée qu'avec son unité</translation>
    </message>
    <message>
        <location line="+4" />
        <source>unknown piece %1; unit %2 has no piece with this id</source>
        <translation>figurine inconnue %1 ; l'unité %2 n'a aucune figurine avec cet identifiant</translation>
    </message>
    <message>
        <location line="+25" />
        <source>factors</source>
        <translation>facteurs</translation>
    </message>
    <message>
        <location line="+5" />
        <source>factor</source>
        <translation>facteur</translation>
    </message>
    <message>
        <location line="+6" />
        <source>must be false or left out: no die was rolled, so none was typed</source>
        <translation>doit valoir false ou être omis : aucun dé n'a été lancé, donc aucun n'a été saisi</translation>
    </message>
    <message>
        <location line="+2" />
        <source>must be none when the check passed; found %1</source>
        <translation>doit valoir none quand le test est réussi ; %1 a été trouvé</translation>
    </message>
    <message>
        <location line="+2" />
        <source>a failed check has a result of failure (R5); found none</source>
        <translation>un test raté a un résultat d'échec (R5) ; aucun n'a été trouvé</translation>
    </message>
    <message>
        <location line="+17" />
        <source>%1 of %2 points</source>
        <translation>%1 points sur %2</translation>
    </message>
    <message>
        <location line="+2" />
        <source>must be %1 for %2 (R5, R8); found %3</source>
        <translation>doit être %1 pour %2 (R5, R8) ; %3 a été trouvé</translation>
    </message>
    <message>
        <location line="+21" />
        <source>must be %1, the need %2 with its factors (R8); found %3</source>
        <translation>doit être %1, la valeur requise %2 avec ses facteurs (R8) ; %3 a été trouvé</translation>
    </message>
    <message>
        <location line="+4" />
        <source>must be null when the table's entry is %1 (no factor applies, R8); found %2</source>
        <translation>doit être null quand l'entrée de la table est %1 (aucun facteur ne s'applique, R8) ; %2 a été trouvé</translation>
    </message>
    <message>
        <location line="+9" />
        <source>a check at a modified need of %1 rolls a d10 (R5); found null</source>
        <translation>un test à une valeur requise modifiée de %1 lance un d10 (R5) ; null a été trouvé</translation>
    </message>
    <message>
        <location line="+1" />
        <source>must be null: no die is rolled when %1 (R5, R8); found %2</source>
        <translation>doit être null : aucun dé n'est lancé quand %1 (R5, R8) ; %2 a été trouvé</translation>
    </message>
    <message>
        <location line="+1" />
        <source>the modified need is %1</source>
        <translation>la valeur requise modifiée est %1</translation>
    </message>
    <message>
        <location line="+0" />
        <source>the table's entry is %1</source>
        <translation>l'entrée de la table est %1</translation>
    </message>
    <message>
        <location line="+9" />
        <source>must be %1: a d10 showing %2 against a modified need of %3 (R5: it passes on the need or less); found %4</source>
        <translation>doit être %1 : un d10 donnant %2 contre une valeur requise modifiée de %3 (R5 : réussi à cette valeur ou moins) ; %4 a été trouvé</translation>
    </message>
    <message>
        <location line="+52" />
        <source>a %1 record carries check fields (%2); only check records have them</source>
        <translation>une entrée %1 contient des champs de test (%2) ; seules les entrées de test en ont</translation>
    </message>
</context>
<context>
    <name>md::BattlegroupWriter</name>
    <message>
        <location filename="../core/ratio/io/BattlegroupWriter.cpp" line="+182" />
        <source>there is nothing to write to</source>
        <translation>il n'y a rien où écrire</translation>
    </message>
    <message>
        <location line="+2" />
        <source>the output is not open for writing</source>
        <translation>la sortie n'est pas ouverte en écriture</translation>
    </message>
    <message>
        <location line="+4" />
        <location line="+2" />
        <source>cannot write the battlegroup: %1</source>
        <translation>impossible d'écrire le groupement tactique : %1</translation>
    </message>
</context>
<context>
    <name>md::BlankSheetDocument</name>
    <message>
        <location filename="../app/ratio/print/BlankSheetDocument.cpp" line="+26" />
        <source>Blank: may be photocopied</source>
        <translation>Vierge : photocopie autorisée</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Battlegroup</source>
        <translation>Groupement tactique</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Side / player</source>
        <translation>Camp / joueur</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Battle / date</source>
        <translation>Bataille / date</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Turn</source>
        <translation>Tour</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Endurance (R11)</source>
        <translation>Endurance (R11)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>50 % line (points lost)</source>
        <translation>Ligne des 50 % (points perdus)</translation>
    </message>
    <message>
        <location line="+1" />
        <location line="+46" />
        <source>Points lost</source>
        <translation>Points perdus</translation>
    </message>
    <message>
        <location line="-45" />
        <source>Breaking point in turn</source>
        <translation>Point de rupture au tour</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Endurance: the sum of the units' starting morale levels. At 50 % lost the battlegroup reaches its breaking point and retreats from the next turn (R11).</source>
        <translation>Endurance : la somme des niveaux de moral de départ des unités. À 50 % de pertes, le groupement tactique atteint son point de rupture et se replie dès le tour suivant (R11).</translation>
    </message>
    <message>
        <location line="+9" />
        <source>Vehicles and strongpoints (R4)</source>
        <translation>Véhicules et points d'appui (R4)</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Morale level: one point per working level of movement, targeting and damage control, and one per working weapon system (three at most); twelve at most. Cross a box for each level lost and the box of each weapon system knocked out.</source>
        <translation>Niveau de moral : un point par niveau en état de mouvement, de visée et de contrôle des avaries, et un par système d'armes en état (trois au plus) ; douze au plus. Cochez une case par niveau perdu et la case de chaque système d'armes détruit.</translation>
    </message>
    <message>
        <location line="+13" />
        <source>Infantry units (R2)</source>
        <translation>Unités d'infanterie (R2)</translation>
    </message>
    <message>
        <location line="+3" />
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location line="+3" />
        <source>One point per man; under the Leaders rule, his rank's factor: %1; a morale officer one more. Cross one box per point lost.</source>
        <translation>Un point par homme ; avec la règle des chefs, le facteur de son grade : %1 ; un officier de moral un de plus. Cochez une case par point perdu.</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Infantry unit</source>
        <translation>Unité d'infanterie</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Starting morale points</source>
        <translation>Points de moral de départ</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Current morale points</source>
        <translation>Points de moral actuels</translation>
    </message>
    <message>
        <location line="+1" />
        <location line="+21" />
        <source>Class / experience (R8)</source>
        <translation>Classe / expérience (R8)</translation>
    </message>
    <message>
        <location line="-10" />
        <source>Warbots and wardrones (R3)</source>
        <translation>Warbots et wardrones (R3)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Each piece has size + 2 points (size 1 or 2) and loses one per penetrating hit. Robots attached to an infantry unit add their points to its level.</source>
        <translation>Chaque figurine a taille + 2 points (taille 1 ou 2) et en perd un par coup pénétrant. Les robots rattachés à une unité d'infanterie ajoutent leurs points à son niveau.</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Warbot unit</source>
        <translation>Unité de warbots</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Starting morale level</source>
        <translation>Niveau de moral de départ</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Current morale level</source>
        <translation>Niveau de moral actuel</translation>
    </message>
</context>
<context>
    <name>md::CampaignAddress</name>
    <message>
        <location filename="../app/campaign/CampaignAddress.cpp" line="+53" />
        <source>Campaign: give a file name or a postgresql:// address</source>
        <translation>Campagne : indiquez un nom de fichier ou une adresse postgresql://</translation>
    </message>
    <message>
        <location line="+27" />
        <source>%1: the address holds a password; leave it out and put it in the password file (~/.pgpass or PGPASSFILE) or the service file instead</source>
        <translation>%1 : l'adresse contient un mot de passe ; retirez-le et mettez-le dans le fichier de mots de passe (~/.pgpass ou PGPASSFILE) ou dans le fichier service</translation>
    </message>
    <message>
        <location line="+10" />
        <location line="+16" />
        <source>%1: the port "%2" is not a number from 1 to 65535</source>
        <translation>%1 : le port "%2" n'est pas un nombre de 1 à 65535</translation>
    </message>
    <message>
        <location line="-13" />
        <source>%1: not a valid address (%2)</source>
        <translation>%1 : adresse non valide (%2)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1: an address has no #fragment ("#%2")</source>
        <translation>%1 : une adresse n'a pas de #fragment ("#%2")</translation>
    </message>
    <message>
        <location line="+18" />
        <source>%1: the database "%2" is one name, without "/"</source>
        <translation>%1 : la base de données "%2" est un seul nom, sans "/"</translation>
    </message>
    <message>
        <location line="+5" />
        <source>%1: the option "%2" is not known; an address takes %3</source>
        <translation>%1 : l'option "%2" est inconnue ; une adresse accepte %3</translation>
    </message>
    <message>
        <location line="+4" />
        <source>%1: the option "%2" is given twice</source>
        <translation>%1 : l'option "%2" est donnée deux fois</translation>
    </message>
    <message>
        <location line="+3" />
        <source>%1: the option "%2" needs a value without spaces or quotes</source>
        <translation>%1 : l'option "%2" demande une valeur sans espaces ni guillemets</translation>
    </message>
    <message>
        <location line="+5" />
        <source>%1: connect_timeout "%2" is not a number of seconds from 0 to 3600</source>
        <translation>%1 : connect_timeout "%2" n'est pas un nombre de secondes de 0 à 3600</translation>
    </message>
    <message>
        <location line="+3" />
        <source>%1: sslmode "%2" is not one of %3</source>
        <translation>%1 : sslmode "%2" n'est pas l'une des valeurs %3</translation>
    </message>
    <message>
        <location line="+6" />
        <source>%1: the address names no database; write it after the server, as in postgresql://user@host:5432/campaigns</source>
        <translation>%1 : l'adresse ne nomme aucune base de données ; écrivez-la après le serveur, comme dans postgresql://user@host:5432/campaigns</translation>
    </message>
    <message>
        <location line="+4" />
        <source>%1: "%2" may not hold spaces, quotes, ";" or "="</source>
        <translation>%1 : "%2" ne peut contenir ni espaces, ni guillemets, ni ";", ni "="</translation>
    </message>
</context>
<context>
    <name>md::CampaignChartData</name>
    <message>
        <location filename="../app/widgets/CampaignChartData.cpp" line="+58" />
        <source>No battle is recorded yet: record one to see each force's losses here.</source>
        <translation>Aucune bataille n'est encore enregistrée : enregistrez-en une pour voir ici les pertes de chaque force.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The rule system of the battles recorded here counts no morale points, so there are no losses to chart; its own pages show each battle.</source>
        <translation>Le système de règles des batailles enregistrées ici ne compte pas de points de moral : il n'y a donc pas de pertes à représenter ; ses propres pages montrent chaque bataille.</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Battle %1, "%2": each force's morale points, kept and lost</source>
        <translation>Bataille %1, « %2 » : points de moral de chaque force, conservés et perdus</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Force</source>
        <translation>Force</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Morale points</source>
        <translation>Points de moral</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Points at the end</source>
        <translation>Points à la fin</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Points lost</source>
        <translation>Points perdus</translation>
    </message>
    <message>
        <location line="+23" />
        <source>%1–%2</source>
        <translation>%1–%2</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Morale points each force lost in each battle</source>
        <translation>Points de moral perdus par chaque force à chaque bataille</translation>
    </message>
    <message numerus="yes">
        <location line="+1" />
        <source>Morale points each force lost, %n battles to a bar</source>
        <translation>
            <numerusform>Points de moral perdus par chaque force, %n bataille par barre</numerusform>
            <numerusform>Points de moral perdus par chaque force, %n batailles par barre</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1" />
        <source>Battle</source>
        <translation>Bataille</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Battles</source>
        <translation>Batailles</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Morale points lost</source>
        <translation>Points de moral perdus</translation>
    </message>
</context>
<context>
    <name>md::CampaignController</name>
    <message>
        <location filename="../app/CampaignController.cpp" line="+41" />
        <source>Recent ca&amp;mpaigns</source>
        <translation>Ca&amp;mpagnes récentes</translation>
    </message>
    <message>
        <location line="+16" />
        <source>New campaign</source>
        <translation>Nouvelle campagne</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Campaign name:</source>
        <translation>Nom de la campagne :</translation>
    </message>
    <message>
        <location line="+12" />
        <source>No campaign created</source>
        <translation>Aucune campagne créée</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Created the campaign "%1" in %2.</source>
        <translation>Campagne « %1 » créée dans %2.</translation>
    </message>
    <message>
        <location line="+33" />
        <source>%1

Password for %2:</source>
        <translation>%1

Mot de passe pour %2 :</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The server asks for a password, and your PostgreSQL password file has none for this address. It is kept only until MoraleDesk closes.

Password for %1:</source>
        <translation>Le serveur demande un mot de passe, et votre fichier de mots de passe PostgreSQL n'en a aucun pour cette adresse. Il n'est conservé que jusqu'à la fermeture de MoraleDesk.

Mot de passe pour %1 :</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Campaign password</source>
        <translation>Mot de passe de la campagne</translation>
    </message>
    <message>
        <location line="+16" />
        <source>Campaign not opened</source>
        <translation>Campagne non ouverte</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Opened the campaign %1.</source>
        <translation>Campagne %1 ouverte.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Opened the campaign %1; it was brought to the current format, and the file as it was is kept in %2.</source>
        <translation>Campagne %1 ouverte ; elle a été mise au format actuel, et le fichier tel qu'il était est conservé dans %2.</translation>
    </message>
    <message>
        <location line="+12" />
        <source>Campaign not found</source>
        <translation>Campagne introuvable</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1 is no longer there: it was moved, renamed or deleted. It has been taken off the recent campaigns.</source>
        <translation>%1 n'existe plus : il a été déplacé, renommé ou supprimé. Il a été retiré des campagnes récentes.</translation>
    </message>
    <message>
        <location line="+32" />
        <source>No battlegroup</source>
        <translation>Aucun groupement tactique</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The campaign has no battlegroup yet: record a battle first.</source>
        <translation>La campagne n'a pas encore de groupement tactique : enregistrez d'abord une bataille.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Start next battle</source>
        <translation>Commencer la prochaine bataille</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Which battlegroup?</source>
        <translation>Quel groupement tactique ?</translation>
    </message>
    <message>
        <location line="+7" />
        <location line="+5" />
        <source>No next battle</source>
        <translation>Pas de prochaine bataille</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The battlegroup "%1" is kept by the rule system "%2", which this MoraleDesk does not know.</source>
        <translation>Le groupement « %1 » relève du système de règles « %2 », que ce MoraleDesk ne connaît pas.</translation>
    </message>
    <message>
        <location line="+32" />
        <source>No backup made</source>
        <translation>Aucune sauvegarde faite</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Backed up the campaign to %1.</source>
        <translation>Campagne sauvegardée dans %1.</translation>
    </message>
    <message>
        <location line="+12" />
        <source>Copy campaign to</source>
        <translation>Copier la campagne vers</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Copy the whole campaign to:</source>
        <translation>Copier toute la campagne vers :</translation>
    </message>
    <message>
        <location line="+1" />
        <source>A new campaign file…</source>
        <translation>Un nouveau fichier de campagne…</translation>
    </message>
    <message>
        <location line="+0" />
        <source>An empty database on a server…</source>
        <translation>Une base de données vide sur un serveur…</translation>
    </message>
    <message>
        <location line="+23" />
        <source>Campaign not copied</source>
        <translation>Campagne non copiée</translation>
    </message>
    <message numerus="yes">
        <location line="+6" />
        <source>Copied the campaign to %1 and compared every table with the original: %n row(s), all equal.</source>
        <translation>
            <numerusform>Campagne copiée vers %1 et chaque table comparée à l'original : %n ligne, toutes identiques.</numerusform>
            <numerusform>Campagne copiée vers %1 et chaque table comparée à l'original : %n lignes, toutes identiques.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>md::CampaignCopy</name>
    <message>
        <location filename="../app/campaign/CampaignCopy.cpp" line="+39" />
        <source>a copy needs a source and a target</source>
        <translation>une copie demande une source et une cible</translation>
    </message>
    <message>
        <location line="+6" />
        <source>cannot read the campaign to copy: %1</source>
        <translation>impossible de lire la campagne à copier : %1</translation>
    </message>
    <message>
        <location line="+11" />
        <source>%1 already exists; a copy never replaces a file</source>
        <translation>%1 existe déjà ; une copie ne remplace jamais un fichier</translation>
    </message>
    <message>
        <location line="+5" />
        <source>cannot copy to %1: the folder %2 does not exist</source>
        <translation>impossible de copier vers %1 : le dossier %2 n'existe pas</translation>
    </message>
    <message>
        <location line="+25" />
        <source>the copy's write-ahead log was not emptied</source>
        <translation>le journal d'écriture anticipée (WAL) de la copie n'a pas été vidé</translation>
    </message>
    <message>
        <location line="+5" />
        <source>%1 appeared while the copy was being made, or the folder is not writable</source>
        <translation>%1 est apparu pendant la copie, ou le dossier n'est pas accessible en écriture</translation>
    </message>
    <message>
        <location line="+5" />
        <location line="+20" />
        <location line="+8" />
        <source>cannot copy %1 to %2: %3</source>
        <translation>impossible de copier %1 vers %2 : %3</translation>
    </message>
    <message>
        <location line="-19" />
        <source>cannot copy to %1: %2</source>
        <translation>impossible de copier vers %1 : %2</translation>
    </message>
    <message>
        <location line="+18" />
        <source>(and the empty campaign made for the copy could not be removed again: %1)</source>
        <translation>(et la campagne vide créée pour la copie n'a pas pu être supprimée : %1)</translation>
    </message>
    <message>
        <location line="+15" />
        <source>cannot read %1: %2</source>
        <translation>impossible de lire %1 : %2</translation>
    </message>
    <message numerus="yes">
        <location line="+56" />
        <source>%n row(s)</source>
        <translation>
            <numerusform>%n ligne</numerusform>
            <numerusform>%n lignes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>md::CampaignDatabase</name>
    <message>
        <location filename="../app/campaign/CampaignSql.cpp" line="+78" />
        <source>the connection to the campaign server was lost (%1); nothing of this change was written: open the campaign again when the server is back</source>
        <translation>la connexion au serveur de la campagne a été perdue (%1) ; rien de cette modification n'a été écrit : rouvrez la campagne quand le serveur sera de retour</translation>
    </message>
    <message>
        <location line="+4" />
        <source>the server does not allow this role to do that (%1); the campaign's organiser grants it on the campaign's tables</source>
        <translation>le serveur n'autorise pas ce rôle à faire cela (%1) ; l'organisateur de la campagne l'accorde sur les tables de la campagne</translation>
    </message>
    <message>
        <location line="+15" />
        <source>no row</source>
        <translation>aucune ligne</translation>
    </message>
    <message>
        <location line="+15" />
        <source>the SQLite driver of Qt Sql (QSQLITE) is not installed; on Debian install libqt6sql6-sqlite</source>
        <translation>le pilote SQLite de Qt Sql (QSQLITE) n'est pas installé ; sous Debian, installez libqt6sql6-sqlite</translation>
    </message>
    <message>
        <location line="+32" />
        <source>the file cannot use write-ahead logging (journal mode is %1)</source>
        <translation>le fichier ne peut pas utiliser la journalisation anticipée (le mode de journal est %1)</translation>
    </message>
    <message>
        <location line="+20" />
        <source>there is no battlegroup "%1" in this campaign</source>
        <translation>il n'y a pas de groupement tactique « %1 » dans cette campagne</translation>
    </message>
    <message>
        <location filename="../app/campaign/CampaignDatabase.cpp" line="+60" />
        <source>%1: no such campaign</source>
        <translation>%1 : campagne introuvable</translation>
    </message>
    <message>
        <location line="+6" />
        <location line="+85" />
        <source>%1 is not a MoraleDesk campaign file</source>
        <translation>%1 n'est pas un fichier de campagne MoraleDesk</translation>
    </message>
    <message>
        <location line="-77" />
        <location line="+107" />
        <source>cannot open %1: %2</source>
        <translation>impossible d'ouvrir %1 : %2</translation>
    </message>
    <message>
        <location line="-50" />
        <source>%1 is busy: another program is writing to it. Try again when it has finished; it was not changed.</source>
        <translation>%1 est occupé : un autre programme y écrit. Réessayez quand il aura terminé ; le fichier n'a pas été modifié.</translation>
    </message>
    <message>
        <location line="+12" />
        <source>%1 is damaged (SQLite: %2); it was not changed. Restore it from a backup.</source>
        <translation>%1 est endommagé (SQLite : %2) ; il n'a pas été modifié. Restaurez-le à partir d'une sauvegarde.</translation>
    </message>
    <message>
        <location line="+4" />
        <source>%1 is not a MoraleDesk campaign file, or its first page is damaged (SQLite: %2); it was not changed</source>
        <translation>%1 n'est pas un fichier de campagne MoraleDesk, ou sa première page est endommagée (SQLite : %2) ; il n'a pas été modifié</translation>
    </message>
    <message>
        <location line="+7" />
        <source>%1 is damaged (SQLite: %2); it was not changed</source>
        <translation>%1 est endommagé (SQLite : %2) ; il n'a pas été modifié</translation>
    </message>
    <message>
        <location line="+4" />
        <source>%1 was written by a newer MoraleDesk (campaign format %2); this version reads formats 1 to %3. Nothing was changed.</source>
        <translation>%1 a été écrit par un MoraleDesk plus récent (format de campagne %2) ; cette version lit les formats 1 à %3. Rien n'a été modifié.</translation>
    </message>
    <message>
        <location line="+4" />
        <source>%1 is not a complete MoraleDesk campaign file</source>
        <translation>%1 n'est pas un fichier de campagne MoraleDesk complet</translation>
    </message>
    <message>
        <location line="+14" />
        <source>%1 is damaged (SQLite quick_check: %2); it was not changed. Restore it from a backup.</source>
        <translation>%1 est endommagé (SQLite quick_check : %2) ; il n'a pas été modifié. Restaurez-le à partir d'une sauvegarde.</translation>
    </message>
    <message>
        <location line="-77" />
        <location line="+85" />
        <source>cannot bring %1 from campaign format %2 to %3: %4; it was not changed</source>
        <translation>impossible de faire passer %1 du format de campagne %2 au format %3 : %4 ; il n'a pas été modifié</translation>
    </message>
    <message>
        <location line="+43" />
        <source>%1 has no campaign record</source>
        <translation>%1 n'a pas d'enregistrement de campagne</translation>
    </message>
    <message>
        <location line="+20" />
        <source>Campaign name: a campaign needs a name</source>
        <translation>Nom de la campagne : une campagne a besoin d'un nom</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Side %1: a side needs a name</source>
        <translation>Camp %1 : un camp a besoin d'un nom</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Side %1: "%2" is listed twice</source>
        <translation>Camp %1 : « %2 » figure deux fois</translation>
    </message>
    <message>
        <location line="+36" />
        <source>the campaign has no battlegroup "%1"</source>
        <translation>la campagne n'a pas de groupement « %1 »</translation>
    </message>
    <message>
        <location line="+74" />
        <source>schema_version is %1; this MoraleDesk writes %2</source>
        <translation>schema_version vaut %1 ; ce MoraleDesk écrit %2</translation>
    </message>
    <message>
        <location line="+19" />
        <source>%1 is on a server: copy it into a file with "moraledesk campaign copy" (or the server's own pg_dump) instead of a backup</source>
        <translation>%1 est sur un serveur : copiez-la dans un fichier avec "moraledesk campaign copy" (ou le pg_dump du serveur) au lieu d'une sauvegarde</translation>
    </message>
    <message>
        <location line="+26" />
        <source>the backup needs a file name</source>
        <translation>la sauvegarde a besoin d'un nom de fichier</translation>
    </message>
    <message>
        <location line="+3" />
        <source>%1 already exists; a backup never replaces a file</source>
        <translation>%1 existe déjà ; une sauvegarde ne remplace jamais un fichier</translation>
    </message>
    <message>
        <location line="+3" />
        <source>cannot back up to %1: the folder %2 does not exist</source>
        <translation>impossible de sauvegarder dans %1 : le dossier %2 n'existe pas</translation>
    </message>
    <message>
        <location line="+12" />
        <source>cannot back up to %1: %2</source>
        <translation>impossible de sauvegarder dans %1 : %2</translation>
    </message>
    <message>
        <location line="+8" />
        <location line="+28" />
        <source>cannot back up to %1: the copy could not be written to disk</source>
        <translation>impossible de sauvegarder dans %1 : la copie n'a pas pu être écrite sur le disque</translation>
    </message>
    <message>
        <location line="-9" />
        <source>cannot back up to %1: the copy failed its check (%2)</source>
        <translation>impossible de sauvegarder dans %1 : la copie a échoué à son contrôle (%2)</translation>
    </message>
    <message>
        <location line="+5" />
        <source>cannot back up to %1: %1 appeared meanwhile, or the folder is not writable</source>
        <translation>impossible de sauvegarder dans %1 : %1 est apparu entre-temps, ou le dossier n'est pas accessible en écriture</translation>
    </message>
    <message>
        <location filename="../app/campaign/CampaignQuery.h" line="+66" />
        <source>the database gave no id for the new row</source>
        <translation>la base de données n'a renvoyé aucun identifiant pour la nouvelle ligne</translation>
    </message>
    <message>
        <location filename="../app/campaign/CampaignTransaction.h" line="+45" />
        <source>the connection to the campaign server was lost while the change was being committed (%1); it may or may not have been written: open the campaign again and look before entering it again</source>
        <translation>la connexion au serveur de la campagne a été perdue pendant la validation de la modification (%1) ; elle a pu être écrite ou non : rouvrez la campagne et vérifiez avant de la saisir à nouveau</translation>
    </message>
</context>
<context>
    <name>md::CampaignDetailsPanel</name>
    <message>
        <location filename="../app/widgets/CampaignDetailsPanel.cpp" line="+31" />
        <source>Campaign name</source>
        <translation>Nom de la campagne</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Campaign &amp;name:</source>
        <translation>&amp;Nom de la campagne :</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Side</source>
        <translation>Camp</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Sides and players</source>
        <translation>Camps et joueurs</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Add &amp;side</source>
        <translation>Ajouter un &amp;camp</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Sides and &amp;players:</source>
        <translation>Camps et &amp;joueurs :</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Campaign notes</source>
        <translation>Notes sur la campagne</translation>
    </message>
    <message>
        <location line="+1" />
        <source>N&amp;otes:</source>
        <translation>N&amp;otes :</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Sa&amp;ve details</source>
        <translation>&amp;Enregistrer les détails</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Rever&amp;t</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <location line="+35" />
        <source>A side in the records keeps its name; its player can change.</source>
        <translation>Un camp garde son nom dans les registres ; son joueur peut changer.</translation>
    </message>
    <message>
        <location line="+21" />
        <source>Saved.</source>
        <translation>Enregistré.</translation>
    </message>
</context>
<context>
    <name>md::CampaignMigration</name>
    <message>
        <location filename="../app/campaign/CampaignMigration.cpp" line="+45" />
        <source>cannot copy the file to %1 before changing it: %2</source>
        <translation>impossible de copier le fichier vers %1 avant de le modifier : %2</translation>
    </message>
    <message>
        <location line="+32" />
        <source>a row of table %1 would refer to a missing row</source>
        <translation>une ligne de la table %1 ferait référence à une ligne manquante</translation>
    </message>
    <message>
        <location line="+70" />
        <source>there is no campaign format %1</source>
        <translation>il n'existe pas de format de campagne %1</translation>
    </message>
    <message>
        <location line="-40" />
        <source>a campaign needs a name</source>
        <translation>une campagne a besoin d'un nom</translation>
    </message>
    <message>
        <location line="+4" />
        <source>a side needs a name</source>
        <translation>un camp a besoin d'un nom</translation>
    </message>
    <message>
        <location line="+2" />
        <source>the side "%1" is named twice</source>
        <translation>le camp « %1 » est nommé deux fois</translation>
    </message>
    <message>
        <location line="+39" />
        <source>%1 already exists; a new campaign never replaces a file</source>
        <translation>%1 existe déjà ; une nouvelle campagne ne remplace jamais un fichier</translation>
    </message>
    <message>
        <location line="+3" />
        <source>cannot create %1: the folder %2 does not exist</source>
        <translation>impossible de créer %1 : le dossier %2 n'existe pas</translation>
    </message>
    <message>
        <location line="+48" />
        <source>the new file's write-ahead log was not emptied</source>
        <translation>le journal anticipé du nouveau fichier n'a pas été vidé</translation>
    </message>
    <message>
        <location line="+4" />
        <source>%1 appeared while the campaign was being built, or the folder is not writable</source>
        <translation>%1 est apparu pendant la création de la campagne, ou le dossier n'est pas accessible en écriture</translation>
    </message>
    <message>
        <location line="+5" />
        <source>cannot create %1: %2</source>
        <translation>impossible de créer %1 : %2</translation>
    </message>
</context>
<context>
    <name>md::CampaignRows</name>
    <message>
        <location filename="../app/campaign/CampaignRows.cpp" line="+121" />
        <source>table %1 is missing</source>
        <translation>la table %1 est absente</translation>
    </message>
    <message>
        <location line="+9" />
        <source>table %1 has no column %2</source>
        <translation>la table %1 n'a pas de colonne %2</translation>
    </message>
    <message>
        <location line="+19" />
        <location line="+12" />
        <source>cannot read table %1: %2</source>
        <translation>impossible de lire la table %1 : %2</translation>
    </message>
    <message>
        <location line="+7" />
        <source>table %1: its primary key is not among the columns copied</source>
        <translation>table %1 : sa clé primaire ne fait pas partie des colonnes copiées</translation>
    </message>
    <message>
        <location line="+17" />
        <source>table %1 is missing on the target</source>
        <translation>la table %1 est absente de la cible</translation>
    </message>
    <message>
        <location line="+6" />
        <source>table %1 has no column %2 on the target</source>
        <translation>la table %1 n'a pas de colonne %2 dans la cible</translation>
    </message>
    <message>
        <location line="+15" />
        <source>cannot write table %1: %2</source>
        <translation>impossible d'écrire la table %1 : %2</translation>
    </message>
    <message>
        <location line="+11" />
        <source>cannot write row %1 of table %2: %3</source>
        <translation>impossible d'écrire la ligne %1 de la table %2 : %3</translation>
    </message>
    <message>
        <location line="+21" />
        <source>table %1: column %2 is missing in %3</source>
        <translation>table %1 : la colonne %2 est absente de %3</translation>
    </message>
    <message>
        <location line="+4" />
        <source>table %1 has %2 columns in %3 and %4 in %5</source>
        <translation>la table %1 a %2 colonnes dans %3 et %4 dans %5</translation>
    </message>
    <message>
        <location line="+9" />
        <source>table %1 differs at row %2 (%3): %4 is %5 in %6 and %7 in %8</source>
        <translation>la table %1 diffère à la ligne %2 (%3) : %4 vaut %5 dans %6 et %7 dans %8</translation>
    </message>
    <message>
        <location line="+8" />
        <source>table %1 has %2 rows in %3 and %4 in %5; the first row only in %6 is row %7 (%8)</source>
        <translation>la table %1 a %2 lignes dans %3 et %4 dans %5 ; la première ligne présente seulement dans %6 est la ligne %7 (%8)</translation>
    </message>
</context>
<context>
    <name>md::CampaignServer</name>
    <message>
        <location filename="../app/campaign/CampaignServer.cpp" line="+100" />
        <source>cannot open %1: the PostgreSQL driver of Qt Sql (QPSQL) is not installed; on Debian install libqt6sql6-psql</source>
        <translation>impossible d'ouvrir %1 : le pilote PostgreSQL de Qt Sql (QPSQL) n'est pas installé ; sous Debian, installez libqt6sql6-psql</translation>
    </message>
    <message>
        <location line="+18" />
        <source>(libpq's default user)</source>
        <translation>(utilisateur par défaut de libpq)</translation>
    </message>
    <message>
        <location line="+4" />
        <source>the server of %1 asks user %2 for a password, and none was given: put it in the password file (~/.pgpass or PGPASSFILE) or type it when asked</source>
        <translation>le serveur de %1 demande un mot de passe pour l'utilisateur %2, et aucun n'a été donné : mettez-le dans le fichier de mots de passe (~/.pgpass ou PGPASSFILE) ou tapez-le quand il est demandé</translation>
    </message>
    <message>
        <location line="+4" />
        <source>the server of %1 did not accept user %2 (wrong password, no such user, or not allowed from this computer): %3</source>
        <translation>le serveur de %1 n'a pas accepté l'utilisateur %2 (mot de passe erroné, utilisateur inconnu ou non autorisé depuis cet ordinateur) : %3</translation>
    </message>
    <message>
        <location line="+4" />
        <source>%1: no such campaign: the server has no database "%2"; the campaign's organiser creates it first (docs/campaign-format.md, club set-up)</source>
        <translation>%1 : campagne inexistante : le serveur n'a pas de base de données "%2" ; l'organisateur de la campagne la crée d'abord (docs/campaign-format.md, installation au club)</translation>
    </message>
    <message>
        <location line="+4" />
        <source>the server of %1 does not let user %2 into the database "%3": %4</source>
        <translation>le serveur de %1 n'autorise pas l'utilisateur %2 à entrer dans la base de données "%3" : %4</translation>
    </message>
    <message>
        <location line="+4" />
        <source>cannot reach the server of %1: is it running, and are the host and port right? (%2)</source>
        <translation>impossible de joindre le serveur de %1 : est-il en marche, et l'hôte et le port sont-ils corrects ? (%2)</translation>
    </message>
    <message>
        <location line="+3" />
        <location line="+7" />
        <location line="+21" />
        <location line="+16" />
        <source>cannot open %1: %2</source>
        <translation>impossible d'ouvrir %1 : %2</translation>
    </message>
    <message>
        <location line="-19" />
        <source>%1 is not a MoraleDesk campaign: the database has no schema_version table (a new campaign can be created in an empty database)</source>
        <translation>%1 n'est pas une campagne MoraleDesk : la base de données n'a pas de table schema_version (une nouvelle campagne peut être créée dans une base de données vide)</translation>
    </message>
    <message>
        <location line="+4" />
        <location line="+16" />
        <source>%1 is not a complete MoraleDesk campaign: %2</source>
        <translation>%1 n'est pas une campagne MoraleDesk complète : %2</translation>
    </message>
    <message>
        <location line="-12" />
        <source>%1 was written by a newer MoraleDesk (campaign format %2); this version reads formats 1 to %3. Nothing was changed.</source>
        <translation>%1 a été écrite par un MoraleDesk plus récent (format de campagne %2) ; cette version lit les formats 1 à %3. Rien n'a été modifié.</translation>
    </message>
    <message>
        <location line="+4" />
        <source>%1 is not a complete MoraleDesk campaign</source>
        <translation>%1 n'est pas une campagne MoraleDesk complète</translation>
    </message>
    <message>
        <location line="+38" />
        <location line="+13" />
        <location line="+4" />
        <location line="+3" />
        <location line="+5" />
        <source>cannot create a campaign in %1: %2</source>
        <translation>impossible de créer une campagne dans %1 : %2</translation>
    </message>
    <message>
        <location line="-23" />
        <source>%1 already exists: that database already holds a MoraleDesk campaign; open it, or create the new one in another database</source>
        <translation>%1 existe déjà : cette base de données contient déjà une campagne MoraleDesk ; ouvrez-la, ou créez la nouvelle dans une autre base de données</translation>
    </message>
    <message numerus="yes">
        <location line="+5" />
        <source>and %n more</source>
        <translation>
            <numerusform>et %n autre</numerusform>
            <numerusform>et %n autres</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1 is not empty (it holds the tables %2); a campaign goes into an empty database of its own</source>
        <translation>%1 n'est pas vide (elle contient les tables %2) ; une campagne va dans une base de données vide qui lui est propre</translation>
    </message>
</context>
<context>
    <name>md::CampaignSubcommand</name>
    <message>
        <location filename="../app/campaign/CampaignSubcommand.cpp" line="+35" />
        <source>The campaign's name.</source>
        <translation>Le nom de la campagne.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>A side and its player, as SIDE or SIDE=PLAYER (repeatable).</source>
        <translation>Un camp et son joueur, sous la forme CAMP ou CAMP=JOUEUR (répétable).</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Notes on the campaign.</source>
        <translation>Notes sur la campagne.</translation>
    </message>
    <message>
        <location line="+7" />
        <source>create: the campaign needs a name</source>
        <translation>create : la campagne a besoin d'un nom</translation>
    </message>
    <message>
        <location line="+5" />
        <source>create: --side needs a name, as SIDE or SIDE=PLAYER</source>
        <translation>create : --side a besoin d'un nom, sous la forme CAMP ou CAMP=JOUEUR</translation>
    </message>
    <message>
        <location line="+5" />
        <source>%1 already exists; create never replaces a file</source>
        <translation>%1 existe déjà ; create ne remplace jamais un fichier</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Created campaign "%1" in %2 (campaign format %3).</source>
        <translation>Campagne « %1 » créée dans %2 (format de campagne %3).</translation>
    </message>
    <message>
        <location line="+9" />
        <source>One of: %1.</source>
        <translation>Une valeur parmi : %1.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The CSV file to write ("-" or none: standard output).</source>
        <translation>Le fichier CSV à écrire (« - » ou aucun : sortie standard).</translation>
    </message>
    <message>
        <location line="+5" />
        <source>export-csv: there is no list "%1"; the lists are: %2</source>
        <translation>export-csv : il n'y a pas de liste « %1 » ; les listes sont : %2</translation>
    </message>
    <message>
        <location line="+4" />
        <source>export-csv: -o needs a file name</source>
        <translation>export-csv : -o a besoin d'un nom de fichier</translation>
    </message>
    <message>
        <location line="+26" />
        <source>The backup file (must not exist).</source>
        <translation>Le fichier de sauvegarde (ne doit pas exister).</translation>
    </message>
    <message>
        <location line="+11" />
        <source>Backed up %1 to %2.</source>
        <translation>%1 sauvegardé dans %2.</translation>
    </message>
    <message>
        <location line="+16" />
        <source>%1 is damaged: %2</source>
        <translation>%1 est endommagé : %2</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1 is damaged (SQLite integrity_check: %2)</source>
        <translation>%1 est endommagé (SQLite integrity_check : %2)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1: integrity check ok.</source>
        <translation>%1 : contrôle d'intégrité correct.</translation>
    </message>
    <message>
        <location line="+9" />
        <source>A new campaign file, or an empty database on a server.</source>
        <translation>Un nouveau fichier de campagne, ou une base de données vide sur un serveur.</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Copied %1 to %2; every table of the copy was compared with the original and is equal:</source>
        <translation>%1 copiée vers %2 ; chaque table de la copie a été comparée à l'original et est identique :</translation>
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
        <translation>Usage : moraledesk campaign FILE VERB [arguments]
  create NAME [--side SIDE[=PLAYER]]… [--notes TEXT]   un nouveau fichier de campagne (n'en remplace jamais un)
  record BATTLEGROUP.json [BATTLEGROUP.json…] [--date YYYY-MM-DD] [--name NAME] [--scenario S]
         [--turns N] [--notes TEXT]                       enregistre une bataille telle que les groupements l'ont finie
  list [--json]                                           les batailles et les renforts en route
  service-record UNIT [--battlegroup NAME] [--json]       batailles, tests et pertes d'une unité
  export-csv TABLE [-o out.csv]                           une liste en CSV ; TABLE est l'une de
         %1
  next-battle BATTLEGROUP -o out.json [--keep-damage]     le groupement pour sa prochaine bataille
  add-replacement BATTLEGROUP UNITS.json [--delay N]      renforts, arrivant après N batailles
  backup DEST                                             une copie cohérente (ne remplace jamais un fichier)
  check                                                   une vérification complète d'intégrité
  copy TARGET                                             toute la campagne dans un nouveau fichier ou une
         base de données vide sur un serveur, comparée table par table ; aussi : campaign copy SOURCE TARGET
Un verbe commun à plusieurs systèmes de règles (record, list, next-battle) accepte --system SYSTEM (%2) ; sans
lui, record suit le système de règles des fichiers, next-battle celui du groupement, et list affiche les
batailles de chaque système sous son propre titre.
FILE, SOURCE et TARGET sont des fichiers de campagne ou des adresses de serveur : postgresql://USER@HOST:PORT/DATABASE
(le mot de passe vient du fichier de mots de passe PostgreSQL ~/.pgpass ou d'un fichier service, jamais de l'adresse).
</translation>
    </message>
    <message>
        <location line="+41" />
        <source>Only %1 has %2.</source>
        <translation>Seul %1 a %2.</translation>
    </message>
    <message>
        <location line="+18" />
        <source>copy: expects a source and a target: moraledesk campaign copy SOURCE TARGET</source>
        <translation>copy : attend une source et une cible : moraledesk campaign copy SOURCE TARGET</translation>
    </message>
    <message>
        <location line="+4" />
        <source>expects a campaign file and a verb (%1); see --help</source>
        <translation>attend un fichier de campagne et un verbe (%1) ; voir --help</translation>
    </message>
    <message>
        <location line="+71" />
        <source>%1: --system needs a rule system: %2</source>
        <translation>%1 : --system demande un système de règles : %2</translation>
    </message>
    <message>
        <location line="+9" />
        <source>%1: --system is given more than once</source>
        <translation>%1 : --system est donné plus d'une fois</translation>
    </message>
    <message>
        <location line="+4" />
        <source>%1: --system must be one of %2, not "%3"</source>
        <translation>%1 : --system doit être l'un de %2, pas « %3 »</translation>
    </message>
    <message>
        <location line="+4" />
        <source>"%1" is not a verb of %2; see moraledesk campaign --help</source>
        <translation>« %1 » n'est pas un verbe de %2 ; voir moraledesk campaign --help</translation>
    </message>
    <message>
        <location line="+53" />
        <source>unknown verb "%1"; the verbs are: %2</source>
        <translation>verbe inconnu « %1 » ; les verbes sont : %2</translation>
    </message>
</context>
<context>
    <name>md::CampaignTableModel</name>
    <message>
        <location filename="../app/models/CampaignTableModel.cpp" line="+22" />
        <location line="+37" />
        <source>Battles</source>
        <translation>Batailles</translation>
    </message>
    <message>
        <location line="-36" />
        <source>Participants</source>
        <translation>Participants</translation>
    </message>
    <message>
        <location line="+1" />
        <location line="+23" />
        <source>Battlegroups</source>
        <translation>Groupements tactiques</translation>
    </message>
    <message>
        <location line="-22" />
        <source>Unit results</source>
        <translation>Résultats des unités</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Piece results</source>
        <translation>Résultats des figurines</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Morale log</source>
        <translation>Journal de moral</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Service records</source>
        <translation>États de service</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Strength</source>
        <translation>Effectifs</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Replacements</source>
        <translation>Remplacements</translation>
    </message>
    <message>
        <location line="+6" />
        <location line="+5" />
        <source>No.</source>
        <translation>N°</translation>
    </message>
    <message>
        <location line="-4" />
        <location line="+5" />
        <source>Battle</source>
        <translation>Bataille</translation>
    </message>
    <message>
        <location line="-4" />
        <source>Outcome (R11)</source>
        <translation>Issue (R11)</translation>
    </message>
    <message>
        <location line="+1" />
        <location line="+10" />
        <source>Battlegroup</source>
        <translation>Groupement tactique</translation>
    </message>
    <message>
        <location line="-9" />
        <source>Check</source>
        <translation>Contrôle</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Scenario</source>
        <translation>Scénario</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Turns</source>
        <translation>Tours</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Held by</source>
        <translation>Tenu par</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Notes</source>
        <translation>Notes</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Side</source>
        <translation>Camp</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Its battle</source>
        <translation>Sa bataille</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Breaking turn</source>
        <translation>Tour de rupture</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Retreated from turn</source>
        <translation>Repli à partir du tour</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Held the field</source>
        <translation>A tenu le terrain</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Points at start</source>
        <translation>Points au départ</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Points at end</source>
        <translation>Points à la fin</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Points lost</source>
        <translation>Points perdus</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Last battle</source>
        <translation>Dernière bataille</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Unit id</source>
        <translation>Identifiant de l'unité</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Unit</source>
        <translation>Unité</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Kind</source>
        <translation>Type</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Experience</source>
        <translation>Expérience</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Pieces</source>
        <translation>Figurines</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Casualties</source>
        <translation>Pertes</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Surrendered</source>
        <translation>Rendus</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Shot</source>
        <translation>Abattus</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Eliminated</source>
        <translation>Éliminés</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Destroyed</source>
        <translation>Détruits</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Abandoned</source>
        <translation>Abandonnés</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Left the board</source>
        <translation>Ont quitté la table</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Leaders lost</source>
        <translation>Chefs perdus</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Checks passed</source>
        <translation>Tests réussis</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Checks failed</source>
        <translation>Tests ratés</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Times broken</source>
        <translation>Fois brisé</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Status at the end</source>
        <translation>État à la fin</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Piece id</source>
        <translation>Identifiant de la figurine</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Piece</source>
        <translation>Figurine</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Rank</source>
        <translation>Grade</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Morale officer</source>
        <translation>Officier de moral</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Crew survivor</source>
        <translation>Survivant d'équipage</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Presence</source>
        <translation>Présence</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Status</source>
        <translation>État</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Entry</source>
        <translation>Entrée</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Turn</source>
        <translation>Tour</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Event</source>
        <translation>Événement</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Detail</source>
        <translation>Détail</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Starting level</source>
        <translation>Niveau de départ</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Current level</source>
        <translation>Niveau actuel</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Need</source>
        <translation>Requis</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Modified need</source>
        <translation>Requis modifié</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Factors</source>
        <translation>Facteurs</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Die</source>
        <translation>Dé</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Automatic</source>
        <translation>Automatique</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Interceptive fire</source>
        <translation>Tir d'interception</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Asked for after battle</source>
        <translation>Demandé après la bataille</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Delay (battles)</source>
        <translation>Délai (batailles)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Arrives for its battle</source>
        <translation>Arrive pour sa bataille</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Joined in battle</source>
        <translation>Arrivé à la bataille</translation>
    </message>
    <message>
        <location line="+60" />
        <source>CSV column: %1</source>
        <translation>Colonne CSV : %1</translation>
    </message>
</context>
<context>
    <name>md::CampaignTables</name>
    <message>
        <location filename="../app/campaign/CampaignTables.cpp" line="+101" />
        <source>there is no list "%1"; the lists are: %2</source>
        <translation>il n'y a pas de liste « %1 » ; les listes sont : %2</translation>
    </message>
    <message>
        <location line="+26" />
        <source>the output is not open for writing</source>
        <translation>la sortie n'est pas ouverte en écriture</translation>
    </message>
    <message>
        <location line="+6" />
        <location line="+2" />
        <source>cannot write the list: %1</source>
        <translation>impossible d'écrire la liste : %1</translation>
    </message>
</context>
<context>
    <name>md::CampaignVerbContext</name>
    <message>
        <location filename="../app/campaign/CampaignVerbContext.cpp" line="+32" />
        <source>%1: missing argument; see moraledesk campaign --help</source>
        <translation>%1 : argument manquant ; voir moraledesk campaign --help</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1: unexpected argument "%2"</source>
        <translation>%1 : argument inattendu « %2 »</translation>
    </message>
    <message>
        <location line="+49" />
        <source>%1 was brought from campaign format %2 to %3; the file as it was is kept in %4</source>
        <translation>%1 a été mis du format de campagne %2 au format %3 ; le fichier tel qu'il était est conservé dans %4</translation>
    </message>
</context>
<context>
    <name>md::CampaignWindow</name>
    <message>
        <location filename="../app/widgets/CampaignWindow.cpp" line="+46" />
        <source>Campaign</source>
        <translation>Campagne</translation>
    </message>
    <message>
        <location line="+4" />
        <source>&amp;List:</source>
        <translation>&amp;Liste :</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Campaign list</source>
        <translation>Liste de la campagne</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Export &amp;CSV…</source>
        <translation>Exporter en &amp;CSV…</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Export CSV</source>
        <translation>Exporter en CSV</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Campaign list contents</source>
        <translation>Contenu de la liste de la campagne</translation>
    </message>
    <message>
        <location line="+6" />
        <source>&amp;Records</source>
        <translation>&amp;Enregistrements</translation>
    </message>
    <message>
        <location line="+7" />
        <source>&amp;Losses chart</source>
        <translation>&amp;Graphique des pertes</translation>
    </message>
    <message>
        <location line="+11" />
        <source>&amp;Campaign</source>
        <translation>&amp;Campagne</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Copy campaign to…</source>
        <translation>&amp;Copier la campagne vers…</translation>
    </message>
    <message>
        <location line="+3" />
        <source>&amp;Refresh</source>
        <translation>&amp;Actualiser</translation>
    </message>
    <message numerus="yes">
        <location line="+19" />
        <source>%1 — %n battle(s) recorded. On the server: %2</source>
        <translation>
            <numerusform>%1 — %n bataille enregistrée. Sur le serveur : %2</numerusform>
            <numerusform>%1 — %n batailles enregistrées. Sur le serveur : %2</numerusform>
        </translation>
    </message>
    <message>
        <location line="+121" />
        <source>Losses chart</source>
        <translation>Graphique des pertes</translation>
    </message>
    <message>
        <location line="-154" />
        <source>&amp;Details</source>
        <translation>&amp;Détails</translation>
    </message>
    <message>
        <location line="+31" />
        <source>Campaign: %1</source>
        <translation>Campagne : %1</translation>
    </message>
    <message numerus="yes">
        <location line="+4" />
        <source>%1 — %n battle(s) recorded. File: %2</source>
        <translation>
            <numerusform>%1 — %n bataille enregistrée. Fichier : %2</numerusform>
            <numerusform>%1 — %n batailles enregistrées. Fichier : %2</numerusform>
        </translation>
    </message>
    <message>
        <location line="+54" />
        <source>Not exported</source>
        <translation>Non exporté</translation>
    </message>
    <message>
        <location line="+0" />
        <source>%1 could not be written: %2</source>
        <translation>%1 n'a pas pu être écrit : %2</translation>
    </message>
</context>
<context>
    <name>md::CarryOver</name>
    <message>
        <location filename="../core/ratio/campaign/CarryOver.cpp" line="+70" />
        <source>%1 crew: %2</source>
        <translation>Équipage de %1 : %2</translation>
    </message>
    <message>
        <location line="+270" />
        <source>%1 crew</source>
        <translation>Équipage de %1</translation>
    </message>
</context>
<context>
    <name>md::CheckOutcome</name>
    <message>
        <location filename="../core/ratio/model/Outcome.h" line="-17" />
        <source>Passed</source>
        <translation>Réussi</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Failed</source>
        <translation>Raté</translation>
    </message>
</context>
<context>
    <name>md::CheckQueueText</name>
    <message>
        <location filename="../app/ratio/models/CheckQueueText.cpp" line="+26" />
        <source>carried over from turn %1</source>
        <translation>reporté du tour %1</translation>
    </message>
    <message>
        <location line="+2" />
        <source>failed last turn: checks every turn until he passes</source>
        <translation>a raté au tour précédent : teste à chaque tour jusqu'à réussir</translation>
    </message>
    <message>
        <location line="+1" />
        <source>failed last turn: checks every turn until it passes</source>
        <translation>a raté au tour précédent : teste à chaque tour jusqu'à réussir</translation>
    </message>
    <message>
        <location line="+2" />
        <source>marked last turn after he had moved, fired or checked</source>
        <translation>marqué au tour précédent après avoir bougé, tiré ou testé</translation>
    </message>
    <message>
        <location line="+1" />
        <source>marked last turn after it had acted, checked or was hit on its own initiative</source>
        <translation>marqué au tour précédent après avoir agi, testé ou été touché pendant sa propre initiative</translation>
    </message>
    <message>
        <location line="+4" />
        <source>failed this turn: checks every turn until he passes</source>
        <translation>a raté ce tour : teste à chaque tour jusqu'à réussir</translation>
    </message>
    <message>
        <location line="+1" />
        <source>failed this turn: checks every turn until it passes</source>
        <translation>a raté ce tour : teste à chaque tour jusqu'à réussir</translation>
    </message>
    <message>
        <location line="+2" />
        <source>already checked this turn, marked again since: one check a turn</source>
        <translation>a déjà testé ce tour, marqué de nouveau depuis : un test par tour</translation>
    </message>
    <message>
        <location line="+2" />
        <source>marked after he moved or fired this turn</source>
        <translation>marqué après avoir bougé ou tiré ce tour</translation>
    </message>
    <message>
        <location line="+0" />
        <source>marked after it moved or fired this turn</source>
        <translation>marqué après avoir bougé ou tiré ce tour</translation>
    </message>
    <message>
        <location line="+2" />
        <source>damaged during its own initiative</source>
        <translation>endommagé pendant sa propre initiative</translation>
    </message>
    <message>
        <location line="+3" />
        <location line="+24" />
        <source>marked this turn</source>
        <translation>marqué ce tour</translation>
    </message>
    <message>
        <location line="-20" />
        <source>damaged this turn</source>
        <translation>endommagé ce tour</translation>
    </message>
    <message>
        <location line="+3" />
        <source>lost a comrade this turn (%1)</source>
        <translation>a perdu un camarade ce tour (%1)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>lost a comrade this turn: %1 surrendered</source>
        <translation>a perdu un camarade ce tour : %1 s'est rendu</translation>
    </message>
    <message>
        <location line="+2" />
        <source>lost a comrade this turn: %1 was eliminated</source>
        <translation>a perdu un camarade ce tour : %1 a été éliminé</translation>
    </message>
    <message>
        <location line="+4" />
        <source>%1 of the unit was damaged this turn</source>
        <translation>%1 de l'unité a été endommagé ce tour</translation>
    </message>
    <message>
        <location line="+2" />
        <source>bailed out of %1 this turn</source>
        <translation>a évacué %1 ce tour</translation>
    </message>
    <message>
        <location line="+0" />
        <source>the crew of %1 bailed out this turn</source>
        <translation>l'équipage de %1 a évacué ce tour</translation>
    </message>
    <message>
        <location line="+2" />
        <source>survived the destruction of %1 this turn</source>
        <translation>a survécu à la destruction de %1 ce tour</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1 of the unit was destroyed this turn</source>
        <translation>%1 de l'unité a été détruit ce tour</translation>
    </message>
    <message>
        <location line="+2" />
        <source>NBC attack on the unit this turn</source>
        <translation>attaque NBC contre l'unité ce tour</translation>
    </message>
    <message>
        <location line="+11" />
        <source>The turn was ended without this check: it is due at the start of this turn, before anything else (R6).</source>
        <translation>Le tour a été fini sans ce test : il est dû au début de ce tour, avant toute autre chose (R6).</translation>
    </message>
    <message>
        <location line="+3" />
        <source>A failure keeps the marker: the piece checks every turn until it passes (R6).</source>
        <translation>Un échec garde le marqueur : la figurine teste à chaque tour jusqu'à réussir (R6).</translation>
    </message>
    <message>
        <location line="+2" />
        <source>A piece that begins a turn with a marker must check before the end of that turn (R6).</source>
        <translation>Une figurine qui commence un tour avec un marqueur doit tester avant la fin de ce tour (R6).</translation>
    </message>
    <message>
        <location line="+2" />
        <source>A loss marks every remaining member; a marked piece checks when it gets the initiative, before any other action (R6).</source>
        <translation>Une perte marque chaque membre restant ; une figurine marquée teste quand elle prend l'initiative, avant toute autre action (R6).</translation>
    </message>
    <message>
        <location line="+3" />
        <source>No piece makes more than one morale check a turn: the new marker is checked next turn (R6, R13 case 2).</source>
        <translation>Aucune figurine ne fait plus d'un test de moral par tour : le nouveau marqueur est testé au tour suivant (R6, R13 cas 2).</translation>
    </message>
    <message>
        <location line="+2" />
        <source>A piece that has already moved or fired this turn checks next turn (R6).</source>
        <translation>Une figurine qui a déjà bougé ou tiré ce tour teste au tour suivant (R6).</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Damage taken while the piece itself has the initiative is checked in its next turn (R6, R13 case 3).</source>
        <translation>Les dégâts subis pendant l'initiative de la figurine elle-même sont testés à son tour suivant (R6, R13 cas 3).</translation>
    </message>
    <message>
        <location line="+7" />
        <source>passed</source>
        <translation>réussi</translation>
    </message>
    <message>
        <location line="+0" />
        <source>failed, %1</source>
        <translation>raté, %1</translation>
    </message>
    <message>
        <location line="+2" />
        <source>no roll: %1</source>
        <translation>pas de jet : %1</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <location line="+6" />
        <source>passes</source>
        <translation>réussit</translation>
    </message>
    <message>
        <location line="+0" />
        <source>fails: %1</source>
        <translation>rate : %1</translation>
    </message>
    <message>
        <location line="+2" />
        <source>no roll → %1</source>
        <translation>pas de jet → %1</translation>
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
        <translation>%1 ou moins</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Type the faces in the field above, one per check in this order.</source>
        <translation>Saisissez les faces dans le champ ci-dessus, une par test, dans cet ordre.</translation>
    </message>
    <message>
        <location line="+15" />
        <source>Piece</source>
        <translation>Figurine</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Unit</source>
        <translation>Unité</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Why</source>
        <translation>Pourquoi</translation>
    </message>
    <message>
        <location line="+2" />
        <source>d10 needed</source>
        <translation>d10 requis</translation>
    </message>
    <message>
        <location line="+2" />
        <source>If it fails</source>
        <translation>En cas d'échec</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Die</source>
        <translation>Dé</translation>
    </message>
</context>
<context>
    <name>md::ChecksNextTurnModel</name>
    <message>
        <location filename="../app/ratio/models/ChecksNextTurnModel.cpp" line="+110" />
        <source>Has not checked this turn.</source>
        <translation>N'a pas testé ce tour.</translation>
    </message>
    <message>
        <location line="+4" />
        <source>No check next turn unless the unit suffers another loss (R6).</source>
        <translation>Pas de test au tour suivant, sauf si l'unité subit une autre perte (R6).</translation>
    </message>
    <message>
        <location line="+13" />
        <source>Piece</source>
        <translation>Figurine</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Unit</source>
        <translation>Unité</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Checked this turn</source>
        <translation>A testé ce tour</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Checks next turn because</source>
        <translation>Teste au tour suivant car</translation>
    </message>
</context>
<context>
    <name>md::ChecksQueuePanel</name>
    <message>
        <location filename="../app/ratio/widgets/ChecksQueuePanel.cpp" line="+42" />
        <source>Start queue</source>
        <translation>Démarrer la file</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Roll all due</source>
        <translation>Lancer tous les tests dus</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Apply faces</source>
        <translation>Appliquer les faces</translation>
    </message>
    <message>
        <location line="+14" />
        <source>Selects the first piece due; then type its die (1-9, 0 = 10) and the next one is selected by itself (F6).</source>
        <translation>Sélectionne la première figurine due ; saisissez ensuite son dé (1-9, 0 = 10) et la suivante est sélectionnée d'elle-même (F6).</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Rolls the program's d10 for every check due now, in queue order, as one undo step.</source>
        <translation>Lance le d10 du programme pour chaque test dû maintenant, dans l'ordre de la file, en une seule étape d'annulation.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Faces for the queue</source>
        <translation>Faces pour la file</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Your dice in queue order: 7 3 9 0 (0 = 10)</source>
        <translation>Vos dés dans l'ordre de la file : 7 3 9 0 (0 = 10)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>One face per check that needs a die, in queue order; 0 is the face marked 0 (10). Enter applies them all as one undo step (F7).</source>
        <translation>Une face par test nécessitant un dé, dans l'ordre de la file ; 0 est la face marquée 0 (10). Entrée les applique toutes en une seule étape d'annulation (F7).</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Applies the typed faces as one undo step.</source>
        <translation>Applique les faces saisies en une seule étape d'annulation.</translation>
    </message>
    <message>
        <location line="+12" />
        <source>Checks queue message</source>
        <translation>Message de la file des tests</translation>
    </message>
    <message>
        <location line="+15" />
        <source>Checks due now, in queue order</source>
        <translation>Tests dus maintenant, dans l'ordre de la file</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Checked this turn, and checks next turn</source>
        <translation>Testés ce tour, et tests au tour suivant</translation>
    </message>
    <message numerus="yes">
        <location line="+72" />
        <source>Check now, in this order (R6): %n</source>
        <translation>
            <numerusform>Testez maintenant, dans cet ordre (R6) : %n</numerusform>
            <numerusform>Testez maintenant, dans cet ordre (R6) : %n</numerusform>
        </translation>
    </message>
    <message>
        <location line="+0" />
        <source>Check now: nobody</source>
        <translation>Testez maintenant : personne</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Checked this turn: %1 · Next turn: %2</source>
        <translation>Testés ce tour : %1 · Tour suivant : %2</translation>
    </message>
    <message>
        <location line="+1" />
        <location line="+133" />
        <location line="+1" />
        <location line="+41" />
        <location line="+20" />
        <source>No piece must check morale now.</source>
        <translation>Aucune figurine ne doit tester son moral maintenant.</translation>
    </message>
    <message>
        <location line="-155" />
        <source>Faces: “%1” is not a face. Type digits 0-9 (0 is the face marked 0, a 10) and spaces only.</source>
        <translation>Faces : « %1 » n'est pas une face. Saisissez uniquement des chiffres 0-9 (0 est la face marquée 0, un 10) et des espaces.</translation>
    </message>
    <message numerus="yes">
        <location line="+17" />
        <source>Faces: %1 typed, but %n check(s) due now need a die. Nothing is applied; take off the extra faces.</source>
        <translation>
            <numerusform>Faces : %1 saisies, mais %n test dû maintenant nécessite un dé. Rien n'est appliqué ; retirez les faces en trop.</numerusform>
            <numerusform>Faces : %1 saisies, mais %n tests dus maintenant nécessitent un dé. Rien n'est appliqué ; retirez les faces en trop.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+31" />
        <source>%n check(s) ready: Enter applies them as one undo step.</source>
        <translation>
            <numerusform>%n test prêt : Entrée l'applique en une seule étape d'annulation.</numerusform>
            <numerusform>%n tests prêts : Entrée les applique en une seule étape d'annulation.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+52" />
        <source>%1 checks first. Type the die (1-9, 0 = 10); the next piece is selected by itself.</source>
        <translation>%1 teste en premier. Saisissez le dé (1-9, 0 = 10) ; la figurine suivante est sélectionnée d'elle-même.</translation>
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
            <numerusform>%n test effectué, une étape d'annulation : %1.</numerusform>
            <numerusform>%n tests effectués, une étape d'annulation : %1.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+15" />
        <source>Roll all due: nothing was rolled. %1</source>
        <translation>Lancer tous les tests dus : rien n'a été lancé. %1</translation>
    </message>
    <message>
        <location line="+15" />
        <source>Faces: type one face per check, in queue order (7 3 9 0).</source>
        <translation>Faces : saisissez une face par test, dans l'ordre de la file (7 3 9 0).</translation>
    </message>
    <message>
        <location line="+9" />
        <source>Faces: nothing applied. %1</source>
        <translation>Faces : rien n'est appliqué. %1</translation>
    </message>
    <message>
        <location line="+21" />
        <source>%1 checked for interceptive fire: the queue waits while it fires (R10). F6 goes on with the queue.</source>
        <translation>%1 a testé pour un tir d'interception : la file attend pendant qu'il tire (R10). F6 reprend la file.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1 may surrender to an enemy within 6" (R9): press S if he does. F6 goes on with the queue.</source>
        <translation>%1 peut se rendre à un ennemi à moins de 6" (R9) : appuyez sur S s'il le fait. F6 reprend la file.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1's crew may bail out (R10): press B if it does. F6 goes on with the queue.</source>
        <translation>L'équipage de %1 peut évacuer (R10) : appuyez sur B s'il le fait. F6 reprend la file.</translation>
    </message>
    <message>
        <location line="+7" />
        <source>All checks due this turn are made.</source>
        <translation>Tous les tests dus ce tour sont faits.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Next: %1.</source>
        <translation>Suivant : %1.</translation>
    </message>
</context>
<context>
    <name>md::CommandLine</name>
    <message>
        <location filename="../app/cli/ArgumentErrors.cpp" line="+23" />
        <source>--%1 is required</source>
        <translation>--%1 est obligatoire</translation>
    </message>
    <message>
        <location line="+7" />
        <source>--%1 must be a whole number from %2 to %3, not "%4"</source>
        <translation>--%1 doit être un nombre entier de %2 à %3, pas « %4 »</translation>
    </message>
    <message>
        <location line="+23" />
        <location filename="../app/ww1/cli/Ww1CommandLine.cpp" line="+348" />
        <source>unexpected argument "%1"</source>
        <translation>argument inattendu « %1 »</translation>
    </message>
    <message>
        <location filename="../app/cli/CommandLine.cpp" line="+34" />
        <source>expects exactly one battlegroup file</source>
        <translation>attend exactement un fichier de groupement tactique</translation>
    </message>
    <message>
        <location line="+7" />
        <source>%1: no such file</source>
        <translation>%1 : fichier introuvable</translation>
    </message>
    <message>
        <location line="+136" />
        <source>Open the window, quit as soon as it has been shown and painted (for timing start-up).</source>
        <translation>Ouvre la fenêtre et quitte dès qu'elle a été affichée et dessinée (pour chronométrer le démarrage).</translation>
    </message>
    <message>
        <location line="+10" />
        <source>unknown subcommand "%1"</source>
        <translation>sous-commande inconnue « %1 »</translation>
    </message>
    <message>
        <location filename="../app/ratio/cli/RatioCommandLine.cpp" line="+58" />
        <source>Prints the Morale Results Table (R5): rows are starting levels, columns points remaining; a cell is the d10 roll needed, S (automatic success), F (automatic failure) or - where remaining exceeds the level.</source>
        <translation>Affiche la table des résultats de moral (R5) : les lignes sont les niveaux de départ, les colonnes les points restants ; une case est le jet de d10 requis, S (réussite automatique), F (échec automatique) ou - là où les points restants dépassent le niveau.</translation>
    </message>
    <message>
        <location line="+4" />
        <source>The table subcommand.</source>
        <translation>La sous-commande table.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>First starting level (default 1).</source>
        <translation>Premier niveau de départ (par défaut 1).</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Last starting level (default 20).</source>
        <translation>Dernier niveau de départ (par défaut 20).</translation>
    </message>
    <message>
        <location line="+1" />
        <source>text, csv or json (default text).</source>
        <translation>text, csv ou json (par défaut text).</translation>
    </message>
    <message>
        <location line="+8" />
        <source>--to (%1) must not be below --from (%2)</source>
        <translation>--to (%1) ne doit pas être inférieur à --from (%2)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>--format must be text, csv or json, not "%1"</source>
        <translation>--format doit être text, csv ou json, pas « %1 »</translation>
    </message>
    <message>
        <location line="+67" />
        <source>Assesses one morale check (R5, R8) and prints it as one JSON object.</source>
        <translation>Évalue un test de moral (R5, R8) et l'affiche sous la forme d'un objet JSON.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The check subcommand.</source>
        <translation>La sous-commande check.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Starting morale level of the unit.</source>
        <translation>Niveau de moral de départ de l'unité.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Current morale level of the unit.</source>
        <translation>Niveau de moral actuel de l'unité.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Morale class: elite, regular or levy (default regular).</source>
        <translation>Classe de moral : elite, regular ou levy (par défaut regular).</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Green (inexperienced) troops: -1 to the need.</source>
        <translation>Troupes novices (inexpérimentées) : -1 à la valeur requise.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>NBC attack on troops not equipped for it: -2, forces a check.</source>
        <translation>Attaque NBC contre des troupes non équipées : -2, impose un test.</translation>
    </message>
    <message>
        <location line="+8" />
        <source>--current (%1) cannot be above --starting (%2): points never rise above the starting level (R5)</source>
        <translation>--current (%1) ne peut pas dépasser --starting (%2) : les points ne remontent jamais au-dessus du niveau de départ (R5)</translation>
    </message>
    <message>
        <location line="+3" />
        <source>--class must be elite, regular or levy, not "%1"</source>
        <translation>--class doit être elite, regular ou levy, pas « %1 »</translation>
    </message>
    <message>
        <location line="+29" />
        <source>Surviving crew when a crew abandons its damaged vehicle (R10): crew x remaining / levels, rounded half up, at least one.</source>
        <translation>Équipage survivant quand un équipage abandonne son véhicule endommagé (R10) : équipage x restants / niveaux, arrondi à la moitié supérieure, au moins un.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>The crew subcommand.</source>
        <translation>La sous-commande crew.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Original number of crew.</source>
        <translation>Effectif d'origine de l'équipage.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The vehicle's original morale level (damage levels).</source>
        <translation>Le niveau de moral d'origine du véhicule (niveaux de dégâts).</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Damage levels remaining.</source>
        <translation>Niveaux de dégâts restants.</translation>
    </message>
    <message>
        <location line="+8" />
        <source>--remaining (%1) cannot be above --levels (%2)</source>
        <translation>--remaining (%1) ne peut pas dépasser --levels (%2)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>--remaining is 0: the vehicle is destroyed, and its survivors come from the explosive-destruction penetration roll, not this formula (R10)</source>
        <translation>--remaining vaut 0 : le véhicule est détruit, et ses survivants viennent du jet de pénétration de la destruction explosive, pas de cette formule (R10)</translation>
    </message>
    <message>
        <location filename="../app/cli/CommandLine.cpp" line="-51" />
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <location line="+4" />
        <source>check a game file of any rule system</source>
        <translation>vérifier un fichier de partie de n'importe quel système de règles</translation>
    </message>
    <message>
        <location line="+1" />
        <source>a game file's state as JSON</source>
        <translation>l'état d'un fichier de partie en JSON</translation>
    </message>
    <message>
        <location line="+19" />
        <source>MoraleDesk: morale rules for tabletop wargames.

Without a subcommand, or with a game file, the program opens its window.
Subcommands (run headless; add --help after one for its options):</source>
        <translation>MoraleDesk : règles de moral pour jeux de guerre sur table.

Sans sous-commande, ou avec un fichier de partie, le programme ouvre sa fenêtre.
Sous-commandes (sans fenêtre ; ajoutez --help après l'une d'elles pour ses options) :</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Game file to open in the window.</source>
        <translation>Fichier de partie à ouvrir dans la fenêtre.</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Whose subcommand runs where several rule systems have one of that name: %1. Without it, the system the subcommand's file names, else %2.</source>
        <translation>Quel système exécute la sous-commande quand plusieurs en ont une de ce nom : %1. Sans elle, le système que nomme le fichier de la sous-commande, sinon %2.</translation>
    </message>
    <message>
        <location line="+31" />
        <source>Checks a battlegroup file. Exit 0 when valid; otherwise one "json.path: reason" line per problem and exit 1.</source>
        <translation>Vérifie un fichier de groupement tactique. Code de sortie 0 s'il est valide ; sinon une ligne « json.path: raison » par problème et code de sortie 1.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>The validate subcommand.</source>
        <translation>La sous-commande validate.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Prints a battlegroup's state as JSON: each unit's levels, need, result of failure and checks due, and the battlegroup's endurance (R11).</source>
        <translation>Affiche l'état d'un groupement tactique en JSON : niveaux, valeur requise, résultat d'échec et tests dus de chaque unité, et l'endurance du groupement tactique (R11).</translation>
    </message>
    <message>
        <location line="+3" />
        <source>The summary subcommand.</source>
        <translation>La sous-commande summary.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Battlegroup file.</source>
        <translation>Fichier de groupement tactique.</translation>
    </message>
    <message numerus="yes">
        <location filename="../core/ratio/RatioSummary.cpp" line="+82" />
        <source>%1: valid battlegroup "%2" (%n unit(s)</source>
        <translation>
            <numerusform>%1 : groupement tactique valide « %2 » (%n unité</numerusform>
            <numerusform>%1 : groupement tactique valide « %2 » (%n unités</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1" />
        <location line="+35" />
        <source>, %n piece(s))</source>
        <translation>
            <numerusform>, %n figurine)</numerusform>
            <numerusform>, %n figurines)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="-1" />
        <source>"%1" (%n unit(s)</source>
        <translation>
            <numerusform>« %1 » (%n unité</numerusform>
            <numerusform>« %1 » (%n unités</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3" />
        <source>%1: valid game of two sides: %2</source>
        <translation>%1 : partie valide de deux camps : %2</translation>
    </message>
    <message>
        <location line="+0" />
        <source> against </source>
        <translation> contre </translation>
    </message>
</context>
<context>
    <name>md::Commands</name>
    <message numerus="yes">
        <location filename="../app/ratio/commands/Commands.cpp" line="+68" />
        <source>%1: %n %2 level(s) lost</source>
        <translation>
            <numerusform>%1 : %n niveau de %2 perdu</numerusform>
            <numerusform>%1 : %n niveaux de %2 perdus</numerusform>
        </translation>
    </message>
    <message>
        <location line="+73" />
        <source>No piece must check morale now.</source>
        <translation>Aucune figurine ne doit tester son moral maintenant.</translation>
    </message>
    <message numerus="yes">
        <location line="+14" />
        <source>Typed dice: %n morale check(s)</source>
        <translation>
            <numerusform>Dés saisis : %n test de moral</numerusform>
            <numerusform>Dés saisis : %n tests de moral</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1" />
        <source>Roll all due: %n morale check(s)</source>
        <translation>
            <numerusform>Lancer tous les tests dus : %n test de moral</numerusform>
            <numerusform>Lancer tous les tests dus : %n tests de moral</numerusform>
        </translation>
    </message>
    <message>
        <location line="+26" />
        <source>End turn %1 (both sides)</source>
        <translation>Finir le tour %1 (les deux camps)</translation>
    </message>
    <message>
        <location line="+9" />
        <source>Only a game of two sides passes the initiative; add the opposing side first.</source>
        <translation>Seule une partie de deux camps passe l'initiative ; ajoutez d'abord le camp adverse.</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Initiative to %1</source>
        <translation>Initiative à %1</translation>
    </message>
    <message>
        <location line="+8" />
        <source>This game already has both sides.</source>
        <translation>Cette partie a déjà ses deux camps.</translation>
    </message>
    <message>
        <location line="+4" />
        <source>The opposing side plays another rule system (%1); both sides of a game play the same.</source>
        <translation>Le camp adverse joue un autre système de règles (%1) ; les deux camps d'une partie jouent le même.</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Both battlegroups fight for the side "%1". Give one of them another side name in the Edit tab first.</source>
        <translation>Les deux groupements combattent pour le camp « %1 ». Donnez d'abord à l'un d'eux un autre nom de camp dans l'onglet Édition.</translation>
    </message>
    <message>
        <location line="+9" />
        <source>The opposing side cannot join: %1: %2</source>
        <translation>Le camp adverse ne peut pas rejoindre la partie : %1 : %2</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Add opposing side %1</source>
        <translation>Ajouter le camp adverse %1</translation>
    </message>
    <message>
        <location line="+7" />
        <source>A battlegroup alone has no side to remove.</source>
        <translation>Un groupement seul n'a pas de camp à retirer.</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Remove side %1</source>
        <translation>Retirer le camp %1</translation>
    </message>
    <message>
        <location line="+53" />
        <source>Side %1 cannot be recovered: %2: %3</source>
        <translation>Le camp %1 ne peut pas être récupéré : %2 : %3</translation>
    </message>
    <message>
        <location line="+5" />
        <source>The recovered work holds no battlegroup.</source>
        <translation>Le travail récupéré ne contient aucun groupement.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Recover unsaved work</source>
        <translation>Récupérer le travail non enregistré</translation>
    </message>
</context>
<context>
    <name>md::DeterminationsModel</name>
    <message>
        <location filename="../app/ratio/models/DeterminationsModel.cpp" line="+46" />
        <source>.%1 to .%2</source>
        <translation>,%1 à ,%2</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Automatic success</source>
        <translation>Réussite automatique</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Automatic failure</source>
        <translation>Échec automatique</translation>
    </message>
    <message>
        <location line="+2" />
        <source>No roll possible</source>
        <translation>Aucun jet possible</translation>
    </message>
    <message>
        <location line="+1" />
        <source>1</source>
        <translation>1</translation>
    </message>
    <message>
        <location line="+0" />
        <source>1 to %1</source>
        <translation>1 à %1</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Unit or vehicle has been destroyed</source>
        <translation>L'unité ou le véhicule a été détruit</translation>
    </message>
    <message>
        <location line="+23" />
        <source>Morale ratio</source>
        <translation>Ratio de moral</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Die roll needed for success</source>
        <translation>Jet requis pour réussir</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Result of failure</source>
        <translation>Résultat de l'échec</translation>
    </message>
</context>
<context>
    <name>md::DialogPrompter</name>
    <message>
        <location filename="../app/DialogPrompter.cpp" line="+29" />
        <source>Battlegroup files (*.json *.moraledesk)</source>
        <translation>Fichiers de groupement tactique (*.json *.moraledesk)</translation>
    </message>
    <message>
        <location line="+1" />
        <location line="+109" />
        <source>All files (*)</source>
        <translation>Tous les fichiers (*)</translation>
    </message>
    <message>
        <location line="-103" />
        <source>Unsaved changes</source>
        <translation>Modifications non enregistrées</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1 has changes that are not saved. Save them first?</source>
        <translation>%1 a des modifications non enregistrées. Les enregistrer d'abord ?</translation>
    </message>
    <message>
        <location line="+10" />
        <source>Checks still due</source>
        <translation>Tests encore dus</translation>
    </message>
    <message numerus="yes">
        <location line="+1" />
        <source>%n piece(s) must still check morale this turn. A player may not pass while he has pieces that must check (R6).</source>
        <translation>
            <numerusform>%n figurine doit encore faire un test de moral ce tour-ci. Un joueur ne peut pas passer tant qu'il a des figurines qui doivent tester (R6).</numerusform>
            <numerusform>%n figurines doivent encore faire un test de moral ce tour-ci. Un joueur ne peut pas passer tant qu'il a des figurines qui doivent tester (R6).</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3" />
        <source>End the turn anyway</source>
        <translation>Finir le tour quand même</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Recover unsaved work?</source>
        <translation>Récupérer le travail non enregistré ?</translation>
    </message>
    <message>
        <location line="+1" />
        <source>MoraleDesk did not close normally. A recovery copy was found:

%1

Recover it?</source>
        <translation>MoraleDesk ne s'est pas fermé normalement. Une copie de récupération a été trouvée :

%1

La récupérer ?</translation>
    </message>
    <message>
        <location line="+58" />
        <source>Open battlegroup</source>
        <translation>Ouvrir un groupement tactique</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Save battlegroup</source>
        <translation>Enregistrer le groupement tactique</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Export PDF</source>
        <translation>Exporter en PDF</translation>
    </message>
    <message>
        <location line="+0" />
        <source>PDF files (*.pdf)</source>
        <translation>Fichiers PDF (*.pdf)</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Export CSV</source>
        <translation>Exporter en CSV</translation>
    </message>
    <message>
        <location line="+0" />
        <source>CSV files (*.csv)</source>
        <translation>Fichiers CSV (*.csv)</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Campaign files (*.mdcampaign *.db *.sqlite)</source>
        <translation>Fichiers de campagne (*.mdcampaign *.db *.sqlite)</translation>
    </message>
    <message>
        <location line="-1" />
        <source>New campaign</source>
        <translation>Nouvelle campagne</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Open campaign</source>
        <translation>Ouvrir une campagne</translation>
    </message>
</context>
<context>
    <name>md::DiceFairness</name>
    <message>
        <location filename="../core/kernel/DiceFairness.cpp" line="+181" />
        <source>Too few rolls to judge: %1 of the %2 a fair test needs.</source>
        <translation>Trop peu de jets pour juger : %1 sur les %2 qu'exige un test équitable.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>These dice look fair.</source>
        <translation>Ces dés semblent équilibrés.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>No fairness test for these dice.</source>
        <translation>Pas de test d'équité pour ces dés.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>More %1s than expected: p &lt; %2 %. Worth a look at the dice.</source>
        <translation>Plus de %1 que prévu : p &lt; %2 %. Les dés méritent un coup d'œil.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Fewer %1s than expected: p &lt; %2 %. Worth a look at the dice.</source>
        <translation>Moins de %1 que prévu : p &lt; %2 %. Les dés méritent un coup d'œil.</translation>
    </message>
</context>
<context>
    <name>md::DiceHistoryDock</name>
    <message>
        <location filename="../app/widgets/DiceHistoryDock.cpp" line="+29" />
        <location line="+27" />
        <source>Dice history</source>
        <translation>Historique des dés</translation>
    </message>
    <message>
        <location line="-7" />
        <source>&amp;Side:</source>
        <translation>&amp;Camp :</translation>
    </message>
    <message>
        <location line="+15" />
        <source>How often each roll came up</source>
        <translation>Fréquence de chaque résultat</translation>
    </message>
    <message>
        <location line="+92" />
        <source>All sides</source>
        <translation>Tous les camps</translation>
    </message>
    <message>
        <location line="+2" />
        <source>(unnamed)</source>
        <translation>(sans nom)</translation>
    </message>
    <message numerus="yes">
        <location line="+32" />
        <source>%1: %n roll(s)</source>
        <translation>
            <numerusform>%1 : %n jet</numerusform>
            <numerusform>%1 : %n jets</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1" />
        <source>Seen</source>
        <translation>Observé</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Expected</source>
        <translation>Attendu</translation>
    </message>
    <message>
        <location line="+48" />
        <source>No dice rolled yet.</source>
        <translation>Aucun dé lancé pour l'instant.</translation>
    </message>
</context>
<context>
    <name>md::DiceHistoryModel</name>
    <message>
        <location filename="../app/widgets/DiceHistoryModel.cpp" line="+69" />
        <source>Typed</source>
        <translation>Saisi</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Program</source>
        <translation>Programme</translation>
    </message>
    <message>
        <location line="+8" />
        <source>The player's own dice, typed in</source>
        <translation>Les dés du joueur, saisis</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Rolled by the program</source>
        <translation>Lancé par le programme</translation>
    </message>
    <message>
        <location line="+12" />
        <source>Side</source>
        <translation>Camp</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Turn</source>
        <translation>Tour</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Dice</source>
        <translation>Dés</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Roll</source>
        <translation>Jet</translation>
    </message>
    <message>
        <location line="+2" />
        <source>By</source>
        <translation>Par</translation>
    </message>
    <message>
        <location line="+2" />
        <source>For</source>
        <translation>Pour</translation>
    </message>
</context>
<context>
    <name>md::EditCommands</name>
    <message>
        <location filename="../app/ratio/commands/EditCommand.cpp" line="+73" />
        <source>the battle is under way: starting levels are fixed (R5, R11), so this would change the morale points; use Undo for a mistake or the play actions for losses.</source>
        <translation>la bataille est en cours : les niveaux de départ sont fixés (R5, R11), et ceci changerait les points de moral ; utilisez Annuler pour une erreur ou les actions de jeu pour les pertes.</translation>
    </message>
    <message>
        <location line="+33" />
        <source>Edit battlegroup</source>
        <translation>Modifier le groupement tactique</translation>
    </message>
    <message>
        <location line="+19" />
        <source>Add unit %1</source>
        <translation>Ajouter l'unité %1</translation>
    </message>
    <message>
        <location line="+3" />
        <source>There is no such place in the roster.</source>
        <translation>Cet emplacement n'existe pas dans l'effectif.</translation>
    </message>
    <message>
        <location line="+10" />
        <source>Remove unit</source>
        <translation>Supprimer l'unité</translation>
    </message>
    <message>
        <location line="+2" />
        <location line="+20" />
        <source>There is no such unit.</source>
        <translation>Cette unité n'existe pas.</translation>
    </message>
    <message>
        <location line="-15" />
        <source>%1 has entries in the battle log, so it cannot be removed; mark its pieces as having left the board instead.</source>
        <translation>%1 a des entrées dans le journal de bataille et ne peut donc pas être supprimée ; marquez plutôt ses figurines comme ayant quitté la table.</translation>
    </message>
    <message>
        <location line="+12" />
        <source>Edit unit %1</source>
        <translation>Modifier l'unité %1</translation>
    </message>
    <message>
        <location line="+14" />
        <source>Add %1</source>
        <translation>Ajouter %1</translation>
    </message>
    <message>
        <location line="+3" />
        <source>There is no such place in the unit.</source>
        <translation>Cet emplacement n'existe pas dans l'unité.</translation>
    </message>
    <message>
        <location line="+10" />
        <source>Remove piece</source>
        <translation>Supprimer la figurine</translation>
    </message>
    <message>
        <location line="+2" />
        <location line="+19" />
        <source>There is no such piece.</source>
        <translation>Cette figurine n'existe pas.</translation>
    </message>
    <message>
        <location line="-15" />
        <source>This piece appears in the battle log, so it cannot be removed; record a casualty or mark it as having left the board instead.</source>
        <translation>Cette figurine figure dans le journal de bataille et ne peut donc pas être supprimée ; enregistrez plutôt une perte ou marquez-la comme ayant quitté la table.</translation>
    </message>
    <message>
        <location line="+12" />
        <source>Edit %1</source>
        <translation>Modifier %1</translation>
    </message>
    <message>
        <location line="+20" />
        <source>Recover unsaved work</source>
        <translation>Récupérer le travail non enregistré</translation>
    </message>
    <message>
        <location line="-184" />
        <source>during a battle hits are recorded only with Play → Penetrating hit, so that markers, the breaking point and the log follow (R3, R6, R11); Undo takes back a loss recorded by mistake.</source>
        <translation>pendant une bataille, les coups ne s'enregistrent qu'avec Jouer → Coup pénétrant, pour que les marqueurs, le point de rupture et le journal suivent (R3, R6, R11) ; Annuler reprend une perte enregistrée par erreur.</translation>
    </message>
    <message>
        <location line="-12" />
        <source>during a battle lost points do not come back: these rules have no repair (R5, R11); Undo takes back a loss recorded by mistake.</source>
        <translation>pendant une bataille, les points perdus ne reviennent pas : ces règles n'ont pas de réparation (R5, R11) ; Annuler reprend une perte enregistrée par erreur.</translation>
    </message>
    <message>
        <location line="+23" />
        <source>during a battle %1 levels are lost only with Play → Lose %1 level, so that markers, the breaking point and the log follow (R4, R6, R11); Undo takes back a loss recorded by mistake.</source>
        <translation>pendant une bataille, les niveaux de %1 ne se perdent qu'avec Jouer → Perdre un niveau de %1, pour que les marqueurs, le point de rupture et le journal suivent (R4, R6, R11) ; Annuler reprend une perte enregistrée par erreur.</translation>
    </message>
    <message>
        <location line="+13" />
        <source>during a battle weapon systems are knocked out only with Play → Knock out weapon, so that markers, the breaking point and the log follow (R4, R6, R11); Undo takes back a loss recorded by mistake.</source>
        <translation>pendant une bataille, les systèmes d'armes ne sont détruits qu'avec Jouer → Détruire une arme, pour que les marqueurs, le point de rupture et le journal suivent (R4, R6, R11) ; Annuler reprend une perte enregistrée par erreur.</translation>
    </message>
</context>
<context>
    <name>md::EditorForm</name>
    <message>
        <location filename="../app/ratio/editors/EditorForm.cpp" line="+221" />
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1: %2 %3</source>
        <translation>%1 : %2 %3</translation>
    </message>
    <message>
        <location line="+18" />
        <source>1 point</source>
        <translation>1 point</translation>
    </message>
    <message>
        <location line="+0" />
        <source>%1 points</source>
        <translation>%1 points</translation>
    </message>
    <message>
        <location line="+5" />
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location line="+13" />
        <source>weapon %1 name</source>
        <translation>nom de l'arme %1</translation>
    </message>
    <message>
        <location line="+8" />
        <source>movement levels</source>
        <translation>niveaux de mouvement</translation>
    </message>
    <message>
        <location line="+1" />
        <source>movement working</source>
        <translation>mouvement en état</translation>
    </message>
    <message>
        <location line="+1" />
        <source>targeting levels</source>
        <translation>niveaux de visée</translation>
    </message>
    <message>
        <location line="+1" />
        <source>targeting working</source>
        <translation>visée en état</translation>
    </message>
    <message>
        <location line="+1" />
        <source>damage control levels</source>
        <translation>niveaux de contrôle des avaries</translation>
    </message>
    <message>
        <location line="+1" />
        <source>damage control working</source>
        <translation>contrôle des avaries en état</translation>
    </message>
    <message>
        <location line="+1" />
        <source>current movement</source>
        <translation>mouvement actuel</translation>
    </message>
    <message>
        <location line="+1" />
        <source>movement rate</source>
        <translation>vitesse de mouvement</translation>
    </message>
    <message>
        <location line="+1" />
        <source>targeting bonus</source>
        <translation>bonus de visée</translation>
    </message>
    <message>
        <location line="+1" />
        <source>armor class</source>
        <translation>classe de blindage</translation>
    </message>
    <message>
        <location line="+1" />
        <source>size</source>
        <translation>taille</translation>
    </message>
    <message>
        <location line="+1" />
        <source>penetrating hits</source>
        <translation>coups pénétrants</translation>
    </message>
    <message>
        <location line="+1" />
        <source>morale style</source>
        <translation>type de moral</translation>
    </message>
    <message>
        <location line="+1" />
        <source>weapons</source>
        <translation>armes</translation>
    </message>
    <message>
        <location line="+1" />
        <source>crew</source>
        <translation>équipage</translation>
    </message>
    <message>
        <location line="+1" />
        <source>morale officer</source>
        <translation>officier de moral</translation>
    </message>
    <message>
        <location line="+1" />
        <source>notes</source>
        <translation>notes</translation>
    </message>
    <message>
        <location line="+1" />
        <source>side</source>
        <translation>camp</translation>
    </message>
    <message>
        <location line="+1" />
        <source>name</source>
        <translation>nom</translation>
    </message>
</context>
<context>
    <name>md::EditorPanel</name>
    <message>
        <location filename="../app/ratio/editors/EditorPanel.cpp" line="+57" />
        <source>Editor</source>
        <translation>Éditeur</translation>
    </message>
</context>
<context>
    <name>md::EnduranceBar</name>
    <message>
        <location filename="../app/ratio/widgets/EnduranceBar.cpp" line="+9" />
        <source>Battlegroup endurance</source>
        <translation>Endurance du groupement tactique</translation>
    </message>
    <message>
        <location line="+9" />
        <source>Endurance = the sum of the units' starting levels. Losses count casualties, damage, surrenders, eliminations and pieces that left the board. At 50 % the battlegroup must retreat from the next turn (R11).</source>
        <translation>Endurance = la somme des niveaux de départ des unités. Les pertes comptent les morts et blessés, les dégâts, les redditions, les éliminations et les figurines qui ont quitté la table. À 50 %, le groupement tactique doit se replier dès le tour suivant (R11).</translation>
    </message>
    <message>
        <location line="+9" />
        <source>No endurance points</source>
        <translation>Aucun point d'endurance</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Lost %1 of %2 endurance points (%3 %); breaking point at %4</source>
        <translation>%1 points d'endurance perdus sur %2 (%3 %) ; point de rupture à %4</translation>
    </message>
</context>
<context>
    <name>md::EnumText</name>
    <message>
        <location filename="../core/kernel/EnumText.h" line="+71" />
        <source>lower</source>
        <comment>Game terms inside a sentence: 'lower' to write them in lower case, 'keep' to keep their capital (German nouns)</comment>
        <translation>lower</translation>
    </message>
</context>
<context>
    <name>md::Experience</name>
    <message>
        <location filename="../core/ratio/model/Unit.h" line="+73" />
        <source>Seasoned / veteran</source>
        <translation>Aguerri / vétéran</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Green / inexperienced</source>
        <translation>Novice / inexpérimenté</translation>
    </message>
</context>
<context>
    <name>md::ExportSubcommand</name>
    <message>
        <location filename="../app/cli/ExportSubcommand.cpp" line="+47" />
        <source>%1 or %2</source>
        <translation>%1 ou %2</translation>
    </message>
    <message>
        <location line="+23" />
        <source>--system %1 --help lists the documents of %2</source>
        <translation>--system %1 --help liste les documents de %2</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Other rule systems: %1.</source>
        <translation>Autres systèmes de règles : %1.</translation>
    </message>
    <message>
        <location line="+10" />
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location line="+9" />
        <source>Whose pages, when no file is named: %1; default %2. A named file is always printed by its own rule system.</source>
        <translation>De quel système sont les pages quand aucun fichier n'est nommé : %1 ; par défaut %2. Un fichier nommé est toujours imprimé par son propre système de règles.</translation>
    </message>
    <message>
        <location line="+13" />
        <source>The export subcommand.</source>
        <translation>La sous-commande export.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1.</source>
        <translation>%1.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The PDF file to write.</source>
        <translation>Le fichier PDF à écrire.</translation>
    </message>
    <message>
        <location line="+4" />
        <source>A4 or Letter (default: the locale's).</source>
        <translation>A4 ou Letter (par défaut : celui des paramètres régionaux).</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Landscape paper.</source>
        <translation>Papier en paysage.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Portrait paper (the default, except for pages whose tables are wider than tall: WW1's blank force sheet).</source>
        <translation>Papier en portrait (par défaut, sauf pour les pages dont les tableaux sont plus larges que hauts : la fiche de force vierge de WW1).</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Grey levels, hatching and letters instead of colour.</source>
        <translation>Niveaux de gris, hachures et lettres au lieu de la couleur.</translation>
    </message>
    <message>
        <location line="+77" />
        <source>--system: unknown rule system "%1": expected %2</source>
        <translation>--system : système de règles inconnu « %1 » : attendu %2</translation>
    </message>
    <message>
        <location line="+5" />
        <source>--system %1 contradicts %2, a %3 file</source>
        <translation>--system %1 contredit %2, un fichier %3</translation>
    </message>
    <message>
        <location line="+7" />
        <source>%1 files cannot be exported: this program has no pages for that rule system</source>
        <translation>les fichiers %1 ne peuvent pas être exportés : ce programme n'a pas de pages pour ce système de règles</translation>
    </message>
    <message>
        <location line="+29" />
        <source>name a document to export: %1</source>
        <translation>indiquez un document à exporter : %1</translation>
    </message>
    <message>
        <location line="+4" />
        <source>unknown document "%1": expected %2</source>
        <translation>document inconnu « %1 » : %2 attendu</translation>
    </message>
    <message>
        <location line="+5" />
        <source>unexpected argument "%1"</source>
        <translation>argument inattendu « %1 »</translation>
    </message>
    <message>
        <location line="+10" />
        <source>--page-size must be A4 or Letter, not "%1"</source>
        <translation>--page-size doit être A4 ou Letter, pas « %1 »</translation>
    </message>
    <message>
        <location line="+5" />
        <source>--landscape and --portrait exclude each other: give one</source>
        <translation>--landscape et --portrait s'excluent : donnez-en un seul</translation>
    </message>
    <message>
        <location line="+4" />
        <source>-o/--output is required: the PDF file to write</source>
        <translation>-o/--output est obligatoire : le fichier PDF à écrire</translation>
    </message>
    <message>
        <location line="+37" />
        <source>%1: no such file</source>
        <translation>%1 : fichier introuvable</translation>
    </message>
    <message>
        <location line="+11" />
        <source>%1 is not a file of the rule system these pages are for</source>
        <translation>%1 n'est pas un fichier du système de règles de ces pages</translation>
    </message>
</context>
<context>
    <name>md::FailureResult</name>
    <message>
        <location filename="../core/ratio/model/Outcome.h" line="-35" />
        <source>No failure possible</source>
        <translation>Aucun échec possible</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Cautious</source>
        <translation>Prudent</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Shaken</source>
        <translation>Ébranlé</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Broken</source>
        <translation>Brisé</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Eliminated</source>
        <translation>Éliminé</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Destroyed</source>
        <translation>Détruit</translation>
    </message>
</context>
<context>
    <name>md::FieldError</name>
    <message>
        <location filename="../app/widgets/FieldError.cpp" line="+26" />
        <source>Warning</source>
        <translation>Avertissement</translation>
    </message>
</context>
<context>
    <name>md::FileEnvelope</name>
    <message>
        <location filename="../core/kernel/FileEnvelope.cpp" line="+142" />
        <source>%1 bytes is too large; files over %2 bytes are refused</source>
        <translation>%1 octets, c'est trop ; les fichiers de plus de %2 octets sont refusés</translation>
    </message>
    <message>
        <location line="+9" />
        <source>the file is empty; expected a JSON object</source>
        <translation>le fichier est vide ; un objet JSON était attendu</translation>
    </message>
    <message>
        <location line="+2" />
        <source>the data is %1 bytes; files over %2 bytes are refused</source>
        <translation>les données font %1 octets ; les fichiers de plus de %2 octets sont refusés</translation>
    </message>
    <message>
        <location line="+2" />
        <source>not valid UTF-8 text: invalid byte sequence at offset %1; save the file as UTF-8</source>
        <translation>texte UTF-8 non valide : séquence d'octets invalide à la position %1 ; enregistrez le fichier en UTF-8</translation>
    </message>
    <message>
        <location line="+12" />
        <source>not valid JSON at offset %1: %2</source>
        <translation>JSON non valide à la position %1 : %2</translation>
    </message>
    <message>
        <location line="+2" />
        <source>expected a JSON object (a MoraleDesk battlegroup), found an array</source>
        <translation>un objet JSON (un groupement tactique MoraleDesk) était attendu, un tableau a été trouvé</translation>
    </message>
    <message>
        <location line="+15" />
        <source>expected a string, found %1</source>
        <translation>une chaîne était attendue, %1 a été trouvé</translation>
    </message>
    <message>
        <location line="+14" />
        <source>this file was written in format %1 by a newer MoraleDesk; this version reads format %2 only. Nothing was loaded.</source>
        <translation>ce fichier a été écrit au format %1 par un MoraleDesk plus récent ; cette version ne lit que le format %2. Rien n'a été chargé.</translation>
    </message>
    <message>
        <location line="+24" />
        <source>%1 (the format version)</source>
        <translation>%1 (la version du format)</translation>
    </message>
    <message>
        <location line="+3" />
        <source>expected the whole number %1, found %2</source>
        <translation>le nombre entier %1 était attendu, %2 a été trouvé</translation>
    </message>
    <message>
        <location line="+4" />
        <source>unknown format %1; this version reads format %2 only</source>
        <translation>format inconnu %1 ; cette version ne lit que le format %2</translation>
    </message>
    <message>
        <location line="+6" />
        <source>unknown rule system %1; this version knows only %2</source>
        <translation>système de règles inconnu %1 ; cette version ne connaît que %2</translation>
    </message>
    <message>
        <location line="+6" />
        <source>there is nothing to read from</source>
        <translation>il n'y a rien à lire</translation>
    </message>
    <message>
        <location line="+2" />
        <source>cannot open the input for reading: %1</source>
        <translation>impossible d'ouvrir l'entrée en lecture : %1</translation>
    </message>
    <message>
        <location line="+2" />
        <source>the input is not open for reading</source>
        <translation>l'entrée n'est pas ouverte en lecture</translation>
    </message>
    <message>
        <location line="+6" />
        <source>cannot read the input: %1</source>
        <translation>impossible de lire l'entrée : %1</translation>
    </message>
    <message>
        <location line="+2" />
        <source>more than %1 bytes; files over %1 bytes are refused</source>
        <translation>plus de %1 octets ; les fichiers de plus de %1 octets sont refusés</translation>
    </message>
    <message>
        <location line="+10" />
        <source>cannot open %1: it is a link to %2, which does not exist or is a loop of links</source>
        <translation>impossible d'ouvrir %1 : c'est un lien vers %2, qui n'existe pas ou forme une boucle de liens</translation>
    </message>
    <message>
        <location line="+2" />
        <source>cannot open %1: the file does not exist</source>
        <translation>impossible d'ouvrir %1 : le fichier n'existe pas</translation>
    </message>
    <message>
        <location line="+3" />
        <source>cannot open %1: it is a folder, not a file</source>
        <translation>impossible d'ouvrir %1 : c'est un dossier, pas un fichier</translation>
    </message>
    <message>
        <location line="+4" />
        <source>cannot open %1: it is not a regular file (a device, pipe or socket)</source>
        <translation>impossible d'ouvrir %1 : ce n'est pas un fichier ordinaire (un périphérique, un tube ou un socket)</translation>
    </message>
    <message>
        <location line="+3" />
        <location line="+3" />
        <source>cannot open %1: %2</source>
        <translation>impossible d'ouvrir %1 : %2</translation>
    </message>
    <message>
        <location line="+4" />
        <source>cannot read %1: %2</source>
        <translation>impossible de lire %1 : %2</translation>
    </message>
    <message>
        <location line="+3" />
        <source>cannot read %1: it grew beyond %2 bytes while being read</source>
        <translation>impossible de lire %1 : le fichier a dépassé %2 octets pendant la lecture</translation>
    </message>
</context>
<context>
    <name>md::FileFormat</name>
    <message>
        <location filename="../core/ratio/io/FileFormat.cpp" line="+19" />
        <source>(the current turn)</source>
        <translation>(le tour en cours)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>(the next turn at the latest)</source>
        <translation>(au plus tard le tour suivant)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>while the piece has a marker (this turn or the next, R6)</source>
        <translation>tant que la figurine a un marqueur (ce tour-ci ou le suivant, R6)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>(the movement rate)</source>
        <translation>(la vitesse de mouvement)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>(the system's levels)</source>
        <translation>(les niveaux du système)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>when hasMovement is false (R4)</source>
        <translation>quand hasMovement vaut false (R4)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>(robot morale: size + 2 is at most 4, R3)</source>
        <translation>(moral de robot : taille + 2 vaut au plus 4, R3)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>(size + 2)</source>
        <translation>(taille + 2)</translation>
    </message>
    <message>
        <location line="+4" />
        <source>(the starting endurance)</source>
        <translation>(l'endurance de départ)</translation>
    </message>
    <message>
        <location line="+11" />
        <source>a soldier has infantry morale (R2); found %1</source>
        <translation>un soldat a un moral d'infanterie (R2) ; %1 a été trouvé</translation>
    </message>
    <message>
        <location line="+2" />
        <source>a %1 has robot or vehicle morale (R3, R4); found infantry</source>
        <translation>un(e) %1 a un moral de robot ou de véhicule (R3, R4) ; infanterie a été trouvé</translation>
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
        <translation>Groupement tactique</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Side / player</source>
        <translation>Camp / joueur</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Turn</source>
        <translation>Tour</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Morale units</source>
        <translation>Unités de moral</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Checks due this turn (R6)</source>
        <translation>Tests dus ce tour-ci (R6)</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Leaders (R2)</source>
        <translation>Chefs (R2)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Bailed crew (R10)</source>
        <translation>Équipage évacué (R10)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Morale classes (R8)</source>
        <translation>Classes de moral (R8)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Experience (R8)</source>
        <translation>Expérience (R8)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>NBC (R8a)</source>
        <translation>NBC (R8a)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Optional rules in use: %1.</source>
        <translation>Règles optionnelles utilisées : %1.</translation>
    </message>
    <message>
        <location line="+0" />
        <source>none</source>
        <translation>aucune</translation>
    </message>
    <message>
        <location line="+14" />
        <source>Breaking point reached in turn %1: the battlegroup retreats from turn %2 (R11).</source>
        <translation>Point de rupture atteint au tour %1 : le groupement tactique se replie à partir du tour %2 (R11).</translation>
    </message>
    <message>
        <location line="+25" />
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Crew out of the vehicle (R10)</source>
        <translation>Équipage hors du véhicule (R10)</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Notes: %1</source>
        <translation>Notes : %1</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Notes</source>
        <translation>Notes</translation>
    </message>
    <message>
        <location line="-48" />
        <source>Under each unit: its row of the Morale Results Table (R5), each need with the unit's factors (R8), the current level framed, and one box per morale point, crossed when lost (R2–R4). Status and place stay blank while Normal and on the table, for the pencil.</source>
        <translation>Sous chaque unité : sa ligne de la table des résultats de moral (R5), chaque valeur requise avec les facteurs de l'unité (R8), le niveau actuel encadré, et une case par point de moral, cochée quand il est perdu (R2–R4). L'état et la présence restent vides, pour le crayon, tant qu'ils sont Normal et Sur la table.</translation>
    </message>
</context>
<context>
    <name>md::GameDocument</name>
    <message>
        <location filename="../app/document/GameDocument.cpp" line="+47" />
        <source>Untitled</source>
        <translation>Sans titre</translation>
    </message>
    <message>
        <location line="+10" />
        <source>%1 cannot write this game (its rule system is "%2"); nothing was saved</source>
        <translation>%1 ne peut pas écrire cette partie (son système de règles est « %2 ») ; rien n'a été enregistré</translation>
    </message>
</context>
<context>
    <name>md::JsonReasons</name>
    <message>
        <location filename="../core/kernel/JsonReasons.cpp" line="+16" />
        <source>must be %1%2</source>
        <translation>doit valoir %1%2</translation>
    </message>
    <message>
        <location line="+1" />
        <source>must be a whole number between %1 and %2%3</source>
        <translation>doit être un nombre entier entre %1 et %2%3</translation>
    </message>
    <message>
        <location line="+6" />
        <source>%1; found %2</source>
        <translation>%1 ; %2 a été trouvé</translation>
    </message>
    <message>
        <location line="+10" />
        <source>too long: %1 characters; at most %2</source>
        <translation>trop long : %1 caractères ; %2 au plus</translation>
    </message>
    <message>
        <location line="+5" />
        <source>must not be empty</source>
        <translation>ne doit pas être vide</translation>
    </message>
    <message>
        <location line="+5" />
        <source>too many %1: %2; at most %3</source>
        <translation>trop de %1 : %2 ; %3 au plus</translation>
    </message>
    <message>
        <location line="+5" />
        <source>unknown %1 %2; expected one of %3</source>
        <translation>%1 inconnu %2 ; une des valeurs %3 était attendue</translation>
    </message>
    <message>
        <location line="+6" />
        <source>required key is missing</source>
        <translation>clé obligatoire manquante</translation>
    </message>
    <message>
        <location line="+1" />
        <source>required key is missing; expected %1</source>
        <translation>clé obligatoire manquante ; attendu : %1</translation>
    </message>
    <message>
        <location line="+11" />
        <source>a number</source>
        <translation>un nombre</translation>
    </message>
    <message>
        <location line="+2" />
        <source>a string</source>
        <translation>une chaîne</translation>
    </message>
    <message>
        <location line="+2" />
        <source>an array</source>
        <translation>un tableau</translation>
    </message>
    <message>
        <location line="+2" />
        <source>an object</source>
        <translation>un objet</translation>
    </message>
    <message>
        <location line="+4" />
        <source>nothing</source>
        <translation>rien</translation>
    </message>
</context>
<context>
    <name>md::LogEvent</name>
    <message>
        <location filename="../core/ratio/model/LogRecord.h" line="+72" />
        <source>Morale check</source>
        <translation>Test de moral</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Casualty</source>
        <translation>Perte</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Penetrating hit</source>
        <translation>Coup pénétrant</translation>
    </message>
    <message>
        <location line="+1" />
        <source>System level lost</source>
        <translation>Niveau de système perdu</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Weapon knocked out</source>
        <translation>Arme détruite</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Surrender</source>
        <translation>Reddition</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Shot by morale officer</source>
        <translation>Abattu par l'officier de moral</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Left the board</source>
        <translation>A quitté la table</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Crew bailed out</source>
        <translation>Équipage évacué</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Explosive destruction</source>
        <translation>Destruction explosive</translation>
    </message>
    <message>
        <location line="+1" />
        <source>NBC attack</source>
        <translation>Attaque NBC</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Turn ended</source>
        <translation>Tour terminé</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Breaking point reached</source>
        <translation>Point de rupture atteint</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Marked-up sheet keyed in</source>
        <translation>Fiche annotée saisie</translation>
    </message>
</context>
<context>
    <name>md::LogFilterBar</name>
    <message>
        <location filename="../app/widgets/LogFilterBar.cpp" line="+40" />
        <source>Show the log of one unit</source>
        <translation>Afficher le journal d'une unité</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Show the log of one piece</source>
        <translation>Afficher le journal d'une figurine</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Show one turn</source>
        <translation>Afficher un tour</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Show one kind of event</source>
        <translation>Afficher un type d'événement</translation>
    </message>
    <message>
        <location line="+1" />
        <location line="+1" />
        <source>Search the log</source>
        <translation>Rechercher dans le journal</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Show all</source>
        <translation>Tout afficher</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Clear every filter and the search</source>
        <translation>Effacer tous les filtres et la recherche</translation>
    </message>
    <message>
        <location line="+42" />
        <source>All units</source>
        <translation>Toutes les unités</translation>
    </message>
    <message>
        <location line="+1" />
        <source>All pieces</source>
        <translation>Toutes les figurines</translation>
    </message>
    <message>
        <location line="+1" />
        <source>All turns</source>
        <translation>Tous les tours</translation>
    </message>
    <message>
        <location line="+1" />
        <source>All events</source>
        <translation>Tous les événements</translation>
    </message>
    <message>
        <location line="+25" />
        <source>Turn %1</source>
        <translation>Tour %1</translation>
    </message>
</context>
<context>
    <name>md::LogModel</name>
    <message>
        <location filename="../app/ratio/models/LogModel.cpp" line="+77" />
        <source>Interceptive-fire check</source>
        <translation>Test sur tir d'interception</translation>
    </message>
    <message>
        <location line="+7" />
        <source>%1 / %2 (%3)</source>
        <translation>%1 / %2 (%3)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>−%1 pt</source>
        <translation>−%1 pt</translation>
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
        <translation>Réussi</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Failed: %1</source>
        <translation>Raté : %1</translation>
    </message>
    <message>
        <location line="+12" />
        <source>Turn</source>
        <translation>Tour</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Event</source>
        <translation>Événement</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Unit</source>
        <translation>Unité</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Piece</source>
        <translation>Figurine</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Level</source>
        <translation>Niveau</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Need</source>
        <translation>Requis</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Factors</source>
        <translation>Facteurs</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Die</source>
        <translation>Dé</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Outcome</source>
        <translation>Issue</translation>
    </message>
    <message numerus="yes">
        <location line="-37" />
        <source>Override: %n check(s) left undone</source>
        <translation>
            <numerusform>Passé outre : %n test non fait</numerusform>
            <numerusform>Passé outre : %n tests non faits</numerusform>
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
        <translation>%1 : %2</translation>
    </message>
</context>
<context>
    <name>md::MainWindow</name>
    <message>
        <location filename="../app/MainWindow.cpp" line="+63" />
        <location line="+5" />
        <source>Undo history</source>
        <translation>Historique des annulations</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Ready</source>
        <translation>Prêt</translation>
    </message>
    <message>
        <location line="-5" />
        <source>&lt;opened file&gt;</source>
        <translation>&lt;fichier ouvert&gt;</translation>
    </message>
    <message>
        <location line="+30" />
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;New</source>
        <translation>&amp;Nouveau</translation>
    </message>
    <message>
        <location line="+21" />
        <source>&amp;Open…</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <location line="+9" />
        <source>Open &amp;Recent</source>
        <translation>Ouvrir un fichier &amp;récent</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Open the &amp;sample battlegroup</source>
        <translation>Ouvrir le groupement d'e&amp;xemple</translation>
    </message>
    <message>
        <location line="+6" />
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Save &amp;As…</source>
        <translation>Enregistrer &amp;sous…</translation>
    </message>
    <message>
        <location line="+3" />
        <source>&amp;Close</source>
        <translation>&amp;Fermer</translation>
    </message>
    <message>
        <location line="+7" />
        <source>&amp;Print…</source>
        <translation>&amp;Imprimer…</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Print Pre&amp;view…</source>
        <translation>&amp;Aperçu avant impression…</translation>
    </message>
    <message>
        <location line="+2" />
        <source>&amp;Export PDF…</source>
        <translation>Exporter en P&amp;DF…</translation>
    </message>
    <message>
        <location line="+4" />
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <location line="+5" />
        <source>&amp;Edit</source>
        <translation>É&amp;dition</translation>
    </message>
    <message>
        <location line="+3" />
        <location line="+7" />
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <location line="+0" />
        <source>&amp;Undo %1</source>
        <translation>&amp;Annuler : %1</translation>
    </message>
    <message>
        <location line="+2" />
        <location line="+7" />
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <location line="+0" />
        <source>&amp;Redo %1</source>
        <translation>&amp;Rétablir : %1</translation>
    </message>
    <message>
        <location line="+4" />
        <source>&amp;Campaign</source>
        <translation>&amp;Campagne</translation>
    </message>
    <message>
        <location line="+3" />
        <source>&amp;New campaign…</source>
        <translation>&amp;Nouvelle campagne…</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Open campaign…</source>
        <translation>&amp;Ouvrir une campagne…</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Open campaign on a ser&amp;ver…</source>
        <translation>Ouvrir une campagne sur un ser&amp;veur…</translation>
    </message>
    <message>
        <location line="+3" />
        <source>&amp;Record battle in campaign…</source>
        <translation>&amp;Enregistrer la bataille dans la campagne…</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Start &amp;next battle…</source>
        <translation>Commencer la &amp;prochaine bataille…</translation>
    </message>
    <message>
        <location line="+9" />
        <source>&amp;Show campaign</source>
        <translation>&amp;Afficher la campagne</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Back up campaign…</source>
        <translation>&amp;Sauvegarder la campagne…</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Copy campaign to…</source>
        <translation>&amp;Copier la campagne vers…</translation>
    </message>
    <message>
        <location line="+4" />
        <source>&amp;View</source>
        <translation>Afficha&amp;ge</translation>
    </message>
    <message>
        <location line="+3" />
        <source>&amp;Language</source>
        <translation>&amp;Langue</translation>
    </message>
    <message>
        <location line="+2" />
        <source>&amp;Help</source>
        <translation>&amp;Aide</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Rules notes</source>
        <translation>&amp;Notes de règles</translation>
    </message>
    <message>
        <location line="+3" />
        <source>&amp;About MoraleDesk</source>
        <translation>À &amp;propos de MoraleDesk</translation>
    </message>
    <message>
        <location line="+21" />
        <source>The new language takes effect when MoraleDesk is started again.</source>
        <translation>La nouvelle langue prendra effet au prochain démarrage de MoraleDesk.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>&amp;System language</source>
        <translation>Langue du &amp;système</translation>
    </message>
    <message>
        <location line="+59" />
        <source>Autosave failed: %1</source>
        <translation>Échec de l'enregistrement automatique : %1</translation>
    </message>
    <message>
        <location line="+20" />
        <source>%1[*] — %2</source>
        <translation>%1[*] — %2</translation>
    </message>
    <message>
        <location line="+19" />
        <source>the recovered work is of the rule system "%1", which this program does not have</source>
        <translation>le travail récupéré relève du système de règles « %1 », que ce programme n'a pas</translation>
    </message>
    <message>
        <location line="+5" />
        <source>An untitled battlegroup, "%1", autosaved %2.</source>
        <translation>Un groupement tactique sans titre, « %1 », enregistré automatiquement %2.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1 ("%2"), autosaved %3.</source>
        <translation>%1 (« %2 »), enregistré automatiquement %3.</translation>
    </message>
    <message>
        <location line="+13" />
        <source>Recovered the unsaved work. Save it to keep it.</source>
        <translation>Le travail non enregistré a été récupéré. Enregistrez-le pour le conserver.</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Recovery</source>
        <translation>Récupération</translation>
    </message>
    <message>
        <location line="+0" />
        <source>The recovery copy could not be read and was left in place:
%1</source>
        <translation>La copie de récupération n'a pas pu être lue et a été laissée en place :
%1</translation>
    </message>
    <message>
        <location line="+34" />
        <source>Cannot open %1</source>
        <translation>Impossible d'ouvrir %1</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1 was not opened; the open battlegroup is unchanged.

%2</source>
        <translation>%1 n'a pas été ouvert ; le groupement tactique ouvert est inchangé.

%2</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Could not open %1.</source>
        <translation>Impossible d'ouvrir %1.</translation>
    </message>
    <message>
        <location line="+14" />
        <source>Opened %1.</source>
        <translation>%1 ouvert.</translation>
    </message>
    <message>
        <location line="-308" />
        <location line="+325" />
        <source>New battlegroup: %1.</source>
        <translation>Nouveau groupement tactique : %1.</translation>
    </message>
    <message>
        <location line="-39" />
        <source>%1 has no window part in this program</source>
        <translation>%1 n'a pas de partie de fenêtre dans ce programme</translation>
    </message>
    <message>
        <location line="+46" />
        <source>Not saved</source>
        <translation>Non enregistré</translation>
    </message>
    <message>
        <location line="+0" />
        <source>%1 could not be saved: %2
The battlegroup is still open and unchanged.</source>
        <translation>%1 n'a pas pu être enregistré : %2
Le groupement tactique est toujours ouvert et inchangé.</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Saved %1.</source>
        <translation>%1 enregistré.</translation>
    </message>
    <message>
        <location line="+67" />
        <source>Print</source>
        <translation>Imprimer</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Not printed</source>
        <translation>Non imprimé</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Sent %1 to the printer.</source>
        <translation>%1 envoyé à l'imprimante.</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Print Preview</source>
        <translation>Aperçu avant impression</translation>
    </message>
    <message>
        <location line="+12" />
        <source>Export PDF</source>
        <translation>Exporter en PDF</translation>
    </message>
    <message>
        <location line="+11" />
        <source>Not exported</source>
        <translation>Non exporté</translation>
    </message>
    <message>
        <location line="+0" />
        <source>%1 could not be written: %2</source>
        <translation>%1 n'a pas pu être écrit : %2</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Exported %1 to %2.</source>
        <translation>%1 exporté vers %2.</translation>
    </message>
    <message>
        <location line="+51" />
        <source>File not found</source>
        <translation>Fichier introuvable</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1 is no longer there: it was moved, renamed or deleted. It has been taken off the recent files.</source>
        <translation>%1 n'existe plus : il a été déplacé, renommé ou supprimé. Il a été retiré des fichiers récents.</translation>
    </message>
    <message>
        <location line="+11" />
        <location line="+5" />
        <source>Rules notes</source>
        <translation>Notes de règles</translation>
    </message>
</context>
<context>
    <name>md::MoraleClass</name>
    <message>
        <location filename="../core/ratio/model/Unit.h" line="-16" />
        <source>Elite</source>
        <translation>Élite</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Regular</source>
        <translation>Régulier</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Levy</source>
        <translation>Levée</translation>
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
        <translation>Prudent</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Shaken</source>
        <translation>Ébranlé</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Broken</source>
        <translation>Brisé</translation>
    </message>
</context>
<context>
    <name>md::MoraleStyle</name>
    <message>
        <location filename="../core/ratio/model/Piece.h" line="+127" />
        <source>Infantry (rank points)</source>
        <translation>Infanterie (points de grade)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Robot-style (size + 2)</source>
        <translation>Type robot (taille + 2)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Vehicle-style (systems + weapons)</source>
        <translation>Type véhicule (systèmes + armes)</translation>
    </message>
</context>
<context>
    <name>md::MoraleTableDocument</name>
    <message>
        <location filename="../app/ratio/print/MoraleTableDocument.cpp" line="+74" />
        <source>Points remaining →</source>
        <translation>Points restants →</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Level</source>
        <translation>Niveau</translation>
    </message>
    <message>
        <location line="+46" />
        <source>Morale Results Table</source>
        <translation>Table des résultats de moral</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Starting levels %1–%2 (R5)</source>
        <translation>Niveaux de départ %1–%2 (R5)</translation>
    </message>
    <message>
        <location line="+25" />
        <source>Starting levels %1–%2, points remaining %3–%4</source>
        <translation>Niveaux de départ %1–%2, points restants %3–%4</translation>
    </message>
    <message>
        <location line="+3" />
        <source>%1 (part %2 of %3)</source>
        <translation>%1 (partie %2 sur %3)</translation>
    </message>
</context>
<context>
    <name>md::MoraleTableModel</name>
    <message>
        <location filename="../app/ratio/models/MoraleTableModel.cpp" line="+74" />
        <source>automatic success</source>
        <translation>réussite automatique</translation>
    </message>
    <message>
        <location line="+1" />
        <source>automatic failure</source>
        <translation>échec automatique</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1 or less</source>
        <translation>%1 ou moins</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Level %1, %2 remaining: ratio %3, need %4, P(success) %5 %, if it fails: %6</source>
        <translation>Niveau %1, %2 restants : ratio %3, requis %4, P(réussite) %5 %, en cas d'échec : %6</translation>
    </message>
    <message>
        <location line="+17" />
        <source>Points remaining</source>
        <translation>Points restants</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Starting morale level</source>
        <translation>Niveau de moral de départ</translation>
    </message>
</context>
<context>
    <name>md::MoraleTableWidget</name>
    <message>
        <location filename="../app/ratio/widgets/MoraleTableWidget.cpp" line="+67" />
        <source>Result of failure: %1. S: automatic success; F: automatic failure. Hover a cell for its ratio and odds.</source>
        <translation>Résultat de l'échec : %1. S : réussite automatique ; F : échec automatique. Survolez une case pour voir son ratio et ses chances.</translation>
    </message>
    <message>
        <location line="+45" />
        <location line="+25" />
        <source>Morale Results Table</source>
        <translation>Table des résultats de moral</translation>
    </message>
    <message>
        <location line="-24" />
        <location line="+48" />
        <source>Morale Determinations Table</source>
        <translation>Table de détermination du moral</translation>
    </message>
    <message>
        <location line="-47" />
        <source>Table shown</source>
        <translation>Table affichée</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Levels &amp;from</source>
        <translation>Niveaux &amp;de</translation>
    </message>
    <message>
        <location line="+2" />
        <source>&amp;to</source>
        <translation>&amp;à</translation>
    </message>
    <message>
        <location line="+6" />
        <source>First starting level</source>
        <translation>Premier niveau de départ</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Last starting level</source>
        <translation>Dernier niveau de départ</translation>
    </message>
    <message>
        <location line="+25" />
        <source>Current morale level (points remaining) →</source>
        <translation>Niveau de moral actuel (points restants) →</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Starting morale level</source>
        <translation>Niveau de moral de départ</translation>
    </message>
</context>
<context>
    <name>md::OutputFile</name>
    <message>
        <location filename="../core/kernel/OutputFile.cpp" line="+90" />
        <source>cannot write %1: it is a folder</source>
        <translation>impossible d'écrire %1 : c'est un dossier</translation>
    </message>
    <message>
        <location line="+2" />
        <source>cannot write %1: it is a socket; give a file, a pipe or "-" for standard output</source>
        <translation>impossible d'écrire %1 : c'est un socket ; indiquez un fichier, un tube ou « - » pour la sortie standard</translation>
    </message>
    <message>
        <location line="+3" />
        <source>cannot write %1: it is a block device (a disk); output is never written onto one</source>
        <translation>impossible d'écrire %1 : c'est un périphérique bloc (un disque) ; la sortie n'est jamais écrite sur un tel périphérique</translation>
    </message>
    <message>
        <location line="+23" />
        <source>cannot write %1: no program is reading from this pipe</source>
        <translation>impossible d'écrire %1 : aucun programme ne lit ce tube</translation>
    </message>
    <message>
        <location line="+2" />
        <location line="+15" />
        <location line="+8" />
        <source>cannot write %1: %2</source>
        <translation>impossible d'écrire %1 : %2</translation>
    </message>
    <message>
        <location line="+10" />
        <location line="+4" />
        <source>cannot write to standard output: %1</source>
        <translation>impossible d'écrire sur la sortie standard : %1</translation>
    </message>
</context>
<context>
    <name>md::PageRenderer</name>
    <message>
        <location filename="../app/print/PageRenderer.cpp" line="+89" />
        <source>Page %1 of %2</source>
        <translation>Page %1 sur %2</translation>
    </message>
    <message>
        <location line="+31" />
        <source>there is no printer to print on</source>
        <translation>il n'y a aucune imprimante sur laquelle imprimer</translation>
    </message>
    <message>
        <location line="+2" />
        <source>the printer does not accept this paper size, orientation and margins</source>
        <translation>l'imprimante n'accepte pas ce format de papier, cette orientation et ces marges</translation>
    </message>
    <message>
        <location line="+5" />
        <source>the margins leave too little room on the page</source>
        <translation>les marges laissent trop peu de place sur la page</translation>
    </message>
    <message>
        <location line="+5" />
        <source>the document has no page %1</source>
        <translation>le document n'a pas de page %1</translation>
    </message>
    <message>
        <location line="+8" />
        <source>cannot start printing</source>
        <translation>impossible de lancer l'impression</translation>
    </message>
    <message>
        <location line="+4" />
        <source>cannot start page %1</source>
        <translation>impossible de commencer la page %1</translation>
    </message>
    <message>
        <location line="+5" />
        <source>printing did not finish</source>
        <translation>l'impression ne s'est pas terminée</translation>
    </message>
</context>
<context>
    <name>md::PieceForm</name>
    <message>
        <location filename="../app/ratio/editors/PieceForm.cpp" line="+54" />
        <source>&amp;Name:</source>
        <translation>&amp;Nom :</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Kind:</source>
        <translation>Type :</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Starting points:</source>
        <translation>Points de départ :</translation>
    </message>
    <message>
        <location line="+1" />
        <source>What this piece brings to its unit's starting level (R2–R4).</source>
        <translation>Ce que cette figurine apporte au niveau de départ de son unité (R2–R4).</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Current points:</source>
        <translation>Points actuels :</translation>
    </message>
    <message>
        <location line="+1" />
        <source>What this piece counts toward its unit's current level now.</source>
        <translation>Ce que cette figurine compte maintenant dans le niveau actuel de son unité.</translation>
    </message>
    <message>
        <location line="+6" />
        <source>R2: with the Leaders rule a soldier is worth his rank's factor (in brackets); without it every soldier is worth 1.</source>
        <translation>R2 : avec la règle des chefs, un soldat vaut le facteur de son grade (entre parenthèses) ; sans elle, chaque soldat vaut 1.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>&amp;Rank:</source>
        <translation>&amp;Grade :</translation>
    </message>
    <message>
        <location line="+6" />
        <source>&amp;Morale officer</source>
        <translation>&amp;Officier de moral</translation>
    </message>
    <message>
        <location line="+2" />
        <source>A commissar, political officer or disciplinary overseer. Under the Leaders rule his factor is his rank + 1 (R2); without it he is worth 1 like everyone else. He can shoot a surrendering soldier of his own rank or lower (R9).</source>
        <translation>Un commissaire, officier politique ou surveillant disciplinaire. Avec la règle des chefs, son facteur est son grade + 1 (R2) ; sans elle, il vaut 1 comme tout le monde. Il peut abattre un soldat de son grade ou inférieur qui se rend (R9).</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Morale officer</source>
        <translation>Officier de moral</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Crew survivor:</source>
        <translation>Survivant d'équipage :</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Joined from a bailed-out or destroyed vehicle (R10); brings no starting points.</source>
        <translation>Venu d'un véhicule évacué ou détruit (R10) ; n'apporte aucun point de départ.</translation>
    </message>
    <message>
        <location line="+7" />
        <source>R4 interpretation: any warbot, wardrone, vehicle or strongpoint may use robot-style morale (size + 2, at most 4) or vehicle-style morale (system levels + working weapons, at most 12), like the seed's heavy battledrone.</source>
        <translation>Lecture de R4 : tout warbot, wardrone, véhicule ou point d'appui peut utiliser un moral de type robot (taille + 2, au plus 4) ou de type véhicule (niveaux de systèmes + armes en état, au plus 12), comme le drone de combat lourd de l'exemple.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Morale st&amp;yle:</source>
        <translation>T&amp;ype de moral :</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Si&amp;ze:</source>
        <translation>&amp;Taille :</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Status sheet (R4)</source>
        <translation>Fiche d'état (R4)</translation>
    </message>
    <message>
        <location line="+4" />
        <source>&amp;Armor class:</source>
        <translation>&amp;Classe de blindage :</translation>
    </message>
    <message>
        <location line="+6" />
        <source>&amp;Has a movement system</source>
        <translation>&amp;A un système de mouvement</translation>
    </message>
    <message>
        <location line="+2" />
        <source>R4 interpretation: a strongpoint is immobile and normally has no movement levels (at most 9 points). Tick this for a turret or another strongpoint that moves. Switching it off sets the movement levels to 0.</source>
        <translation>Lecture de R4 : un point d'appui est immobile et n'a normalement pas de niveaux de mouvement (9 points au plus). Cochez ceci pour une tourelle ou un autre point d'appui qui se déplace. Le décocher met les niveaux de mouvement à 0.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Has a movement system</source>
        <translation>A un système de mouvement</translation>
    </message>
    <message>
        <location line="+10" />
        <source>The full movement rate. While the current movement equals it, the current movement follows it.</source>
        <translation>La vitesse de mouvement complète. Tant que le mouvement actuel lui est égal, il la suit.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Movement &amp;rate:</source>
        <translation>&amp;Vitesse de mouvement :</translation>
    </message>
    <message>
        <location line="+10" />
        <source>The movement rate reduced by damage (R4); at most the movement rate.</source>
        <translation>La vitesse de mouvement réduite par les dégâts (R4) ; au plus la vitesse de mouvement.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>C&amp;urrent movement:</source>
        <translation>Mouvement act&amp;uel :</translation>
    </message>
    <message>
        <location line="+5" />
        <source>&amp;Targeting bonus:</source>
        <translation>&amp;Bonus de visée :</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Systems, weapons and crew (R4)</source>
        <translation>Systèmes, armes et équipage (R4)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Mo&amp;vement levels:</source>
        <translation>Niveaux de &amp;mouvement :</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Tar&amp;geting levels:</source>
        <translation>Niveaux de v&amp;isée :</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Damage control levels:</source>
        <translation>Niveaux de contrôle des ava&amp;ries :</translation>
    </message>
    <message>
        <location line="+11" />
        <source>Add &amp;weapon</source>
        <translation>A&amp;jouter une arme</translation>
    </message>
    <message>
        <location line="+2" />
        <location line="+11" />
        <source>Add weapon</source>
        <translation>Ajouter une arme</translation>
    </message>
    <message>
        <location line="-10" />
        <source>Every working weapon system is worth 1 point, three at most (R4); up to %1 can be listed.</source>
        <translation>Chaque système d'armes en état vaut 1 point, trois au plus (R4) ; jusqu'à %1 peuvent être listés.</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Weapons:</source>
        <translation>Armes :</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Weapon %1</source>
        <translation>Arme %1</translation>
    </message>
    <message>
        <location line="+13" />
        <source>Add &amp;crew member</source>
        <translation>Ajouter un membre d'é&amp;quipage</translation>
    </message>
    <message>
        <location line="+2" />
        <location line="+9" />
        <source>Add crew member</source>
        <translation>Ajouter un membre d'équipage</translation>
    </message>
    <message>
        <location line="-8" />
        <source>The crew by rank: under the Bailed crew rule (R10) the survivors carry the vehicle's morale by their rank factors. Up to %1.</source>
        <translation>L'équipage par grade : avec la règle de l'équipage évacué (R10), les survivants portent le moral du véhicule selon leurs facteurs de grade. Jusqu'à %1.</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Crew:</source>
        <translation>Équipage :</translation>
    </message>
    <message>
        <location line="+29" />
        <location line="+19" />
        <source>%1 levels</source>
        <translation>Niveaux (%1)</translation>
    </message>
    <message>
        <location line="-18" />
        <source>R4: levels when fully operational (0–3), one point each while working. While every level works, the working levels follow.</source>
        <translation>R4 : niveaux en pleine capacité (0–3), un point chacun tant qu'il fonctionne. Tant que tous les niveaux fonctionnent, les niveaux en état suivent.</translation>
    </message>
    <message>
        <location line="+3" />
        <location line="+16" />
        <source>%1 working levels</source>
        <translation>Niveaux en état (%1)</translation>
    </message>
    <message>
        <location line="-15" />
        <source>R4: levels still working (at most the levels).</source>
        <translation>R4 : niveaux encore en état (au plus le nombre de niveaux).</translation>
    </message>
    <message>
        <location line="+1" />
        <source>working:</source>
        <translation>en état :</translation>
    </message>
    <message>
        <location line="+82" />
        <source>Knocked out</source>
        <translation>Détruite</translation>
    </message>
    <message>
        <location line="+4" />
        <location line="+13" />
        <source>Weapon %1 name</source>
        <translation>Nom de l'arme %1</translation>
    </message>
    <message>
        <location line="-11" />
        <location line="+19" />
        <location line="+3" />
        <source>Weapon %1 knocked out</source>
        <translation>Arme %1 détruite</translation>
    </message>
    <message>
        <location line="-20" />
        <location line="+48" />
        <source>Remove</source>
        <translation>Supprimer</translation>
    </message>
    <message>
        <location line="-47" />
        <location line="+25" />
        <source>Remove weapon %1</source>
        <translation>Supprimer l'arme %1</translation>
    </message>
    <message>
        <location line="-24" />
        <source>Remove this weapon system</source>
        <translation>Supprimer ce système d'armes</translation>
    </message>
    <message>
        <location line="+44" />
        <location line="+10" />
        <source>Crew member %1 rank</source>
        <translation>Grade du membre d'équipage %1</translation>
    </message>
    <message>
        <location line="-7" />
        <location line="+13" />
        <source>Remove crew member %1</source>
        <translation>Supprimer le membre d'équipage %1</translation>
    </message>
    <message>
        <location line="-12" />
        <source>Remove this crew member</source>
        <translation>Supprimer ce membre d'équipage</translation>
    </message>
    <message>
        <location line="+67" />
        <source>R3: size 1 or 2; the piece has size + 2 morale points, one lost per penetrating hit.</source>
        <translation>R3 : taille 1 ou 2 ; la figurine a taille + 2 points de moral, un perdu par coup pénétrant.</translation>
    </message>
    <message>
        <location line="+4" />
        <source>The vehicle's size (R4 status sheet); it does not change its morale points.</source>
        <translation>La taille du véhicule (fiche d'état R4) ; elle ne change pas ses points de moral.</translation>
    </message>
    <message>
        <location line="+54" />
        <source>%1: a crew survivor brings none (R10)</source>
        <translation>%1 : un survivant d'équipage n'en apporte aucun (R10)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1 (Leaders rule: rank factor)</source>
        <translation>%1 (règle des chefs : facteur de grade)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1 (Leaders rule off: every soldier is 1)</source>
        <translation>%1 (règle des chefs désactivée : chaque soldat vaut 1)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1 (size %2 + 2, R3)</source>
        <translation>%1 (taille %2 + 2, R3)</translation>
    </message>
    <message>
        <location line="+4" />
        <source>%1 (system levels %2 + weapons %3, at most %4; R4)</source>
        <translation>%1 (niveaux de systèmes %2 + armes %3, au plus %4 ; R4)</translation>
    </message>
    <message>
        <location line="-302" />
        <source>Crew points:</source>
        <translation>Points de l'équipage :</translation>
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
        <translation>Véhicule</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Strongpoint</source>
        <translation>Point d'appui</translation>
    </message>
</context>
<context>
    <name>md::PlayCommands</name>
    <message>
        <location filename="../app/ratio/commands/PlayCommand.cpp" line="+39" />
        <source>Casualty: %1</source>
        <translation>Perte : %1</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Penetrating hit: %1</source>
        <translation>Coup pénétrant : %1</translation>
    </message>
    <message>
        <location line="+8" />
        <source>%1 level lost: %2</source>
        <translation>Niveau perdu (%1) : %2</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Weapon knocked out: %1</source>
        <translation>Arme détruite : %1</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Surrender: %1</source>
        <translation>Reddition : %1</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Shot by %1: %2</source>
        <translation>Abattu par %1 : %2</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Left the board: %1</source>
        <translation>A quitté la table : %1</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Moved or fired: %1</source>
        <translation>A bougé ou tiré : %1</translation>
    </message>
    <message>
        <location line="+6" />
        <source>NBC attack: %1</source>
        <translation>Attaque NBC : %1</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Crew bailed out: %1</source>
        <translation>Équipage évacué : %1</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Explosive destruction: %1</source>
        <translation>Destruction explosive : %1</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Interceptive-fire check: %1</source>
        <translation>Test sur tir d'interception : %1</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Morale check: %1</source>
        <translation>Test de moral : %1</translation>
    </message>
    <message>
        <location line="+9" />
        <source>End turn %1</source>
        <translation>Finir le tour %1</translation>
    </message>
</context>
<context>
    <name>md::PlayPanel</name>
    <message>
        <location filename="../app/ratio/widgets/AssessmentText.cpp" line="+37" />
        <source>S: automatic success, no check is made</source>
        <translation>S : réussite automatique, aucun test n'est fait</translation>
    </message>
    <message>
        <location line="+2" />
        <source>F: automatic failure, no roll</source>
        <translation>F : échec automatique, pas de jet</translation>
    </message>
    <message>
        <location line="+2" />
        <source>0: no roll possible, destroyed</source>
        <translation>0 : aucun jet possible, détruit</translation>
    </message>
    <message>
        <location filename="../app/ratio/widgets/PlayPanel.cpp" line="+61" />
        <source>Damage during the piece's own initiative (checks next turn, R6)</source>
        <translation>Dégâts pendant l'initiative de la figurine elle-même (teste au tour suivant, R6)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Interceptive-fire check (R10)</source>
        <translation>Test sur tir d'interception (R10)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Roll d10</source>
        <translation>&amp;Lancer le d10</translation>
    </message>
    <message>
        <location line="+18" />
        <source>Check assessment</source>
        <translation>Évaluation du test</translation>
    </message>
    <message>
        <location line="+3" />
        <source>What-if hint</source>
        <translation>Indication « et si »</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Morale check</source>
        <translation>Test de moral</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Roll d10</source>
        <translation>Lancer le d10</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The program rolls a d10 for the piece, or for the next piece of the unit that must check (R).</source>
        <translation>Le programme lance un d10 pour la figurine, ou pour la prochaine figurine de l'unité qui doit tester (R).</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Or the die you rolled (keys 1–9, 0 for 10):</source>
        <translation>Ou le dé que vous avez lancé (touches 1–9, 0 pour 10) :</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Die shows %1</source>
        <translation>Le dé indique %1</translation>
    </message>
    <message>
        <location line="+11" />
        <source>Interceptive-fire check</source>
        <translation>Test sur tir d'interception</translation>
    </message>
    <message>
        <location line="-31" />
        <source>Last result</source>
        <translation>Dernier résultat</translation>
    </message>
    <message>
        <location line="+34" />
        <source>Losses and events</source>
        <translation>Pertes et événements</translation>
    </message>
    <message>
        <location line="+9" />
        <source>&amp;Casualty</source>
        <translation>&amp;Perte</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Casualty</source>
        <translation>Perte</translation>
    </message>
    <message>
        <location line="+0" />
        <source>A soldier is killed or put out of action (C).</source>
        <translation>Un soldat est tué ou mis hors de combat (C).</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Penetrating &amp;hit</source>
        <translation>&amp;Coup pénétrant</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Penetrating hit</source>
        <translation>Coup pénétrant</translation>
    </message>
    <message>
        <location line="+0" />
        <source>A robot-style piece loses one point (R3) (H).</source>
        <translation>Une figurine au moral de type robot perd un point (R3) (H).</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Knock out &amp;weapon…</source>
        <translation>Détruire une &amp;arme…</translation>
    </message>
    <message>
        <location line="+0" />
        <location line="+244" />
        <source>Knock out weapon</source>
        <translation>Détruire une arme</translation>
    </message>
    <message>
        <location line="-244" />
        <source>A weapon system is knocked out; only three count (R4) (W).</source>
        <translation>Un système d'armes est détruit ; seuls trois comptent (R4) (W).</translation>
    </message>
    <message>
        <location line="+1" />
        <location line="+102" />
        <source>Lose &amp;movement level</source>
        <translation>&amp;Mouvement −1 niveau</translation>
    </message>
    <message>
        <location line="-101" />
        <location line="+102" />
        <source>Lose &amp;targeting level</source>
        <translation>&amp;Visée −1 niveau</translation>
    </message>
    <message>
        <location line="-101" />
        <location line="+102" />
        <source>Lose damage control level</source>
        <translation>Contrôle des avaries −1 niveau</translation>
    </message>
    <message>
        <location line="-97" />
        <source>One level of a vehicle system stops working: one morale point (R4).</source>
        <translation>Un niveau d'un système du véhicule cesse de fonctionner : un point de moral (R4).</translation>
    </message>
    <message>
        <location line="+5" />
        <source>&amp;Surrender</source>
        <translation>&amp;Reddition</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Surrender</source>
        <translation>Reddition</translation>
    </message>
    <message>
        <location line="+0" />
        <source>A Broken (or Shaken, caught in the open) soldier who cannot retreat surrenders to an enemy within 6" (R9) (S).</source>
        <translation>Un soldat brisé (ou ébranlé, pris à découvert) qui ne peut pas se replier se rend à un ennemi à moins de 6" (R9) (S).</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Shot by m&amp;orale officer…</source>
        <translation>Abattu par l'&amp;officier de moral…</translation>
    </message>
    <message>
        <location line="+0" />
        <location line="+259" />
        <source>Shot by morale officer</source>
        <translation>Abattu par l'officier de moral</translation>
    </message>
    <message>
        <location line="-259" />
        <source>A morale officer shoots a soldier of his rank or lower to stop a surrender: the level drops, every marker in the unit is removed (R9) (O).</source>
        <translation>Un officier de moral abat un soldat de son grade ou inférieur pour empêcher une reddition : le niveau baisse, tous les marqueurs de l'unité sont retirés (R9) (O).</translation>
    </message>
    <message>
        <location line="+2" />
        <source>&amp;Left the board</source>
        <translation>A &amp;quitté la table</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Left the board</source>
        <translation>A quitté la table</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Not a casualty of the unit, but a loss to the battlegroup (R7, R11) (L).</source>
        <translation>Pas une perte de l'unité, mais une perte pour le groupement tactique (R7, R11) (L).</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Moved or fired</source>
        <translation>A bougé ou tiré</translation>
    </message>
    <message>
        <location line="+0" />
        <source>A piece that has acted this turn checks a new marker next turn (R6) (A).</source>
        <translation>Une figurine qui a agi ce tour-ci teste un nouveau marqueur au tour suivant (R6) (A).</translation>
    </message>
    <message>
        <location line="+2" />
        <source>&amp;NBC attack</source>
        <translation>Attaque &amp;NBC</translation>
    </message>
    <message>
        <location line="+0" />
        <source>NBC attack</source>
        <translation>Attaque NBC</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Troops not equipped for NBC must check at -2, even at full strength (R8a) (N).</source>
        <translation>Les troupes non équipées NBC doivent tester à -2, même à pleins effectifs (R8a) (N).</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Crew &amp;bails out…</source>
        <translation>&amp;Évacuation de l'équipage…</translation>
    </message>
    <message>
        <location line="+0" />
        <location line="+300" />
        <source>Crew bails out</source>
        <translation>Évacuation de l'équipage</translation>
    </message>
    <message>
        <location line="-300" />
        <source>A Broken, immobile vehicle is abandoned; survivors = crew x remaining / original, at least 1 (R10) (B).</source>
        <translation>Un véhicule brisé et immobile est abandonné ; survivants = équipage x restants / d'origine, au moins 1 (R10) (B).</translation>
    </message>
    <message>
        <location line="+2" />
        <source>E&amp;xplosive destruction…</source>
        <translation>Destruction e&amp;xplosive…</translation>
    </message>
    <message>
        <location line="+0" />
        <location line="+319" />
        <source>Explosive destruction</source>
        <translation>Destruction explosive</translation>
    </message>
    <message>
        <location line="-319" />
        <source>Survivors of the high-explosive hit check like a bailed crew (R10) (X).</source>
        <translation>Les survivants du coup explosif testent comme un équipage évacué (R10) (X).</translation>
    </message>
    <message>
        <location line="+91" />
        <source>The die you rolled shows %1: apply it to the check.</source>
        <translation>Le dé que vous avez lancé indique %1 : appliquez-le au test.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Undone: %1</source>
        <translation>Annulé : %1</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Redone: %1</source>
        <translation>Rétabli : %1</translation>
    </message>
    <message>
        <location line="-126" />
        <source>Damage during own initiative</source>
        <translation>Dégâts pendant sa propre initiative</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ratio/widgets/AssessmentText.cpp" line="+36" />
        <source>What if: losing %n more point(s) drops the unit to %1 of %2 (need %3): a failure then means %4.</source>
        <translation>
            <numerusform>Et si : perdre %n point de plus fait tomber l'unité à %1 sur %2 (requis %3) : un échec signifie alors %4.</numerusform>
            <numerusform>Et si : perdre %n points de plus fait tomber l'unité à %1 sur %2 (requis %3) : un échec signifie alors %4.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+16" />
        <source>Unit level</source>
        <translation>Niveau de l'unité</translation>
    </message>
    <message>
        <location line="+0" />
        <source>%1 of %2 (ratio %3)</source>
        <translation>%1 sur %2 (ratio %3)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Roll needed</source>
        <translation>Jet requis</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Factors (R8)</source>
        <translation>Facteurs (R8)</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Modified need</source>
        <translation>Valeur requise modifiée</translation>
    </message>
    <message>
        <location line="+0" />
        <source>%1: cannot fail</source>
        <translation>%1 : ne peut pas échouer</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1: fails without a roll</source>
        <translation>%1 : échoue sans jet</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1: d10 of %2 or less</source>
        <translation>%1 : d10 de %2 ou moins</translation>
    </message>
    <message>
        <location line="+2" />
        <source>P(success)</source>
        <translation>P(réussite)</translation>
    </message>
    <message>
        <location line="+2" />
        <location line="+2" />
        <source>Outcomes</source>
        <translation>Issues</translation>
    </message>
    <message>
        <location line="-2" />
        <source>pass %1 · %2 %3</source>
        <translation>réussite %1 · %2 %3</translation>
    </message>
    <message>
        <location line="+2" />
        <source>pass 100 %</source>
        <translation>réussite 100 %</translation>
    </message>
    <message>
        <location line="+8" />
        <source>No marker</source>
        <translation>Aucun marqueur</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Marked: must check now</source>
        <translation>Marqué : doit tester maintenant</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Marked: checks next turn</source>
        <translation>Marqué : teste au tour suivant</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Status</source>
        <translation>État</translation>
    </message>
    <message>
        <location line="+0" />
        <source>%1; %2</source>
        <translation>%1 ; %2</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Checks due</source>
        <translation>Tests dus</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Expected failures</source>
        <translation>Échecs attendus</translation>
    </message>
    <message>
        <location line="+0" />
        <source>%1 of %2</source>
        <translation>%1 sur %2</translation>
    </message>
    <message>
        <location filename="../app/ratio/widgets/PlayPanel.cpp" line="+172" />
        <source>Select a unit or a piece in the roster</source>
        <translation>Sélectionnez une unité ou une figurine dans l'effectif</translation>
    </message>
    <message>
        <location line="+15" />
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <location line="+6" />
        <source>If it fails (%1): %2</source>
        <translation>En cas d'échec (%1) : %2</translation>
    </message>
    <message>
        <location line="-53" />
        <source>Next to check: %1</source>
        <translation>Prochain à tester : %1</translation>
    </message>
    <message>
        <location line="+32" />
        <source>Battlegroup %1</source>
        <translation>Groupement tactique %1</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Units: %1 · %2 of %3 endurance points lost (R11).</source>
        <translation>Unités : %1 · %2 sur %3 points d'endurance perdus (R11).</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Status: %1</source>
        <translation>État : %1</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Select a unit or a piece in the roster to play.</source>
        <translation>Choisissez une unité ou une figurine dans l'effectif pour jouer.</translation>
    </message>
    <message>
        <location line="+20" />
        <source>Not done:</source>
        <translation>Non effectué :</translation>
    </message>
    <message>
        <location line="+7" />
        <location line="+203" />
        <source>The battlegroup has reached its breaking point: it must retreat from turn %1 (R11).</source>
        <translation>Le groupement tactique a atteint son point de rupture : il doit se replier à partir du tour %1 (R11).</translation>
    </message>
    <message>
        <location line="-193" />
        <source>%1 is a casualty; the rest of the unit is marked (R6).</source>
        <translation>%1 est une perte ; le reste de l'unité est marqué (R6).</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Penetrating hit on %1.</source>
        <translation>Coup pénétrant sur %1.</translation>
    </message>
    <message>
        <location line="+7" />
        <source>%1 lost a %2 level.</source>
        <translation>%1 a perdu un niveau de %2.</translation>
    </message>
    <message>
        <location line="+12" />
        <source>Weapon %1</source>
        <translation>Arme %1</translation>
    </message>
    <message>
        <location line="+9" />
        <source>Which weapon system of %1 is knocked out?</source>
        <translation>Quel système d'armes de %1 est détruit ?</translation>
    </message>
    <message>
        <location line="+4" />
        <source>%1: %2 knocked out.</source>
        <translation>%1 : %2 détruit.</translation>
    </message>
    <message>
        <location line="+6" />
        <source>%1 surrendered; his unit loses him as a casualty (R9).</source>
        <translation>%1 s'est rendu ; son unité le perd comme une perte (R9).</translation>
    </message>
    <message>
        <location line="+18" />
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Which morale officer shoots %1?</source>
        <translation>Quel officier de moral abat %1 ?</translation>
    </message>
    <message>
        <location line="+4" />
        <source>%1 was shot to stop his surrender: no markers placed, all markers in the unit removed (R9).</source>
        <translation>%1 a été abattu pour empêcher sa reddition : aucun marqueur posé, tous les marqueurs de l'unité retirés (R9).</translation>
    </message>
    <message>
        <location line="+6" />
        <source>%1 left the board: a loss to the battlegroup, not a casualty (R7).</source>
        <translation>%1 a quitté la table : une perte pour le groupement tactique, pas une perte de l'unité (R7).</translation>
    </message>
    <message>
        <location line="+6" />
        <source>%1 has moved or fired this turn.</source>
        <translation>%1 a bougé ou tiré ce tour-ci.</translation>
    </message>
    <message>
        <location line="+9" />
        <source>NBC attack on %1: its troops must check at -2 (R8a).</source>
        <translation>Attaque NBC sur %1 : ses troupes doivent tester à -2 (R8a).</translation>
    </message>
    <message numerus="yes">
        <location line="+19" />
        <source>%n crew member(s) survive (R10: crew x remaining levels / original levels, rounded, at least one). Who?</source>
        <translation>
            <numerusform>%n membre d'équipage survit (R10 : équipage x niveaux restants / niveaux d'origine, arrondi, au moins un). Qui ?</numerusform>
            <numerusform>%n membres d'équipage survivent (R10 : équipage x niveaux restants / niveaux d'origine, arrondi, au moins un). Qui ?</numerusform>
        </translation>
    </message>
    <message>
        <location line="+26" />
        <source>The crew took a high-explosive hit (attack factor 6). Who survived the penetration check? Survivors check like a bailed crew (R10).</source>
        <translation>L'équipage a subi un coup explosif (facteur d'attaque 6). Qui a survécu au test de pénétration ? Les survivants testent comme un équipage évacué (R10).</translation>
    </message>
    <message numerus="yes">
        <location line="+7" />
        <source>%1 destroyed; %n survivor(s) are marked (R10).</source>
        <translation>
            <numerusform>%1 détruit ; %n survivant est marqué (R10).</numerusform>
            <numerusform>%1 détruit ; %n survivants sont marqués (R10).</numerusform>
        </translation>
    </message>
    <message>
        <location line="+35" />
        <source>%1 %2 against %3</source>
        <translation>%1 %2 contre %3</translation>
    </message>
    <message>
        <location line="+2" />
        <source>no roll needed</source>
        <translation>aucun jet nécessaire</translation>
    </message>
    <message>
        <location line="+3" />
        <source>&lt;b&gt;%1 passed&lt;/b&gt; (%2). %3</source>
        <translation>&lt;b&gt;%1 réussi&lt;/b&gt; (%2). %3</translation>
    </message>
    <message>
        <location line="+2" />
        <source>&lt;b&gt;%1 failed&lt;/b&gt; (%2): %3. %4</source>
        <translation>&lt;b&gt;%1 raté&lt;/b&gt; (%2) : %3. %4</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Interceptive fire allowed at %1 to hit (R10).</source>
        <translation>Tir d'interception autorisé, touche sur %1 (R10).</translation>
    </message>
    <message>
        <location line="+1" />
        <source>May not make interceptive fire (R10).</source>
        <translation>Ne peut pas faire de tir d'interception (R10).</translation>
    </message>
    <message>
        <location line="+7" />
        <source>%1 passed the morale check.</source>
        <translation>%1 a réussi le test de moral.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1 failed the morale check: %2.</source>
        <translation>%1 a raté le test de moral : %2.</translation>
    </message>
    <message>
        <location line="+4" />
        <source>rolled</source>
        <translation>a lancé</translation>
    </message>
    <message>
        <location line="+6" />
        <source>A d10 shows 1 to 10 (0 for the face marked 0).</source>
        <translation>Un d10 indique 1 à 10 (0 pour la face marquée 0).</translation>
    </message>
    <message>
        <location line="+4" />
        <source>die shows</source>
        <translation>le dé indique</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ratio/widgets/AssessmentText.cpp" line="-76" />
        <source>What if: losing %n more point(s) leaves the unit with no points: it is destroyed, and no roll is possible.</source>
        <translation>
            <numerusform>Et si : perdre %n point de plus laisse l'unité sans points : elle est détruite, et aucun jet n'est possible.</numerusform>
            <numerusform>Et si : perdre %n points de plus laisse l'unité sans points : elle est détruite, et aucun jet n'est possible.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4" />
        <source>What if: losing %n more point(s) drops the unit to %1 of %2: every check then fails automatically, without a roll, and a piece that fails is eliminated.</source>
        <translation>
            <numerusform>Et si : perdre %n point de plus fait tomber l'unité à %1 sur %2 : chaque test échoue alors automatiquement, sans jet, et une figurine qui échoue est éliminée.</numerusform>
            <numerusform>Et si : perdre %n points de plus fait tomber l'unité à %1 sur %2 : chaque test échoue alors automatiquement, sans jet, et une figurine qui échoue est éliminée.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6" />
        <source>What if: losing %n more point(s) drops the unit to %1 of %2: with its factors every check then fails without a roll, and a failure means %3.</source>
        <translation>
            <numerusform>Et si : perdre %n point de plus fait tomber l'unité à %1 sur %2 : avec ses facteurs, chaque test échoue alors sans jet, et un échec signifie %3.</numerusform>
            <numerusform>Et si : perdre %n points de plus fait tomber l'unité à %1 sur %2 : avec ses facteurs, chaque test échoue alors sans jet, et un échec signifie %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7" />
        <source>What if: losing %n more point(s) drops the unit to %1 of %2: with its factors a check then cannot fail.</source>
        <translation>
            <numerusform>Et si : perdre %n point de plus fait tomber l'unité à %1 sur %2 : avec ses facteurs, un test ne peut alors pas échouer.</numerusform>
            <numerusform>Et si : perdre %n points de plus fait tomber l'unité à %1 sur %2 : avec ses facteurs, un test ne peut alors pas échouer.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ratio/widgets/PlayPanel.cpp" line="-94" />
        <source>%1 abandoned; %n survivor(s) now carry its morale points and are marked (R10).</source>
        <translation>
            <numerusform>%1 abandonné ; %n survivant porte désormais ses points de moral et est marqué (R10).</numerusform>
            <numerusform>%1 abandonné ; %n survivants portent désormais ses points de moral et sont marqués (R10).</numerusform>
        </translation>
    </message>
    <message>
        <location line="+37" />
        <source>They check next turn (R6).</source>
        <translation>Ils testent au tour suivant (R6).</translation>
    </message>
    <message>
        <location line="-2" />
        <source>They must check this turn (R6).</source>
        <translation>Ils doivent tester ce tour-ci (R6).</translation>
    </message>
</context>
<context>
    <name>md::PlayRefusals</name>
    <message>
        <location filename="../app/ratio/widgets/PlayRefusals.cpp" line="+59" />
        <source>No piece of %1 must check morale now; its marked pieces check next turn (R6).</source>
        <translation>Aucune figurine de %1 ne doit tester son moral maintenant ; ses figurines marquées testent au tour suivant (R6).</translation>
    </message>
    <message>
        <location line="+1" />
        <source>No piece of %1 has a morale check marker, so there is nothing to roll for (R6).</source>
        <translation>Aucune figurine de %1 n'a de marqueur de test de moral : il n'y a donc rien à lancer (R6).</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Select a unit or a piece in the roster first.</source>
        <translation>Sélectionnez d'abord une unité ou une figurine dans l'effectif.</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Select one piece of %1 in the roster: this happens to a piece, not to the whole unit.</source>
        <translation>Sélectionnez une figurine de %1 dans l'effectif : cela arrive à une figurine, pas à toute l'unité.</translation>
    </message>
</context>
<context>
    <name>md::PlayReport</name>
    <message>
        <location filename="../app/ratio/cli/PlayReport.cpp" line="+67" />
        <source>%1 checks morale: automatic success.</source>
        <translation>%1 fait un test de moral : réussite automatique.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1 checks morale: automatic failure, %2.</source>
        <translation>%1 fait un test de moral : échec automatique, %2.</translation>
    </message>
    <message>
        <location line="+5" />
        <source>%1 checks morale: cannot fail (modified need %2): passed.</source>
        <translation>%1 fait un test de moral : ne peut pas échouer (requis modifié %2) : réussi.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1 checks morale: fails without a roll (modified need %2): %3.</source>
        <translation>%1 fait un test de moral : échoue sans jet (requis modifié %2) : %3.</translation>
    </message>
    <message>
        <location line="+4" />
        <source>%1 checks morale: needs %2 or less, rolls %3: passed.</source>
        <translation>%1 fait un test de moral : requis %2 ou moins, obtient %3 : réussi.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>%1 checks morale: needs %2 or less, rolls %3: failed, %4.</source>
        <translation>%1 fait un test de moral : requis %2 ou moins, obtient %3 : raté, %4.</translation>
    </message>
    <message>
        <location line="+7" />
        <source>It may fire without penalty (R10).</source>
        <translation>Elle peut tirer sans pénalité (R10).</translation>
    </message>
    <message>
        <location line="+2" />
        <source>It may fire, at %1 to hit (R10).</source>
        <translation>Elle peut tirer, touche sur %1 (R10).</translation>
    </message>
    <message>
        <location line="+2" />
        <source>It may not fire (R10).</source>
        <translation>Elle ne peut pas tirer (R10).</translation>
    </message>
    <message numerus="yes">
        <location line="+13" />
        <source>%1 is a casualty, %n point(s) lost.</source>
        <translation>
            <numerusform>%1 est une perte, %n point perdu.</numerusform>
            <numerusform>%1 est une perte, %n points perdus.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2" />
        <source>%1 takes a penetrating hit, %n point(s) lost.</source>
        <translation>
            <numerusform>%1 subit un coup pénétrant, %n point perdu.</numerusform>
            <numerusform>%1 subit un coup pénétrant, %n points perdus.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2" />
        <source>%1 loses a level of %2, %n point(s) lost.</source>
        <translation>
            <numerusform>%1 perd un niveau (%2), %n point perdu.</numerusform>
            <numerusform>%1 perd un niveau (%2), %n points perdus.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2" />
        <source>%1 has weapon system %2 (%3) knocked out, %n point(s) lost.</source>
        <translation>
            <numerusform>%1 a son système d'armes %2 (%3) détruit, %n point perdu.</numerusform>
            <numerusform>%1 a son système d'armes %2 (%3) détruit, %n points perdus.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3" />
        <source>%1 surrenders, %n point(s) lost.</source>
        <translation>
            <numerusform>%1 se rend, %n point perdu.</numerusform>
            <numerusform>%1 se rend, %n points perdus.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2" />
        <source>%1 shoots %2 to stop a surrender, %n point(s) lost; every marker of the unit is removed (R9).</source>
        <translation>
            <numerusform>%1 abat %2 pour empêcher une reddition, %n point perdu ; tous les marqueurs de l'unité sont retirés (R9).</numerusform>
            <numerusform>%1 abat %2 pour empêcher une reddition, %n points perdus ; tous les marqueurs de l'unité sont retirés (R9).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4" />
        <source>%1 leaves the board, %n point(s) lost to the battlegroup (R7).</source>
        <translation>
            <numerusform>%1 quitte la table, %n point perdu pour le groupement tactique (R7).</numerusform>
            <numerusform>%1 quitte la table, %n points perdus pour le groupement tactique (R7).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2" />
        <source>The crew of %1 bail out: %n survive (R10).</source>
        <translation>
            <numerusform>L'équipage de %1 évacue : %n survit (R10).</numerusform>
            <numerusform>L'équipage de %1 évacue : %n survivent (R10).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2" />
        <source>%1 is destroyed by an explosion: %n crew member(s) survive (R10).</source>
        <translation>
            <numerusform>%1 est détruit par une explosion : %n membre d'équipage survit (R10).</numerusform>
            <numerusform>%1 est détruit par une explosion : %n membres d'équipage survivent (R10).</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2" />
        <source>NBC attack on %1: its soldiers must check morale (R8a).</source>
        <translation>Attaque NBC sur %1 : ses soldats doivent faire un test de moral (R8a).</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Turn %1 ends.</source>
        <translation>Le tour %1 se termine.</translation>
    </message>
    <message numerus="yes">
        <location line="+1" />
        <source>Turn %1 ends by agreement with %n check(s) not made (%2); they are due first next turn (R6).</source>
        <translation>
            <numerusform>Le tour %1 se termine d'un commun accord avec %n test non fait (%2) ; il est dû en premier au tour suivant (R6).</numerusform>
            <numerusform>Le tour %1 se termine d'un commun accord avec %n tests non faits (%2) ; ils sont dus en premier au tour suivant (R6).</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5" />
        <source>The battlegroup has lost %1 of its %2 endurance points: breaking point, it retreats from the next turn (R11).</source>
        <translation>Le groupement tactique a perdu %1 de ses %2 points d'endurance : point de rupture, il se replie dès le tour suivant (R11).</translation>
    </message>
    <message>
        <location line="+5" />
        <source>A marked-up status sheet was keyed in: %1.</source>
        <translation>Une fiche d'état annotée a été saisie : %1.</translation>
    </message>
    <message>
        <location line="+12" />
        <source>%1 has moved or fired this turn: a marker it gets now waits for next turn (R6).</source>
        <translation>%1 a bougé ou tiré ce tour-ci : un marqueur reçu maintenant attend le tour suivant (R6).</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Step %1 (%2): %3</source>
        <translation>Étape %1 (%2) : %3</translation>
    </message>
    <message>
        <location line="+37" />
        <source>full strength, no check (S)</source>
        <translation>pleine force, pas de test (S)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>automatic failure (F), %1</source>
        <translation>échec automatique (F), %1</translation>
    </message>
    <message>
        <location line="+2" />
        <source>no points left</source>
        <translation>plus aucun point</translation>
    </message>
    <message>
        <location line="+2" />
        <source>cannot fail (modified need %1)</source>
        <translation>ne peut pas échouer (requis modifié %1)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>fails without a roll (modified need %1), %2</source>
        <translation>échoue sans jet (requis modifié %1), %2</translation>
    </message>
    <message>
        <location line="+2" />
        <source>needs %1 or less, else %2</source>
        <translation>requis %1 ou moins, sinon %2</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1: %2/%3, %4</source>
        <translation>%1 : %2/%3, %4</translation>
    </message>
    <message numerus="yes">
        <location line="+5" />
        <source>%n check(s) due</source>
        <translation>
            <numerusform>%n test dû</numerusform>
            <numerusform>%n tests dus</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2" />
        <source>%n check(s) next turn</source>
        <translation>
            <numerusform>%n test au prochain tour</numerusform>
            <numerusform>%n tests au prochain tour</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+9" />
        <source>After the steps: turn %1, %2 of %3 endurance points lost, %n check(s) due.</source>
        <translation>
            <numerusform>Après les étapes : tour %1, %2 points d'endurance perdus sur %3, %n test dû.</numerusform>
            <numerusform>Après les étapes : tour %1, %2 points d'endurance perdus sur %3, %n tests dus.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7" />
        <source>Breaking point reached in turn %1: the battlegroup retreats from turn %2 (R11).</source>
        <translation>Point de rupture atteint au tour %1 : le groupement tactique se retire à partir du tour %2 (R11).</translation>
    </message>
</context>
<context>
    <name>md::PlaySubcommand</name>
    <message>
        <location filename="../app/ratio/cli/PlaySubcommand.cpp" line="+49" />
        <source>step %1 (script line %2)</source>
        <translation>étape %1 (ligne %2 du script)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>step %1</source>
        <translation>étape %1</translation>
    </message>
    <message>
        <location line="+9" />
        <source>--script -: cannot read standard input: %1</source>
        <translation>--script - : impossible de lire l'entrée standard : %1</translation>
    </message>
    <message>
        <location line="+6" />
        <source>--script %1: no such file</source>
        <translation>--script %1 : fichier introuvable</translation>
    </message>
    <message>
        <location line="+4" />
        <source>--script %1: it is a folder</source>
        <translation>--script %1 : c'est un dossier</translation>
    </message>
    <message>
        <location line="+5" />
        <location line="+9" />
        <source>--script %1: %2</source>
        <translation>--script %1 : %2</translation>
    </message>
    <message>
        <location line="+7" />
        <source>--script %1: larger than %2 MiB</source>
        <translation>--script %1 : plus de %2 Mio</translation>
    </message>
    <message>
        <location line="+13" />
        <source>--script %1: not UTF-8 text</source>
        <translation>--script %1 : pas du texte UTF-8</translation>
    </message>
    <message>
        <location line="+20" />
        <source>Plays steps on a battlegroup file without a window, through the same rules engine as the window's buttons, and prints what each step did and then the summary. Steps come from each --do, then from the script, one a line (blank lines and lines starting with # are ignored). Pieces and units are named by their id in the file. The first step that cannot be played stops the run (exit 1) and nothing is written.

Steps:
  %1</source>
        <translation>Joue des étapes sur un fichier de groupement tactique sans fenêtre, avec le même moteur de règles que les boutons de la fenêtre, et affiche ce que chaque étape a fait, puis le résumé. Les étapes viennent de chaque --do, puis du script, une par ligne (les lignes vides et celles qui commencent par # sont ignorées). Les figurines et les unités sont désignées par leur identifiant dans le fichier. La première étape qui ne peut pas être jouée arrête l'exécution (code de sortie 1) et rien n'est écrit.

Étapes :
  %1</translation>
    </message>
    <message>
        <location line="+7" />
        <source>DIE is the face the d10 shows, 1 to 10; 0 is the face marked 0 and counts as 10.</source>
        <translation>DIE est la face que montre le d10, de 1 à 10 ; 0 est la face marquée 0 et compte pour 10.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The play subcommand.</source>
        <translation>La sous-commande play.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The battlegroup file to play on; it is only read.</source>
        <translation>Le fichier de groupement tactique sur lequel jouer ; il est seulement lu.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>A step to play (repeatable), e.g. --do "check sq1-t2 7".</source>
        <translation>Une étape à jouer (répétable), par ex. --do "check sq1-t2 7".</translation>
    </message>
    <message>
        <location line="+1" />
        <source>A file of steps, one a line, played after the --do steps; - reads standard input.</source>
        <translation>Un fichier d'étapes, une par ligne, jouées après les étapes --do ; - lit l'entrée standard.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Write the battlegroup the steps leave, log included, to OUT (- for standard output). Without it nothing is written.</source>
        <translation>Écrit le groupement tactique laissé par les étapes, journal compris, dans OUT (- pour la sortie standard). Sans cette option, rien n'est écrit.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Print one JSON object: each step and the summary.</source>
        <translation>Affiche un objet JSON : chaque étape et le résumé.</translation>
    </message>
    <message>
        <location line="+13" />
        <source>expects a battlegroup file: moraledesk play FILE [--do STEP]... [--script PATH|-]</source>
        <translation>attend un fichier de groupement tactique : moraledesk play FILE [--do STEP]... [--script PATH|-]</translation>
    </message>
    <message>
        <location line="+2" />
        <source>unexpected argument "%1"</source>
        <translation>argument inattendu « %1 »</translation>
    </message>
    <message>
        <location line="+6" />
        <source>-o needs a file name, or - for standard output</source>
        <translation>-o a besoin d'un nom de fichier, ou de - pour la sortie standard</translation>
    </message>
    <message>
        <location line="+4" />
        <source>--json and -o %1 would both write to standard output; give -o a file</source>
        <translation>--json et -o %1 écriraient tous deux sur la sortie standard ; donnez un fichier à -o</translation>
    </message>
    <message>
        <location line="+22" />
        <location line="+33" />
        <source>%1 "%2": %3</source>
        <translation>%1 « %2 » : %3</translation>
    </message>
    <message>
        <location line="-29" />
        <source>%1: no such file</source>
        <translation>%1 : fichier introuvable</translation>
    </message>
    <message>
        <location line="+5" />
        <source>%1 cannot be played: %2</source>
        <translation>%1 ne peut pas être joué : %2</translation>
    </message>
    <message>
        <location line="+6" />
        <source>%1 is a game of two sides; `play` takes one battlegroup. Export the side to play with Play &gt; Export side as… and play that file.</source>
        <translation>%1 est une partie de deux camps ; `play` prend un seul groupement. Exportez le camp à jouer avec Jouer &gt; Exporter le camp sous… et jouez ce fichier.</translation>
    </message>
</context>
<context>
    <name>md::Presence</name>
    <message>
        <location filename="../core/ratio/model/Piece.h" line="+28" />
        <source>On the table</source>
        <translation>Sur la table</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Casualty</source>
        <translation>Perte</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Surrendered</source>
        <translation>Rendu</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Shot by a morale officer</source>
        <translation>Abattu par un officier de moral</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Eliminated</source>
        <translation>Éliminé</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Destroyed</source>
        <translation>Détruit</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Abandoned hulk</source>
        <translation>Épave abandonnée</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Left the board</source>
        <translation>A quitté la table</translation>
    </message>
</context>
<context>
    <name>md::PrintOptionsDialog</name>
    <message>
        <location filename="../app/widgets/PrintOptionsDialog.cpp" line="+17" />
        <source>&amp;Landscape</source>
        <translation>&amp;Paysage</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Greyscale (letters and hatching instead of colour)</source>
        <translation>Niveaux de &amp;gris (lettres et hachures au lieu de la couleur)</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Document</source>
        <translation>Document</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Document:</source>
        <translation>&amp;Document :</translation>
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
        <translation>Pap&amp;ier :</translation>
    </message>
</context>
<context>
    <name>md::PrintParts</name>
    <message>
        <location filename="../app/print/PrintParts.cpp" line="+152" />
        <source>%1 (continued)</source>
        <translation>%1 (suite)</translation>
    </message>
</context>
<context>
    <name>md::QuickStartDialog</name>
    <message>
        <location filename="../app/widgets/QuickStartDialog.cpp" line="+11" />
        <source>&amp;Don't show this again</source>
        <translation>&amp;Ne plus afficher</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Quick start</source>
        <translation>Prise en main</translation>
    </message>
    <message>
        <location line="+4" />
        <source>&lt;h2&gt;MoraleDesk in one page&lt;/h2&gt;&lt;p&gt;MoraleDesk keeps your force's morale while you play on the table: you move and shoot as usual, and tell MoraleDesk what happened.&lt;/p&gt;&lt;ol&gt;&lt;li&gt;&lt;b&gt;Open a force.&lt;/b&gt; File → Open, or File → New from a template. A sample battlegroup is open now.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Set it up.&lt;/b&gt; On the Edit tab, add units and pieces and name them as on your table.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Play.&lt;/b&gt; Select a piece in the roster and use the Play tab: mark a casualty, a hit, damage. MoraleDesk tells you who must check.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Check morale.&lt;/b&gt; Roll your own die and type the face, or let the program roll. The result says what the piece does now.&lt;/li&gt;&lt;li&gt;&lt;b&gt;End the turn.&lt;/b&gt; The log keeps every step; Edit → Undo takes any step back.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Read the game.&lt;/b&gt; View → Dice history, the log's filter, and the Morale Results Table.&lt;/li&gt;&lt;/ol&gt;&lt;p&gt;Press &lt;b&gt;?&lt;/b&gt; for every keyboard shortcut, Ctrl+plus and Ctrl+minus to zoom. This page is in Help → Quick start.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;MoraleDesk en une page&lt;/h2&gt;&lt;p&gt;MoraleDesk tient le moral de votre force pendant que vous jouez sur la table : vous bougez et tirez comme d'habitude, et vous dites à MoraleDesk ce qui s'est passé.&lt;/p&gt;&lt;ol&gt;&lt;li&gt;&lt;b&gt;Ouvrez une force.&lt;/b&gt; Fichier → Ouvrir, ou Fichier → Nouveau depuis un modèle. Un groupement d'exemple est ouvert en ce moment.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Préparez-la.&lt;/b&gt; Dans l'onglet Édition, ajoutez unités et figurines et nommez-les comme sur votre table.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Jouez.&lt;/b&gt; Sélectionnez une figurine dans l'effectif et utilisez l'onglet Jouer : marquez une perte, un coup, des dégâts. MoraleDesk vous dit qui doit tester.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Testez le moral.&lt;/b&gt; Lancez votre propre dé et saisissez la face, ou laissez le programme lancer. Le résultat dit ce que fait maintenant la figurine.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Finissez le tour.&lt;/b&gt; Le journal garde chaque étape ; Édition → Annuler revient sur n'importe quelle étape.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Lisez la partie.&lt;/b&gt; Affichage → Historique des dés, le filtre du journal et la Table des résultats de moral.&lt;/li&gt;&lt;/ol&gt;&lt;p&gt;Appuyez sur &lt;b&gt;?&lt;/b&gt; pour tous les raccourcis clavier, Ctrl+plus et Ctrl+moins pour zoomer. Cette page est dans Aide → Prise en main.&lt;/p&gt;</translation>
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
        <translation>Caporal / Gardien</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Sergeant</source>
        <translation>Sergent</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Lieutenant</source>
        <translation>Lieutenant</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Captain</source>
        <translation>Capitaine</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Major</source>
        <translation>Commandant</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Colonel</source>
        <translation>Colonel</translation>
    </message>
    <message>
        <location line="+1" />
        <source>General</source>
        <translation>Général</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Marshal</source>
        <translation>Maréchal</translation>
    </message>
</context>
<context>
    <name>md::RatioCampaignFlow</name>
    <message>
        <location filename="../app/ratio/campaign/RatioCampaignFlow.cpp" line="+48" />
        <location line="+45" />
        <source>Record battle in campaign</source>
        <translation>Enregistrer la bataille dans la campagne</translation>
    </message>
    <message>
        <location line="-44" />
        <source>Who held the field depends on both battlegroups (R11). Add the opponent's battlegroup file?</source>
        <translation>Qui a tenu le terrain dépend des deux groupements tactiques (R11). Ajouter le fichier du groupement tactique adverse ?</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Add the opponent's file…</source>
        <translation>Ajouter le fichier de l'adversaire…</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Record this battlegroup alone</source>
        <translation>Enregistrer ce groupement tactique seul</translation>
    </message>
    <message>
        <location line="-8" />
        <location line="+20" />
        <location line="+15" />
        <location line="+11" />
        <location line="+12" />
        <source>Battle not recorded</source>
        <translation>Bataille non enregistrée</translation>
    </message>
    <message>
        <location line="-79" />
        <source>Both sides of this game are named "%1": the campaign knows a battlegroup by its name. Rename one side (its Name field) and record again.</source>
        <translation>Les deux camps de cette partie s'appellent « %1 » : la campagne reconnaît un groupement à son nom. Renommez un camp (son champ Nom) et enregistrez à nouveau.</translation>
    </message>
    <message>
        <location line="+5" />
        <source>"%1" and "%2" both fight for the side "%3", so nobody could hold the field against them (R11). Give one of them its own side (its Side field) and record again.</source>
        <translation>« %1 » et « %2 » combattent tous deux pour le camp « %3 », donc personne ne pourrait tenir le terrain face à eux (R11). Donnez à l'un d'eux son propre camp (son champ Camp) et enregistrez à nouveau.</translation>
    </message>
    <message>
        <location line="+37" />
        <source>The opponent's file %1 could not be read:
%2</source>
        <translation>Le fichier de l'adversaire %1 n'a pas pu être lu :
%2</translation>
    </message>
    <message>
        <location line="+15" />
        <source>The side "%1" (battlegroup "%2") is already recorded as it ended this game, in battle %3: record the game once.</source>
        <translation>Le camp « %1 » (groupement « %2 ») est déjà enregistré tel qu'il a fini cette partie, dans la bataille %3 : enregistrez la partie une seule fois.</translation>
    </message>
    <message>
        <location line="+15" />
        <source>Name of the battle (for the campaign's lists):</source>
        <translation>Nom de la bataille (pour les listes de la campagne) :</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Battle %1</source>
        <translation>Bataille %1</translation>
    </message>
    <message>
        <location line="+19" />
        <source>Next battle</source>
        <translation>Prochaine bataille</translation>
    </message>
    <message>
        <location line="+12" />
        <source>%1, battle %2.</source>
        <translation>%1, bataille %2.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Returned: %1.</source>
        <translation>De retour : %1.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Crew back on foot (R10): %1.</source>
        <translation>Équipages de retour à pied (R10) : %1.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Replacements: %1.</source>
        <translation>Remplacements : %1.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Now seasoned (R8): %1.</source>
        <translation>Désormais aguerris (R8) : %1.</translation>
    </message>
    <message numerus="yes">
        <location line="+2" />
        <source>Lost for good: %n piece(s).</source>
        <translation>
            <numerusform>Perdue définitivement : %n figurine.</numerusform>
            <numerusform>Perdues définitivement : %n figurines.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>md::RatioCampaignJson</name>
    <message>
        <location filename="../app/ratio/campaign/RatioCampaignJson.cpp" line="+27" />
        <source>%1 cannot be read back: %2</source>
        <translation>%1 ne peut pas être relu : %2</translation>
    </message>
    <message>
        <location line="+32" />
        <source>a stored replacement is not a unit: %1</source>
        <translation>un remplacement enregistré n'est pas une unité : %1</translation>
    </message>
    <message>
        <location line="+7" />
        <source>a stored replacement cannot be read back: %1</source>
        <translation>un remplacement enregistré ne peut pas être relu : %1</translation>
    </message>
</context>
<context>
    <name>md::RatioCampaignRecorder</name>
    <message>
        <location filename="../app/ratio/campaign/RatioCampaignRecorder.cpp" line="+57" />
        <location line="+33" />
        <source>battlegroup "%1" is not valid: %2</source>
        <translation>le groupement tactique « %1 » n'est pas valide : %2</translation>
    </message>
    <message>
        <location line="-26" />
        <source>battlegroup "%1" is already in this campaign</source>
        <translation>le groupement tactique « %1 » fait déjà partie de cette campagne</translation>
    </message>
    <message>
        <location line="+15" />
        <source>there is no battlegroup to record</source>
        <translation>il n'y a aucun groupement tactique à enregistrer</translation>
    </message>
    <message>
        <location line="+6" />
        <source>battlegroup "%1" is given twice</source>
        <translation>le groupement tactique « %1 » est donné deux fois</translation>
    </message>
    <message>
        <location line="+10" />
        <source>the number of turns must be from 1 to %1</source>
        <translation>le nombre de tours doit aller de 1 à %1</translation>
    </message>
    <message>
        <location line="+28" />
        <source>the battle was not recorded: %1</source>
        <translation>la bataille n'a pas été enregistrée : %1</translation>
    </message>
    <message>
        <location line="+13" />
        <source>battlegroup "%1" was recorded by the rule system "%2"</source>
        <translation>le groupement « %1 » a été enregistré par le système de règles « %2 »</translation>
    </message>
    <message>
        <location line="+26" />
        <source>these battlegroups were already recorded, as battle %1</source>
        <translation>ces groupements tactiques ont déjà été enregistrés, comme bataille %1</translation>
    </message>
    <message>
        <location line="+10" />
        <source>Battle %1</source>
        <translation>Bataille %1</translation>
    </message>
    <message>
        <location line="+184" />
        <source>%1 held the field</source>
        <translation>%1 a tenu le terrain</translation>
    </message>
    <message>
        <location line="+2" />
        <source>the last sides on the field reached their breaking point in the same turn: neither held the field</source>
        <translation>les derniers camps sur le terrain ont atteint leur point de rupture au même tour : aucun n'a tenu le terrain</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1 reached its breaking point and retreated: its opponent held the field</source>
        <translation>%1 a atteint son point de rupture et s'est replié : son adversaire a tenu le terrain</translation>
    </message>
    <message>
        <location line="+4" />
        <source>no side retreated: the field was not decided</source>
        <translation>aucun camp ne s'est replié : le terrain n'a pas été décidé</translation>
    </message>
    <message numerus="yes">
        <location line="+5" />
        <source>Recorded battle %1, "%2" (%3, %n turn(s)): %4.</source>
        <translation>
            <numerusform>Bataille %1 enregistrée, « %2 » (%3, %n tour) : %4.</numerusform>
            <numerusform>Bataille %1 enregistrée, « %2 » (%3, %n tours) : %4.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4" />
        <source>%1 (%2), its battle %3: %4 of %5 points at the end; %n piece(s) lost</source>
        <translation>
            <numerusform>%1 (%2), sa bataille %3 : %4 sur %5 points à la fin ; %n figurine perdue</numerusform>
            <numerusform>%1 (%2), sa bataille %3 : %4 sur %5 points à la fin ; %n figurines perdues</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4" />
        <source>, %n left the board</source>
        <translation>
            <numerusform>, %n a quitté la table</numerusform>
            <numerusform>, %n ont quitté la table</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2" />
        <source>; reached its breaking point in turn %1 and retreated from turn %2</source>
        <translation> ; point de rupture atteint au tour %1 et repli à partir du tour %2</translation>
    </message>
    <message numerus="yes">
        <location line="+3" />
        <source>; %n log record(s).</source>
        <translation>
            <numerusform> ; %n entrée de journal.</numerusform>
            <numerusform> ; %n entrées de journal.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+89" />
        <source>battlegroup "%1" did not fight in battle %2</source>
        <translation>le groupement tactique « %1 » n'a pas combattu dans la bataille %2</translation>
    </message>
    <message>
        <location line="+3" />
        <source>the snapshot of "%1" in battle %2</source>
        <translation>l'instantané de « %1 » dans la bataille %2</translation>
    </message>
</context>
<context>
    <name>md::RatioCampaignVerbs</name>
    <message>
        <location filename="../app/ratio/campaign/RatioCampaignVerbs.cpp" line="+57" />
        <source>checks %1 passed, %2 failed, broken %3 times; lost %4 (casualties %5, surrendered %6, shot %7, eliminated %8, destroyed %9, abandoned %10), leaders lost %11; left the board %12</source>
        <translation>tests %1 réussis, %2 ratés, brisé %3 fois ; perdu %4 (pertes %5, rendus %6, abattus %7, éliminés %8, détruits %9, abandonnés %10), chefs perdus %11 ; ont quitté la table %12</translation>
    </message>
    <message>
        <location line="+11" />
        <source>The battlegroups as the battle ended.</source>
        <translation>Les groupements tactiques tels qu'ils ont fini la bataille.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The day of the battle, YYYY-MM-DD (default today).</source>
        <translation>Le jour de la bataille, AAAA-MM-JJ (par défaut aujourd'hui).</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The battle's name (default "Battle N").</source>
        <translation>Le nom de la bataille (par défaut « Bataille N »).</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The scenario played.</source>
        <translation>Le scénario joué.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Turns played (default: as the battlegroups say).</source>
        <translation>Tours joués (par défaut : selon les groupements tactiques).</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Notes on the battle.</source>
        <translation>Notes sur la bataille.</translation>
    </message>
    <message>
        <location line="+7" />
        <source>record: --date must be a day as YYYY-MM-DD, not "%1"</source>
        <translation>record : --date doit être un jour au format AAAA-MM-JJ, pas « %1 »</translation>
    </message>
    <message>
        <location line="+5" />
        <source>record: --turns must be a whole number from 1 to %1, not "%2"</source>
        <translation>record : --turns doit être un nombre entier de 1 à %1, pas « %2 »</translation>
    </message>
    <message>
        <location line="+15" />
        <location line="+259" />
        <source>%1: no such battlegroup file</source>
        <translation>%1 : fichier de groupement tactique introuvable</translation>
    </message>
    <message>
        <location line="-256" />
        <location line="+259" />
        <source>%1 is not a valid battlegroup file: %2</source>
        <translation>%1 n'est pas un fichier de groupement tactique valide : %2</translation>
    </message>
    <message>
        <location line="-244" />
        <location line="+116" />
        <source>One JSON object, for programs.</source>
        <translation>Un objet JSON, pour les programmes.</translation>
    </message>
    <message>
        <location line="-104" />
        <location line="+61" />
        <source>cannot read %1: %2</source>
        <translation>impossible de lire %1 : %2</translation>
    </message>
    <message numerus="yes">
        <location line="+1" />
        <source>Campaign "%1": %n battle(s)</source>
        <translation>
            <numerusform>Campagne « %1 » : %n bataille</numerusform>
            <numerusform>Campagne « %1 » : %n batailles</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5" />
        <source>Sides: %1</source>
        <translation>Camps : %1</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Battle %1, "%2" (%3</source>
        <translation>Bataille %1, « %2 » (%3</translation>
    </message>
    <message>
        <location line="+2" />
        <source>, scenario "%1"</source>
        <translation>, scénario « %1 »</translation>
    </message>
    <message numerus="yes">
        <location line="+1" />
        <source>, %n turn(s)): </source>
        <translation>
            <numerusform>, %n tour) : </numerusform>
            <numerusform>, %n tours) : </numerusform>
        </translation>
    </message>
    <message>
        <location line="+3" />
        <source>  %1 (%2): %3 of %4 points at the end; pieces lost: %5, left the board: %6</source>
        <translation>  %1 (%2) : %3 sur %4 points à la fin ; figurines perdues : %5, ont quitté la table : %6</translation>
    </message>
    <message>
        <location line="+4" />
        <source>, retreated from turn %1</source>
        <translation>, repli à partir du tour %1</translation>
    </message>
    <message>
        <location line="+9" />
        <source>Replacements on their way:</source>
        <translation>Remplacements en route :</translation>
    </message>
    <message>
        <location line="+2" />
        <source>  #%1 %2, unit %3: %4 piece(s), for its battle %5</source>
        <translation>  #%1 %2, unité %3 : %4 figurine(s), pour sa bataille %5</translation>
    </message>
    <message>
        <location line="+11" />
        <source>A unit's id or name.</source>
        <translation>L'identifiant ou le nom d'une unité.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Only units of this battlegroup.</source>
        <translation>Seulement les unités de ce groupement tactique.</translation>
    </message>
    <message numerus="yes">
        <location line="+42" />
        <source>%1 (%2) of %3: %4, %5, %n battle(s)</source>
        <translation>
            <numerusform>%1 (%2) de %3 : %4, %5, %n bataille</numerusform>
            <numerusform>%1 (%2) de %3 : %4, %5, %n batailles</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5" />
        <source>  Battle %1, "%2" (%3): %4, %5 pieces, %6 of %7 points at the end, status %8; %9</source>
        <translation>  Bataille %1, « %2 » (%3) : %4, %5 figurines, %6 sur %7 points à la fin, état %8 ; %9</translation>
    </message>
    <message>
        <location line="+13" />
        <location line="+47" />
        <source>The battlegroup's name.</source>
        <translation>Le nom du groupement tactique.</translation>
    </message>
    <message>
        <location line="-46" />
        <source>The battlegroup file to write ("-": standard output).</source>
        <translation>Le fichier de groupement tactique à écrire (« - » : sortie standard).</translation>
    </message>
    <message>
        <location line="+1" />
        <source>House rule: robots and vehicles keep their damage.</source>
        <translation>Règle maison : les robots et les véhicules gardent leurs dégâts.</translation>
    </message>
    <message>
        <location line="+5" />
        <source>next-battle: -o FILE is required</source>
        <translation>next-battle : -o FICHIER est obligatoire</translation>
    </message>
    <message>
        <location line="+20" />
        <source>cannot write %1: %2</source>
        <translation>impossible d'écrire %1 : %2</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Wrote %1: "%2" for its battle %3.</source>
        <translation>%1 écrit : « %2 » pour sa bataille %3.</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Returned (left the board, R7)</source>
        <translation>De retour (avaient quitté la table, R7)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Crew back on foot (R10, R12)</source>
        <translation>Équipages de retour à pied (R10, R12)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Replacements arrived (R12)</source>
        <translation>Remplacements arrivés (R12)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Now seasoned (R8)</source>
        <translation>Désormais aguerris (R8)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Repaired</source>
        <translation>Réparés</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Lost for good</source>
        <translation>Perdus définitivement</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Units with nothing left</source>
        <translation>Unités sans plus personne</translation>
    </message>
    <message>
        <location line="+9" />
        <source>A battlegroup file whose units are the replacements: pieces join the unit of the same id, or arrive as a new unit.</source>
        <translation>Un fichier de groupement tactique dont les unités sont les remplacements : les figurines rejoignent l'unité de même identifiant, ou arrivent comme nouvelle unité.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Battles they miss before they arrive (default 0: the next one).</source>
        <translation>Batailles manquées avant leur arrivée (par défaut 0 : la prochaine).</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Notes on the replacements.</source>
        <translation>Notes sur les remplacements.</translation>
    </message>
    <message>
        <location line="+5" />
        <source>add-replacement: --delay must be a whole number from 0 to %1, not "%2"</source>
        <translation>add-replacement : --delay doit être un nombre entier de 0 à %1, pas « %2 »</translation>
    </message>
    <message>
        <location line="+15" />
        <source>%1 holds no units</source>
        <translation>%1 ne contient aucune unité</translation>
    </message>
    <message numerus="yes">
        <location line="+7" />
        <source>Replacement #%1: %n piece(s) for unit %2 of "%3", after %4 more battle(s).</source>
        <translation>
            <numerusform>Remplacement n° %1 : %n figurine pour l'unité %2 de « %3 », après encore %4 bataille(s).</numerusform>
            <numerusform>Remplacement n° %1 : %n figurines pour l'unité %2 de « %3 », après encore %4 bataille(s).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>md::RatioPrintParts</name>
    <message>
        <location filename="../app/ratio/print/RatioPrintParts.cpp" line="+21" />
        <source>Each cell: the highest d10 roll that passes (S automatic success, F automatic failure). Colour and corner letter: the result of failure (R5):</source>
        <translation>Chaque case : le plus haut jet de d10 qui réussit (S réussite automatique, F échec automatique). Couleur et lettre de coin : le résultat de l'échec (R5) :</translation>
    </message>
    <message>
        <location line="+47" />
        <source>Morale Determinations Table (R5)</source>
        <translation>Table de détermination du moral (R5)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Morale ratio</source>
        <translation>Ratio de moral</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Die roll needed for success (d10)</source>
        <translation>Jet requis pour réussir (d10)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Result of failure</source>
        <translation>Résultat de l'échec</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Automatic success</source>
        <translation>Réussite automatique</translation>
    </message>
    <message>
        <location line="+4" />
        <source>.%1 to .%2</source>
        <translation>,%1 à ,%2</translation>
    </message>
    <message>
        <location line="+0" />
        <source>1</source>
        <translation>1</translation>
    </message>
    <message>
        <location line="+0" />
        <source>1 to %1</source>
        <translation>1 à %1</translation>
    </message>
    <message>
        <location line="+3" />
        <source>.01 to .09</source>
        <translation>,01 à ,09</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Automatic failure</source>
        <translation>Échec automatique</translation>
    </message>
    <message>
        <location line="+2" />
        <source>No roll possible</source>
        <translation>Aucun jet possible</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Unit or vehicle has been destroyed</source>
        <translation>L'unité ou le véhicule a été détruit</translation>
    </message>
    <message>
        <location line="+28" />
        <source>MoraleDesk: ratio morale</source>
        <translation>MoraleDesk : moral proportionnel</translation>
    </message>
</context>
<context>
    <name>md::RatioReplacements</name>
    <message>
        <location filename="../app/ratio/campaign/RatioReplacements.cpp" line="+48" />
        <source>battlegroup "%1" was recorded by the rule system "%2"</source>
        <translation>le groupement « %1 » a été enregistré par le système de règles « %2 »</translation>
    </message>
    <message>
        <location line="+25" />
        <source>battlegroup "%1" has no roster in this campaign yet</source>
        <translation>le groupement tactique « %1 » n'a pas encore d'effectif dans cette campagne</translation>
    </message>
    <message>
        <location line="+5" />
        <source>the roster of "%1" after battle %2</source>
        <translation>l'effectif de « %1 » après la bataille %2</translation>
    </message>
    <message>
        <location line="+1" />
        <source>the enrolled roster of "%1"</source>
        <translation>l'effectif inscrit de « %1 »</translation>
    </message>
    <message>
        <location line="+57" />
        <source>the next roster of "%1" would not be valid: %2</source>
        <translation>le prochain effectif de « %1 » ne serait pas valide : %2</translation>
    </message>
    <message>
        <location line="+10" />
        <source>Delay: %1 battles is out of range; it must be from 0 to %2</source>
        <translation>Délai : %1 batailles, c'est hors limites ; il doit aller de 0 à %2</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Unit: a replacement names the unit it joins or forms</source>
        <translation>Unité : un remplacement nomme l'unité qu'il rejoint ou qu'il forme</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Pieces: a replacement holds at least one piece</source>
        <translation>Figurines : un remplacement contient au moins une figurine</translation>
    </message>
    <message>
        <location line="+25" />
        <source>the replacement does not fit battlegroup "%1": %2</source>
        <translation>le remplacement ne convient pas au groupement tactique « %1 » : %2</translation>
    </message>
    <message>
        <location line="+26" />
        <source>Unit: battlegroup "%1" has no unit "%2"; send a whole unit instead</source>
        <translation>Unité : le groupement tactique « %1 » n'a pas d'unité « %2 » ; envoyez plutôt une unité entière</translation>
    </message>
    <message>
        <location line="+47" />
        <source>there is no replacement %1 still on its way</source>
        <translation>il n'y a pas de remplacement %1 encore en route</translation>
    </message>
</context>
<context>
    <name>md::RatioReplacementsPage</name>
    <message>
        <location filename="../app/ratio/campaign/RatioReplacementsPage.cpp" line="+24" />
        <source>&amp;Call off</source>
        <translation>Déco&amp;mmander</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Replacements reach the front after the delay the players set (R12); Start next battle brings in those that have arrived.</source>
        <translation>Les remplacements arrivent au front après le délai fixé par les joueurs (R12) ; « Commencer la prochaine bataille » fait entrer ceux qui sont arrivés.</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Replacements</source>
        <translation>Remplacements</translation>
    </message>
    <message>
        <location line="+8" />
        <source>&amp;Add replacements…</source>
        <translation>&amp;Ajouter des remplacements…</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Cancel the selected replacement while it is still on its way.</source>
        <translation>Annule le remplacement sélectionné tant qu'il est encore en route.</translation>
    </message>
    <message>
        <location line="+14" />
        <source>Re&amp;placements</source>
        <translation>Rem&amp;placements</translation>
    </message>
    <message>
        <location line="+32" />
        <source>Replacements added: %1</source>
        <translation>Remplacements ajoutés : %1</translation>
    </message>
    <message>
        <location line="+16" />
        <source>Replacement not called off</source>
        <translation>Remplacement non décommandé</translation>
    </message>
</context>
<context>
    <name>md::RatioServiceRecords</name>
    <message>
        <location filename="../app/ratio/campaign/RatioServiceRecords.cpp" line="+45" />
        <source>no unit "%1" has fought in this campaign</source>
        <translation>aucune unité « %1 » n'a combattu dans cette campagne</translation>
    </message>
    <message>
        <location line="+1" />
        <source>no unit "%1" of battlegroup "%2" has fought in this campaign</source>
        <translation>aucune unité « %1 » du groupement tactique « %2 » n'a combattu dans cette campagne</translation>
    </message>
    <message>
        <location line="+76" />
        <source>Unit: battlegroup "%1" has no unit "%2" that has fought in this campaign</source>
        <translation>Unité : le groupement tactique « %1 » n'a pas d'unité « %2 » ayant combattu dans cette campagne</translation>
    </message>
</context>
<context>
    <name>md::RatioUnitLossesPage</name>
    <message>
        <location filename="../app/ratio/campaign/RatioUnitLossesPage.cpp" line="+31" />
        <source>&amp;Battle:</source>
        <translation>&amp;Bataille :</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Battle</source>
        <translation>Bataille</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Unit losses chart</source>
        <translation>Graphique des pertes par unité</translation>
    </message>
    <message>
        <location line="+6" />
        <source>&amp;Unit losses</source>
        <translation>Pertes par &amp;unité</translation>
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
        <translation>Aucune bataille de ce système de règles n'est encore enregistrée : enregistrez-en une pour voir ici les pertes de ses unités.</translation>
    </message>
    <message>
        <location line="+15" />
        <source>%1: each unit's morale points, kept and lost</source>
        <translation>%1 : points de moral de chaque unité, conservés et perdus</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Points at the end</source>
        <translation>Points à la fin</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Points lost</source>
        <translation>Points perdus</translation>
    </message>
    <message>
        <location line="+19" />
        <source>Unit</source>
        <translation>Unité</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Morale points</source>
        <translation>Points de moral</translation>
    </message>
</context>
<context>
    <name>md::ReadingTools</name>
    <message>
        <location filename="../app/ReadingTools.cpp" line="+46" />
        <source>Zoom &amp;in</source>
        <translation>Zoom &amp;avant</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Zoom &amp;out</source>
        <translation>Zoom a&amp;rrière</translation>
    </message>
    <message>
        <location line="+2" />
        <source>&amp;Actual size</source>
        <translation>&amp;Taille réelle</translation>
    </message>
    <message>
        <location line="+3" />
        <source>&amp;Expand all</source>
        <translation>Tout &amp;déplier</translation>
    </message>
    <message>
        <location line="+4" />
        <source>&amp;Collapse all</source>
        <translation>Tout rep&amp;lier</translation>
    </message>
    <message>
        <location line="+7" />
        <source>&amp;Quick start</source>
        <translation>&amp;Prise en main</translation>
    </message>
    <message>
        <location line="+4" />
        <source>&amp;Keyboard shortcuts</source>
        <translation>Raccourcis &amp;clavier</translation>
    </message>
</context>
<context>
    <name>md::RecentFilesMenu</name>
    <message>
        <location filename="../app/widgets/RecentFilesMenu.cpp" line="+34" />
        <source>%1 on the server %2</source>
        <translation>%1 sur le serveur %2</translation>
    </message>
    <message>
        <location line="+0" />
        <source>(default)</source>
        <translation>(par défaut)</translation>
    </message>
</context>
<context>
    <name>md::RecoveryFile</name>
    <message>
        <location filename="../app/document/RecoveryFile.cpp" line="+66" />
        <source>cannot create the recovery folder %1</source>
        <translation>impossible de créer le dossier de récupération %1</translation>
    </message>
    <message>
        <location line="+30" />
        <source>no rule system writes this state</source>
        <translation>aucun système de règles n'écrit cet état</translation>
    </message>
    <message>
        <location line="+101" />
        <source>%1 has changed since the unsaved work was recorded, so that work cannot be replayed on it</source>
        <translation>%1 a changé depuis l’enregistrement du travail non sauvegardé ; ce travail ne peut pas y être rejoué</translation>
    </message>
    <message>
        <location line="+3" />
        <source>the recovery journal is damaged</source>
        <translation>le journal de récupération est endommagé</translation>
    </message>
</context>
<context>
    <name>md::ReferenceCardDocument</name>
    <message>
        <location filename="../app/ratio/print/ReferenceCardDocument.cpp" line="+22" />
        <source>Ratio Morale Quick Reference</source>
        <translation>Moral proportionnel – aide-mémoire</translation>
    </message>
    <message>
        <location line="+13" />
        <source>Ratio = current points ÷ starting points, rounded down to two decimals. Roll a d10: a roll at or under the number passes. At full strength no check is made.</source>
        <translation>Ratio = points actuels ÷ points de départ, arrondi à deux décimales par défaut. Lancez un d10 : un jet inférieur ou égal au nombre réussit. À pleins effectifs, aucun test n'est fait.</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Results of a morale check (R6, R7)</source>
        <translation>Résultats d'un test de moral (R6, R7)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <location line="+0" />
        <source>What the piece does</source>
        <translation>Ce que fait la figurine</translation>
    </message>
    <message>
        <location line="+1" />
        <location line="+46" />
        <source>Passed</source>
        <translation>Réussi</translation>
    </message>
    <message>
        <location line="-38" />
        <source>A failed piece keeps its marker and checks every turn until it passes; a later result replaces the earlier one (R6).</source>
        <translation>Une figurine qui a raté garde son marqueur et teste à chaque tour jusqu'à réussir ; un résultat ultérieur remplace le précédent (R6).</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Optional factors (R8)</source>
        <translation>Facteurs optionnels (R8)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Factor</source>
        <translation>Facteur</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Change to the need</source>
        <translation>Modification de la valeur requise</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Note</source>
        <translation>Remarque</translation>
    </message>
    <message>
        <location line="+5" />
        <source>A little more staying power</source>
        <translation>Un peu plus de ténacité</translation>
    </message>
    <message>
        <location line="+3" />
        <source>More fragile</source>
        <translation>Plus fragile</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Seasoned after fighting two battles</source>
        <translation>Aguerri après avoir livré deux batailles</translation>
    </message>
    <message>
        <location line="+1" />
        <source>NBC attack on troops without NBC protection</source>
        <translation>Attaque NBC contre des troupes sans protection NBC</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Forces a check, even at full strength: need 10, failure Cautious (R8a)</source>
        <translation>Impose un test, même à pleins effectifs : requis 10, échec Prudent (R8a)</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Factors change the need, not the die: modified need = need + factors. The result of failure stays that of the unmodified ratio. F stays an automatic failure whatever the factors; S never checks.</source>
        <translation>Les facteurs modifient la valeur requise, pas le dé : valeur requise modifiée = valeur requise + facteurs. Le résultat de l'échec reste celui du ratio non modifié. F reste un échec automatique quels que soient les facteurs ; S ne teste jamais.</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Interceptive fire (R10)</source>
        <translation>Tir d'interception (R10)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Check before firing</source>
        <translation>Test avant de tirer</translation>
    </message>
    <message>
        <location line="+0" />
        <source>To hit</source>
        <translation>Pour toucher</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Afterwards</source>
        <translation>Ensuite</translation>
    </message>
    <message>
        <location line="+3" />
        <source>may not fire</source>
        <translation>ne peut pas tirer</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Marker removed</source>
        <translation>Marqueur retiré</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Marker stays; takes cover or retreats right after firing</source>
        <translation>Le marqueur reste ; se met à couvert ou se replie juste après avoir tiré</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Takes cover or retreats at once</source>
        <translation>Se met à couvert ou se replie aussitôt</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Removed</source>
        <translation>Retiré</translation>
    </message>
    <message>
        <location line="+6" />
        <source>A piece with a damage marker must check before it makes interceptive fire.</source>
        <translation>Une figurine avec un marqueur de dégâts doit tester avant de faire un tir d'interception.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Breaking point (R11)</source>
        <translation>Point de rupture (R11)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Endurance = the sum of the units' starting morale levels. A battlegroup that has lost 50 % or more of it retreats from the start of the next turn; all its units leave the field as soon as possible, each under its own morale status.</source>
        <translation>Endurance = la somme des niveaux de moral de départ des unités. Un groupement tactique qui en a perdu 50 % ou plus se replie dès le début du tour suivant ; toutes ses unités quittent le terrain dès que possible, chacune selon son propre état de moral.</translation>
    </message>
</context>
<context>
    <name>md::ReplacementDialog</name>
    <message>
        <location filename="../app/ratio/campaign/ReplacementDialog.cpp" line="+33" />
        <source>A &amp;new unit from a template</source>
        <translation>Une &amp;nouvelle unité à partir d'un modèle</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Pieces joining a unit of the battlegroup</source>
        <translation>Des &amp;figurines rejoignant une unité du groupement tactique</translation>
    </message>
    <message>
        <location line="+3" />
        <source>&amp;Green (becomes seasoned after two battles, R8)</source>
        <translation>No&amp;vice (devient aguerri après deux batailles, R8)</translation>
    </message>
    <message>
        <location line="+10" />
        <source>Add replacements</source>
        <translation>Ajouter des remplacements</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Replacements take time to reach the front; the players decide how long (R12).</source>
        <translation>Les remplacements mettent du temps à atteindre le front ; les joueurs décident combien (R12).</translation>
    </message>
    <message>
        <location line="+5" />
        <source>&amp;Battlegroup:</source>
        <translation>&amp;Groupement tactique :</translation>
    </message>
    <message>
        <location line="+12" />
        <source>e.g. 2nd Squad</source>
        <translation>p. ex. 2e groupe</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Template:</source>
        <translation>&amp;Modèle :</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Unit name:</source>
        <translation>Nom de l'&amp;unité :</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Replacement</source>
        <translation>Remplacement</translation>
    </message>
    <message>
        <location line="+1" />
        <source>U&amp;nit:</source>
        <translation>Uni&amp;té :</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Like:</source>
        <translation>&amp;Comme :</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;How many:</source>
        <translation>Com&amp;bien :</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Piece &amp;name:</source>
        <translation>Nom des f&amp;igurines :</translation>
    </message>
    <message>
        <location line="+5" />
        <source> battle(s)</source>
        <translation> bataille(s)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Battles they miss before they arrive; 0: in time for the next one (R12).</source>
        <translation>Batailles manquées avant leur arrivée ; 0 : à temps pour la prochaine (R12).</translation>
    </message>
    <message>
        <location line="+2" />
        <source>&amp;Delay:</source>
        <translation>&amp;Délai :</translation>
    </message>
    <message>
        <location line="+2" />
        <source>N&amp;otes:</source>
        <translation>N&amp;otes :</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Problem</source>
        <translation>Problème</translation>
    </message>
    <message>
        <location line="+5" />
        <source>&amp;Add</source>
        <translation>&amp;Ajouter</translation>
    </message>
    <message>
        <location line="+7" />
        <location line="+209" />
        <source>Battlegroup: the campaign has no battlegroup yet; record a battle first</source>
        <translation>Groupement tactique : la campagne n'a pas encore de groupement tactique ; enregistrez d'abord une bataille</translation>
    </message>
    <message>
        <location line="-112" />
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Battlegroup: %1</source>
        <translation>Groupement tactique : %1</translation>
    </message>
    <message>
        <location line="+16" />
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <location line="+14" />
        <source>They arrive in time for its next battle (its battle %1).</source>
        <translation>Ils arrivent à temps pour sa prochaine bataille (sa bataille %1).</translation>
    </message>
    <message numerus="yes">
        <location line="+1" />
        <source>They miss %n battle(s) and arrive for its battle %1.</source>
        <translation>
            <numerusform>Ils manquent %n bataille et arrivent pour sa bataille %1.</numerusform>
            <numerusform>Ils manquent %n batailles et arrivent pour sa bataille %1.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+31" />
        <source>Unit name: the new unit needs a name</source>
        <translation>Nom de l'unité : la nouvelle unité a besoin d'un nom</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Template: choose what kind of unit arrives</source>
        <translation>Modèle : choisissez le type d'unité qui arrive</translation>
    </message>
    <message>
        <location line="+10" />
        <source>Unit: choose the unit the pieces join</source>
        <translation>Unité : choisissez l'unité que les figurines rejoignent</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Like: choose one of the unit's pieces the replacements are like</source>
        <translation>Comme : choisissez une des figurines de l'unité à laquelle les remplacements ressemblent</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Piece name: the arriving pieces need a name</source>
        <translation>Nom des figurines : les figurines qui arrivent ont besoin d'un nom</translation>
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
            <numerusform>%n figurine pour %1 de « %2 ». %3</numerusform>
            <numerusform>%n figurines pour %1 de « %2 ». %3</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>md::ReplacementListModel</name>
    <message>
        <location filename="../app/ratio/campaign/ReplacementListModel.cpp" line="+32" />
        <source>Joined in battle %1</source>
        <translation>Arrivé à la bataille %1</translation>
    </message>
    <message>
        <location line="+4" />
        <source>On its way: arrives for the next battle</source>
        <translation>En route : arrive pour la prochaine bataille</translation>
    </message>
    <message numerus="yes">
        <location line="+1" />
        <source>On its way: arrives after %n more battle(s)</source>
        <translation>
            <numerusform>En route : arrive après encore %n bataille</numerusform>
            <numerusform>En route : arrive après encore %n batailles</numerusform>
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
        <translation>%1 : %2</translation>
    </message>
    <message>
        <location line="+22" />
        <source>Battlegroup</source>
        <translation>Groupement tactique</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Unit</source>
        <translation>Unité</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Pieces</source>
        <translation>Figurines</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Asked for after battle</source>
        <translation>Demandé après la bataille</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Delay (battles)</source>
        <translation>Délai (batailles)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Arrives for its battle</source>
        <translation>Arrive pour sa bataille</translation>
    </message>
    <message>
        <location line="+2" />
        <source>When (R12)</source>
        <translation>Quand (R12)</translation>
    </message>
</context>
<context>
    <name>md::ResultStyle</name>
    <message>
        <location filename="../app/ratio/print/ResultStyle.cpp" line="+32" />
        <source>Ca</source>
        <comment>Cautious</comment>
        <translation>Pr</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Sh</source>
        <comment>Shaken</comment>
        <translation>Éb</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Br</source>
        <comment>Broken</comment>
        <translation>Br</translation>
    </message>
    <message>
        <location line="+2" />
        <source>El</source>
        <comment>Eliminated</comment>
        <translation>Él</translation>
    </message>
</context>
<context>
    <name>md::RosterModel</name>
    <message>
        <location filename="../app/ratio/models/RosterModel.cpp" line="+103" />
        <source>%1, MO</source>
        <translation>%1, OM</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1 (bailed crew)</source>
        <translation>%1 (équipage évacué)</translation>
    </message>
    <message>
        <location line="+4" />
        <source>%1, size %2</source>
        <translation>%1, taille %2</translation>
    </message>
    <message>
        <location line="+229" />
        <source>Holds</source>
        <translation>Tient</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Retreating (breaking point in turn %1)</source>
        <translation>En repli (point de rupture au tour %1)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Breaking point in turn %1</source>
        <translation>Point de rupture au tour %1</translation>
    </message>
    <message>
        <location line="+11" />
        <source>(unnamed battlegroup)</source>
        <translation>(groupement tactique sans nom)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Battlegroup</source>
        <translation>Groupement tactique</translation>
    </message>
    <message>
        <location line="+18" />
        <source>Endurance points lost of the battlegroup's total; it reaches its breaking point at half (R11).</source>
        <translation>Points d'endurance perdus sur le total du groupement tactique ; il atteint son point de rupture à la moitié (R11).</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Battlegroup %1</source>
        <translation>Groupement tactique %1</translation>
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
        <translation>Pleins effectifs</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Destroyed</source>
        <translation>Détruit</translation>
    </message>
    <message>
        <location line="+2" />
        <source>F: automatic failure (Eliminated)</source>
        <translation>F : échec automatique (Éliminé)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Need %1→%2 · fails %3</source>
        <translation>Requis %1→%2 · échec : %3</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Need %1 · fails %2</source>
        <translation>Requis %1 · échec : %2</translation>
    </message>
    <message>
        <location line="+12" />
        <source>Unit %1</source>
        <translation>Unité %1</translation>
    </message>
    <message>
        <location line="+15" />
        <source>%1 (crew)</source>
        <translation>%1 (équipage)</translation>
    </message>
    <message>
        <location line="+10" />
        <source>Next turn</source>
        <translation>Tour suivant</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Check now (NBC)</source>
        <translation>Tester maintenant (NBC)</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Check now</source>
        <translation>Tester maintenant</translation>
    </message>
    <message>
        <location line="+16" />
        <source>Morale officer: factor rank + 1 under the Leaders rule; may shoot a soldier of his rank or lower to stop a surrender (R9).</source>
        <translation>Officier de moral : facteur grade + 1 avec la règle des chefs ; peut abattre un soldat de son grade ou inférieur pour empêcher une reddition (R9).</translation>
    </message>
    <message>
        <location line="+19" />
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Kind / rank</source>
        <translation>Type / grade</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Status</source>
        <translation>État</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Marker</source>
        <translation>Marqueur</translation>
    </message>
</context>
<context>
    <name>md::RuleOptionsHtml</name>
    <message>
        <location filename="../app/system/RuleOptionsHtml.cpp" line="+19" />
        <source>Optional rules</source>
        <translation>Règles optionnelles</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Switched on or off for each force, in its editor.</source>
        <translation>Activées ou non pour chaque force, dans son éditeur.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Readings the program applies</source>
        <translation>Lectures appliquées par le programme</translation>
    </message>
    <message>
        <location line="+1" />
        <source>How the program reads the rules where they leave room, always in force.</source>
        <translation>Comment le programme lit les règles là où elles laissent une marge ; toujours en vigueur.</translation>
    </message>
</context>
<context>
    <name>md::RuleSystem</name>
    <message>
        <location filename="../core/kernel/RuleSystem.h" line="+100" />
        <source>%1: valid %2 file</source>
        <translation>%1 : fichier %2 valide</translation>
    </message>
</context>
<context>
    <name>md::RulesNotes</name>
    <message>
        <location filename="../app/ratio/RulesNotes.cpp" line="+8" />
        <source>Morale officers without the Leaders rule</source>
        <translation>Les officiers de moral sans la règle des chefs</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Strongpoints and movement</source>
        <translation>Points d'appui et mouvement</translation>
    </message>
    <message>
        <location line="+1" />
        <source>A strongpoint is immobile and normally has no movement levels, so its maximum is 9. The editor allows movement levels on a strongpoint only when you ask for them (a turret drive, for example).</source>
        <translation>Un point d'appui est immobile et n'a normalement pas de niveaux de mouvement, son maximum est donc 9. L'éditeur n'autorise des niveaux de mouvement sur un point d'appui que si vous les demandez (une motorisation de tourelle, par exemple).</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Heavy battledrones</source>
        <translation>Drones de combat lourds</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The seed's heavy battledrone with level 12 is a vehicle-style piece. A warbot or wardrone with robot-style morale never exceeds 4. Any piece may be given vehicle-style or robot-style morale.</source>
        <translation>Le drone de combat lourd de l'exemple, de niveau 12, est une figurine au moral de type véhicule. Un warbot ou une wardrone au moral de type robot ne dépasse jamais 4. Toute figurine peut recevoir un moral de type véhicule ou robot.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Weapons above three</source>
        <translation>Plus de trois armes</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Only three working weapon systems count, so knocking out the fourth or fifth weapon of a well-armed vehicle costs no morale point.</source>
        <translation>Seuls trois systèmes d'armes en état comptent : détruire la quatrième ou la cinquième arme d'un véhicule bien armé ne coûte donc aucun point de moral.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>All fractions are rounded down</source>
        <translation>Toutes les fractions sont arrondies par défaut</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The ratio is truncated: the need is floor(10 × remaining ÷ starting), computed in whole numbers. This reproduces every cell of the printed 1–20 table.</source>
        <translation>Le ratio est tronqué : la valeur requise est floor(10 × restants ÷ départ), calculée en nombres entiers. Cela reproduit chaque case de la table imprimée 1–20.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The ratio at the moment of the roll</source>
        <translation>Le ratio au moment du jet</translation>
    </message>
    <message>
        <location line="+1" />
        <source>A delayed check uses the unit's level when the die is rolled, not when the marker was placed.</source>
        <translation>Un test différé utilise le niveau de l'unité au moment où le dé est lancé, pas au moment où le marqueur a été posé.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>One marker, one check</source>
        <translation>Un marqueur, un test</translation>
    </message>
    <message>
        <location line="+9" />
        <source>Mixed units</source>
        <translation>Unités mixtes</translation>
    </message>
    <message>
        <location line="+1" />
        <source>When any member of a unit loses points, every remaining piece of the unit is marked, robots too; in a mixed infantry and robot unit every piece rolls against the combined ratio.</source>
        <translation>Quand un membre d'une unité perd des points, chaque figurine restante de l'unité est marquée, robots compris ; dans une unité mixte d'infanterie et de robots, chaque figurine lance contre le ratio combiné.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Eliminated soldiers</source>
        <translation>Soldats éliminés</translation>
    </message>
    <message>
        <location line="+1" />
        <source>A soldier who is Eliminated by a failed check counts as a casualty of his unit: its level drops and the others are marked, as for a surrender.</source>
        <translation>Un soldat éliminé par un test raté compte comme une perte de son unité : son niveau baisse et les autres sont marqués, comme pour une reddition.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Leaving the board</source>
        <translation>Quitter la table</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Pieces that leave the board are not casualties: their unit's level does not drop, but their points count toward the battlegroup's losses (R11).</source>
        <translation>Les figurines qui quittent la table ne sont pas des pertes : le niveau de leur unité ne baisse pas, mais leurs points comptent dans les pertes du groupement tactique (R11).</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Strongpoint shutdown</source>
        <translation>Arrêt des points d'appui</translation>
    </message>
    <message>
        <location line="+1" />
        <source>A strongpoint goes into system shutdown only on a Broken or Eliminated result; Cautious and Shaken affect it through the interceptive-fire penalties.</source>
        <translation>Un point d'appui ne passe en arrêt des systèmes que sur un résultat Brisé ou Éliminé ; Prudent et Ébranlé l'affectent par les pénalités de tir d'interception.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Factors move the need</source>
        <translation>Les facteurs déplacent la valeur requise</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The source says the factors are "added to the die roll", which in a roll-under system would help levy troops and hurt elite ones. The program applies each factor to the need with the sign of its intent: Elite +1, Levy −1, green −1, NBC −2. The result of failure is still the one of the unmodified band, S and F are never modified, and a modified need of 10 or more cannot fail, 0 or less cannot pass.</source>
        <translation>La source dit que les facteurs sont « ajoutés au jet de dé », ce qui, dans un système où il faut faire moins, aiderait les levées et pénaliserait l'élite. Le programme applique chaque facteur à la valeur requise avec le signe de son intention : Élite +1, Levée −1, novice −1, NBC −2. Le résultat de l'échec reste celui de la tranche non modifiée, S et F ne sont jamais modifiés, et une valeur requise modifiée de 10 ou plus ne peut pas échouer, de 0 ou moins ne peut pas réussir.</translation>
    </message>
    <message>
        <location line="+9" />
        <source>NBC attacks force a check</source>
        <translation>Les attaques NBC imposent un test</translation>
    </message>
    <message>
        <location line="+1" />
        <source>An NBC attack on troops not equipped for it forces a check even at full strength: the need is then 10, modified to 8, and a failure means Cautious. The −2 applies to the check the attack forces; one check covers an attack that also caused losses.</source>
        <translation>Une attaque NBC contre des troupes non équipées impose un test même à pleins effectifs : la valeur requise est alors 10, modifiée à 8, et un échec signifie Prudent. Le −2 s'applique au test imposé par l'attaque ; un seul test couvre une attaque qui a aussi causé des pertes.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Who surrenders</source>
        <translation>Qui se rend</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Any soldier can surrender, officers too, but only after a failure that forces falling back (Broken, or Shaken caught in the open), never Cautious. Whether he cannot retreat and an enemy is within 6" is your call on the table. With the Leaders rule a surrender costs the soldier's whole factor.</source>
        <translation>Tout soldat peut se rendre, officiers compris, mais seulement après un échec qui oblige à reculer (Brisé, ou Ébranlé pris à découvert), jamais Prudent. S'il ne peut pas se replier et si un ennemi est à moins de 6", c'est à vous d'en juger sur la table. Avec la règle des chefs, une reddition coûte le facteur entier du soldat.</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Morale officers shoot by rank</source>
        <translation>Les officiers de moral tirent selon le grade</translation>
    </message>
    <message>
        <location line="+9" />
        <source>Crew survivors</source>
        <translation>Survivants de l'équipage</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Survivors = crew × remaining levels ÷ original levels, computed exactly and rounded half up once, and at least one. Example: 3 crew, 5 of 12 levels left → 1.25 → 1.</source>
        <translation>Survivants = équipage × niveaux restants ÷ niveaux d'origine, calculé exactement et arrondi une seule fois à la moitié supérieure, au moins un. Exemple : 3 membres d'équipage, 5 niveaux sur 12 restants → 1,25 → 1.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Explosive destruction</source>
        <translation>Destruction explosive</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The survivors of a vehicle's explosive destruction check like a bailed crew (their points over the vehicle's original level) whether or not the Bailed crew rule is in use.</source>
        <translation>Les survivants de la destruction explosive d'un véhicule testent comme un équipage évacué (leurs points sur le niveau d'origine du véhicule), que la règle de l'équipage évacué soit utilisée ou non.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Survivors of a bail-out are kept as pieces and get markers whether or not the Bailed crew rule is in use. Without it they check the same way as explosion survivors, their points over the vehicle's original level, because the abandoned hulk has no points left to check against. Without the Leaders rule each crewman counts 1; with it, his rank's factor. So the Bailed crew option changes no check and no points: it records that the players use the rule.</source>
        <translation>Les survivants d'une évacuation restent des pièces et reçoivent des marqueurs, que la règle de l'équipage évacué soit utilisée ou non. Sans elle, ils font leurs tests comme les survivants d'une explosion, leurs points contre le niveau d'origine du véhicule, car l'épave abandonnée n'a plus de points contre lesquels tester. Sans la règle des chefs, chaque membre d'équipage compte 1 ; avec elle, le facteur de son grade. L'option de l'équipage évacué ne change donc aucun test ni aucun point : elle indique que les joueurs utilisent la règle.</translation>
    </message>
    <message>
        <location line="+10" />
        <source>Endurance and the breaking point</source>
        <translation>Endurance et point de rupture</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Endurance is the sum of the units' starting levels. Losses are the points lost to casualties, damage, surrenders and eliminations plus the points of pieces that left the board. At 50 % or more the battlegroup must retreat from the start of the next turn.</source>
        <translation>L'endurance est la somme des niveaux de départ des unités. Les pertes sont les points perdus par morts et blessés, dégâts, redditions et éliminations, plus les points des figurines qui ont quitté la table. À 50 % ou plus, le groupement tactique doit se replier dès le début du tour suivant.</translation>
    </message>
    <message>
        <location line="+13" />
        <source>Rules notes</source>
        <translation>Notes de règles</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Where the rules are silent, ambiguous or contradict themselves, MoraleDesk applies these readings.</source>
        <translation>Là où les règles sont muettes, ambiguës ou contradictoires, MoraleDesk applique ces lectures.</translation>
    </message>
    <message>
        <location line="-101" />
        <source>Without the Leaders rule every soldier is worth 1 point, morale officers included. A morale officer keeps his power to shoot a surrendering soldier with or without the Leaders rule, eligible by rank (R9).</source>
        <translation>Sans la règle des chefs, chaque soldat vaut 1 point, officiers de moral compris. Un officier de moral garde le pouvoir d'abattre un soldat qui se rend, avec ou sans la règle des chefs, selon son grade (R9).</translation>
    </message>
    <message>
        <location line="+18" />
        <source>Every remaining member of a unit that loses points gets a marker; a piece has at most one. No piece checks twice in a turn: a piece marked after it moved, fired or checked checks next turn. A marked piece that is due to check takes no other action first: it checks before it moves, fires or leaves the board. Results are not sticky: a pass clears them, a later failure replaces them.</source>
        <translation>Chaque membre restant d'une unité qui perd des points reçoit un marqueur ; une figurine en a au plus un. Aucune figurine ne teste deux fois dans un tour : une figurine marquée après avoir bougé, tiré ou testé teste au tour suivant. Une figurine marquée qui doit tester ne fait rien d'autre avant : elle teste avant de bouger, de tirer ou de quitter la table. Les résultats ne persistent pas : une réussite les efface, un échec ultérieur les remplace.</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Ending the turn with checks due</source>
        <translation>Finir le tour avec des tests dus</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The program refuses to end the turn while checks are due. If the players agree to move on, the override is written to the battle log naming every piece left unchecked; those pieces keep their markers and must check first thing next turn, before anything else.</source>
        <translation>Le programme refuse de finir le tour tant que des tests sont dus. Si les joueurs conviennent de continuer, le passage outre est inscrit au journal de bataille en nommant chaque figurine qui n'a pas testé ; ces figurines gardent leurs marqueurs et doivent tester en tout premier au tour suivant, avant toute autre chose.</translation>
    </message>
    <message>
        <location line="+20" />
        <source>Who takes class and experience</source>
        <translation>Qui reçoit classe et expérience</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Soldiers and crewed pieces (vehicles and strongpoints) take their unit's class and experience, whatever their morale style; warbots and wardrones are Regular and seasoned, whatever theirs, and a robot unit offers no class or experience to set. The same factors are used wherever a need is shown, printed or rolled.</source>
        <translation>Les soldats et les figurines à équipage (véhicules et points d'appui) prennent la classe et l'expérience de leur unité, quel que soit leur type de moral ; les warbots et les wardrones sont réguliers et aguerris, quel que soit le leur, et une unité de robots ne propose ni classe ni expérience à régler. Les mêmes facteurs servent partout où une valeur requise est affichée, imprimée ou jouée.</translation>
    </message>
    <message>
        <location line="+12" />
        <source>When surrender is offered</source>
        <translation>Quand la reddition est proposée</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Surrender is offered only right after a failed check in the current turn whose result requires falling back. A Broken or Shaken status kept from an earlier turn does not allow it: the soldier checks again first.</source>
        <translation>La reddition n'est proposée que juste après un test raté dans le tour en cours dont le résultat oblige à reculer. Un état Brisé ou Ébranlé conservé d'un tour précédent ne la permet pas : le soldat teste d'abord de nouveau.</translation>
    </message>
    <message>
        <location line="+4" />
        <source>A morale officer may shoot a friendly soldier of his own rank or lower, in his unit or another, judged by rank and not by point factor, with or without the Leaders rule. He may shoot only to prevent a surrender, so only where one is offered now, and not while he is Broken himself (R7: a Broken piece does not fire). It costs the victim's unit his points, places no markers and removes every marker in that unit. The shot is the officer's action for the turn.</source>
        <translation>Un officier de moral peut abattre un soldat ami de son grade ou d'un grade inférieur, dans son unité ou une autre, jugé au grade et non au facteur de points, avec ou sans la règle des chefs. Il ne peut tirer que pour empêcher une reddition, donc seulement là où une reddition est proposée maintenant, et pas tant qu'il est lui-même brisé (R7 : une pièce brisée ne tire pas). Cela coûte à l'unité de la victime ses points, ne place aucun marqueur et retire tous les marqueurs de cette unité. Le tir est l'action de l'officier pour ce tour.</translation>
    </message>
    <message>
        <location line="+5" />
        <source>The officer's shot steadies the unit</source>
        <translation>Le tir de l'officier raffermit l'unité</translation>
    </message>
    <message>
        <location line="+1" />
        <source>A failure status without a marker could never be checked off, so the shot also returns every member of the unit still on the table to normal.</source>
        <translation>Un état d'échec sans marqueur ne pourrait jamais être levé par un test : le tir ramène donc aussi à Normal chaque membre de l'unité encore sur la table.</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Bail-out survivors</source>
        <translation>Survivants d'une évacuation</translation>
    </message>
    <message>
        <location line="+6" />
        <source>When survivors check</source>
        <translation>Quand les survivants testent</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Survivors of a bail-out or an explosion are the vehicle's crew and check when the vehicle would have: this turn, unless the vehicle had already checked, moved or fired in it, or was destroyed during its own initiative; then next turn. A bail-out follows the vehicle's Broken check, so its survivors usually check next turn.</source>
        <translation>Les survivants d'une évacuation ou d'une explosion sont l'équipage du véhicule et testent quand le véhicule l'aurait fait : ce tour-ci, sauf si le véhicule y avait déjà testé, bougé ou tiré, ou a été détruit pendant sa propre initiative ; alors au tour suivant. Une évacuation suit le test Brisé du véhicule, donc ses survivants testent en général au tour suivant.</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Crews between battles</source>
        <translation>Les équipages entre les batailles</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Crew who survived a bail-out or an explosion were not destroyed, so they return for the next battle of a campaign: on foot, as an infantry unit of their own with their ranks and their vehicle unit's class and experience. Only the vehicle and crew lost later are lost.</source>
        <translation>Les membres d'équipage qui ont survécu à une évacuation ou à une explosion n'ont pas été détruits : ils reviennent donc pour la bataille suivante d'une campagne, à pied, comme une unité d'infanterie à part entière avec leurs grades et la classe et l'expérience de l'unité de leur véhicule. Seuls le véhicule et les membres d'équipage perdus plus tard sont perdus.</translation>
    </message>
</context>
<context>
    <name>md::SafeSave</name>
    <message>
        <location filename="../core/kernel/SafeSave.cpp" line="+62" />
        <source>cannot back up %1 before saving: %2; nothing was saved</source>
        <translation>impossible de sauvegarder %1 avant l'enregistrement : %2 ; rien n'a été enregistré</translation>
    </message>
    <message>
        <location line="-5" />
        <source>cannot write the backup %1: %2; nothing was saved</source>
        <translation>impossible d'écrire la copie de sauvegarde %1 : %2 ; rien n'a été enregistré</translation>
    </message>
    <message>
        <location line="+279" />
        <source>cannot save %1: it is a folder</source>
        <translation>impossible d'enregistrer %1 : c'est un dossier</translation>
    </message>
    <message>
        <location line="-284" />
        <location line="+292" />
        <location line="+2" />
        <location line="+3" />
        <source>cannot save %1: %2</source>
        <translation>impossible d'enregistrer %1 : %2</translation>
    </message>
</context>
<context>
    <name>md::ServerAddressDialog</name>
    <message>
        <location filename="../app/widgets/ServerAddressDialog.cpp" line="+21" />
        <source>Open campaign on a server</source>
        <translation>Ouvrir une campagne sur un serveur</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Server address</source>
        <translation>Adresse du serveur</translation>
    </message>
    <message>
        <location line="+3" />
        <source>&amp;Address:</source>
        <translation>&amp;Adresse :</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The password comes from your PostgreSQL password file (~/.pgpass, or the file PGPASSFILE names) or service file. If it has none, MoraleDesk asks for it and keeps it only until it closes; it is never saved.</source>
        <translation>Le mot de passe vient de votre fichier de mots de passe PostgreSQL (~/.pgpass, ou le fichier nommé par PGPASSFILE) ou de votre fichier service. S'il n'en contient aucun, MoraleDesk le demande et ne le conserve que jusqu'à sa fermeture ; il n'est jamais enregistré.</translation>
    </message>
    <message>
        <location line="+11" />
        <source>&amp;Open</source>
        <translation>&amp;Ouvrir</translation>
    </message>
    <message>
        <location line="+13" />
        <source>Address: type the campaign's address, as postgresql://USER@HOST:PORT/DATABASE</source>
        <translation>Adresse : tapez l'adresse de la campagne, sous la forme postgresql://USER@HOST:PORT/DATABASE</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Address: a server address starts with postgresql://; open a campaign file with Open campaign…</source>
        <translation>Adresse : une adresse de serveur commence par postgresql:// ; ouvrez un fichier de campagne avec Ouvrir une campagne…</translation>
    </message>
</context>
<context>
    <name>md::ServiceRecordModel</name>
    <message>
        <location filename="../app/ratio/campaign/ServiceRecordModel.cpp" line="+44" />
        <source>Green</source>
        <translation>Novice</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Seasoned</source>
        <translation>Aguerri</translation>
    </message>
    <message>
        <location line="+35" />
        <source>Morale points at the start of the battle</source>
        <translation>Points de moral au début de la bataille</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Morale points at the end of the battle</source>
        <translation>Points de moral à la fin de la bataille</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Failed checks whose result was Broken (R7)</source>
        <translation>Tests ratés dont le résultat a été Brisé (R7)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Pieces lost for good: casualties, surrendered, shot, eliminated, destroyed, abandoned</source>
        <translation>Figurines perdues définitivement : morts et blessés, rendus, abattus, éliminés, détruits, abandonnés</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Soldiers above Trooper lost</source>
        <translation>Soldats d'un grade supérieur à Soldat perdus</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Pieces that left the board (they return, R7)</source>
        <translation>Figurines ayant quitté la table (elles reviennent, R7)</translation>
    </message>
    <message>
        <location line="+9" />
        <source>Battle</source>
        <translation>Bataille</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Experience</source>
        <translation>Expérience</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Start</source>
        <translation>Début</translation>
    </message>
    <message>
        <location line="+2" />
        <source>End</source>
        <translation>Fin</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Passed</source>
        <translation>Réussis</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Failed</source>
        <translation>Ratés</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Broken</source>
        <translation>Brisé</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Left board</source>
        <translation>Quitté la table</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Status at end</source>
        <translation>État à la fin</translation>
    </message>
    <message>
        <location line="-18" />
        <source>Pieces</source>
        <translation>Figurines</translation>
    </message>
    <message>
        <location line="+12" />
        <source>Losses</source>
        <translation>Pertes</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Leaders lost</source>
        <translation>Chefs perdus</translation>
    </message>
</context>
<context>
    <name>md::ServiceRecordPanel</name>
    <message>
        <location filename="../app/ratio/campaign/ServiceRecordPanel.cpp" line="+31" />
        <source>&amp;Unit:</source>
        <translation>&amp;Unité :</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Unit</source>
        <translation>Unité</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Service record totals</source>
        <translation>Totaux de l'état de service</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Service record by battle</source>
        <translation>État de service par bataille</translation>
    </message>
    <message>
        <location line="+9" />
        <source>Service &amp;record</source>
        <translation>État de se&amp;rvice</translation>
    </message>
    <message>
        <location line="+12" />
        <source>%1 — %2 (%3)</source>
        <translation>%1 — %2 (%3)</translation>
    </message>
    <message>
        <location line="+12" />
        <source>No unit has fought yet: record a battle first.</source>
        <translation>Aucune unité n'a encore combattu : enregistrez d'abord une bataille.</translation>
    </message>
    <message>
        <location line="+36" />
        <source>Battles fought: %1</source>
        <translation>Batailles livrées : %1</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Checks passed: %1; failed: %2; times broken (R7): %3</source>
        <translation>Tests réussis : %1 ; ratés : %2 ; fois brisé (R7) : %3</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Losses: %1 (casualties %2, surrendered %3, shot %4, eliminated %5, destroyed %6, abandoned %7); left the board: %8</source>
        <translation>Pertes : %1 (morts et blessés %2, rendus %3, abattus %4, éliminés %5, détruits %6, abandonnés %7) ; ont quitté la table : %8</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Leaders lost: %1</source>
        <translation>Chefs perdus : %1</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Experience for its next battle (R8): %1</source>
        <translation>Expérience pour sa prochaine bataille (R8) : %1</translation>
    </message>
    <message>
        <location line="+1" />
        <source>green</source>
        <translation>novice</translation>
    </message>
    <message>
        <location line="+0" />
        <source>seasoned</source>
        <translation>aguerri</translation>
    </message>
</context>
<context>
    <name>md::SheetCommand</name>
    <message>
        <location filename="../app/ratio/commands/SheetCommand.cpp" line="+6" />
        <source>Key in marked-up sheet</source>
        <translation>Saisir une fiche annotée</translation>
    </message>
</context>
<context>
    <name>md::SheetEntryDialog</name>
    <message>
        <location filename="../app/ratio/paper/SheetEntryDialog.cpp" line="+25" />
        <source>Key in marked-up sheet</source>
        <translation>Saisir une fiche annotée</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Type what the paper sheet shows, in its order: x for a casualty or a marker, the hits of a robot, the levels still working, the numbers of the weapons knocked out, the start of a status (C, S, B) or of Surrendered, Eliminated, Left the board. Tab or Enter moves on; a blank cell is the default. Ctrl+Enter applies.</source>
        <translation>Saisissez ce que montre la fiche papier, dans son ordre : x pour une perte ou un marqueur, les coups d'un robot, les niveaux encore en état, les numéros des armes détruites, le début d'un état (P, Éb, B) ou de Rendu, Éliminé, A quitté la table. Tab ou Entrée passe à la suite ; une case vide vaut la valeur par défaut. Ctrl+Entrée applique.</translation>
    </message>
    <message>
        <location line="+9" />
        <source>Marked-up sheet</source>
        <translation>Fiche annotée</translation>
    </message>
    <message>
        <location line="+20" />
        <source>&amp;Apply sheet</source>
        <translation>&amp;Appliquer la fiche</translation>
    </message>
    <message>
        <location line="+33" />
        <source>Correct the cells shown in red first.</source>
        <translation>Corrigez d'abord les cases affichées en rouge.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Nothing on the sheet differs from the game yet.</source>
        <translation>Rien sur la fiche ne diffère encore de la partie.</translation>
    </message>
</context>
<context>
    <name>md::SheetEntryModel</name>
    <message>
        <location filename="../app/ratio/paper/SheetEntryModel.cpp" line="+26" />
        <source>%1, size %2</source>
        <translation>%1, taille %2</translation>
    </message>
    <message>
        <location line="+6" />
        <source>%1, morale officer</source>
        <translation>%1, officier de moral</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1, crew</source>
        <translation>%1, équipage</translation>
    </message>
    <message>
        <location line="+78" />
        <source>%1/%2</source>
        <translation>%1/%2</translation>
    </message>
    <message>
        <location line="+9" />
        <source>%1 left the table earlier in the game; undo that step to bring it back.</source>
        <translation>%1 a quitté la table plus tôt dans la partie ; annulez cette étape pour la ramener.</translation>
    </message>
    <message>
        <location line="+65" />
        <source>Piece</source>
        <translation>Figurine</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Rank / type</source>
        <translation>Grade / type</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <location line="+8" />
        <source>A soldier: x when killed or out of action (R2). A robot: the penetrating hits it took in all (R3).</source>
        <translation>Un soldat : x s'il est tué ou hors de combat (R2). Un robot : le total des coups pénétrants reçus (R3).</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Blank while on the table; else type the start of Surrendered, Eliminated or Left the board (R7, R9).</source>
        <translation>Vide tant qu'elle est sur la table ; sinon tapez le début de Rendu, Éliminé ou A quitté la table (R7, R9).</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Blank for Normal; else type the start of Cautious, Shaken or Broken (R7).</source>
        <translation>Vide pour Normal ; sinon tapez le début de Prudent, Ébranlé ou Brisé (R7).</translation>
    </message>
    <message>
        <location line="+2" />
        <source>x while the piece still has its marker (R6); blank once it was checked off.</source>
        <translation>x tant que la figurine a encore son marqueur (R6) ; vide une fois le marqueur retiré.</translation>
    </message>
    <message>
        <location line="+4" />
        <source>The levels of this system still working (R4).</source>
        <translation>Les niveaux de ce système encore en état (R4).</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The numbers of the weapon systems knocked out, e.g. 1 3 (R4).</source>
        <translation>Les numéros des systèmes d'armes détruits, p. ex. 1 3 (R4).</translation>
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
        <translation>aucun</translation>
    </message>
    <message>
        <location line="+9" />
        <source>%1 of %2</source>
        <translation>%1 sur %2</translation>
    </message>
    <message>
        <location line="+49" />
        <source>turn %1</source>
        <translation>tour %1</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1, NBC</source>
        <translation>%1, NBC</translation>
    </message>
    <message>
        <location line="+23" />
        <source>Battlegroup Status Sheet</source>
        <translation>Fiche d'état du groupement tactique</translation>
    </message>
    <message>
        <location line="+14" />
        <source>Type</source>
        <translation>Type</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Vehicle</source>
        <translation>Véhicule</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Strongpoint</source>
        <translation>Point d'appui</translation>
    </message>
    <message>
        <location line="+9" />
        <source>%1, immobile</source>
        <translation>%1, immobile</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Vehicle or strongpoint</source>
        <translation>Véhicule ou point d'appui</translation>
    </message>
    <message>
        <location line="+0" />
        <location line="+188" />
        <source>Piece</source>
        <translation>Figurine</translation>
    </message>
    <message>
        <location line="-186" />
        <source>Armor class</source>
        <translation>Classe de blindage</translation>
    </message>
    <message>
        <location line="+1" />
        <location line="+244" />
        <source>Size</source>
        <translation>Taille</translation>
    </message>
    <message>
        <location line="-243" />
        <source>Crew</source>
        <translation>Équipage</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Crew ranks (R10)</source>
        <translation>Grades de l'équipage (R10)</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Movement rate</source>
        <translation>Vitesse de mouvement</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Current movement</source>
        <translation>Mouvement actuel</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Movement levels</source>
        <translation>Niveaux de mouvement</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Damage control</source>
        <translation>Contrôle des avaries</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Targeting</source>
        <translation>Visée</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Targeting bonus</source>
        <translation>Bonus de visée</translation>
    </message>
    <message>
        <location line="+9" />
        <source>Weapon system %1</source>
        <translation>Système d'armes %1</translation>
    </message>
    <message>
        <location line="+4" />
        <source>knocked out</source>
        <translation>détruit</translation>
    </message>
    <message>
        <location line="+10" />
        <location line="+153" />
        <source>Status (R7)</source>
        <translation>État (R7)</translation>
    </message>
    <message>
        <location line="-152" />
        <source>Damage marker (R6)</source>
        <translation>Marqueur de dégâts (R6)</translation>
    </message>
    <message>
        <location line="+17" />
        <source>Morale level (R4)</source>
        <translation>Niveau de moral (R4)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Current morale level</source>
        <translation>Niveau de moral actuel</translation>
    </message>
    <message>
        <location line="+3" />
        <location line="+130" />
        <source>On the table</source>
        <translation>Sur la table</translation>
    </message>
    <message>
        <location line="-69" />
        <source>Remaining</source>
        <translation>Restants</translation>
    </message>
    <message>
        <location line="-10" />
        <source>Need (R5)</source>
        <translation>Requis (R5)</translation>
    </message>
    <message>
        <location line="+35" />
        <source>Endurance (R11): %1 points, the sum of the units' starting morale levels. Lost: %2 (%3 %). Breaking point at 50 %: %4 or more points lost.</source>
        <translation>Endurance (R11) : %1 points, la somme des niveaux de moral de départ des unités. Perdus : %2 (%3 %). Point de rupture à 50 % : %4 points perdus ou plus.</translation>
    </message>
    <message>
        <location line="+33" />
        <source>50 %: %1 lost</source>
        <translation>50 % : %1 perdus</translation>
    </message>
    <message>
        <location line="+9" />
        <source>%1 (continued)</source>
        <translation>%1 (suite)</translation>
    </message>
    <message>
        <location line="+1" />
        <location line="+42" />
        <location line="+17" />
        <source>#</source>
        <translation>n°</translation>
    </message>
    <message>
        <location line="-59" />
        <source>Rank / type</source>
        <translation>Grade / type</translation>
    </message>
    <message>
        <location line="+1" />
        <location line="+41" />
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <location line="-41" />
        <source>Losses</source>
        <translation>Pertes</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Marker (R6)</source>
        <translation>Marqueur (R6)</translation>
    </message>
    <message>
        <location line="+6" />
        <source>%1, size %2</source>
        <translation>%1, taille %2</translation>
    </message>
    <message>
        <location line="+6" />
        <source>%1, morale officer</source>
        <translation>%1, officier de moral</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1, crew</source>
        <translation>%1, équipage</translation>
    </message>
    <message>
        <location line="+3" />
        <source>%1/%2</source>
        <translation>%1/%2</translation>
    </message>
    <message>
        <location line="+20" />
        <source>Soldiers: cross Lost for a casualty; tick Marker when the unit suffers a loss (R6); circle a status (R7)</source>
        <translation>Soldats : cochez Perdu pour une perte ; cochez Marqueur quand l'unité subit une perte (R6) ; entourez un état (R7)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Soldiers (continued)</source>
        <translation>Soldats (suite)</translation>
    </message>
    <message>
        <location line="+2" />
        <location line="+17" />
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <location line="-17" />
        <source>Rank</source>
        <translation>Grade</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Lost</source>
        <translation>Perdu</translation>
    </message>
    <message>
        <location line="+0" />
        <location line="+17" />
        <source>Marker</source>
        <translation>Marqueur</translation>
    </message>
    <message>
        <location line="-17" />
        <location line="+17" />
        <source>Status</source>
        <translation>État</translation>
    </message>
    <message>
        <location line="-5" />
        <source>Pieces: size + 2 points each (R3); cross a box per penetrating hit</source>
        <translation>Figurines : taille + 2 points chacune (R3) ; cochez une case par coup pénétrant</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Pieces (continued)</source>
        <translation>Figurines (suite)</translation>
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
        <translation>Type (entourer)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Morale level</source>
        <translation>Niveau de moral</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Hits</source>
        <translation>Coups</translation>
    </message>
    <message>
        <location line="+21" />
        <source>NBC-equipped</source>
        <translation>Équipé NBC</translation>
    </message>
    <message>
        <location line="+0" />
        <source>not NBC-equipped</source>
        <translation>non équipé NBC</translation>
    </message>
    <message>
        <location line="+4" />
        <source>starting level %1, current %2, ratio %3</source>
        <translation>niveau de départ %1, actuel %2, ratio %3</translation>
    </message>
    <message>
        <location line="+3" />
        <source>S: no check needed</source>
        <translation>S : aucun test nécessaire</translation>
    </message>
    <message>
        <location line="+3" />
        <source>destroyed: no roll possible</source>
        <translation>détruit : aucun jet possible</translation>
    </message>
    <message>
        <location line="+3" />
        <source>F: automatic failure, %1</source>
        <translation>F : échec automatique, %1</translation>
    </message>
    <message>
        <location line="+3" />
        <source>need %1</source>
        <translation>requis %1</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1 (%2 with factors)</source>
        <translation>%1 (%2 avec les facteurs)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1, failure %2</source>
        <translation>%1, échec %2</translation>
    </message>
    <message>
        <location line="-178" />
        <source>Need (R8)</source>
        <translation>Requis (R8)</translation>
    </message>
</context>
<context>
    <name>md::ShortcutSheet</name>
    <message>
        <location filename="../app/widgets/ShortcutSheet.cpp" line="+43" />
        <source>Keyboard shortcuts</source>
        <translation>Raccourcis clavier</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Action</source>
        <translation>Action</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Shortcut</source>
        <translation>Raccourci</translation>
    </message>
</context>
<context>
    <name>md::SingleValueOptions</name>
    <message>
        <location filename="../app/options/SingleValueOptions.cpp" line="+15" />
        <source>%1 is given more than once; it takes one value</source>
        <translation>%1 est donné plus d'une fois ; l'option ne prend qu'une valeur</translation>
    </message>
</context>
<context>
    <name>md::StrictJson</name>
    <message>
        <location filename="../core/kernel/StrictJson.cpp" line="+141" />
        <source>holds the control character U+%1 unescaped; a JSON string may hold it only as an escape (\u%2)</source>
        <translation>contient le caractère de contrôle U+%1 sans échappement ; une chaîne JSON ne peut le contenir que sous forme d'échappement (\u%2)</translation>
    </message>
    <message>
        <location line="+5" />
        <source>holds the unknown escape %1; JSON knows only \" \\ \/ \b \f \n \r \t and \u with four hex digits</source>
        <translation>contient l'échappement inconnu %1 ; JSON ne connaît que \" \\ \/ \b \f \n \r \t et \u suivi de quatre chiffres hexadécimaux</translation>
    </message>
    <message>
        <location line="+304" />
        <source>duplicate key; a key may appear only once in an object</source>
        <translation>clé en double ; une clé ne peut apparaître qu'une fois dans un objet</translation>
    </message>
    <message>
        <location line="+29" />
        <source>must be written as a whole number, without a fraction or an exponent; found %1</source>
        <translation>doit être écrit comme un nombre entier, sans partie décimale ni exposant ; %1 a été trouvé</translation>
    </message>
</context>
<context>
    <name>md::SubcommandPicker</name>
    <message>
        <location filename="../app/system/SubcommandPicker.cpp" line="+53" />
        <source>%1 has no subcommand "%2"; it is a subcommand of %3</source>
        <translation>%1 n'a pas de sous-commande « %2 » ; c'est une sous-commande de %3</translation>
    </message>
    <message>
        <location line="+11" />
        <source>"%1" is a subcommand of %2: say whose with --system NAME</source>
        <translation>« %1 » est une sous-commande de %2 : précisez laquelle avec --system NAME</translation>
    </message>
    <message>
        <location line="+22" />
        <location line="+10" />
        <source>--system needs a rule system's name</source>
        <translation>--system demande le nom d'un système de règles</translation>
    </message>
    <message>
        <location line="+7" />
        <source>--system is given more than once; it takes one value</source>
        <translation>--system est donné plus d'une fois ; il prend une seule valeur</translation>
    </message>
    <message>
        <location line="+18" />
        <source>--system: no rule system is called "%1"; this version knows %2</source>
        <translation>--system : aucun système de règles ne s'appelle « %1 » ; cette version connaît %2</translation>
    </message>
</context>
<context>
    <name>md::SystemUi</name>
    <message>
        <location filename="../app/system/SystemUi.cpp" line="+13" />
        <source>%1 keeps no campaign records.</source>
        <translation>%1 ne tient pas d'archives de campagne.</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Battle not recorded</source>
        <translation>Bataille non enregistrée</translation>
    </message>
    <message>
        <location line="+8" />
        <source>No next battle</source>
        <translation>Pas de prochaine bataille</translation>
    </message>
</context>
<context>
    <name>md::UnitForm</name>
    <message>
        <location filename="../app/ratio/editors/UnitForm.cpp" line="+30" />
        <source>&amp;Name:</source>
        <translation>&amp;Nom :</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Kind:</source>
        <translation>Type :</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The kind of morale unit (R1) is fixed when the unit is created.</source>
        <translation>Le type d'unité de moral (R1) est fixé à la création de l'unité.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Starting level:</source>
        <translation>Niveau de départ :</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The unit's starting morale level (R1–R4): what its ratio is measured against.</source>
        <translation>Le niveau de moral de départ de l'unité (R1–R4) : ce à quoi son ratio est comparé.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Current level:</source>
        <translation>Niveau actuel :</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The points the unit holds now (R5).</source>
        <translation>Les points que l'unité détient maintenant (R5).</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Morale &amp;class:</source>
        <translation>&amp;Classe de moral :</translation>
    </message>
    <message>
        <location line="+12" />
        <source>E&amp;xperience:</source>
        <translation>E&amp;xpérience :</translation>
    </message>
    <message>
        <location line="+15" />
        <source>NBC-equipped</source>
        <translation>Équipée NBC</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Not NBC-equipped</source>
        <translation>Non équipée NBC</translation>
    </message>
    <message>
        <location line="+1" />
        <source>N&amp;BC equipment:</source>
        <translation>Équipement N&amp;BC :</translation>
    </message>
    <message>
        <location line="+8" />
        <source>N&amp;otes:</source>
        <translation>N&amp;otes :</translation>
    </message>
    <message>
        <location line="+9" />
        <source>Add &amp;soldier</source>
        <translation>Ajouter un &amp;soldat</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Add soldier</source>
        <translation>Ajouter un soldat</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Adds a Trooper to this unit.</source>
        <translation>Ajoute un soldat à cette unité.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Add &amp;warbot</source>
        <translation>Ajouter un &amp;warbot</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Add warbot</source>
        <translation>Ajouter un warbot</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Adds a size-1 warbot (3 points, R3).</source>
        <translation>Ajoute un warbot de taille 1 (3 points, R3).</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Add wa&amp;rdrone</source>
        <translation>Ajouter une wa&amp;rdrone</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Add wardrone</source>
        <translation>Ajouter une wardrone</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Adds a size-1 wardrone (3 points, R3).</source>
        <translation>Ajoute une wardrone de taille 1 (3 points, R3).</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Add a piece</source>
        <translation>Ajouter une figurine</translation>
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
        <translation>Ajouter %1</translation>
    </message>
    <message>
        <location line="+14" />
        <location line="+8" />
        <location line="+13" />
        <source>Battlegroup default (%1)</source>
        <translation>Valeur du groupement tactique (%1)</translation>
    </message>
    <message>
        <location line="-18" />
        <source>R8: Elite +1, Regular 0, Levy −1 to the number needed.</source>
        <translation>R8 : Élite +1, Régulier 0, Levée −1 à la valeur requise.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>R8: Elite +1, Regular 0, Levy −1 to the number needed. The Morale classes rule is off in this battlegroup, so this has no effect now.</source>
        <translation>R8 : Élite +1, Régulier 0, Levée −1 à la valeur requise. La règle des classes de moral est désactivée dans ce groupement tactique : ceci n'a donc pas d'effet pour l'instant.</translation>
    </message>
    <message>
        <location line="+7" />
        <source>R8: green troops −1 to the number needed.</source>
        <translation>R8 : troupes novices −1 à la valeur requise.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>R8: green troops −1 to the number needed. The Experience rule is off in this battlegroup, so this has no effect now.</source>
        <translation>R8 : troupes novices −1 à la valeur requise. La règle d'expérience est désactivée dans ce groupement tactique : ceci n'a donc pas d'effet pour l'instant.</translation>
    </message>
    <message>
        <location line="+11" />
        <source>R8a: troops not equipped for NBC get −2 in a check an NBC attack forces.</source>
        <translation>R8a : les troupes non équipées NBC subissent −2 lors d'un test imposé par une attaque NBC.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>R8a: troops not equipped for NBC get −2 in a check an NBC attack forces. The Psychological effects rule is off in this battlegroup.</source>
        <translation>R8a : les troupes non équipées NBC subissent −2 lors d'un test imposé par une attaque NBC. La règle des effets psychologiques est désactivée dans ce groupement tactique.</translation>
    </message>
    <message>
        <location line="-139" />
        <source>Class and experience:</source>
        <translation>Classe et expérience :</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Regular and seasoned: warbots and wardrones take no morale class or experience (R8).</source>
        <translation>Réguliers et aguerris : les warbots et les wardrones ne prennent ni classe de moral ni expérience (R8).</translation>
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
        <translation>Warbots / wardrones</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Vehicle</source>
        <translation>Véhicule</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Strongpoint</source>
        <translation>Point d'appui</translation>
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
            <numerusform>%n marquée</numerusform>
            <numerusform>%n marquées</numerusform>
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
        <translation>Unité</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Starting</source>
        <translation>Départ</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Current</source>
        <translation>Actuel</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Ratio</source>
        <translation>Ratio</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Pieces</source>
        <translation>Figurines</translation>
    </message>
</context>
<context>
    <name>md::UnitSummaryView</name>
    <message>
        <location filename="../app/ratio/widgets/UnitSummaryView.cpp" line="+13" />
        <source>Unit summary</source>
        <translation>Résumé des unités</translation>
    </message>
</context>
<context>
    <name>md::UnitTemplates</name>
    <message>
        <location filename="../app/ratio/editors/UnitTemplates.cpp" line="+30" />
        <source>Fireteam</source>
        <translation>Équipe de feu</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Squad</source>
        <translation>Groupe</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Platoon</source>
        <translation>Section</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Warbot section</source>
        <translation>Section de warbots</translation>
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
        <translation>Char de combat</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Heavy battledrone</source>
        <translation>Drone de combat lourd</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Bunker</source>
        <translation>Bunker</translation>
    </message>
    <message>
        <location line="+12" />
        <source>Empty battlegroup</source>
        <translation>Groupement tactique vide</translation>
    </message>
    <message>
        <location line="+1" />
        <location line="+247" />
        <source>Infantry platoon</source>
        <translation>Section d'infanterie</translation>
    </message>
    <message>
        <location line="-246" />
        <source>Combined arms</source>
        <translation>Interarmes</translation>
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
        <translation>Caporal</translation>
    </message>
    <message>
        <location line="-1" />
        <source>Sergeant</source>
        <translation>Sergent</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Lieutenant</source>
        <translation>Lieutenant</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Sergeant, squad %1</source>
        <translation>Sergent, groupe %1</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Corporal, squad %1</source>
        <translation>Caporal, groupe %1</translation>
    </message>
    <message>
        <location line="+36" />
        <source>Main gun</source>
        <translation>Canon principal</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Coaxial machine gun</source>
        <translation>Mitrailleuse coaxiale</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Missile pod</source>
        <translation>Nacelle de missiles</translation>
    </message>
    <message>
        <location line="+14" />
        <source>Laser</source>
        <translation>Laser</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Rockets</source>
        <translation>Roquettes</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Flamer</source>
        <translation>Lance-flammes</translation>
    </message>
    <message>
        <location line="+13" />
        <source>Twin autocannon</source>
        <translation>Canon automatique jumelé</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Machine gun</source>
        <translation>Mitrailleuse</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Grenade launcher</source>
        <translation>Lance-grenades</translation>
    </message>
    <message>
        <location line="+66" />
        <source>New battlegroup</source>
        <translation>Nouveau groupement tactique</translation>
    </message>
    <message>
        <location line="+4" />
        <source>1st Platoon</source>
        <translation>1re section</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Combined arms group</source>
        <translation>Groupement interarmes</translation>
    </message>
    <message>
        <location line="+1" />
        <source>1st Squad</source>
        <translation>1er groupe</translation>
    </message>
</context>
<context>
    <name>md::VehicleSystem</name>
    <message>
        <location filename="../core/ratio/model/Piece.h" line="+13" />
        <source>Movement</source>
        <translation>Mouvement</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Targeting</source>
        <translation>Visée</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Damage control</source>
        <translation>Contrôle des avaries</translation>
    </message>
</context>
<context>
    <name>md::nap</name>
    <message>
        <location filename="../core/napoleonic/model/NapTemplates.cpp" line="+71" />
        <source>Brigade general</source>
        <translation>Général de brigade</translation>
    </message>
    <message>
        <location line="+1" />
        <source>1st Line Battalion</source>
        <translation>1er bataillon de ligne</translation>
    </message>
    <message>
        <location line="+2" />
        <source>2nd Line Battalion</source>
        <translation>2e bataillon de ligne</translation>
    </message>
    <message>
        <location line="+2" />
        <source>3rd Line Battalion</source>
        <translation>3e bataillon de ligne</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Skirmish company</source>
        <translation>Compagnie de tirailleurs</translation>
    </message>
    <message>
        <location line="+8" />
        <source>1st Division</source>
        <translation>1re division</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Division general</source>
        <translation>Général de division</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Chasseurs à cheval</source>
        <translation>Chasseurs à cheval</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Foot battery</source>
        <translation>Batterie à pied</translation>
    </message>
    <message>
        <location line="+4" />
        <source>1st Brigade</source>
        <translation>1re brigade</translation>
    </message>
    <message>
        <location line="+1" />
        <source>2nd Brigade</source>
        <translation>2e brigade</translation>
    </message>
</context>
<context>
    <name>md::nap::NapAdjustments</name>
    <message>
        <location filename="../core/napoleonic/rules/NapAdjustments.cpp" line="+21" />
        <source>Inside a burning building, grainfield or wood after the owner's Movement Phase</source>
        <translation>Dans un bâtiment, un champ de blé ou un bois en feu après la phase de mouvement de son camp</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Within 6" of an unexpected explosion</source>
        <translation>À 6" ou moins d'une explosion inattendue</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Friendly units within 3" of a forewarned explosion</source>
        <translation>Unités amies à 3" ou moins d'une explosion annoncée</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Foot unit within 4" of enemy cavalry declaring a charge</source>
        <translation>Unité à pied à 4" ou moins d'une cavalerie ennemie déclarant une charge</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Foot unit 4"-8" from enemy cavalry declaring a charge</source>
        <translation>Unité à pied à 4"-8" d'une cavalerie ennemie déclarant une charge</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Foot unit 8"-16" from enemy cavalry declaring a charge</source>
        <translation>Unité à pied à 8"-16" d'une cavalerie ennemie déclarant une charge</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Cavalry within 4" of enemy cavalry declaring a charge</source>
        <translation>Cavalerie à 4" ou moins d'une cavalerie ennemie déclarant une charge</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Cavalry 4"-8" from enemy cavalry declaring a charge</source>
        <translation>Cavalerie à 4"-8" d'une cavalerie ennemie déclarant une charge</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Sees a friendly unit within 2" fail its check and rout</source>
        <translation>Voit une unité amie à 2" ou moins rater son test et partir en déroute</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Within 6" of a surprise deployment, siege sortie or similar</source>
        <translation>À 6" ou moins d'un déploiement surprise, d'une sortie de siège ou similaire</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Open order taking a receiving check for Shock Combat</source>
        <translation>Ordre dispersé passant un test de réception au combat de choc</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Rallying a routing unit on a night turn</source>
        <translation>Ralliement d'une unité en déroute lors d'un tour de nuit</translation>
    </message>
    <message>
        <location line="+1" />
        <source>CMR 7 or less receiving an Old Guard assault</source>
        <translation>CMR 7 ou moins recevant un assaut de la Vieille Garde</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Illegible line of the chart (the club's own row)</source>
        <translation>Ligne illisible du tableau (la ligne propre au club)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Out of ammunition, or unarmed</source>
        <translation>À court de munitions, ou désarmée</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Receiving check, partially unarmed (non-European units; doubtful reading)</source>
        <translation>Test de réception, partiellement désarmée (unités non européennes ; lecture douteuse)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>At or over 50 % figure loss (the chart's line, stacked)</source>
        <translation>50 % de pertes en figurines ou plus (la ligne du tableau, cumulée)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Command has lost 20 %-39 % of its figures</source>
        <translation>Le commandement a perdu 20 %-39 % de ses figurines</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Command has lost 40 %-59 % of its figures</source>
        <translation>Le commandement a perdu 40 %-59 % de ses figurines</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Command has lost 60 % or more of its figures</source>
        <translation>Le commandement a perdu 60 % ou plus de ses figurines</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Line of Communication HQ or Line of Supply lost</source>
        <translation>QG de la ligne de communication ou ligne de ravitaillement perdus</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Senior Nation or Army commander lost: Line of Communication lost</source>
        <translation>Commandant en chef de nation ou d'armée perdu : ligne de communication perdue</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Cavalry charging a foot unit's flank, or open order, within 4"</source>
        <translation>Cavalerie chargeant le flanc d'une unité à pied, ou un ordre dispersé, à 4" ou moins</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Cavalry of a command that declared a Divisional Command Charge</source>
        <translation>Cavalerie d'un commandement ayant déclaré une charge divisionnaire de commandement</translation>
    </message>
    <message>
        <location line="+1" />
        <source>In or behind natural terrain</source>
        <translation>Dans ou derrière un terrain naturel</translation>
    </message>
    <message>
        <location line="+1" />
        <source>In or behind a Class I or II building or a constructed position</source>
        <translation>Dans ou derrière un bâtiment de classe I ou II ou une position aménagée</translation>
    </message>
    <message>
        <location line="+1" />
        <source>In a Class III building</source>
        <translation>Dans un bâtiment de classe III</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Officer morale benefit</source>
        <translation>Bonus de moral de l'officier</translation>
    </message>
    <message>
        <location line="+93" />
        <source>N16 (partially unarmed, non-European units) is not offered in this battle's rules (B-27).</source>
        <translation>N16 (partiellement désarmées, unités non européennes) n'est pas proposé dans les règles de cette bataille (B-27).</translation>
    </message>
    <message>
        <location line="+14" />
        <source>"%1" is not a row of the morale chart or of the club's own rows.</source>
        <translation>« %1 » n'est ni une ligne du tableau de moral ni une des lignes propres au club.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The club's row "%1" (%2) is switched off in this battle's data.</source>
        <translation>La ligne du club « %1 » (%2) est désactivée dans les données de cette bataille.</translation>
    </message>
    <message>
        <location line="+38" />
        <source>"%1" is not in this battle's terrain chart.</source>
        <translation>« %1 » ne figure pas dans le tableau des terrains de cette bataille.</translation>
    </message>
    <message>
        <location line="+14" />
        <location line="+1" />
        <source>Terrain: %1</source>
        <translation>Terrain : %1</translation>
    </message>
    <message>
        <location line="+15" />
        <source>"%1" is not in this battle's officer benefits.</source>
        <translation>« %1 » ne figure pas dans les bonus d'officier de cette bataille.</translation>
    </message>
    <message>
        <location line="+14" />
        <source>Officers: %1</source>
        <translation>Officiers : %1</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Officer: %1</source>
        <translation>Officier : %1</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Cavalry takes no shock odds adjustment: 15.55 is for infantry, artillery and trains receiving an assault (B-8).</source>
        <translation>La cavalerie ne reçoit pas d'ajustement de rapport de forces au choc : 15.55 concerne l'infanterie, l'artillerie et les trains recevant un assaut (B-8).</translation>
    </message>
    <message>
        <location line="+3" />
        <source>The shock odds need the attacker's and the defender's strength, each at least 1 (15.55).</source>
        <translation>Le rapport de forces au choc exige la force de l'attaquant et celle du défenseur, chacune d'au moins 1 (15.55).</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Shock odds %1:%2</source>
        <translation>Rapport de forces au choc %1:%2</translation>
    </message>
</context>
<context>
    <name>md::nap::NapArmyForm</name>
    <message>
        <location filename="../app/napoleonic/editors/NapArmyForm.cpp" line="+33" />
        <source>The side: "French", "Allied".</source>
        <translation>Le camp : « Français », « Alliés ».</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Name:</source>
        <translation>&amp;Nom :</translation>
    </message>
    <message>
        <location line="+9" />
        <source>must not be empty</source>
        <translation>ne doit pas être vide</translation>
    </message>
    <message>
        <location line="+3" />
        <source>the other army is already called %1</source>
        <translation>l'autre armée s'appelle déjà %1</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Rename army: %1</source>
        <translation>Renommer l'armée : %1</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Army morale fatigue (B.4.5)</source>
        <translation>Fatigue morale de l'armée (B.4.5)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Position</source>
        <translation>Position</translation>
    </message>
    <message>
        <location line="+0" />
        <source>MFP</source>
        <translation>MFP</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Captured</source>
        <translation>Prise</translation>
    </message>
    <message>
        <location line="+3" />
        <source>15.86: the scenario's geographical positions, each worth MFP to this army. A captured one adds its value to the MFP used (E18).</source>
        <translation>15.86 : les positions géographiques du scénario, valant chacune des MFP pour cette armée. Une position prise ajoute sa valeur aux MFP utilisés (E18).</translation>
    </message>
    <message>
        <location line="+2" />
        <source>&amp;Positions:</source>
        <translation>&amp;Positions :</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Positions</source>
        <translation>Positions</translation>
    </message>
    <message>
        <location line="+7" />
        <source>at most %1 positions</source>
        <translation>au plus %1 positions</translation>
    </message>
    <message>
        <location line="+5" />
        <source>New position</source>
        <translation>Nouvelle position</translation>
    </message>
    <message>
        <location line="+2" />
        <source>New position %1</source>
        <translation>Nouvelle position %1</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Add position: %1</source>
        <translation>Ajouter la position : %1</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Remove position: %1</source>
        <translation>Retirer la position : %1</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Move position: %1</source>
        <translation>Déplacer la position : %1</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Other MFP the scenario adds to this army's total (whole MFP).</source>
        <translation>Autres MFP que le scénario ajoute au total de cette armée (MFP entiers).</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Extra MFP:</source>
        <translation>MFP &amp;supplémentaires :</translation>
    </message>
    <message>
        <location line="+6" />
        <source>must be at least 0</source>
        <translation>doit valoir au moins 0</translation>
    </message>
    <message>
        <location line="+2" />
        <source>must be at most %1</source>
        <translation>doit valoir au plus %1</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Extra MFP of %1: %2</source>
        <translation>MFP supplémentaires de %1 : %2</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Campaign penalty:</source>
        <translation>Pénalité de campagne :</translation>
    </message>
    <message>
        <location line="+1" />
        <source>15.96: an army that exceeded its MFP on the previous battleday has -1 to every CMR, except units and commands arriving on a later battleday. Play sets it.</source>
        <translation>15.96 : une armée ayant dépassé ses MFP lors de la journée de bataille précédente a -1 à chaque CMR, sauf les unités et commandements arrivant lors d'une journée ultérieure. Fixée en jeu.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>MFP total:</source>
        <translation>Total des MFP :</translation>
    </message>
    <message>
        <location line="+1" />
        <source>B.4.5: the units and appointed officers of the commands on the table (withdrawn ones per B-21), the positions and the extra MFP.</source>
        <translation>B.4.5 : les unités et officiers nommés des commandements sur la table (ceux repliés selon B-21), les positions et les MFP supplémentaires.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Commands</source>
        <translation>Commandements</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Command template</source>
        <translation>Modèle de commandement</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Empty command</source>
        <translation>Commandement vide</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The templates' CMRs and figures are examples: replace them with your scenario's.</source>
        <translation>Les CMR et figurines des modèles sont des exemples : remplacez-les par ceux de votre scénario.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Add &amp;command</source>
        <translation>Ajouter un &amp;commandement</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Add command from template</source>
        <translation>Ajouter un commandement depuis un modèle</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Te&amp;mplate:</source>
        <translation>&amp;Modèle :</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Move &amp;up</source>
        <translation>Mon&amp;ter</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Move army up</source>
        <translation>Monter l'armée</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Move do&amp;wn</source>
        <translation>Descen&amp;dre</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Move army down</source>
        <translation>Descendre l'armée</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Remove army</source>
        <translation>&amp;Retirer l'armée</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Army actions</source>
        <translation>Actions sur l'armée</translation>
    </message>
    <message>
        <location line="+9" />
        <source>Move army up: %1</source>
        <translation>Monter l'armée : %1</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Move army down: %1</source>
        <translation>Descendre l'armée : %1</translation>
    </message>
    <message>
        <location line="+13" />
        <source>%1 has a check waiting: resolve it first</source>
        <translation>%1 a un test en attente : résolvez-le d'abord</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Remove army: %1</source>
        <translation>Retirer l'armée : %1</translation>
    </message>
    <message>
        <location line="+30" />
        <source>a name must not be empty</source>
        <translation>un nom ne doit pas être vide</translation>
    </message>
    <message>
        <location line="+3" />
        <source>"%1" is already in the list</source>
        <translation>« %1 » figure déjà dans la liste</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Rename position: %1</source>
        <translation>Renommer la position : %1</translation>
    </message>
    <message>
        <location line="+6" />
        <source>MFP must be at least 0</source>
        <translation>les MFP doivent valoir au moins 0</translation>
    </message>
    <message>
        <location line="+2" />
        <source>MFP must be at most %1</source>
        <translation>les MFP doivent valoir au plus %1</translation>
    </message>
    <message>
        <location line="+1" />
        <source>MFP of %1: %2</source>
        <translation>MFP de %1 : %2</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Position captured: %1</source>
        <translation>Position prise : %1</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Position held: %1</source>
        <translation>Position tenue : %1</translation>
    </message>
    <message>
        <location line="+14" />
        <source>New command</source>
        <translation>Nouveau commandement</translation>
    </message>
    <message>
        <location line="+6" />
        <source>at most %1 commands in an army</source>
        <translation>au plus %1 commandements par armée</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Add command: %1</source>
        <translation>Ajouter le commandement : %1</translation>
    </message>
    <message>
        <location line="+10" />
        <source>%1: not yet arrived</source>
        <translation>%1 : pas encore arrivé</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1: withdrawn (B-21)</source>
        <translation>%1 : replié (B-21)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Position %1: %2</source>
        <translation>Position %1 : %2</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Extra: %1</source>
        <translation>Supplément : %1</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Total: %1 MFP; used %2</source>
        <translation>Total : %1 MFP ; utilisés %2</translation>
    </message>
    <message>
        <location line="+17" />
        <source>%1 to every CMR this battleday (exceeded its MFP the battleday before)</source>
        <translation>%1 à chaque CMR cette journée de bataille (MFP dépassés la journée précédente)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>none</source>
        <translation>aucune</translation>
    </message>
</context>
<context>
    <name>md::nap::NapArmyMorale</name>
    <message>
        <location filename="../core/napoleonic/rules/NapArmyMorale.cpp" line="+41" />
        <source>%1 is demoralized (tier %2): every unit's CMR %3 now, %4 more each game-turn hour (15.91, 15.93).</source>
        <translation>Démoralisation de %1 (palier %2) : CMR de chaque unité %3 désormais, %4 de plus à chaque tour horaire (15.91, 15.93).</translation>
    </message>
    <message>
        <location line="+28" />
        <source>%1 returns to normal morale standing: the demoralization penalty is cancelled (15.92).</source>
        <translation>%1 retrouve un moral normal : la pénalité de démoralisation est annulée (15.92).</translation>
    </message>
    <message>
        <location line="+16" />
        <source>%1's %2 order becomes %3.</source>
        <translation>L'ordre %2 de %1 devient %3.</translation>
    </message>
    <message>
        <location line="+27" />
        <source>MFP are added in the Army Morale Fatigue Phase (15.85); this is the %1 Phase.</source>
        <translation>Les MFP s'ajoutent lors de la phase de fatigue morale de l'armée (15.85) ; la phase actuelle est : %1.</translation>
    </message>
    <message>
        <location line="+6" />
        <source>%1's Army Morale Fatigue Phase of turn %2 is already recorded.</source>
        <translation>La phase de fatigue morale de l'armée de %1 du tour %2 est déjà enregistrée.</translation>
    </message>
    <message>
        <location line="+11" />
        <source>%1: the count is 0 to %2, not %3.</source>
        <translation>%1 : le nombre va de 0 à %2, pas %3.</translation>
    </message>
    <message>
        <location line="+5" />
        <source>%1: the value %2 is out of range.</source>
        <translation>%1 : la valeur %2 est hors limites.</translation>
    </message>
    <message>
        <location line="+10" />
        <source>%1's used MFP would pass %2 half-points.</source>
        <translation>Les MFP utilisés de %1 dépasseraient %2 demi-points.</translation>
    </message>
    <message>
        <location line="+16" />
        <source>%1 announces it is within 10 % of Army Demoralization (15.97).</source>
        <translation>%1 annonce être à 10 % ou moins de la démoralisation de l'armée (15.97).</translation>
    </message>
    <message>
        <location line="+11" />
        <source>No Attack, General Advance or Pursuit orders may be issued (15.94, 15.95).</source>
        <translation>Aucun ordre d'Attaque, d'Avance générale ou de Poursuite ne peut être donné (15.94, 15.95).</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Only March orders are available (15.93).</source>
        <translation>Seuls les ordres de Marche sont disponibles (15.93).</translation>
    </message>
    <message>
        <location line="+16" />
        <source>%1's officer is already %2.</source>
        <translation>L'officier de %1 est déjà %2.</translation>
    </message>
    <message>
        <location line="+24" />
        <source>%1 already has a %2 order.</source>
        <translation>%1 a déjà un ordre %2.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>%1 is at 150 % of its MFP: only March orders are available (15.93).</source>
        <translation>%1 est à 150 % de ses MFP : seuls les ordres de Marche sont disponibles (15.93).</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1 is demoralized: Attack orders cannot be issued (15.95).</source>
        <translation>%1 : armée démoralisée, aucun ordre d'Attaque ne peut être donné (15.95).</translation>
    </message>
    <message>
        <location line="+18" />
        <source>%1 is already on the table.</source>
        <translation>%1 est déjà sur la table.</translation>
    </message>
    <message>
        <location line="+23" />
        <source>%1 is not on the table.</source>
        <translation>%1 n'est pas sur la table.</translation>
    </message>
    <message>
        <location line="+25" />
        <source>%1 holds no position "%2".</source>
        <translation>%1 ne tient aucune position « %2 ».</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1 is already taken by the enemy.</source>
        <translation>%1 est déjà prise par l'ennemi.</translation>
    </message>
</context>
<context>
    <name>md::nap::NapBattleForm</name>
    <message>
        <location filename="../app/napoleonic/editors/NapBattleForm.cpp" line="+43" />
        <source>&amp;Name:</source>
        <translation>&amp;Nom :</translation>
    </message>
    <message>
        <location line="+8" />
        <source>must not be empty</source>
        <translation>ne doit pas être vide</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Rename battle: %1</source>
        <translation>Renommer la bataille : %1</translation>
    </message>
    <message>
        <location line="+5" />
        <source>N&amp;otes:</source>
        <translation>N&amp;otes :</translation>
    </message>
    <message>
        <location line="+4" />
        <source>must be at most %1 characters</source>
        <translation>doit faire au plus %1 caractères</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Edit battle notes</source>
        <translation>Modifier les notes de la bataille</translation>
    </message>
    <message>
        <location line="+8" />
        <source>15.96: an army that exceeded its MFP on one battleday starts the next at -1.</source>
        <translation>15.96 : une armée ayant dépassé ses MFP lors d'une journée de bataille commence la suivante à -1.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Battleday:</source>
        <translation>&amp;Journée de bataille :</translation>
    </message>
    <message>
        <location line="+3" />
        <source>N&amp;ight turn</source>
        <translation>Tour de n&amp;uit</translation>
    </message>
    <message>
        <location line="+2" />
        <source>N12: -2 to every check and rally at night.</source>
        <translation>N12 : -2 à chaque test et ralliement de nuit.</translation>
    </message>
    <message>
        <location line="+1" />
        <location line="+2" />
        <source>Night turn</source>
        <translation>Tour de nuit</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Day turn</source>
        <translation>Tour de jour</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Readings of the rules (B.5)</source>
        <translation>Lectures des règles (B.5)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Where the rules are unclear the program follows the readings below. Each starts at the reading the program recommends; its tooltip says which that is.</source>
        <translation>Là où les règles sont floues, le programme suit les lectures ci-dessous. Chacune part de la lecture que le programme recommande ; son infobulle indique laquelle.</translation>
    </message>
    <message>
        <location line="+23" />
        <source>%1: ticked is the recommended reading.</source>
        <translation>%1 : la lecture recommandée est cochée.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1: unticked is the recommended reading.</source>
        <translation>%1 : la lecture recommandée est décochée.</translation>
    </message>
    <message>
        <location line="+10" />
        <source>Rule %1: back to the recommended reading</source>
        <translation>Règle %1 : retour à la lecture recommandée</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Rule %1: %2</source>
        <translation>Règle %1 : %2</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Always applied:</source>
        <translation>Toujours appliqué :</translation>
    </message>
    <message>
        <location line="+2" />
        <source>• %1</source>
        <translation>• %1</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Armies</source>
        <translation>Armées</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Add &amp;army</source>
        <translation>Ajouter une &amp;armée</translation>
    </message>
    <message>
        <location line="+2" />
        <source>A file holds one army or both sides of a battleday.</source>
        <translation>Un fichier contient une armée ou les deux camps d'une journée de bataille.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Add army</source>
        <translation>Ajouter une armée</translation>
    </message>
    <message>
        <location line="+22" />
        <source>must be at least 1</source>
        <translation>doit valoir au moins 1</translation>
    </message>
    <message>
        <location line="+2" />
        <source>must be at most %1</source>
        <translation>doit valoir au plus %1</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Battleday: %1</source>
        <translation>Journée de bataille : %1</translation>
    </message>
    <message>
        <location line="+6" />
        <source>a battle has at most %1 armies</source>
        <translation>une bataille compte au plus %1 armées</translation>
    </message>
    <message>
        <location line="+6" />
        <source>New army</source>
        <translation>Nouvelle armée</translation>
    </message>
    <message>
        <location line="+2" />
        <source>New army (%1)</source>
        <translation>Nouvelle armée (%1)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Add army: %1</source>
        <translation>Ajouter l'armée : %1</translation>
    </message>
</context>
<context>
    <name>md::nap::NapBlankSheetDocument</name>
    <message>
        <location filename="../app/napoleonic/print/NapBlankSheetDocument.cpp" line="+19" />
        <source>Blank: may be photocopied</source>
        <translation>Vierge : photocopie autorisée</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Army / side</source>
        <translation>Armée / camp</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Battle</source>
        <translation>Bataille</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Battleday</source>
        <translation>Journée de bataille</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Turn</source>
        <translation>Tour</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Turns per hour</source>
        <translation>Tours par heure</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Each unit: cross a figure box per figure lost (−1 CMR each, −2 more at half strength, 15.52) and a cannon box per cannon lost (15.53); tick its state, each failed rally, and each circumstance tested this phase: I-a to I-g on the I line, P-a to P-f on the P line.</source>
        <translation>Chaque unité : barrez une case de figurine par figurine perdue (−1 CMR chacune, −2 de plus à mi-effectif, 15.52) et une case de canon par canon perdu (15.53) ; cochez son état, chaque ralliement raté et chaque circonstance testée dans cette phase : I-a à I-g sur la ligne I, P-a à P-f sur la ligne P.</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Commands and units (B.1)</source>
        <translation>Commandements et unités (B.1)</translation>
    </message>
</context>
<context>
    <name>md::nap::NapBodyReader</name>
    <message>
        <location filename="../core/napoleonic/io/NapBodyReader.cpp" line="+108" />
        <source>armies</source>
        <translation>armées</translation>
    </message>
    <message>
        <location line="+1" />
        <source>units in all armies</source>
        <translation>unités dans toutes les armées</translation>
    </message>
    <message>
        <location line="+5" />
        <source>pending checks</source>
        <translation>tests en attente</translation>
    </message>
    <message>
        <location line="+3" />
        <source>log records</source>
        <translation>entrées du journal</translation>
    </message>
    <message>
        <location line="+31" />
        <source>distances</source>
        <translation>distances</translation>
    </message>
    <message>
        <location line="+22" />
        <source>terrain types</source>
        <translation>types de terrain</translation>
    </message>
    <message>
        <location line="+15" />
        <source>officer types</source>
        <translation>types d'officier</translation>
    </message>
    <message>
        <location line="+6" />
        <source>phases</source>
        <translation>phases</translation>
    </message>
    <message>
        <location line="+4" />
        <location line="+232" />
        <source>phase</source>
        <translation>phase</translation>
    </message>
    <message>
        <location line="-206" />
        <source>user adjustments</source>
        <translation>ajustements de l'utilisateur</translation>
    </message>
    <message>
        <location line="+22" />
        <source>commands in one army</source>
        <translation>commandements dans une armée</translation>
    </message>
    <message>
        <location line="+6" />
        <source>positions</source>
        <translation>positions</translation>
    </message>
    <message>
        <location line="+51" />
        <source>command level</source>
        <translation>niveau de commandement</translation>
    </message>
    <message>
        <location line="+4" />
        <source>officer status</source>
        <translation>statut d'officier</translation>
    </message>
    <message>
        <location line="+4" />
        <source>order</source>
        <translation>ordre</translation>
    </message>
    <message>
        <location line="+2" />
        <source>presence</source>
        <translation>présence</translation>
    </message>
    <message>
        <location line="+7" />
        <source>units in one command</source>
        <translation>unités dans un commandement</translation>
    </message>
    <message>
        <location line="+21" />
        <source>unit type</source>
        <translation>type d'unité</translation>
    </message>
    <message>
        <location line="+14" />
        <source>formation</source>
        <translation>formation</translation>
    </message>
    <message>
        <location line="+2" />
        <source>unit state</source>
        <translation>état de l'unité</translation>
    </message>
    <message>
        <location line="+7" />
        <source>circumstances</source>
        <translation>circonstances</translation>
    </message>
    <message>
        <location line="+5" />
        <location line="+25" />
        <location line="+44" />
        <source>circumstance</source>
        <translation>circonstance</translation>
    </message>
    <message>
        <location line="-29" />
        <source>ids</source>
        <translation>identifiants</translation>
    </message>
    <message>
        <location line="+17" />
        <source>event</source>
        <translation>événement</translation>
    </message>
    <message>
        <location line="+14" />
        <source>tester</source>
        <translation>testeur</translation>
    </message>
    <message>
        <location line="+14" />
        <source>result</source>
        <translation>résultat</translation>
    </message>
</context>
<context>
    <name>md::nap::NapCampaignHooks</name>
    <message>
        <location filename="../app/napoleonic/campaign/NapCampaignHooks.cpp" line="+30" />
        <source>the id "%1" of the army "%2" is already used in the open battle</source>
        <translation>l'identifiant « %1 » de l'armée « %2 » est déjà utilisé dans la bataille ouverte</translation>
    </message>
    <message>
        <location line="+20" />
        <source>Record battleday in campaign</source>
        <translation>Enregistrer la journée de bataille dans la campagne</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Record the other side's army as well, from its own file?</source>
        <translation>Enregistrer aussi l'armée de l'autre camp, depuis son propre fichier ?</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Add the opponent's battle file…</source>
        <translation>Ajouter le fichier de bataille de l'adversaire…</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Record this army alone</source>
        <translation>Enregistrer cette armée seule</translation>
    </message>
    <message>
        <location line="+18" />
        <source>it is not a Napoleonic battle file</source>
        <translation>ce n'est pas un fichier de bataille napoléonienne</translation>
    </message>
    <message>
        <location line="+1" />
        <location line="+10" />
        <source>Battleday not recorded</source>
        <translation>Journée de bataille non enregistrée</translation>
    </message>
    <message>
        <location line="-9" />
        <source>The opponent's file %1 could not be added:
%2</source>
        <translation>Le fichier de l'adversaire %1 n'a pas pu être ajouté :
%2</translation>
    </message>
    <message>
        <location line="+22" />
        <source>Next battle</source>
        <translation>Bataille suivante</translation>
    </message>
    <message>
        <location line="+4" />
        <source>"%1", battleday %2.</source>
        <translation>« %1 », journée de bataille %2.</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Eliminated, they stay out: %1.</source>
        <translation>Éliminés, ils restent hors jeu : %1.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Arriving on a later battleday, exempt from the -1 (15.96): %1.</source>
        <translation>Arrivant lors d'une journée ultérieure, exemptés du -1 (15.96) : %1.</translation>
    </message>
</context>
<context>
    <name>md::nap::NapCampaignModel</name>
    <message>
        <location filename="../app/napoleonic/campaign/NapCampaignModel.cpp" line="+37" />
        <source>%1, scenario "%2"</source>
        <translation>%1, scénario « %2 »</translation>
    </message>
    <message>
        <location line="+2" />
        <source>15.96: an army that exceeded its MFP during a battleday is -1 CMR on the next battleday; commands arriving on a later battleday are exempt.</source>
        <translation>15.96 : une armée ayant dépassé ses MFP pendant une journée de bataille est à -1 CMR la journée suivante ; les commandements arrivant lors d'une journée ultérieure sont exemptés.</translation>
    </message>
    <message>
        <location line="+6" />
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
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
        <translation>aucune</translation>
    </message>
    <message>
        <location line="-2" />
        <source>yes</source>
        <translation>oui</translation>
    </message>
    <message>
        <location line="+0" />
        <source>no</source>
        <translation>non</translation>
    </message>
    <message>
        <location line="+21" />
        <source>Battle</source>
        <translation>Bataille</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Army</source>
        <translation>Armée</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Battleday</source>
        <translation>Journée de bataille</translation>
    </message>
    <message>
        <location line="+2" />
        <source>MFP total</source>
        <translation>Total des MFP</translation>
    </message>
    <message>
        <location line="+2" />
        <source>MFP used</source>
        <translation>MFP utilisés</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Demoralization tier reached</source>
        <translation>Palier de démoralisation atteint</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Campaign penalty this day</source>
        <translation>Pénalité de campagne ce jour</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Exceeded its MFP</source>
        <translation>MFP dépassés</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Next battleday</source>
        <translation>Journée suivante</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Figures lost</source>
        <translation>Figurines perdues</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Units routed</source>
        <translation>Unités en déroute</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Units eliminated</source>
        <translation>Unités éliminées</translation>
    </message>
</context>
<context>
    <name>md::nap::NapCampaignPage</name>
    <message>
        <location filename="../app/napoleonic/campaign/NapCampaignPage.cpp" line="+25" />
        <source>Napoleonic battledays</source>
        <translation>Journées de bataille napoléoniennes</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Napoleonic armies by battleday</source>
        <translation>Armées napoléoniennes par journée de bataille</translation>
    </message>
    <message>
        <location line="+10" />
        <source>How the next battleday carries over</source>
        <translation>Ce qui passe à la journée de bataille suivante</translation>
    </message>
    <message>
        <location line="+5" />
        <source>&amp;Napoleonic battledays</source>
        <translation>Journées de bataille &amp;napoléoniennes</translation>
    </message>
    <message>
        <location line="+8" />
        <source>The Napoleonic battledays could not be read: %1</source>
        <translation>Les journées de bataille napoléoniennes n'ont pas pu être lues : %1</translation>
    </message>
    <message>
        <location line="+16" />
        <source>No Napoleonic battleday recorded yet.</source>
        <translation>Aucune journée de bataille napoléonienne enregistrée pour l'instant.</translation>
    </message>
    <message numerus="yes">
        <location line="+1" />
        <source>%n Napoleonic battleday(s).</source>
        <translation>
            <numerusform>%n journée de bataille napoléonienne.</numerusform><numerusform>%n journées de bataille napoléoniennes.</numerusform></translation>
    </message>
    <message>
        <location line="+2" />
        <source>-1 CMR on the next battleday (15.96): %1.</source>
        <translation>-1 CMR la journée de bataille suivante (15.96) : %1.</translation>
    </message>
</context>
<context>
    <name>md::nap::NapCampaignRecorder</name>
    <message>
        <location filename="../app/napoleonic/campaign/NapCampaignRecorder.cpp" line="+42" />
        <source>this MoraleDesk does not know the rule system "%1"</source>
        <translation>ce MoraleDesk ne connaît pas le système de règles « %1 »</translation>
    </message>
    <message>
        <location line="+11" />
        <source>%1 cannot be read: %2</source>
        <translation>impossible de lire %1 : %2</translation>
    </message>
    <message>
        <location line="+1" />
        <source>it is not a Napoleonic battle</source>
        <translation>ce n'est pas une bataille napoléonienne</translation>
    </message>
    <message>
        <location line="+15" />
        <source>a Napoleonic battle without a name cannot be recorded: the campaign knows its battledays by the battle's name and day</source>
        <translation>une bataille napoléonienne sans nom ne peut pas être enregistrée : la campagne reconnaît ses journées de bataille au nom et au jour de la bataille</translation>
    </message>
    <message>
        <location line="+3" />
        <source>battle "%1" has no army to record</source>
        <translation>la bataille « %1 » n'a aucune armée à enregistrer</translation>
    </message>
    <message>
        <location line="+2" />
        <source>battle "%1": the battleday must be 1 or more, not %2</source>
        <translation>bataille « %1 » : la journée de bataille doit valoir 1 ou plus, pas %2</translation>
    </message>
    <message>
        <location line="+2" />
        <source>the number of turns must be from 1 to %1</source>
        <translation>le nombre de tours doit aller de 1 à %1</translation>
    </message>
    <message>
        <location line="+8" />
        <source>an army without a name cannot be recorded: the campaign knows its armies by name</source>
        <translation>une armée sans nom ne peut pas être enregistrée : la campagne reconnaît ses armées à leur nom</translation>
    </message>
    <message>
        <location line="+2" />
        <source>the army "%1" is named twice</source>
        <translation>l'armée « %1 » est nommée deux fois</translation>
    </message>
    <message>
        <location line="+6" />
        <source>army "%1"</source>
        <translation>armée « %1 »</translation>
    </message>
    <message>
        <location line="+2" />
        <source>army "%1" is not valid: %2</source>
        <translation>l'armée « %1 » n'est pas valide : %2</translation>
    </message>
    <message>
        <location line="+20" />
        <source>the battleday was not recorded: %1</source>
        <translation>la journée de bataille n'a pas été enregistrée : %1</translation>
    </message>
    <message>
        <location line="+13" />
        <location line="+251" />
        <source>the army "%1" was recorded by the rule system "%2"</source>
        <translation>l'armée « %1 » a été enregistrée par le système de règles « %2 »</translation>
    </message>
    <message>
        <location line="-241" />
        <source>battleday %1 of "%2" is already recorded for the army "%3", as battle %4; a battleday is recorded once (Next battle gives the next battleday)</source>
        <translation>la journée de bataille %1 de « %2 » est déjà enregistrée pour l'armée « %3 », comme bataille %4 ; une journée de bataille ne s'enregistre qu'une fois (Bataille suivante donne la journée suivante)</translation>
    </message>
    <message>
        <location line="+11" />
        <source>%1, battleday %2</source>
        <translation>%1, journée de bataille %2</translation>
    </message>
    <message>
        <location line="+89" />
        <source>%1, its battleday %2: MFP used %3 of %4</source>
        <translation>%1, sa journée de bataille %2 : MFP utilisés %3 sur %4</translation>
    </message>
    <message>
        <location line="+2" />
        <source>, demoralized (tier %1 reached)</source>
        <translation>, démoralisée (palier %1 atteint)</translation>
    </message>
    <message>
        <location line="+0" />
        <source>, not demoralized</source>
        <translation>, non démoralisée</translation>
    </message>
    <message>
        <location line="+2" />
        <source>, fought at -1 CMR (15.96)</source>
        <translation>, a combattu à -1 CMR (15.96)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>; exceeded its MFP: -1 CMR on the next battleday (15.96)</source>
        <translation> ; MFP dépassés : -1 CMR la journée de bataille suivante (15.96)</translation>
    </message>
    <message>
        <location line="+0" />
        <source>; did not exceed its MFP</source>
        <translation> ; MFP non dépassés</translation>
    </message>
    <message numerus="yes">
        <location line="+1" />
        <source>; %n figure(s) lost</source>
        <translation>
            <numerusform> ; %n figurine perdue</numerusform><numerusform> ; %n figurines perdues</numerusform></translation>
    </message>
    <message numerus="yes">
        <location line="+1" />
        <source>, %n unit(s) routed</source>
        <translation>
            <numerusform>, %n unité en déroute</numerusform><numerusform>, %n unités en déroute</numerusform></translation>
    </message>
    <message numerus="yes">
        <location line="+1" />
        <source>, %n eliminated</source>
        <translation>
            <numerusform>, %n éliminée</numerusform><numerusform>, %n éliminées</numerusform></translation>
    </message>
    <message numerus="yes">
        <location line="+6" />
        <source>Recorded Napoleonic battle %1, "%2" (%3, battleday %4 of "%5", %n turn(s)).</source>
        <translation>
            <numerusform>Bataille napoléonienne %1 enregistrée, « %2 » (%3, journée de bataille %4 de « %5 », %n tour).</numerusform><numerusform>Bataille napoléonienne %1 enregistrée, « %2 » (%3, journée de bataille %4 de « %5 », %n tours).</numerusform></translation>
    </message>
    <message numerus="yes">
        <location line="+4" />
        <source>; %n log record(s).</source>
        <translation>
            <numerusform> ; %n entrée de journal.</numerusform><numerusform> ; %n entrées de journal.</numerusform></translation>
    </message>
    <message>
        <location line="+104" />
        <source>the army "%1" did not fight in Napoleonic battle %2</source>
        <translation>l'armée « %1 » n'a pas combattu dans la bataille napoléonienne %2</translation>
    </message>
    <message>
        <location line="+3" />
        <location line="+40" />
        <source>the record of "%1" in battle %2</source>
        <translation>l'enregistrement de « %1 » dans la bataille %2</translation>
    </message>
    <message>
        <location line="-28" />
        <source>the campaign has no army "%1"</source>
        <translation>la campagne n'a pas d'armée « %1 »</translation>
    </message>
    <message>
        <location line="+16" />
        <location line="+23" />
        <source>the army "%1" has fought no battleday yet</source>
        <translation>l'armée « %1 » n'a encore combattu aucune journée de bataille</translation>
    </message>
</context>
<context>
    <name>md::nap::NapCampaignVerbs</name>
    <message>
        <location filename="../app/napoleonic/campaign/NapCampaignVerbs.cpp" line="+49" />
        <source>The Napoleonic battle as its battleday ended.</source>
        <translation>La bataille napoléonienne telle qu'elle était à la fin de sa journée de bataille.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The day of the battle, YYYY-MM-DD (default today).</source>
        <translation>Le jour de la bataille, AAAA-MM-JJ (par défaut aujourd'hui).</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The battleday's name (default "BATTLE, battleday N").</source>
        <translation>Le nom de la journée de bataille (par défaut « BATAILLE, journée de bataille N »).</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The scenario played.</source>
        <translation>Le scénario joué.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Turns played (default: as the battle says).</source>
        <translation>Tours joués (par défaut : ceux qu'indique la bataille).</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Notes on the battleday.</source>
        <translation>Notes sur la journée de bataille.</translation>
    </message>
    <message>
        <location line="+7" />
        <source>record: --date must be a day as YYYY-MM-DD, not "%1"</source>
        <translation>record : --date doit être un jour au format AAAA-MM-JJ, pas « %1 »</translation>
    </message>
    <message>
        <location line="+5" />
        <source>record: --turns must be a whole number from 1 to %1, not "%2"</source>
        <translation>record : --turns doit être un nombre entier de 1 à %1, pas « %2 »</translation>
    </message>
    <message>
        <location line="+10" />
        <source>%1: no such battle file</source>
        <translation>%1 : fichier de bataille introuvable</translation>
    </message>
    <message>
        <location line="+3" />
        <source>%1 is not a valid battle file: %2</source>
        <translation>%1 n'est pas un fichier de bataille valide : %2</translation>
    </message>
    <message>
        <location line="+4" />
        <source>%1 is a %2 file: a Napoleonic battleday records a Napoleonic battle only</source>
        <translation>%1 est un fichier %2 : une journée de bataille napoléonienne n'enregistre qu'une bataille napoléonienne</translation>
    </message>
    <message>
        <location line="+83" />
        <source>Battle %1, "%2" (%3, battleday %4 of "%5"</source>
        <translation>Bataille %1, « %2 » (%3, journée de bataille %4 de « %5 »</translation>
    </message>
    <message>
        <location line="+4" />
        <source>, scenario "%1"</source>
        <translation>, scénario « %1 »</translation>
    </message>
    <message numerus="yes">
        <location line="+1" />
        <source>, %n turn(s))</source>
        <translation>
            <numerusform>, %n tour)</numerusform><numerusform>, %n tours)</numerusform></translation>
    </message>
    <message>
        <location line="+10" />
        <source>One JSON object, for programs.</source>
        <translation>Un objet JSON, pour les programmes.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>CSV, one row per army per battleday.</source>
        <translation>CSV, une ligne par armée et par journée de bataille.</translation>
    </message>
    <message>
        <location line="+4" />
        <source>list: --json and --csv cannot be given together</source>
        <translation>list : --json et --csv ne peuvent pas être donnés ensemble</translation>
    </message>
    <message>
        <location line="+9" />
        <source>cannot read %1: %2</source>
        <translation>impossible de lire %1 : %2</translation>
    </message>
    <message numerus="yes">
        <location line="+20" />
        <source>%1: %n battleday(s)</source>
        <translation>
            <numerusform>%1 : %n journée de bataille</numerusform><numerusform>%1 : %n journées de bataille</numerusform></translation>
    </message>
    <message numerus="yes">
        <location line="+16" />
        <source>Campaign "%1", %2: %n battleday(s)</source>
        <translation>
            <numerusform>Campagne « %1 », %2 : %n journée de bataille</numerusform><numerusform>Campagne « %1 », %2 : %n journées de bataille</numerusform></translation>
    </message>
    <message>
        <location line="+6" />
        <source>Sides: %1</source>
        <translation>Camps : %1</translation>
    </message>
    <message>
        <location line="+9" />
        <source>The army's name: its last battleday, with every army in it.</source>
        <translation>Le nom de l'armée : sa dernière journée de bataille, avec toutes les armées qui y figurent.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The battle file to write ("-": standard output).</source>
        <translation>Le fichier de bataille à écrire (« - » : sortie standard).</translation>
    </message>
    <message>
        <location line="+5" />
        <source>next-battle: -o FILE is required</source>
        <translation>next-battle : -o FILE est requis</translation>
    </message>
    <message>
        <location line="+19" />
        <source>cannot write %1: %2</source>
        <translation>impossible d'écrire %1 : %2</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Wrote %1: "%2", battleday %3.</source>
        <translation>%1 écrit : « %2 », journée de bataille %3.</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Eliminated, they stay out: %1</source>
        <translation>Éliminés, ils restent hors jeu : %1</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Arriving on a later battleday, exempt from the -1 (15.96): %1</source>
        <translation>Arrivant lors d'une journée ultérieure, exemptés du -1 (15.96) : %1</translation>
    </message>
</context>
<context>
    <name>md::nap::NapCardTables</name>
    <message>
        <location filename="../app/napoleonic/print/NapCardTables.cpp" line="+114" />
        <source>[club data]</source>
        <translation>[val. club]</translation>
    </message>
    <message>
        <location line="+29" />
        <source>%1 or less</source>
        <translation>≤ %1</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1 or more</source>
        <translation>≥ %1</translation>
    </message>
    <message>
        <location line="+1" />
        <location line="+121" />
        <source>%1 to %2</source>
        <translation>%1 à %2</translation>
    </message>
    <message>
        <location line="-120" />
        <source>%1: margin %2</source>
        <translation>%1 : marge %2</translation>
    </message>
    <message>
        <location line="+37" />
        <source>Tenths by T (B.3.4): usual | Shock Phase | rally</source>
        <translation>Dixièmes selon T (B.3.4) : normal | choc | rall.</translation>
    </message>
    <message>
        <location line="+6" />
        <source>T</source>
        <translation>T</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Rally</source>
        <translation>Rall.</translation>
    </message>
    <message>
        <location line="+20" />
        <source>Current CMR (B.3.1)</source>
        <translation>CMR actuel (B.3.1)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Term</source>
        <translation>Cas</translation>
    </message>
    <message>
        <location line="+0" />
        <source>CMR</source>
        <translation>CMR</translation>
    </message>
    <message>
        <location line="+24" />
        <source>Battleday start; a headquarters base %1, Elite (15.26h)</source>
        <translation>Début de journée ; socle de QG %1, élite (15.26h)</translation>
    </message>
    <message>
        <location line="+0" />
        <source>start</source>
        <translation>début</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Each figure lost, for good (15.52)</source>
        <translation>Figurine perdue, définitif (15.52)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Half strength: 2 × lost ≥ start, crew or cannon, once (B-35)</source>
        <translation>Mi-effectif : 2 × pertes ≥ début, servants/canons, 1× (B-35)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Each cannon lost this phase (15.53; 15.53a: for good)</source>
        <translation>Canon perdu cette phase (15.53 ; 15.53a : définitif)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Army demoralized, each hourly turn by tier (B.4.7)</source>
        <translation>Armée démoralisée, par tour horaire/palier (B.4.7)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Army exceeded its MFP the battleday before (15.96)</source>
        <translation>Armée : MFP dépassés la journée d'avant (15.96)</translation>
    </message>
    <message>
        <location line="+11" />
        <source>Adjustments to the CMR (15.54, B.3.2)</source>
        <translation>Ajustements du CMR (15.54, B.3.2)</translation>
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
        <translation>Mod.</translation>
    </message>
    <message>
        <location line="-66" />
        <source>Situation</source>
        <translation>Situation</translation>
    </message>
    <message>
        <location line="+17" />
        <source>%1 from %2 %</source>
        <translation>%1 dès %2 %</translation>
    </message>
    <message>
        <location line="+12" />
        <source>N04–N06</source>
        <translation>N04–N06</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Foot unit, enemy cavalry declares a charge at d (B-6): %1</source>
        <translation>À pied, la cav. ennemie déclare une charge à d (B-6) : %1</translation>
    </message>
    <message>
        <location line="+2" />
        <source>N07–N08</source>
        <translation>N07–N08</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Cavalry, enemy cavalry declares a charge at d: %1</source>
        <translation>Cav., la cav. ennemie déclare une charge à d : %1</translation>
    </message>
    <message>
        <location line="+2" />
        <source>N18–N20</source>
        <translation>N18–N20</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The unit's command lost of its figures: %1</source>
        <translation>Pertes en figurines du commandement : %1</translation>
    </message>
    <message>
        <location line="+2" />
        <source>data</source>
        <translation>club</translation>
    </message>
    <message>
        <location line="+20" />
        <source>Shock odds, receiving a non-cavalry assault (B.3.3)</source>
        <translation>Rapport de forces, assaut reçu hors cav. (B.3.3)</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Odds</source>
        <translation>Rap.</translation>
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
        <translation>Qui teste, et l'échec (B.2.3, B.3.5)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Tester</source>
        <translation>Qui</translation>
    </message>
    <message>
        <location line="+0" />
        <source>5 or more</source>
        <translation>5 ou +</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Margin 1–4</source>
        <translation>Marge 1–4</translation>
    </message>
    <message>
        <location line="+14" />
        <source>: one roll, highest CMR (15.22)</source>
        <translation> : un jet, meilleur CMR (15.22)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>, column, retire 10″</source>
        <translation>, colonne, recul 10″</translation>
    </message>
    <message>
        <location line="+2" />
        <source> (15.24)</source>
        <translation> (15.24)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Back to their parents</source>
        <translation>Rejoignent leur unité</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Never rout</source>
        <translation>Sans déroute</translation>
    </message>
    <message>
        <location line="+14" />
        <source>MFP total: each unit by grade and figures (B.4.5)</source>
        <translation>Total MFP : unité par qualité et fig. (B.4.5)</translation>
    </message>
    <message>
        <location line="+18" />
        <source>Grade (CMR)</source>
        <translation>Qual. (CMR)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1+ figs</source>
        <translation>%1+ fig.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1 figs</source>
        <translation>%1 fig.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1–%2 figs</source>
        <translation>%1–%2 fig.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Artillery, train</source>
        <translation>Artill., train</translation>
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
        <translation>Officiers (B.4.5 (2)) : %1. Positions : du scénario (15.86). Cie de tirailleurs = unité (B-33) : 3 fig. Ligne, %2.</translation>
    </message>
    <message>
        <location line="+12" />
        <source>MFP used, each fatigue phase (B.4.6)</source>
        <translation>MFP utilisés, phase fatigue (B.4.6)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>MFP</source>
        <translation>MFP</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Each</source>
        <translation>Par</translation>
    </message>
    <message>
        <location line="+9" />
        <source>scen.</source>
        <comment>valued by the scenario (short)</comment>
        <translation>scén.</translation>
    </message>
    <message>
        <location line="+18" />
        <source>Demoralization: U used of M (B.4.7)</source>
        <translation>Démoral. : U utilisés sur M (B.4.7)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Standing</source>
        <translation>État</translation>
    </message>
    <message>
        <location line="+0" />
        <source>When</source>
        <translation>Dès</translation>
    </message>
    <message>
        <location line="+0" />
        <source>CMR / hour</source>
        <translation>CMR / h</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Orders</source>
        <translation>Ordres</translation>
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
        <translation>Alerte</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Announce: within 10 % (15.97).</source>
        <translation>Annonce : à 10 % près (15.97).</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Demoralized: Attack becomes Engage (15.94, 15.95).</source>
        <translation>Démoralisée : Attaque → Engagement (15.94, 15.95).</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Every order becomes March (15.93).</source>
        <translation>Tout ordre devient Marche (15.93).</translation>
    </message>
    <message>
        <location line="+0" />
        <source>March only (15.93).</source>
        <translation>Marche seule (15.93).</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Tier %1</source>
        <translation>Palier %1</translation>
    </message>
    <message>
        <location line="+13" />
        <source>Shock Combat Phase, a unit alone (15.28, B-3, B-9): a natural 1 gives T %1, a natural 10 gives T %2, for this check and to the end of the phase.</source>
        <translation>Phase de choc, unité seule (15.28, B-3, B-9) : un 1 naturel donne T %1, un 10 naturel T %2, pour ce test et jusqu'à la fin de la phase.</translation>
    </message>
    <message>
        <location line="+14" />
        <source>Rally (B.4.4), out of enemy close-order and battery Minimum Fire Zones: T = CMR now, %1 at night (N12), + the best officer seen (P06). Roll ≤ T: rallied, Disordered; else failed; a second failure removes the unit (E03: %2 MFP per figure).</source>
        <translation>Ralliement (B.4.4), hors zones de tir min. ennemies (ordre serré, batteries) : T = CMR actuel, %1 de nuit (N12), + meilleur officier vu (P06). Jet ≤ T : rallié, En désordre ; sinon échec ; 2e échec : unité retirée (E03 : %2 MFP par fig.).</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Disordered → Good (B.4.3): at the start of the Rally Phase, unless within the Minimum Fire Zone of enemy close-order foot or horse or of an unlimbered battery. No dice.</source>
        <translation>En désordre → En ordre (B.4.3) : début de la phase de ralliement, sauf en zone de tir min. d'inf./cav. ennemie en ordre serré ou de batterie décrochée. Sans dé.</translation>
    </message>
</context>
<context>
    <name>md::nap::NapCarryOver</name>
    <message>
        <location filename="../core/napoleonic/campaign/NapCarryOver.cpp" line="+138" />
        <source>Campaign rule 15.96: an army that exceeded its MFP during a battleday is -1 CMR on the next battleday; commands arriving on a later battleday are exempt. The rest is MoraleDesk's reading, as seed 003 does not say: the next battleday starts at turn 1 with every army's MFP used, tier and demoralization at 0; figures and cannon lost carry over (15.52: permanent); Disordered and Routed units start Good; eliminated units stay out; rally failures reset. Commands still awaiting their arrival are the later arrivals; withdrawn commands are back on the table; orders are given afresh.</source>
        <translation>Règle de campagne 15.96 : une armée ayant dépassé ses MFP pendant une journée de bataille est à -1 CMR la journée suivante ; les commandements arrivant lors d'une journée ultérieure sont exemptés. Le reste est la lecture de MoraleDesk, le seed 003 ne disant rien : la journée suivante commence au tour 1 avec les MFP utilisés, le palier et la démoralisation de chaque armée à 0 ; les figurines et canons perdus sont reportés (15.52 : définitif) ; les unités En désordre et En déroute repartent En ordre ; les unités éliminées restent hors jeu ; les échecs de ralliement sont remis à zéro. Les commandements attendant encore leur arrivée sont les arrivées tardives ; les commandements repliés reviennent sur la table ; les ordres sont redonnés.</translation>
    </message>
    <message>
        <location line="+24" />
        <source>%1: exceeded its MFP on battleday %2: -1 CMR on battleday %3 (15.96)</source>
        <translation>%1 : MFP dépassés lors de la journée de bataille %2 : -1 CMR lors de la journée de bataille %3 (15.96)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1: did not exceed its MFP on battleday %2: no campaign penalty</source>
        <translation>%1 : MFP non dépassés lors de la journée de bataille %2 : pas de pénalité de campagne</translation>
    </message>
</context>
<context>
    <name>md::nap::NapCheckPanel</name>
    <message>
        <location filename="../app/napoleonic/widgets/NapCheckPanel.cpp" line="+92" />
        <source>Who tests, and why</source>
        <translation>Qui teste, et pourquoi</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Who tests</source>
        <translation>Qui teste</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Units testing together</source>
        <translation>Unités testant ensemble</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Tick the units that test together; the highest current CMR rolls for all (B.2.3, B-32).</source>
        <translation>Cochez les unités qui testent ensemble ; le CMR actuel le plus élevé lance pour toutes (B.2.3, B-32).</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Circumstance</source>
        <translation>Circonstance</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The routing unit</source>
        <translation>L'unité en déroute</translation>
    </message>
    <message>
        <location line="+1" />
        <source>I-b, I-c: the friendly unit seen routing (X-a, X-b, X-e).</source>
        <translation>I-b, I-c : l'unité amie vue en déroute (X-a, X-b, X-e).</translation>
    </message>
    <message>
        <location line="+1" />
        <source>It routs after a failed rally (X-c)</source>
        <translation>Elle part en déroute après un ralliement raté (X-c)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>&amp;Tester:</source>
        <translation>&amp;Testeur :</translation>
    </message>
    <message>
        <location line="+2" />
        <source>C&amp;ircumstance:</source>
        <translation>C&amp;irconstance :</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Ro&amp;uting unit:</source>
        <translation>Unité en &amp;déroute :</translation>
    </message>
    <message>
        <location line="+12" />
        <source>Adjustments (15.54)</source>
        <translation>Ajustements (15.54)</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Enemy cavalry declares a charge at</source>
        <translation>La cavalerie ennemie déclare une charge à</translation>
    </message>
    <message>
        <location line="+6" />
        <source> in</source>
        <translation> po</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Charge distance</source>
        <translation>Distance de charge</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Terrain</source>
        <translation>Terrain</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Officers</source>
        <translation>Officiers</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Terrain (club's data, P03-P05):</source>
        <translation>Terrain (données du club, P03-P05) :</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Officers (club's data, P06):</source>
        <translation>Officiers (données du club, P06) :</translation>
    </message>
    <message>
        <location line="+9" />
        <source>Attacker strength</source>
        <translation>Force de l'attaquant</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Defender strength</source>
        <translation>Force du défenseur</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Shock odds (B.3.3): &amp;attacker</source>
        <translation>Rapport de forces au choc (B.3.3) : &amp;attaquant</translation>
    </message>
    <message>
        <location line="+4" />
        <source>defender</source>
        <translation>défenseur</translation>
    </message>
    <message>
        <location line="+17" />
        <source>The check (B.3.4)</source>
        <translation>Le test (B.3.4)</translation>
    </message>
    <message>
        <location line="+10" />
        <source>&amp;Roll d10</source>
        <translation>&amp;Lancer le d10</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Your d10</source>
        <translation>Votre d10</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The face of your own d10; 0 is 10.</source>
        <translation>La face de votre propre d10 ; 0 vaut 10.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>A&amp;pply my d10</source>
        <translation>A&amp;ppliquer mon d10</translation>
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
        <translation>%1 (ligne du club)</translation>
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
        <translation>(aucun)</translation>
    </message>
    <message>
        <location line="+44" />
        <source>Select a unit in the order of battle, or a queued check and Test.</source>
        <translation>Sélectionnez une unité dans l'ordre de bataille, ou un test en file puis Tester.</translation>
    </message>
    <message>
        <location line="+5" />
        <source>No unit selected.</source>
        <translation>Aucune unité sélectionnée.</translation>
    </message>
    <message>
        <location line="+4" />
        <source>%1 together</source>
        <translation>%1 ensemble</translation>
    </message>
    <message>
        <location line="+10" />
        <source>Takes the check of %1 (%2).</source>
        <translation>Passe le test de %1 (%2).</translation>
    </message>
    <message>
        <location line="+15" />
        <source>Your d10: %1 is not a face of a d10 (0-9, 0 is 10).</source>
        <translation>Votre d10 : %1 n'est pas une face de d10 (0-9, 0 vaut 10).</translation>
    </message>
    <message>
        <location line="+22" />
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <location line="+29" />
        <source>Who saw it rout?</source>
        <translation>Qui l'a vue partir en déroute ?</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1 routs. Tick the friendly formed units within 2" that saw it: each takes an I-b check with N09 (B.3.6).</source>
        <translation>%1 part en déroute. Cochez les unités amies formées à 2" ou moins qui l'ont vue : chacune passe un test I-b avec N09 (B.3.6).</translation>
    </message>
    <message>
        <location line="+15" />
        <source>Queued I-b checks; not queued: %1</source>
        <translation>Tests I-b mis en file ; non mis en file : %1</translation>
    </message>
    <message>
        <location line="+0" />
        <source>; </source>
        <translation> ; </translation>
    </message>
    <message numerus="yes">
        <location line="+2" />
        <source>Queued %n I-b check(s).</source>
        <translation>
            <numerusform>%n test I-b mis en file.</numerusform><numerusform>%n tests I-b mis en file.</numerusform></translation>
    </message>
</context>
<context>
    <name>md::nap::NapCheckSubcommand</name>
    <message>
        <location filename="../app/napoleonic/cli/NapCheckSubcommand.cpp" line="+79" />
        <source>the unit carries on; a Disordered unit stays Disordered, only the Rally Phase clears it (B.3.6).</source>
        <translation>l'unité continue ; une unité En désordre le reste, seule la phase de ralliement l'efface (B.3.6).</translation>
    </message>
    <message>
        <location line="+2" />
        <source>half movement (a quarter in a charge zone), -2 in Shock Combat, artillery fires at a quarter, no square bonus against charging cavalry, until a Rally Phase clears it (B.4.1, B.4.3); fully deployed skirmishers also form column and retire 10" (B.3.5).</source>
        <translation>demi-mouvement (un quart dans une zone de charge), -2 en combat de choc, l'artillerie tire au quart, pas de bonus de carré contre la cavalerie qui charge, jusqu'à ce qu'une phase de ralliement l'efface (B.4.1, B.4.3) ; les tirailleurs entièrement déployés forment aussi la colonne et reculent de 10" (B.3.5).</translation>
    </message>
    <message>
        <location line="+4" />
        <source>a rout move to the rear now; from now on its only check is its rally (X-g, B.4.2). Formed friends within 2" that see it check at once (I-b, N09 -2, B.3.6).</source>
        <translation>un mouvement de déroute vers l'arrière maintenant ; désormais son seul test est son ralliement (X-g, B.4.2). Les unités amies formées à 2" ou moins qui la voient testent aussitôt (I-b, N09 -2, B.3.6).</translation>
    </message>
    <message>
        <location line="+3" />
        <source>the unit is Disordered now and becomes Good at the next Rally Phase that allows it (B.4.3, B.4.4). Rallied units usually face the rear (15.78).</source>
        <translation>l'unité est maintenant En désordre et redevient En ordre à la prochaine phase de ralliement qui le permet (B.4.3, B.4.4). Les unités ralliées font généralement face à l'arrière (15.78).</translation>
    </message>
    <message>
        <location line="+3" />
        <source>the unit keeps routing and retreats once this Rally Phase (B-34); friends it passes take no check (X-c). A second failed attempt in this rout removes the whole unit as casualties, 1 MFP a figure (B.4.4 step 3, E03).</source>
        <translation>l'unité reste en déroute et recule une fois dans cette phase de ralliement (B-34) ; les unités amies qu'elle dépasse ne testent pas (X-c). Une deuxième tentative ratée dans cette déroute retire toute l'unité comme pertes, 1 MFP par figurine (B.4.4 étape 3, E03).</translation>
    </message>
    <message>
        <location line="+4" />
        <source>the whole unit leaves the table; its remaining figures cost 1 MFP each in the next Army Morale Fatigue Phase (B.4.4 step 3, E03).</source>
        <translation>toute l'unité quitte la table ; ses figurines restantes coûtent 1 MFP chacune à la prochaine phase de fatigue morale de l'armée (B.4.4 étape 3, E03).</translation>
    </message>
    <message>
        <location line="+18" />
        <source>Rally attempt (B.4.4): one d10 (a 0 is 10) against T, the current CMR plus the adjustments; T or less rallies, any higher roll fails (B-17).</source>
        <translation>Tentative de ralliement (B.4.4) : un d10 (0 vaut 10) contre T, le CMR actuel plus les ajustements ; T ou moins rallie, tout jet supérieur échoue (B-17).</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Morale check (B.3.4): one d10 (a 0 is 10) against T, the current CMR plus the adjustments (B.3.1-B.3.3).</source>
        <translation>Test de moral (B.3.4) : un d10 (0 vaut 10) contre T, le CMR actuel plus les ajustements (B.3.1-B.3.3).</translation>
    </message>
    <message>
        <location line="+5" />
        <source>T = %1.</source>
        <translation>T = %1.</translation>
    </message>
    <message>
        <location line="+12" />
        <source>Rallied</source>
        <translation>Rallié</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Removed</source>
        <translation>Retiré</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Failed</source>
        <translation>Raté</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The second attempt of this rout: a failure removes the whole unit as casualties, 1 MFP a figure (B.4.4 step 3, E03).</source>
        <translation>La deuxième tentative de cette déroute : un échec retire toute l'unité comme pertes, 1 MFP par figurine (B.4.4 étape 3, E03).</translation>
    </message>
    <message>
        <location line="+4" />
        <source>In the Shock Combat Phase: a natural 1 adds 1 to T, a natural 10 takes 1 off, for this check and to the end of the phase (15.28, B-3).</source>
        <translation>En phase de combat de choc : un 1 naturel ajoute 1 à T, un 10 naturel retire 1, pour ce test et jusqu'à la fin de la phase (15.28, B-3).</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Outside the Shock Combat Phase: roll T or less to pass; 1-4 over is Morale Disordered; 5 or more over is Routed (B.3.4).</source>
        <translation>Hors phase de combat de choc : faites T ou moins pour réussir ; 1-4 au-dessus donne En désordre ; 5 ou plus au-dessus donne En déroute (B.3.4).</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Pass</source>
        <translation>Réussi</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Disordered</source>
        <translation>En désordre</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Routed</source>
        <translation>En déroute</translation>
    </message>
    <message>
        <location line="+8" />
        <source>no roll</source>
        <translation>pas de jet</translation>
    </message>
    <message>
        <location line="+1" />
        <source>roll %1</source>
        <translation>jet %1</translation>
    </message>
    <message>
        <location line="+1" />
        <source>rolls %1</source>
        <translation>jets %1</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Roll %1</source>
        <translation>Jet %1</translation>
    </message>
    <message>
        <location line="+3" />
        <source>(a natural 1 in the Shock Combat Phase: T %1 + 1 = %2, and the unit keeps +1 to the end of the phase, 15.28)</source>
        <translation>(un 1 naturel en phase de combat de choc : T %1 + 1 = %2, et l'unité garde +1 jusqu'à la fin de la phase, 15.28)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>(a natural 10 in the Shock Combat Phase: T %1 - 1 = %2, and the unit keeps -1 to the end of the phase, 15.28)</source>
        <translation>(un 10 naturel en phase de combat de choc : T %1 - 1 = %2, et l'unité garde -1 jusqu'à la fin de la phase, 15.28)</translation>
    </message>
    <message>
        <location line="+6" />
        <source>T or less</source>
        <translation>T ou moins</translation>
    </message>
    <message>
        <location line="+0" />
        <source>over T</source>
        <translation>au-dessus de T</translation>
    </message>
    <message>
        <location line="+0" />
        <source>%1 over T</source>
        <translation>%1 au-dessus de T</translation>
    </message>
    <message>
        <location line="+13" />
        <source>Napoleonic morale (--system napoleonic): one unit's morale check or rally attempt from the numbers on the table, no file needed. It prints the target T with every term and its rule, the exact odds of each result with the rolls that give it, and with --roll the result and what it means.
  check --cmr N [adjustments] [--roll R]
  check --start N --lost L [--figures F] [adjustments] [--roll R]
  check --rally --cmr N [--adj N12] [--officer B] [--roll R]
Examples: check --start 6 --lost 1 --roll 7 (15.11's own example: Morale Disordered); check --cmr 6 --charge 3 --foot; check --cmr 7 --adj P05 --odds 450:100.</source>
        <translation>Moral napoléonien (--system napoleonic) : le test de moral ou la tentative de ralliement d'une unité à partir des nombres sur la table, sans fichier. Affiche la valeur cible T avec chaque terme et sa règle, les probabilités exactes de chaque résultat avec les jets qui le donnent, et avec --roll le résultat et sa signification.
  check --cmr N [ajustements] [--roll R]
  check --start N --lost L [--figures F] [ajustements] [--roll R]
  check --rally --cmr N [--adj N12] [--officer B] [--roll R]
Exemples : check --start 6 --lost 1 --roll 7 (l'exemple même du 15.11 : En désordre) ; check --cmr 6 --charge 3 --foot ; check --cmr 7 --adj P05 --odds 450:100.</translation>
    </message>
    <message>
        <location line="+9" />
        <source>The check subcommand.</source>
        <translation>La sous-commande check.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The unit's current CMR, everything of B.3.1 already in it.</source>
        <translation>Le CMR actuel de l'unité, avec déjà tout le B.3.1.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Its starting CMR for the battleday (0 to 15), to work out the current CMR.</source>
        <translation>Son CMR de départ pour la journée de bataille (0 à 15), pour calculer le CMR actuel.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>With --start: figures lost so far, -1 each (15.52).</source>
        <translation>Avec --start : figurines perdues jusqu'ici, -1 chacune (15.52).</translation>
    </message>
    <message>
        <location line="+1" />
        <source>With --start: its figures at the start; at half of them lost, -2 once (15.52, B-5).</source>
        <translation>Avec --start : ses figurines au départ ; à la moitié perdue, -2 une fois (15.52, B-5).</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Rows of the 15.54 chart that apply, comma-separated: N01-N03, N09-N13, N15, N16, N18-N22, P01-P05 (e.g. N09,P04); N14=V for the illegible row at your club's value.</source>
        <translation>Lignes du tableau 15.54 qui s'appliquent, séparées par des virgules : N01-N03, N09-N13, N15, N16, N18-N22, P01-P05 (p. ex. N09,P04) ; N14=V pour la ligne illisible à la valeur de votre club.</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Enemy cavalry declares a charge this far away, in inches to the half inch (3.5): N04-N08 by B-6's bands. Needs --foot or --cavalry.</source>
        <translation>La cavalerie ennemie déclare une charge à cette distance, en pouces au demi-pouce près (3.5) : N04-N08 selon les tranches de B-6. Exige --foot ou --cavalry.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>The testing unit is on foot (not cavalry).</source>
        <translation>L'unité qui teste est à pied (pas de la cavalerie).</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The testing unit is cavalry.</source>
        <translation>L'unité qui teste est de la cavalerie.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The best value of the terrain it is in or behind, from your terrain chart (P03-P05; the best single value counts, B-31).</source>
        <translation>La meilleure valeur du terrain où elle se trouve ou derrière lequel elle est, selon votre tableau des terrains (P03-P05 ; seule la meilleure valeur compte, B-31).</translation>
    </message>
    <message>
        <location line="+3" />
        <source>The best officer morale benefit in reach, in CMR points (P06; for a rally the unit must see him, 15.74).</source>
        <translation>Le meilleur bonus de moral d'officier à portée, en points de CMR (P06 ; pour un ralliement, l'unité doit le voir, 15.74).</translation>
    </message>
    <message>
        <location line="+3" />
        <source>A receiving check against an assault that is not a cavalry charge: attacker and defender strength in figures (artillery its cannon, a train 1), e.g. 450:100 (B.3.3).</source>
        <translation>Un test de réception contre un assaut qui n'est pas une charge de cavalerie : forces de l'attaquant et du défenseur en figurines (l'artillerie ses canons, un train 1), p. ex. 450:100 (B.3.3).</translation>
    </message>
    <message>
        <location line="+4" />
        <source>The check is in the Shock Combat Phase: a natural 1 or 10 moves T (15.28).</source>
        <translation>Le test a lieu en phase de combat de choc : un 1 ou un 10 naturel déplace T (15.28).</translation>
    </message>
    <message>
        <location line="+2" />
        <source>A rally attempt of a routed unit in the Rally Phase (B.4.4): pass or fail.</source>
        <translation>Une tentative de ralliement d'une unité en déroute en phase de ralliement (B.4.4) : réussite ou échec.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>With --rally: the unit already failed to rally in this rout, so a failure now removes it as casualties (B.4.4 step 3, B-18).</source>
        <translation>Avec --rally : l'unité a déjà raté un ralliement dans cette déroute, donc un échec la retire maintenant comme pertes (B.4.4 étape 3, B-18).</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The d10 rolled, 1 to 10 (a 0 is 10): prints the result and what it means.</source>
        <translation>Le d10 lancé, de 1 à 10 (0 vaut 10) : affiche le résultat et sa signification.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Print one JSON object, probabilities as reduced fractions ("1/2").</source>
        <translation>Affiche un seul objet JSON, probabilités en fractions réduites (« 1/2 »).</translation>
    </message>
    <message>
        <location line="+15" />
        <source>--second-attempt is for a rally: add --rally</source>
        <translation>--second-attempt concerne un ralliement : ajoutez --rally</translation>
    </message>
    <message>
        <location line="+8" />
        <source>--cmr is the current CMR itself; leave out --%1, or give --start and --lost without --cmr</source>
        <translation>--cmr est le CMR actuel lui-même ; omettez --%1, ou donnez --start et --lost sans --cmr</translation>
    </message>
    <message>
        <location line="+11" />
        <source>--lost (%1) cannot be above --figures (%2): the figures lost are the unit's own</source>
        <translation>--lost (%1) ne peut pas dépasser --figures (%2) : les figurines perdues sont celles de l'unité</translation>
    </message>
    <message>
        <location line="+4" />
        <source>say the unit's CMR: --cmr N (its current CMR), or --start N --lost L [--figures F] (B.3.1)</source>
        <translation>indiquez le CMR de l'unité : --cmr N (son CMR actuel), ou --start N --lost L [--figures F] (B.3.1)</translation>
    </message>
    <message>
        <location line="+11" />
        <source>--foot and --cavalry: the unit is one or the other</source>
        <translation>--foot et --cavalry : l'unité est l'un ou l'autre</translation>
    </message>
    <message>
        <location line="+19" />
        <source>--adj %1: N14's line is illegible (B-27); give your club's value, e.g. N14=-1 (%2 to %3)</source>
        <translation>--adj %1 : la ligne de N14 est illisible (B-27) ; donnez la valeur de votre club, p. ex. N14=-1 (%2 à %3)</translation>
    </message>
    <message>
        <location line="+10" />
        <source>--adj %1: only N14 takes a value; the other rows' values are the chart's</source>
        <translation>--adj %1 : seul N14 prend une valeur ; les valeurs des autres lignes sont celles du tableau</translation>
    </message>
    <message>
        <location line="+4" />
        <source>--adj: no row of the 15.54 chart is called "%1"; the rows are %2</source>
        <translation>--adj : aucune ligne du tableau 15.54 ne s'appelle « %1 » ; les lignes sont %2</translation>
    </message>
    <message>
        <location line="+6" />
        <source>--adj %1: the charge rows come from the distance; give --charge INCHES with --foot or --cavalry (B-6)</source>
        <translation>--adj %1 : les lignes de charge découlent de la distance ; donnez --charge INCHES avec --foot ou --cavalry (B-6)</translation>
    </message>
    <message>
        <location line="+4" />
        <source>--adj N17: the -2 at 50 % figure loss is 15.52's, counted once in the current CMR (B-5); give --start, --lost and --figures, or a --cmr that has it</source>
        <translation>--adj N17 : le -2 à 50 % de pertes en figurines relève du 15.52, compté une fois dans le CMR actuel (B-5) ; donnez --start, --lost et --figures, ou un --cmr qui l'inclut</translation>
    </message>
    <message>
        <location line="+3" />
        <source>--adj P06: give the officer's benefit in CMR points as --officer N (15.56)</source>
        <translation>--adj P06 : donnez le bonus de l'officier en points de CMR avec --officer N (15.56)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>--adj N13 is for a unit of CMR 7 or less; this one's current CMR is %1</source>
        <translation>--adj N13 concerne une unité de CMR 7 ou moins ; le CMR actuel de celle-ci est %1</translation>
    </message>
    <message>
        <location line="+2" />
        <source>--adj N12 is for a rally attempt on a night turn: add --rally</source>
        <translation>--adj N12 concerne une tentative de ralliement lors d'un tour de nuit : ajoutez --rally</translation>
    </message>
    <message>
        <location line="+2" />
        <source>--adj %1 is for cavalry, and the unit is --foot</source>
        <translation>--adj %1 concerne la cavalerie, et l'unité est --foot</translation>
    </message>
    <message>
        <location line="+11" />
        <source>--charge is a distance in inches to the half inch, from 0 to %1 (3 or 3.5), not "%2"</source>
        <translation>--charge est une distance en pouces au demi-pouce près, de 0 à %1 (3 ou 3.5), pas « %2 »</translation>
    </message>
    <message>
        <location line="+4" />
        <source>--charge needs --foot or --cavalry: their bands differ (B-6)</source>
        <translation>--charge exige --foot ou --cavalry : leurs tranches diffèrent (B-6)</translation>
    </message>
    <message>
        <location line="+14" />
        <source>--odds is attacker:defender strength, two whole numbers from 1 to %1 (450:100), not "%2"</source>
        <translation>--odds est la force attaquant:défenseur, deux nombres entiers de 1 à %1 (450:100), pas « %2 »</translation>
    </message>
    <message>
        <location line="+4" />
        <source>--odds: cavalry takes no shock odds adjustment; its charges have the distance rows (B-8)</source>
        <translation>--odds : la cavalerie ne reçoit pas d'ajustement de rapport de forces au choc ; ses charges ont les lignes de distance (B-8)</translation>
    </message>
    <message>
        <location line="+3" />
        <source>--odds and --charge: the odds are for an assault that is not a cavalry charge (B.3.3, B-8)</source>
        <translation>--odds et --charge : le rapport de forces concerne un assaut qui n'est pas une charge de cavalerie (B.3.3, B-8)</translation>
    </message>
    <message>
        <location line="+10" />
        <source>--rally and --%1: a rally is in the Rally Phase, against no charge or assault (B.4.4)</source>
        <translation>--rally et --%1 : un ralliement a lieu en phase de ralliement, sans charge ni assaut (B.4.4)</translation>
    </message>
    <message>
        <location line="+17" />
        <source>Current CMR</source>
        <translation>CMR actuel</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Starting CMR</source>
        <translation>CMR de départ</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Figures lost (%1)</source>
        <translation>Figurines perdues (%1)</translation>
    </message>
    <message>
        <location line="+7" />
        <source>At or over 50 % figure loss (%1 of %2), applied once</source>
        <translation>50 % de pertes en figurines ou plus (%1 sur %2), appliqué une fois</translation>
    </message>
    <message>
        <location line="+12" />
        <source>%1 (not added to N21: at most -1 from both, 15.54)</source>
        <translation>%1 (non cumulé avec N21 : -1 au plus pour les deux, 15.54)</translation>
    </message>
    <message>
        <location line="+10" />
        <source>%1, at the club's value</source>
        <translation>%1, à la valeur du club</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The illegible line of the 15.54 chart, at the club's value</source>
        <translation>La ligne illisible du tableau 15.54, à la valeur du club</translation>
    </message>
    <message>
        <location line="+13" />
        <source>%1: at %2"</source>
        <translation>%1 : à %2"</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Enemy cavalry declares a charge at %1": beyond the bands</source>
        <translation>La cavalerie ennemie déclare une charge à %1" : hors tranches</translation>
    </message>
    <message>
        <location line="+4" />
        <source>A foot unit beyond the charging cavalry's movement range does not test at all (P-d, the note under 15.54).</source>
        <translation>Une unité à pied hors de portée de mouvement de la cavalerie qui charge ne teste pas du tout (P-d, la note sous 15.54).</translation>
    </message>
    <message>
        <location line="+21" />
        <source>Terrain, the club's terrain chart (B.6)</source>
        <translation>Terrain, le tableau des terrains du club (B.6)</translation>
    </message>
    <message>
        <location line="+11" />
        <source>%1 (not added: the best single terrain value counts)</source>
        <translation>%1 (non cumulé : seule la meilleure valeur de terrain compte)</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Officer morale benefit</source>
        <translation>Bonus de moral de l'officier</translation>
    </message>
    <message>
        <location line="+3" />
        <source>For a rally the routed unit must see the officer; buildings and woods block sight (15.74).</source>
        <translation>Pour un ralliement, l'unité en déroute doit voir l'officier ; les bâtiments et les bois bloquent la vue (15.74).</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Shock odds %1:%2 (%3 %)</source>
        <translation>Rapport de forces au choc %1:%2 (%3 %)</translation>
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
        <translation>&lt;b&gt;%1 teste : T = %2&lt;/b&gt; (B.3.4)</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Shock Combat Phase: a natural 1 adds 1, a natural 10 subtracts 1 before the band is read (15.28).</source>
        <translation>Phase de combat de choc : un 1 naturel ajoute 1, un 10 naturel retire 1 avant la lecture de la tranche (15.28).</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Pass (d10 ≤ T): &lt;b&gt;%1&lt;/b&gt;</source>
        <translation>Réussite (d10 ≤ T) : &lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Morale Disordered (1-4 over): &lt;b&gt;%1&lt;/b&gt;</source>
        <translation>En désordre (1-4 au-dessus) : &lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Routed (5 or more over): &lt;b&gt;%1&lt;/b&gt;</source>
        <translation>En déroute (5 ou plus au-dessus) : &lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Exempt (%1): %2</source>
        <translation>Exempté (%1) : %2</translation>
    </message>
    <message>
        <location line="+7" />
        <source>&lt;b&gt;d10 %1 against T %2: %3&lt;/b&gt;</source>
        <translation>&lt;b&gt;d10 %1 contre T %2 : %3&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+5" />
        <source> (15.28: %1 to the CMR to the end of the Shock Phase)</source>
        <translation> (15.28 : %1 au CMR jusqu'à la fin de la phase de choc)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Applies to %1.</source>
        <translation>S'applique à %1.</translation>
    </message>
</context>
<context>
    <name>md::nap::NapCircumstance</name>
    <message>
        <location filename="../core/napoleonic/model/NapEnums.h" line="+205" />
        <source>I-a Figures or cannon lost to fire</source>
        <translation>I-a Figurines ou canons perdus au tir</translation>
    </message>
    <message>
        <location line="+1" />
        <source>I-b Friendly formed unit routs within 2"</source>
        <translation>I-b Unité amie formée en déroute à 2" ou moins</translation>
    </message>
    <message>
        <location line="+1" />
        <source>I-c Friendly formed unit passes by in rout within 2"</source>
        <translation>I-c Unité amie formée passant en déroute à 2" ou moins</translation>
    </message>
    <message>
        <location line="+1" />
        <source>I-d Receiving enemy Shock Combat</source>
        <translation>I-d Recevoir un combat de choc ennemi</translation>
    </message>
    <message>
        <location line="+1" />
        <source>I-e Declaring a cavalry counter-charge</source>
        <translation>I-e Déclarer une contre-charge de cavalerie</translation>
    </message>
    <message>
        <location line="+1" />
        <source>I-f Surprise enemy sighting or siege sortie</source>
        <translation>I-f Ennemi aperçu par surprise ou sortie de siège</translation>
    </message>
    <message>
        <location line="+1" />
        <source>I-g Within an explosion radius</source>
        <translation>I-g Dans un rayon d'explosion</translation>
    </message>
    <message>
        <location line="+1" />
        <source>P-a Losses in the Reciprocal Artillery Fire Phase</source>
        <translation>P-a Pertes en phase de tir réciproque d'artillerie</translation>
    </message>
    <message>
        <location line="+1" />
        <source>P-b Losses in the Reciprocal Infantry/Cavalry Fire Phase</source>
        <translation>P-b Pertes en phase de tir réciproque d'infanterie/cavalerie</translation>
    </message>
    <message>
        <location line="+1" />
        <source>P-c Rallying a routing unit</source>
        <translation>P-c Rallier une unité en déroute</translation>
    </message>
    <message>
        <location line="+1" />
        <source>P-d Inside a Declared Cavalry Charge Zone</source>
        <translation>P-d Dans une zone de charge de cavalerie déclarée</translation>
    </message>
    <message>
        <location line="+1" />
        <source>P-e Declaring a cavalry charge</source>
        <translation>P-e Déclarer une charge de cavalerie</translation>
    </message>
    <message>
        <location line="+1" />
        <source>P-f Keeping figures inside burning terrain</source>
        <translation>P-f Garder des figurines dans un terrain en feu</translation>
    </message>
</context>
<context>
    <name>md::nap::NapCmr</name>
    <message>
        <location filename="../core/napoleonic/rules/NapCmr.cpp" line="+56" />
        <source>Headquarters base (Elite)</source>
        <translation>Socle de quartier général (élite)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Starting CMR</source>
        <translation>CMR de départ</translation>
    </message>
    <message numerus="yes">
        <location line="+3" />
        <source>%n figure(s) lost</source>
        <translation>
            <numerusform>%n figurine perdue</numerusform><numerusform>%n figurines perdues</numerusform></translation>
    </message>
    <message>
        <location line="+2" />
        <source>At or over 50 % loss</source>
        <translation>Pertes de 50 % ou plus</translation>
    </message>
    <message numerus="yes">
        <location line="+4" />
        <source>%n cannon lost</source>
        <translation>
            <numerusform>%n canon perdu</numerusform><numerusform>%n canons perdus</numerusform></translation>
    </message>
    <message numerus="yes">
        <location line="+2" />
        <source>%n cannon lost this phase</source>
        <translation>
            <numerusform>%n canon perdu cette phase</numerusform><numerusform>%n canons perdus cette phase</numerusform></translation>
    </message>
    <message>
        <location line="+4" />
        <source>Army demoralized</source>
        <translation>Armée démoralisée</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Army exceeded its MFP the previous battleday</source>
        <translation>Armée ayant dépassé ses MFP la journée de bataille précédente</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Natural 1s and 10s this Shock Combat Phase</source>
        <translation>1 et 10 naturels dans cette phase de combat de choc</translation>
    </message>
</context>
<context>
    <name>md::nap::NapCommandForm</name>
    <message>
        <location filename="../app/napoleonic/editors/NapCommandForm.cpp" line="+87" />
        <source>&amp;Name:</source>
        <translation>No&amp;m :</translation>
    </message>
    <message>
        <location line="+6" />
        <source>must not be empty</source>
        <translation>ne doit pas être vide</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Rename command: %1</source>
        <translation>Renommer le commandement : %1</translation>
    </message>
    <message>
        <location line="+6" />
        <source>B.4.5 (2): a brigade, division, wing or corps officer is worth 5 MFP, an army or nation commander 15.</source>
        <translation>B.4.5 (2) : un officier de brigade, de division, d'aile ou de corps vaut 5 MFP, un commandant d'armée ou de nation 15.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>&amp;Level:</source>
        <translation>&amp;Niveau :</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Level of %1: %2</source>
        <translation>Niveau de %1 : %2</translation>
    </message>
    <message>
        <location line="+7" />
        <source>The command this one sits under, in the same army (N18-N20 count a command's losses).</source>
        <translation>Le commandement dont dépend celui-ci, dans la même armée (N18-N20 comptent les pertes d'un commandement).</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Un&amp;der:</source>
        <translation>So&amp;us :</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Officer</source>
        <translation>Officier</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Of&amp;ficer:</source>
        <translation>O&amp;fficier :</translation>
    </message>
    <message>
        <location line="+6" />
        <location line="+14" />
        <source>Officer of %1: %2</source>
        <translation>Officier de %1 : %2</translation>
    </message>
    <message>
        <location line="-8" />
        <source>E07-E10: an officer wounded or killed costs MFP. Record it in play, where the MFP follow; here it is a correction.</source>
        <translation>E07-E10 : un officier blessé ou tué coûte des MFP. Enregistrez-le en jeu, où les MFP suivent ; ici, c'est une correction.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>&amp;Status:</source>
        <translation>&amp;Statut :</translation>
    </message>
    <message>
        <location line="+9" />
        <source>Appo&amp;inted officer (counts for the MFP total)</source>
        <translation>&amp;Officier nommé (compte pour le total MFP)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>B.4.5 (2): each appointed officer adds his MFP to the army's total.</source>
        <translation>B.4.5 (2) : chaque officier nommé ajoute ses MFP au total de l'armée.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Appointed officer</source>
        <translation>Officier nommé</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Officer of %1 appointed</source>
        <translation>Officier de %1 nommé</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Officer of %1 not appointed</source>
        <translation>Officier de %1 non nommé</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Orders and arrival</source>
        <translation>Ordres et arrivée</translation>
    </message>
    <message>
        <location line="+4" />
        <source>E11-E13: orders change the MFP on an hourly turn.</source>
        <translation>E11-E13 : les ordres modifient les MFP lors d'un tour horaire.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Order:</source>
        <translation>O&amp;rdre :</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Order of %1: %2</source>
        <translation>Ordre de %1 : %2</translation>
    </message>
    <message>
        <location line="+6" />
        <source>15.82: a command counts for the MFP total from its arrival; B-21: a withdrawn one per the battle's readings.</source>
        <translation>15.82 : un commandement compte dans le total MFP dès son arrivée ; B-21 : un commandement replié selon les lectures de la bataille.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>&amp;Presence:</source>
        <translation>&amp;Présence :</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Presence of %1: %2</source>
        <translation>Présence de %1 : %2</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Arri&amp;ves on a later battleday</source>
        <translation>Arri&amp;ve une journée de bataille ultérieure</translation>
    </message>
    <message>
        <location line="+2" />
        <source>15.96: exempt from the campaign -1 of the army's previous battleday.</source>
        <translation>15.96 : exempté du -1 de campagne de la journée de bataille précédente de l'armée.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Arrives on a later battleday</source>
        <translation>Arrive une journée de bataille ultérieure</translation>
    </message>
    <message>
        <location line="+5" />
        <source>%1 arrives on a later battleday</source>
        <translation>%1 arrive une journée de bataille ultérieure</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1 is there from the army's first battleday</source>
        <translation>%1 est présent dès la première journée de bataille de l'armée</translation>
    </message>
    <message>
        <location line="+8" />
        <source>none planned</source>
        <translation>aucune prévue</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The turn it is planned to arrive on, for the players; 0: none planned.</source>
        <translation>Le tour d'arrivée prévu, pour les joueurs ; 0 : aucune prévue.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Arrival &amp;turn:</source>
        <translation>&amp;Tour d'arrivée :</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Units and sub-commands</source>
        <translation>Unités et sous-commandements</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Type of the new unit</source>
        <translation>Type de la nouvelle unité</translation>
    </message>
    <message>
        <location line="+2" />
        <source>&amp;Add unit</source>
        <translation>&amp;Ajouter une unité</translation>
    </message>
    <message>
        <location line="+2" />
        <source>A new unit starts with example CMR and figures: set your scenario's.</source>
        <translation>Une nouvelle unité démarre avec un CMR et des figurines d'exemple : saisissez ceux de votre scénario.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Add su&amp;b-command</source>
        <translation>Ajouter un sous-&amp;commandement</translation>
    </message>
    <message>
        <location line="+5" />
        <source>New unit t&amp;ype:</source>
        <translation>T&amp;ype de nouvelle unité :</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Move &amp;up</source>
        <translation>Vers le &amp;haut</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Move command up</source>
        <translation>Monter le commandement</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Move do&amp;wn</source>
        <translation>Vers le &amp;bas</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Move command down</source>
        <translation>Descendre le commandement</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Remove command</source>
        <translation>Supprim&amp;er le commandement</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Command actions</source>
        <translation>Actions du commandement</translation>
    </message>
    <message>
        <location line="+47" />
        <source>the command above must be of the same army</source>
        <translation>le commandement supérieur doit être de la même armée</translation>
    </message>
    <message>
        <location line="+3" />
        <source>a command cannot sit under itself</source>
        <translation>un commandement ne peut pas dépendre de lui-même</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1 is under %2: a command cannot sit under its own sub-command</source>
        <translation>%1 dépend de %2 : un commandement ne peut pas dépendre de son propre sous-commandement</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1 becomes a top command</source>
        <translation>%1 devient un commandement de premier niveau</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Put %1 under %2</source>
        <translation>Placer %1 sous %2</translation>
    </message>
    <message>
        <location line="+16" />
        <source>must be at least 0 (none planned)</source>
        <translation>doit être au moins 0 (aucune prévue)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>must be at most %1</source>
        <translation>doit être au plus %1</translation>
    </message>
    <message>
        <location line="+1" />
        <source>No arrival planned for %1</source>
        <translation>Aucune arrivée prévue pour %1</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Arrival turn of %1: %2</source>
        <translation>Tour d'arrivée de %1 : %2</translation>
    </message>
    <message>
        <location line="+10" />
        <source>at most %1 units in a command</source>
        <translation>au plus %1 unités par commandement</translation>
    </message>
    <message>
        <location line="+7" />
        <source>at most %1 units in a battle</source>
        <translation>au plus %1 unités par bataille</translation>
    </message>
    <message>
        <location line="+7" />
        <location line="+21" />
        <source>New %1</source>
        <translation>%1 (nouv.)</translation>
    </message>
    <message>
        <location line="-18" />
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Add unit: %1</source>
        <translation>Ajouter une unité : %1</translation>
    </message>
    <message>
        <location line="+11" />
        <source>at most %1 commands in an army</source>
        <translation>au plus %1 commandements par armée</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Add sub-command: %1</source>
        <translation>Ajouter un sous-commandement : %1</translation>
    </message>
    <message>
        <location line="+23" />
        <source>Move command up: %1</source>
        <translation>Monter le commandement : %1</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Move command down: %1</source>
        <translation>Descendre le commandement : %1</translation>
    </message>
    <message>
        <location line="+17" />
        <source>%1 has a check waiting: resolve it first</source>
        <translation>%1 a un test en attente : résolvez-le d'abord</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Remove command: %1</source>
        <translation>Supprimer le commandement : %1</translation>
    </message>
    <message>
        <location line="+21" />
        <source>(none: a top command)</source>
        <translation>(aucun : commandement de premier niveau)</translation>
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
        <translation>Aile ou corps</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Army</source>
        <translation>Armée</translation>
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
        <translation>affiche les probabilités du test au d10 par valeur cible, dans et hors de la phase de choc</translation>
    </message>
    <message>
        <location line="+2" />
        <source>one unit's check or rally: its target, each term's rule, the odds</source>
        <translation>test ou ralliement d'une unité : sa valeur cible, la règle de chaque terme, les probabilités</translation>
    </message>
    <message>
        <location line="+3" />
        <source>play steps on a battle file headless (losses, checks, rallies …)</source>
        <translation>joue des étapes sur un fichier de bataille sans interface (pertes, tests, ralliements …)</translation>
    </message>
    <message>
        <location line="+44" />
        <source>Napoleonic morale (--system napoleonic): the morale check on one d10 (a 0 is 10) for every target T from %1 to %2, where T is the unit's current CMR plus its adjustments (B.3.4). A roll of T or less passes; 1 to 4 over T is Morale Disordered; 5 or more over is Routed. In the Shock Combat Phase a natural 1 adds 1 to T and a natural 10 takes 1 off, for that check and to the end of the phase (15.28). A rally passes on T or less (B.4.4). Each cell is the exact probability with the rolls that give it.</source>
        <translation>Moral napoléonien (--system napoleonic) : le test de moral sur un d10 (un 0 vaut 10) pour chaque valeur cible T de %1 à %2, où T est le CMR actuel de l'unité plus ses ajustements (B.3.4). Un jet de T ou moins réussit ; 1 à 4 au-dessus de T donne En désordre ; 5 ou plus au-dessus donne En déroute. Dans la phase de combat de choc, un 1 naturel ajoute 1 à T et un 10 naturel retire 1, pour ce test et jusqu'à la fin de la phase (15.28). Un ralliement réussit sur T ou moins (B.4.4). Chaque case donne la probabilité exacte avec les jets qui la produisent.</translation>
    </message>
    <message>
        <location line="+9" />
        <source>The table subcommand.</source>
        <translation>La sous-commande table.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Print one JSON object, probabilities as reduced fractions ("1/2").</source>
        <translation>Affiche un objet JSON, probabilités en fractions réduites ("1/2").</translation>
    </message>
    <message>
        <location line="+10" />
        <source>Morale check outside the Shock Combat Phase (B.3.4), and the rally (B.4.4):</source>
        <translation>Test de moral hors de la phase de combat de choc (B.3.4), et ralliement (B.4.4) :</translation>
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
        <translation>Réussi</translation>
    </message>
    <message>
        <location line="-13" />
        <location line="+13" />
        <source>Disordered</source>
        <translation>En désordre</translation>
    </message>
    <message>
        <location line="-13" />
        <location line="+13" />
        <source>Routed</source>
        <translation>En déroute</translation>
    </message>
    <message>
        <location line="-13" />
        <source>Rallied</source>
        <translation>Rallié</translation>
    </message>
    <message>
        <location line="+10" />
        <source>In the Shock Combat Phase (15.28, B-3): a natural 1 adds 1 to T, a natural 10 takes 1 off; not for units that test together (B-9):</source>
        <translation>Dans la phase de combat de choc (15.28, B-3) : un 1 naturel ajoute 1 à T, un 10 naturel retire 1 ; pas pour les unités qui testent ensemble (B-9) :</translation>
    </message>
</context>
<context>
    <name>md::nap::NapCommands</name>
    <message>
        <location filename="../app/napoleonic/commands/NapCommands.cpp" line="+40" />
        <source>No losses to record: give figures or cannon.</source>
        <translation>Aucune perte à enregistrer : indiquez des figurines ou des canons.</translation>
    </message>
    <message>
        <location line="+17" />
        <source>Queue check: %1 (%2)</source>
        <translation>Mettre en attente le test : %1 (%2)</translation>
    </message>
    <message>
        <location line="+9" />
        <source>No such queued check.</source>
        <translation>Ce test n'est pas en attente.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Dismiss check: %1 (%2)</source>
        <translation>Écarter le test : %1 (%2)</translation>
    </message>
    <message numerus="yes">
        <location line="+21" />
        <source>Saw %1 rout: %n check(s) (%2)</source>
        <translation>
            <numerusform>Déroute de %1 vue : %n test (%2)</numerusform><numerusform>Déroute de %1 vue : %n tests (%2)</numerusform></translation>
    </message>
    <message>
        <location line="+14" />
        <source>Disorder cleared: %1</source>
        <translation>Désordre levé : %1</translation>
    </message>
    <message>
        <location line="+26" />
        <source>Routed off the table: %1</source>
        <translation>Sorti de la table en déroute : %1</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Army Morale Fatigue: %1</source>
        <translation>Fatigue morale de l'armée : %1</translation>
    </message>
    <message>
        <location line="+11" />
        <source>Officer %1: %2</source>
        <translation>Officier %1 : %2</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Order %1: %2</source>
        <translation>Ordre %1 : %2</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Arrival: %1</source>
        <translation>Arrivée : %1</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Withdrawal: %1</source>
        <translation>Repli : %1</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Position taken: %1</source>
        <translation>Position prise : %1</translation>
    </message>
</context>
<context>
    <name>md::nap::NapDataForm</name>
    <message>
        <location filename="../app/napoleonic/editors/NapDataForm.cpp" line="+30" />
        <source>a name must not be empty</source>
        <translation>un nom ne doit pas être vide</translation>
    </message>
    <message>
        <location line="+2" />
        <source>a name must be at most %1 characters</source>
        <translation>un nom doit faire au plus %1 caractères</translation>
    </message>
    <message>
        <location line="+3" />
        <source>"%1" is already in the list</source>
        <translation>"%1" est déjà dans la liste</translation>
    </message>
    <message>
        <location line="+8" />
        <source>must be at least %1</source>
        <translation>doit être au moins %1</translation>
    </message>
    <message>
        <location line="+2" />
        <source>must be at most %1</source>
        <translation>doit être au plus %1</translation>
    </message>
    <message>
        <location line="+21" />
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location line="+27" />
        <source>Your club's data (B.6)</source>
        <translation>Données de votre club (B.6)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The rules do not give these: they are your club's own data. The values a new battle starts with are examples, not the rules. Replace them with your club's own.</source>
        <translation>Les règles ne les donnent pas : ce sont les données propres à votre club. Les valeurs de départ d'une nouvelle bataille sont des exemples, pas les règles. Remplacez-les par celles de votre club.</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Add terrain: %1</source>
        <translation>Ajouter un terrain : %1</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Remove terrain: %1</source>
        <translation>Supprimer le terrain : %1</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Move terrain: %1</source>
        <translation>Déplacer le terrain : %1</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Terrain</source>
        <translation>Terrain</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Adjustment</source>
        <translation>Ajustement</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Blocks cavalry</source>
        <translation>Bloque la cavalerie</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Blocks sight</source>
        <translation>Bloque la vue</translation>
    </message>
    <message>
        <location line="+26" />
        <source>Rename terrain: %1</source>
        <translation>Renommer le terrain : %1</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Terrain adjustment of %1: %2</source>
        <translation>Ajustement de terrain de %1 : %2</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1 blocks charging cavalry</source>
        <translation>%1 bloque la cavalerie qui charge</translation>
    </message>
    <message>
        <location line="+0" />
        <source>%1 does not block charging cavalry</source>
        <translation>%1 ne bloque pas la cavalerie qui charge</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1 blocks sight</source>
        <translation>%1 bloque la vue</translation>
    </message>
    <message>
        <location line="+0" />
        <source>%1 does not block sight</source>
        <translation>%1 ne bloque pas la vue</translation>
    </message>
    <message>
        <location line="+3" />
        <source>New terrain</source>
        <translation>Nouveau terrain</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Terrain:</source>
        <translation>&amp;Terrain :</translation>
    </message>
    <message>
        <location line="+1" />
        <source>15.54 P03-P05: the terrain chart the seed lacks. X-f: charging cavalry cannot enter terrain that blocks it; 15.74: terrain that blocks sight hides officers.</source>
        <translation>15.54 P03-P05 : la table des terrains absente du texte source. X-f : la cavalerie qui charge ne peut pas entrer dans un terrain qui la bloque ; 15.74 : un terrain qui bloque la vue cache les officiers.</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Add officer benefit: %1</source>
        <translation>Ajouter un bonus d'officier : %1</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Remove officer benefit: %1</source>
        <translation>Supprimer le bonus d'officier : %1</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Move officer benefit: %1</source>
        <translation>Déplacer le bonus d'officier : %1</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Officer type</source>
        <translation>Type d'officier</translation>
    </message>
    <message>
        <location line="+0" />
        <source>CMR benefit</source>
        <translation>Bonus CMR</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Radius (in)</source>
        <translation>Rayon (po)</translation>
    </message>
    <message>
        <location line="+26" />
        <source>Rename officer benefit: %1</source>
        <translation>Renommer le bonus d'officier : %1</translation>
    </message>
    <message>
        <location line="+2" />
        <source>CMR benefit of %1: %2</source>
        <translation>Bonus CMR de %1 : %2</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Radius of %1: %2 in</source>
        <translation>Rayon de %1 : %2 po</translation>
    </message>
    <message>
        <location line="+2" />
        <source>New officer type</source>
        <translation>Nouveau type d'officier</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Offi&amp;cer benefits:</source>
        <translation>Bonus d'&amp;officiers :</translation>
    </message>
    <message>
        <location line="+1" />
        <source>15.56 refers to rules 14.40, which the seed lacks: each officer type's benefit in CMR points (10 % = 1 point, B-29) and its radius in inches.</source>
        <translation>15.56 renvoie aux règles 14.40, absentes du texte source : le bonus de chaque type d'officier en points de CMR (10 % = 1 point, B-29) et son rayon en pouces.</translation>
    </message>
    <message>
        <location line="+13" />
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Inches</source>
        <translation>Pouces</translation>
    </message>
    <message>
        <location line="+29" />
        <source>Add minimum fire zone: %1</source>
        <translation>Ajouter une zone de tir minimale : %1</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Remove minimum fire zone: %1</source>
        <translation>Supprimer la zone de tir minimale : %1</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Move minimum fire zone: %1</source>
        <translation>Déplacer la zone de tir minimale : %1</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Rename minimum fire zone: %1</source>
        <translation>Renommer la zone de tir minimale : %1</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Minimum fire zone of %1: %2 in</source>
        <translation>Zone de tir minimale de %1 : %2 po</translation>
    </message>
    <message>
        <location line="+1" />
        <source>New weapon</source>
        <translation>Nouvelle arme</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Minimum &amp;fire zones:</source>
        <translation>&amp;Zones de tir minimales :</translation>
    </message>
    <message>
        <location line="+1" />
        <source>11.32, 11.34: per weapon type, in inches.</source>
        <translation>11.32, 11.34 : par type d'arme, en pouces.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Add charge range: %1</source>
        <translation>Ajouter une portée de charge : %1</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Remove charge range: %1</source>
        <translation>Supprimer la portée de charge : %1</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Move charge range: %1</source>
        <translation>Déplacer la portée de charge : %1</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Rename charge range: %1</source>
        <translation>Renommer la portée de charge : %1</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Charge range of %1: %2 in</source>
        <translation>Portée de charge de %1 : %2 po</translation>
    </message>
    <message>
        <location line="+1" />
        <source>New cavalry</source>
        <translation>Nouvelle cavalerie</translation>
    </message>
    <message>
        <location line="+0" />
        <source>C&amp;harge ranges:</source>
        <translation>Portées de &amp;charge :</translation>
    </message>
    <message>
        <location line="+1" />
        <source>12.70: per cavalry type, in inches.</source>
        <translation>12.70 : par type de cavalerie, en pouces.</translation>
    </message>
    <message>
        <location line="+8" />
        <source>The phases of a game turn, in order. A check belongs to the phase it is taken in (15.21, 15.28).</source>
        <translation>Les phases d'un tour de jeu, dans l'ordre. Un test appartient à la phase où il est effectué (15.21, 15.28).</translation>
    </message>
    <message>
        <location line="+2" />
        <source>&amp;Phases of a turn:</source>
        <translation>&amp;Phases d'un tour :</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Phases of a turn</source>
        <translation>Phases d'un tour</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Phase to add</source>
        <translation>Phase à ajouter</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The order above is the example order the program starts with, not the rules: put your club's own order in its place.</source>
        <translation>L'ordre ci-dessus est l'ordre d'exemple du programme, pas les règles : remplacez-le par celui de votre club.</translation>
    </message>
    <message>
        <location line="+7" />
        <source>a turn has at least one phase</source>
        <translation>un tour a au moins une phase</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Remove phase: %1</source>
        <translation>Supprimer la phase : %1</translation>
    </message>
    <message>
        <location line="+9" />
        <source>Move phase: %1</source>
        <translation>Déplacer la phase : %1</translation>
    </message>
    <message>
        <location line="+9" />
        <source>Hourly turns are the first and then every this many (the army penalties and orders of B.4.7). Example: 3.</source>
        <translation>Les tours horaires sont le premier, puis un tous les N tours, N étant cette valeur (pénalités et ordres d'armée de B.4.7). Exemple : 3.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>T&amp;urns per hour:</source>
        <translation>Tours par &amp;heure :</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Turns per hour: %1</source>
        <translation>Tours par heure : %1</translation>
    </message>
    <message>
        <location line="+4" />
        <source>E19, 15.84 (B-22): the seed's value is lost. Example: 1 MFP.</source>
        <translation>E19, 15.84 (B-22) : la valeur du texte source est perdue. Exemple : 1 MFP.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Road-exit MFP:</source>
        <translation>MFP de sortie par &amp;route :</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Road-exit MFP: %1</source>
        <translation>MFP de sortie par route : %1</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Add user adjustment: %1</source>
        <translation>Ajouter un ajustement utilisateur : %1</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Remove user adjustment: %1</source>
        <translation>Supprimer l'ajustement utilisateur : %1</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Move user adjustment: %1</source>
        <translation>Déplacer l'ajustement utilisateur : %1</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Id</source>
        <translation>Id</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Label</source>
        <translation>Libellé</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Value</source>
        <translation>Valeur</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Applies to</source>
        <translation>S'applique à</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Use</source>
        <translation>Utiliser</translation>
    </message>
    <message>
        <location line="+16" />
        <source>the id "%1" is already used</source>
        <translation>l'id "%1" est déjà utilisé</translation>
    </message>
    <message>
        <location line="+3" />
        <source>a label must not be empty</source>
        <translation>un libellé ne doit pas être vide</translation>
    </message>
    <message>
        <location line="+2" />
        <source>must be at most %1 characters</source>
        <translation>doit faire au plus %1 caractères</translation>
    </message>
    <message>
        <location line="+18" />
        <source>User adjustment id: %1</source>
        <translation>Id de l'ajustement utilisateur : %1</translation>
    </message>
    <message>
        <location line="+1" />
        <source>User adjustment label of %1: %2</source>
        <translation>Libellé de l'ajustement utilisateur %1 : %2</translation>
    </message>
    <message>
        <location line="+1" />
        <source>User adjustment %1: %2</source>
        <translation>Ajustement utilisateur %1 : %2</translation>
    </message>
    <message>
        <location line="+1" />
        <source>User adjustment %1 applies to: %2</source>
        <translation>L'ajustement utilisateur %1 s'applique à : %2</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Use user adjustment: %1</source>
        <translation>Utiliser l'ajustement utilisateur : %1</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Do not use user adjustment: %1</source>
        <translation>Ne pas utiliser l'ajustement utilisateur : %1</translation>
    </message>
    <message>
        <location line="+10" />
        <source>New adjustment</source>
        <translation>Nouvel ajustement</translation>
    </message>
    <message>
        <location line="+7" />
        <source>User a&amp;djustments:</source>
        <translation>Ajustements &amp;utilisateur :</translation>
    </message>
    <message>
        <location line="+1" />
        <source>B-27: rows of the 15.54 chart the club defines, such as its reading of the illegible N14. Offered in a check only when ticked.</source>
        <translation>B-27 : lignes de la table 15.54 définies par le club, comme sa lecture du N14 illisible. Proposées dans un test seulement si cochées.</translation>
    </message>
    <message>
        <location line="+7" />
        <source>B.4.3 (c), B-16: the seed's text is garbled. Write your club's reading.</source>
        <translation>B.4.3 (c), B-16 : le texte source est altéré. Écrivez la lecture de votre club.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Rall&amp;y restriction (c):</source>
        <translation>Restriction de ra&amp;lliement (c) :</translation>
    </message>
    <message>
        <location line="+8" />
        <source>must not be empty: untick it below instead</source>
        <translation>ne doit pas être vide : décochez-la plutôt ci-dessous</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Rally restriction (c): %1</source>
        <translation>Restriction de ralliement (c) : %1</translation>
    </message>
    <message>
        <location line="+3" />
        <location line="+2" />
        <location line="+2" />
        <source>Apply rally restriction (c)</source>
        <translation>Appliquer la restriction de ralliement (c)</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Do not apply rally restriction (c)</source>
        <translation>Ne pas appliquer la restriction de ralliement (c)</translation>
    </message>
    <message>
        <location line="+13" />
        <source>The rows above are examples the program starts with, not the rules: replace them with your club's own.</source>
        <translation>Les lignes ci-dessus sont les exemples de départ du programme, pas les règles : remplacez-les par celles de votre club.</translation>
    </message>
    <message>
        <location line="+30" />
        <source>at most %1 rows</source>
        <translation>au plus %1 lignes</translation>
    </message>
    <message>
        <location line="+35" />
        <source>%1 is already in the turn: a phase comes once</source>
        <translation>%1 est déjà dans le tour : une phase n'apparaît qu'une fois</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Add phase: %1</source>
        <translation>Ajouter la phase : %1</translation>
    </message>
</context>
<context>
    <name>md::nap::NapEditCommand</name>
    <message>
        <location filename="../app/napoleonic/commands/NapEditCommand.cpp" line="+15" />
        <source>Nothing changed.</source>
        <translation>Rien n'a changé.</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Edit battle</source>
        <translation>Modifier la bataille</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Recovered work</source>
        <translation>Travail récupéré</translation>
    </message>
</context>
<context>
    <name>md::nap::NapEditorForm</name>
    <message>
        <location filename="../app/napoleonic/editors/NapEditorForm.cpp" line="+229" />
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
</context>
<context>
    <name>md::nap::NapEditorPanel</name>
    <message>
        <location filename="../app/napoleonic/editors/NapEditorPanel.cpp" line="+34" />
        <source>Editor</source>
        <translation>Éditeur</translation>
    </message>
</context>
<context>
    <name>md::nap::NapEffects</name>
    <message>
        <location filename="../core/napoleonic/rules/NapEffects.cpp" line="+7" />
        <source>Disordered: half movement (a quarter inside a declared charge or counter-charge zone), -2 in shock combat, close-order infantry fire on the Disordered line, mounted cavalry cannot fire, artillery fires at a quarter; a square gets no bonus against charging cavalry; may retire before an upcoming shock combat; Good again at the next Rally Phase unless within an enemy Minimum Fire Zone (B.4.1, B.4.3).</source>
        <translation>En désordre : demi-mouvement (un quart dans une zone de charge ou de contre-charge déclarée), -2 en combat de choc, l'infanterie en ordre serré tire sur la ligne En désordre, la cavalerie montée ne peut pas tirer, l'artillerie tire au quart ; un carré n'a pas de bonus contre la cavalerie qui charge ; peut se retirer avant un combat de choc imminent ; de nouveau En ordre à la prochaine phase de ralliement sauf dans une zone de tir minimale ennemie (B.4.1, B.4.3).</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Routed: rout move to the rear now; friends within 2" who see it test (I-b, -2); it never moves in a Movement Phase, makes no offensive shock and no fire, fire on it only removes figures, and its only check is the rally check (B.3.6, B.4.2).</source>
        <translation>En déroute : mouvement de déroute vers l'arrière immédiat ; les amis à 2" ou moins qui la voient testent (I-b, -2) ; l'unité ne bouge jamais en phase de mouvement, ne fait ni choc offensif ni tir, le tir contre elle ne fait que retirer des figurines, et son seul test est le test de ralliement (B.3.6, B.4.2).</translation>
    </message>
    <message>
        <location line="+10" />
        <source>Passed: stays Disordered; only the Rally Phase removes disorder (B.3.6).</source>
        <translation>Réussi : reste En désordre ; seule la phase de ralliement lève le désordre (B.3.6).</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Passed: no effect; carry on.</source>
        <translation>Réussi : aucun effet ; continue.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Failed: every cluster figure returns to its parent unit's location and may fire and defend with it; these figures never rout (15.24).</source>
        <translation>Échoué : chaque figurine du groupe de tirailleurs rejoint l'emplacement de son unité mère et peut tirer et se défendre avec elle ; ces figurines ne partent jamais en déroute (15.24).</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Disordered again while Disordered: routs (the escalation option, B-14). %1</source>
        <translation>De nouveau En désordre alors qu'en désordre : déroute (option d'escalade, B-14). %1</translation>
    </message>
    <message>
        <location line="+4" />
        <source>All components form close-order column and retire 10" to the rear (15.23).</source>
        <translation>Tous les éléments forment une colonne en ordre serré et se retirent de 10" vers l'arrière (15.23).</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1 Not Disordered (B-10 option).</source>
        <translation>%1 Pas en désordre (option B-10).</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Disordered again: stays Disordered with no further effect (15.68, B-14).</source>
        <translation>De nouveau En désordre : reste En désordre sans autre effet (15.68, B-14).</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Rallied: Disordered now, Good at the next Rally Phase unless within an enemy Minimum Fire Zone; keeps its facing and column, usually facing the rear (B.4.4, 15.78).</source>
        <translation>Rallié : En désordre maintenant, En ordre à la prochaine phase de ralliement sauf dans une zone de tir minimale ennemie ; garde son orientation et sa colonne, en général face à l'arrière (B.4.4, 15.78).</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Failed to rally: keeps routing and makes one rout move to the rear this Rally Phase; friends it passes take no check (X-c, 15.43, B-34). A second failure removes it.</source>
        <translation>Ralliement échoué : reste en déroute et fait un mouvement de déroute vers l'arrière dans cette phase de ralliement ; les amis qu'elle dépasse ne testent pas (X-c, 15.43, B-34). Un second échec la retire.</translation>
    </message>
    <message numerus="yes">
        <location line="+3" />
        <source>Second failure: the unit is removed as casualties; %n figure(s), %n MFP at the next Army Morale Fatigue Phase (E03, 15.75).</source>
        <translation>
            <numerusform>Second échec : l'unité est retirée comme pertes ; %n figurine, %n MFP à la prochaine phase de fatigue morale de l'armée (E03, 15.75).</numerusform><numerusform>Second échec : l'unité est retirée comme pertes ; %n figurines, %n MFP à la prochaine phase de fatigue morale de l'armée (E03, 15.75).</numerusform></translation>
    </message>
</context>
<context>
    <name>md::nap::NapEngine</name>
    <message>
        <location filename="../core/napoleonic/rules/NapEngine.cpp" line="+83" />
        <source>Enter the figures or cannon %1 lost: at least 1 (or fewer than 0 to correct an entry).</source>
        <translation>Saisissez les figurines ou canons perdus par %1 : au moins 1 (ou moins de 0 pour corriger une saisie).</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1 is no longer on the table.</source>
        <translation>%1 n'est plus sur la table.</translation>
    </message>
    <message numerus="yes">
        <location line="+3" />
        <source>%1 has lost %n figure(s); a correction cannot give back more.</source>
        <translation>
            <numerusform>%1 a perdu %n figurine ; une correction ne peut pas en rendre plus.</numerusform><numerusform>%1 a perdu %n figurines ; une correction ne peut pas en rendre plus.</numerusform></translation>
    </message>
    <message numerus="yes">
        <location line="+2" />
        <source>%1 started with %n figure(s); it cannot lose more than that.</source>
        <translation>
            <numerusform>%1 a commencé avec %n figurine ; impossible d'en perdre plus.</numerusform><numerusform>%1 a commencé avec %n figurines ; impossible d'en perdre plus.</numerusform></translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1 is not artillery: only a battery loses cannon (15.53).</source>
        <translation>%1 n'est pas de l'artillerie : seule une batterie perd des canons (15.53).</translation>
    </message>
    <message numerus="yes">
        <location line="+3" />
        <source>%1 has lost %n cannon; a correction cannot give back more.</source>
        <translation>
            <numerusform>%1 a perdu %n canon ; une correction ne peut pas en rendre plus.</numerusform><numerusform>%1 a perdu %n canons ; une correction ne peut pas en rendre plus.</numerusform></translation>
    </message>
    <message numerus="yes">
        <location line="+2" />
        <source>%1 started with %n cannon; it cannot lose more than that.</source>
        <translation>
            <numerusform>%1 a commencé avec %n canon ; impossible d'en perdre plus.</numerusform><numerusform>%1 a commencé avec %n canons ; impossible d'en perdre plus.</numerusform></translation>
    </message>
    <message>
        <location line="+43" />
        <source>A rally is not queued: try it in the Rally Phase (B.4.4).</source>
        <translation>Un ralliement ne se met pas en attente : tentez-le dans la phase de ralliement (B.4.4).</translation>
    </message>
    <message>
        <location line="+8" />
        <source>%1 is not a friend of %2: only a friendly unit's rout calls for a check (15.31 b, c).</source>
        <translation>%1 n'est pas ami de %2 : seule la déroute d'une unité amie impose un test (15.31 b, c).</translation>
    </message>
    <message>
        <location line="+5" />
        <location line="+91" />
        <source>%1 need not test for %2 (%3): %4</source>
        <translation>%1 n'a pas à tester pour %2 (%3) : %4</translation>
    </message>
    <message>
        <location line="-88" />
        <source>%1's %2 check is already queued.</source>
        <translation>Le test %2 de %1 est déjà en attente.</translation>
    </message>
    <message>
        <location line="+2" />
        <location line="+231" />
        <source>The queue is full (%1 checks); resolve some first.</source>
        <translation>La file est pleine (%1 tests) ; résolvez-en d'abord quelques-uns.</translation>
    </message>
    <message>
        <location line="-221" />
        <source>No check is queued.</source>
        <translation>Aucun test en attente.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>There is no queued check %1; the queue holds %2.</source>
        <translation>Il n'y a pas de test en attente %1 ; la file en contient %2.</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Say why the check is dismissed.</source>
        <translation>Indiquez pourquoi le test est écarté.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The reason is longer than %1 characters.</source>
        <translation>La raison dépasse %1 caractères.</translation>
    </message>
    <message>
        <location line="+19" />
        <source>Name the unit that tests.</source>
        <translation>Nommez l'unité qui teste.</translation>
    </message>
    <message>
        <location line="+4" />
        <source>A routed unit tests to rally with a rally attempt in the Rally Phase (B.4.4).</source>
        <translation>Une unité en déroute teste pour se rallier par une tentative de ralliement dans la phase de ralliement (B.4.4).</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Several units test together only as a formation (a square, a redoubt, a building) or a skirmisher cluster (15.22, 15.24).</source>
        <translation>Plusieurs unités ne testent ensemble qu'en formation (carré, redoute, bâtiment) ou en groupe de tirailleurs (15.22, 15.24).</translation>
    </message>
    <message>
        <location line="+13" />
        <source>%1 is named twice.</source>
        <translation>%1 est cité deux fois.</translation>
    </message>
    <message>
        <location line="+4" />
        <source>%1 is not of the same army as the other units of the check.</source>
        <translation>%1 n'est pas de la même armée que les autres unités du test.</translation>
    </message>
    <message>
        <location line="+81" />
        <source>A d10 shows 1 to 10 (0 reads as 10), not %1.</source>
        <translation>Un d10 donne 1 à 10 (0 vaut 10), pas %1.</translation>
    </message>
    <message>
        <location line="+53" />
        <source>%1 is not routed: only a routing unit's friends test (I-b, I-c).</source>
        <translation>%1 n'est pas en déroute : seuls les amis d'une unité en déroute testent (I-b, I-c).</translation>
    </message>
    <message>
        <location line="+12" />
        <source>%1 is the routing unit itself.</source>
        <translation>%1 est l'unité en déroute elle-même.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1 is not a friend of %2: only friends within 2" test (15.31 b, c).</source>
        <translation>%1 n'est pas ami de %2 : seuls les amis à 2" ou moins testent (15.31 b, c).</translation>
    </message>
    <message>
        <location line="+4" />
        <source>%1: %2 %3</source>
        <translation>%1 : %2 %3</translation>
    </message>
    <message>
        <location line="+5" />
        <source>%1: its %2 check is already queued.</source>
        <translation>%1 : son test %2 est déjà en attente.</translation>
    </message>
    <message>
        <location line="+8" />
        <source>N09 (-2) if it sees %1 rout</source>
        <translation>N09 (-2) si l'unité voit %1 en déroute</translation>
    </message>
    <message numerus="yes">
        <location line="+74" />
        <source>Resolve the queued checks first (15.32, 15.42): %n check(s) queued, the first %1's %2.</source>
        <translation>
            <numerusform>Résolvez d'abord les tests en attente (15.32, 15.42) : %n test en attente, le premier : %2 de %1.</numerusform><numerusform>Résolvez d'abord les tests en attente (15.32, 15.42) : %n tests en attente, le premier : %2 de %1.</numerusform></translation>
    </message>
    <message>
        <location line="+5" />
        <source>The battle has no phases in its turn sequence; add them in the battle's data.</source>
        <translation>La bataille n'a aucune phase dans sa séquence de tour ; ajoutez-les dans les données de la bataille.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Turn %1 is the last a battle file holds.</source>
        <translation>Le tour %1 est le dernier qu'un fichier de bataille peut contenir.</translation>
    </message>
</context>
<context>
    <name>md::nap::NapExport</name>
    <message>
        <location filename="../app/napoleonic/NapExport.cpp" line="+22" />
        <source>--%1 must be a whole number from %2 to %3, not "%4"</source>
        <translation>--%1 doit être un nombre entier de %2 à %3, pas "%4"</translation>
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
        <translation>Exporte un PDF imprimable (texte réel, recherchable) :
  sheet FILE                  la feuille d'armée remplie depuis un fichier de bataille : CMR actuel,
                              état et échecs de ralliement de chaque unité, MFP et statut des armées
  blank-sheet [--commands N] [--units N]
                              une feuille d'armée vierge : N commandements (défaut %1), N lignes
                              d'unités chacun (défaut %2), et le registre MFP
  card                        la carte de référence rapide d'une page</translation>
    </message>
    <message>
        <location line="+10" />
        <source>For sheet: the Napoleonic battle file.</source>
        <translation>Pour sheet : le fichier de bataille napoléonien.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>blank-sheet: spaces for N commands (1-%1).</source>
        <translation>blank-sheet : emplacements pour N commandements (1-%1).</translation>
    </message>
    <message>
        <location line="+2" />
        <source>blank-sheet: N unit rows per command (1-%1).</source>
        <translation>blank-sheet : N lignes d'unités par commandement (1-%1).</translation>
    </message>
    <message>
        <location line="+14" />
        <source>give the Napoleonic battle file to fill the sheet from</source>
        <translation>indiquez le fichier de bataille napoléonien servant à remplir la feuille</translation>
    </message>
    <message>
        <location line="+4" />
        <source>--%1 goes with "export %2", not "export %3"</source>
        <translation>--%1 va avec "export %2", pas "export %3"</translation>
    </message>
</context>
<context>
    <name>md::nap::NapFieldReader</name>
    <message numerus="yes">
        <location filename="../core/napoleonic/io/NapFieldReader.cpp" line="+90" />
        <source>%n more problem(s) not listed</source>
        <translation>
            <numerusform>%n autre problème non listé</numerusform><numerusform>%n autres problèmes non listés</numerusform></translation>
    </message>
    <message numerus="yes">
        <location line="+1" />
        <source>%n more problem(s) not listed; the rules across fields were not checked</source>
        <translation>
            <numerusform>%n autre problème non listé ; les règles entre champs n'ont pas été vérifiées</numerusform><numerusform>%n autres problèmes non listés ; les règles entre champs n'ont pas été vérifiées</numerusform></translation>
    </message>
    <message>
        <location line="+39" />
        <source>unexpected key for %1</source>
        <translation>clé inattendue pour %1</translation>
    </message>
    <message>
        <location line="+2" />
        <source>unknown key</source>
        <translation>clé inconnue</translation>
    </message>
    <message>
        <location line="+20" />
        <location line="+76" />
        <source>expected a string, found %1</source>
        <translation>chaîne attendue, trouvé %1</translation>
    </message>
    <message>
        <location line="-71" />
        <location line="+76" />
        <source>holds an unpaired surrogate (a \u escape of half a character)</source>
        <translation>contient un substitut non apparié (un échappement \u d'un demi-caractère)</translation>
    </message>
    <message>
        <location line="-63" />
        <source>expected true or false, found %1</source>
        <translation>true ou false attendu, trouvé %1</translation>
    </message>
    <message>
        <location line="+17" />
        <source>expected a whole number between %1 and %2, found %3</source>
        <translation>nombre entier entre %1 et %2 attendu, trouvé %3</translation>
    </message>
    <message>
        <location line="+11" />
        <location line="+23" />
        <source>expected an object, found %1</source>
        <translation>objet attendu, trouvé %1</translation>
    </message>
    <message>
        <location line="-10" />
        <source>expected an array, found %1</source>
        <translation>tableau attendu, trouvé %1</translation>
    </message>
    <message>
        <location filename="../core/napoleonic/io/NapFieldReader.h" line="+68" />
        <source>expected one of %1; found %2</source>
        <translation>une valeur parmi %1 attendue ; trouvé %2</translation>
    </message>
</context>
<context>
    <name>md::nap::NapFilledSheetDocument</name>
    <message>
        <location filename="../app/napoleonic/print/NapFilledSheetDocument.cpp" line="+17" />
        <source>MFP total %1, used %2 (B.4.5, B.4.6); %3; demoralization penalty %4, campaign penalty %5 (B.4.7, 15.96).</source>
        <translation>MFP total %1, utilisés %2 (B.4.5, B.4.6) ; %3 ; pénalité de démoralisation %4, pénalité de campagne %5 (B.4.7, 15.96).</translation>
    </message>
    <message>
        <location line="+27" />
        <source>Battle</source>
        <translation>Bataille</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Battleday</source>
        <translation>Journée de bataille</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Turn</source>
        <translation>Tour</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Phase</source>
        <translation>Phase</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Hourly turn</source>
        <translation>Tour horaire</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Yes</source>
        <translation>Oui</translation>
    </message>
    <message>
        <location line="+0" />
        <source>No</source>
        <translation>Non</translation>
    </message>
    <message>
        <location line="+4" />
        <source>CMR now: the current CMR at this phase with every permanent and temporary term (B.3.1), before the situation's adjustments (B.3.2, B.3.3).</source>
        <translation>CMR actuel : le CMR courant à cette phase avec tous les termes permanents et temporaires (B.3.1), avant les ajustements de situation (B.3.2, B.3.3).</translation>
    </message>
    <message>
        <location line="+5" />
        <source>This battle has no armies yet.</source>
        <translation>Cette bataille n'a encore aucune armée.</translation>
    </message>
    <message>
        <location line="+10" />
        <source>Checks to take</source>
        <translation>Tests à effectuer</translation>
    </message>
    <message>
        <location line="+2" />
        <source>None pending.</source>
        <translation>Aucun en attente.</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Unit</source>
        <translation>Unité</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Circumstance (B.2)</source>
        <translation>Circonstance (B.2)</translation>
    </message>
    <message>
        <location line="+0" />
        <source>When</source>
        <translation>Quand</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Note</source>
        <translation>Note</translation>
    </message>
    <message>
        <location line="+3" />
        <source>At once (15.32)</source>
        <translation>Immédiat (15.32)</translation>
    </message>
    <message>
        <location line="+0" />
        <source>At the phase's end (15.42)</source>
        <translation>En fin de phase (15.42)</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Notes</source>
        <translation>Notes</translation>
    </message>
</context>
<context>
    <name>md::nap::NapFormation</name>
    <message>
        <location filename="../core/napoleonic/model/NapEnums.h" line="-41" />
        <source>Line</source>
        <translation>Ligne</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Column</source>
        <translation>Colonne</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Pre-formed column</source>
        <translation>Colonne préformée</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Square</source>
        <translation>Carré</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Open order, fully deployed</source>
        <translation>Ordre dispersé, entièrement déployé</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Open order, partially deployed</source>
        <translation>Ordre dispersé, partiellement déployé</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Limbered</source>
        <translation>Avant-train accroché</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Unlimbered</source>
        <translation>Avant-train décroché</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Mounted</source>
        <translation>Monté</translation>
    </message>
</context>
<context>
    <name>md::nap::NapGrade</name>
    <message>
        <location line="-23" />
        <source>Militia</source>
        <translation>Milice</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Line</source>
        <translation>Ligne</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Elite</source>
        <translation>Élite</translation>
    </message>
</context>
<context>
    <name>md::nap::NapListEditor</name>
    <message>
        <location filename="../app/napoleonic/editors/NapListEditor.cpp" line="+19" />
        <source>Add</source>
        <translation>Ajouter</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Remove</source>
        <translation>Supprimer</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Up</source>
        <translation>Monter</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Down</source>
        <translation>Descendre</translation>
    </message>
    <message>
        <location line="+13" />
        <source>Move the selected entry up</source>
        <translation>Monter l'entrée sélectionnée</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Move the selected entry down</source>
        <translation>Descendre l'entrée sélectionnée</translation>
    </message>
</context>
<context>
    <name>md::nap::NapLogEvent</name>
    <message>
        <location filename="../core/napoleonic/model/NapEnums.h" line="+227" />
        <source>Losses</source>
        <translation>Pertes</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Morale check</source>
        <translation>Test de moral</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Rally attempt</source>
        <translation>Tentative de ralliement</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Disorder removed</source>
        <translation>Désordre levé</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Army Morale Fatigue Phase</source>
        <translation>Phase de fatigue morale de l'armée</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Phase ended</source>
        <translation>Phase terminée</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Turn ended</source>
        <translation>Tour terminé</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Command changed</source>
        <translation>Commandement modifié</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Position taken</source>
        <translation>Position prise</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Routed off the table</source>
        <translation>Sorti de la table en déroute</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Check dismissed</source>
        <translation>Test écarté</translation>
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
Détail : %2</translation>
    </message>
    <message>
        <location line="+13" />
        <source>Turn</source>
        <translation>Tour</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Phase</source>
        <translation>Phase</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Event</source>
        <translation>Événement</translation>
    </message>
    <message>
        <location line="+2" />
        <source>What happened</source>
        <translation>Ce qui s'est passé</translation>
    </message>
</context>
<context>
    <name>md::nap::NapLossBox</name>
    <message>
        <location filename="../app/napoleonic/widgets/NapLossBox.cpp" line="+17" />
        <source>Losses</source>
        <translation>Pertes</translation>
    </message>
    <message>
        <location line="+5" />
        <source>To &amp;Shock Combat (E02)</source>
        <translation>En &amp;combat de choc (E02)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Record &amp;losses</source>
        <translation>Enregistrer les &amp;pertes</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Figures lost</source>
        <translation>Figurines perdues</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Cannon lost</source>
        <translation>Canons perdus</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Losses to Shock Combat cost MFP (E02) but call for no fire check (B.2.1).</source>
        <translation>Les pertes en combat de choc coûtent des MFP (E02) mais n'imposent aucun test de tir (B.2.1).</translation>
    </message>
    <message>
        <location line="+4" />
        <source>&amp;Figures:</source>
        <translation>&amp;Figurines :</translation>
    </message>
    <message>
        <location line="+2" />
        <source>&amp;Cannon:</source>
        <translation>Ca&amp;nons :</translation>
    </message>
    <message>
        <location line="+39" />
        <source>Select a unit in the order of battle first.</source>
        <translation>Sélectionnez d'abord une unité dans l'ordre de bataille.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Give the figures (or cannon) %1 lost.</source>
        <translation>Indiquez les figurines (ou canons) perdues par %1.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Records the losses of %1 in the current phase and queues the check they call for (B.2).</source>
        <translation>Enregistre les pertes de %1 dans la phase en cours et met en attente le test qu'elles imposent (B.2).</translation>
    </message>
    <message>
        <location line="+20" />
        <source>Recorded; no check queued.</source>
        <translation>Enregistré ; aucun test mis en attente.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Recorded; queued: %1</source>
        <translation>Enregistré ; en attente : %1</translation>
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
        <translation>Points de fatigue morale de l'armée</translation>
    </message>
    <message>
        <location line="+3" />
        <source>The used total against the army's total, from 0 to 200 %. At 90 % the army announces it is within 10 % of Army Demoralization (15.97); over 100 % it is demoralized; at 150 % and 200 % the penalty grows and every order becomes March (B.4.7).</source>
        <translation>Le total utilisé par rapport au total de l'armée, de 0 à 200 %. À 90 %, l'armée annonce qu'elle est à 10 % de la démoralisation (15.97) ; au-delà de 100 %, elle est démoralisée ; à 150 % et 200 %, la pénalité augmente et tout ordre devient Marche (B.4.7).</translation>
    </message>
    <message>
        <location line="+60" />
        <source>The army has no Morale Fatigue Points total</source>
        <translation>L'armée n'a pas de total de points de fatigue morale</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Used %1 of %2 MFP (%3 %)</source>
        <translation>%1 MFP utilisés sur %2 (%3 %)</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Used %1 of %2 MFP (%3 %); after this phase %4 (%5 %)</source>
        <translation>%1 MFP utilisés sur %2 (%3 %) ; après cette phase %4 (%5 %)</translation>
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
        <translation>1-3 figurines</translation>
    </message>
    <message>
        <location line="+2" />
        <source>4-7 figures</source>
        <translation>4-7 figurines</translation>
    </message>
    <message>
        <location line="+2" />
        <source>8-10 figures</source>
        <translation>8-10 figurines</translation>
    </message>
    <message>
        <location line="+2" />
        <source>11 or more figures</source>
        <translation>11 figurines ou plus</translation>
    </message>
    <message>
        <location line="+13" />
        <source>How the army's MFP total is made (B.4.5)</source>
        <translation>Composition du total MFP de l'armée (B.4.5)</translation>
    </message>
    <message>
        <location line="+7" />
        <source>MFP total breakdown</source>
        <translation>Détail du total MFP</translation>
    </message>
    <message>
        <location line="+43" />
        <source>%1 artillery or train</source>
        <translation>Artillerie ou train %1</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <location line="+7" />
        <source>%1 officer</source>
        <translation>Officier %1</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Position: %1</source>
        <translation>Position : %1</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Other scenario MFP</source>
        <translation>Autres MFP du scénario</translation>
    </message>
    <message>
        <location line="+11" />
        <source>Counted</source>
        <translation>Comptés</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Number</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <location line="+0" />
        <source>MFP</source>
        <translation>MFP</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Total M</source>
        <translation>Total M</translation>
    </message>
    <message>
        <location line="+2" />
        <source>No army chosen.</source>
        <translation>Aucune armée choisie.</translation>
    </message>
</context>
<context>
    <name>md::nap::NapMfpEvent</name>
    <message>
        <location filename="../core/napoleonic/model/NapEnums.h" line="-42" />
        <source>Figure lost to Fire Attack combat</source>
        <translation>Figurine perdue en combat par le feu</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Figure lost to Shock Combat</source>
        <translation>Figurine perdue en combat de choc</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Figure removed for failing the second rally attempt</source>
        <translation>Figurine retirée après l'échec de la seconde tentative de ralliement</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Figure surrendered</source>
        <translation>Figurine rendue</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Battery or train de-crewed by Fire or Shock Combat</source>
        <translation>Batterie ou train privé de servants par le feu ou le combat de choc</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Battery or train overrun by Shock Combat</source>
        <translation>Batterie ou train submergé en combat de choc</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Brigade, divisional, corps or wing commander wounded or killed</source>
        <translation>Commandant de brigade, de division, de corps ou d'aile blessé ou tué</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Corps or wing headquarters routed or lost</source>
        <translation>Quartier général de corps ou d'aile en déroute ou perdu</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Army or nation commander wounded or killed</source>
        <translation>Commandant d'armée ou de nation blessé ou tué</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Army or nation headquarters routed or lost</source>
        <translation>Quartier général d'armée ou de nation en déroute ou perdu</translation>
    </message>
    <message>
        <location line="+1" />
        <source>ATTACK order in effect on an hourly turn</source>
        <translation>Ordre ATTAQUE en vigueur lors d'un tour horaire</translation>
    </message>
    <message>
        <location line="+1" />
        <source>ENGAGE or DEFEND order in effect on an hourly turn</source>
        <translation>Ordre ENGAGEMENT ou DÉFENSE en vigueur lors d'un tour horaire</translation>
    </message>
    <message>
        <location line="+1" />
        <source>MARCH order in effect on an hourly turn</source>
        <translation>Ordre MARCHE en vigueur lors d'un tour horaire</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Unit violated its command's orders</source>
        <translation>Unité ayant violé les ordres de son commandement</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Unit involuntarily violated formation order restrictions</source>
        <translation>Unité ayant involontairement violé les restrictions d'ordre de formation</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Defend/Hold order marker overrun</source>
        <translation>Marqueur d'ordre Défense/Tenir submergé</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Hour of march by an arriving command</source>
        <translation>Heure de marche d'un commandement arrivant</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Geographical objective held or lost</source>
        <translation>Objectif géographique tenu ou perdu</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Enemy unit exits or touches a road entrance/exit point</source>
        <translation>Unité ennemie sortant ou touchant un point d'entrée/sortie de route</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Command withdraws or is forced to retreat (per unit)</source>
        <translation>Commandement se repliant ou forcé à la retraite (par unité)</translation>
    </message>
</context>
<context>
    <name>md::nap::NapMfpLedger</name>
    <message>
        <location filename="../app/napoleonic/widgets/NapMfpLedger.cpp" line="+38" />
        <source>&amp;Apply the phase</source>
        <translation>&amp;Appliquer la phase</translation>
    </message>
    <message>
        <location line="+10" />
        <source>A&amp;rmy:</source>
        <translation>A&amp;rmée :</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Army</source>
        <translation>Armée</translation>
    </message>
    <message>
        <location line="+20" />
        <source>This phase's MFP</source>
        <translation>MFP de cette phase</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Adds this phase's events to the army's used total, tells both sides (15.87) and sets the army's standing (B.4.7).</source>
        <translation>Ajoute les événements de cette phase au total utilisé de l'armée, en informe les deux camps (15.87) et fixe le statut de l'armée (B.4.7).</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Announcement</source>
        <translation>Annonce</translation>
    </message>
    <message>
        <location line="+19" />
        <source>Event</source>
        <translation>Événement</translation>
    </message>
    <message>
        <location line="+0" />
        <source>MFP each</source>
        <translation>MFP chacun</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Count</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Value</source>
        <translation>Valeur</translation>
    </message>
    <message>
        <location line="+0" />
        <source>MFP</source>
        <translation>MFP</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Source</source>
        <translation>Source</translation>
    </message>
    <message>
        <location line="+19" />
        <source>%1 count</source>
        <translation>%1 : nombre</translation>
    </message>
    <message>
        <location line="+7" />
        <source>%1 MFP each</source>
        <translation>%1 : MFP chacun</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The scenario's MFP for the position (15.86); negative for one the army took back from the enemy.</source>
        <translation>Les MFP du scénario pour la position (15.86) ; négatif pour une position reprise à l'ennemi par l'armée.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The scenario's MFP for each enemy unit at a road exit (15.84); the players' data gives the default (B-22).</source>
        <translation>Les MFP du scénario pour chaque unité ennemie à une sortie de route (15.84) ; les données des joueurs donnent la valeur par défaut (B-22).</translation>
    </message>
    <message>
        <location line="+139" />
        <source>counted by the program</source>
        <translation>compté par le programme</translation>
    </message>
    <message>
        <location line="+0" />
        <source>the program counted %1</source>
        <translation>le programme a compté %1</translation>
    </message>
    <message>
        <location line="+8" />
        <source>This phase: %1 MFP</source>
        <translation>Cette phase : %1 MFP</translation>
    </message>
    <message>
        <location line="+6" />
        <location line="+32" />
        <source>The battle has no army.</source>
        <translation>La bataille n'a aucune armée.</translation>
    </message>
    <message>
        <location line="-23" />
        <source>Used %1 of %2 MFP before this phase (%3 %), %4 after it (%5 %).</source>
        <translation>%1 MFP utilisés sur %2 avant cette phase (%3 %), %4 après (%5 %).</translation>
    </message>
    <message>
        <location line="+6" />
        <source>&lt;b&gt;Now:&lt;/b&gt; %1. %2</source>
        <translation>&lt;b&gt;Maintenant :&lt;/b&gt; %1. %2</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Penalty so far: %1 CMR.</source>
        <translation>Pénalité jusqu'ici : %1 CMR.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>&lt;b&gt;After this phase:&lt;/b&gt; %1. %2</source>
        <translation>&lt;b&gt;Après cette phase :&lt;/b&gt; %1. %2</translation>
    </message>
    <message>
        <location line="+3" />
        <source>The %1 army is within 10 % of Army Demoralization and says so (15.97).</source>
        <translation>L'armée %1 est à 10 % de la démoralisation et l'annonce (15.97).</translation>
    </message>
    <message>
        <location line="+11" />
        <source>MFP are added in the Army Morale Fatigue Phase (15.85).</source>
        <translation>Les MFP sont ajoutés dans la phase de fatigue morale de l'armée (15.85).</translation>
    </message>
    <message>
        <location line="+4" />
        <source>The %1 army's phase of turn %2 is recorded.</source>
        <translation>La phase du tour %2 de l'armée %1 est enregistrée.</translation>
    </message>
    <message>
        <location line="+36" />
        <source>&lt;b&gt;Not applied:&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;Non appliqué :&lt;/b&gt; %1</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Added %1 MFP: used %2 of %3.</source>
        <translation>%1 MFP ajoutés : %2 utilisés sur %3.</translation>
    </message>
    <message>
        <location line="+4" />
        <source>&lt;b&gt;The %1 army is within 10 % of Army Demoralization (15.97).&lt;/b&gt;</source>
        <translation>&lt;b&gt;L'armée %1 est à 10 % de la démoralisation (15.97).&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+2" />
        <source>&lt;b&gt;The %1 army is demoralized: %2.&lt;/b&gt; %3</source>
        <translation>&lt;b&gt;L'armée %1 est démoralisée : %2.&lt;/b&gt; %3</translation>
    </message>
    <message>
        <location line="+4" />
        <source>&lt;b&gt;The %1 army returns to normal morale standing (15.92).&lt;/b&gt;</source>
        <translation>&lt;b&gt;L'armée %1 retrouve un statut moral normal (15.92).&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+14" />
        <source>normal morale standing</source>
        <translation>statut moral normal</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Army Demoralized</source>
        <translation>Armée démoralisée</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Army Demoralized, 150 % reached</source>
        <translation>Armée démoralisée, 150 % atteints</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Army Demoralized, 200 % reached</source>
        <translation>Armée démoralisée, 200 % atteints</translation>
    </message>
    <message>
        <location line="+8" />
        <source>No demoralization penalty.</source>
        <translation>Aucune pénalité de démoralisation.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Every unit's CMR -1 per hourly game turn, added up (B.4.7); Attack orders become Engage, and no Attack, General Advance or Pursuit order may be issued (15.94, 15.95).</source>
        <translation>CMR de chaque unité -1 par tour horaire, cumulé (B.4.7) ; les ordres Attaque deviennent Engagement, et aucun ordre Attaque, Avance générale ou Poursuite ne peut être donné (15.94, 15.95).</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Every unit's CMR -2 per hourly game turn, added up; every command's order becomes March and no other order may be issued (15.93).</source>
        <translation>CMR de chaque unité -2 par tour horaire, cumulé ; l'ordre de chaque commandement devient Marche et aucun autre ordre ne peut être donné (15.93).</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Every unit's CMR -3 per hourly game turn, added up; March orders only (B.4.7).</source>
        <translation>CMR de chaque unité -3 par tour horaire, cumulé ; ordres Marche uniquement (B.4.7).</translation>
    </message>
</context>
<context>
    <name>md::nap::NapOfficerStatus</name>
    <message>
        <location filename="../core/napoleonic/model/NapEnums.h" line="-147" />
        <source>Alive</source>
        <translation>Vivant</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Wounded</source>
        <translation>Blessé</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Killed</source>
        <translation>Tué</translation>
    </message>
</context>
<context>
    <name>md::nap::NapOptions</name>
    <message>
        <location filename="../core/napoleonic/NapOptions.cpp" line="+20" />
        <source>50 % figure loss: the chart's −2 (N17) stacks with 15.52's −2 instead of counting once (B-5)</source>
        <translation>50 % de pertes en figurines : le −2 de la table (N17) se cumule avec le −2 de 15.52 au lieu de compter une fois (B-5)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Optional rule 15.53a: cannon lost count like figures, permanently, instead of −1 this phase only</source>
        <translation>Règle optionnelle 15.53a : les canons perdus comptent comme des figurines, de façon permanente, au lieu de −1 pour cette phase seulement</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Grade (for X-a and MFP) from the current CMR instead of the starting battleday CMR (B-4)</source>
        <translation>Qualité (pour X-a et les MFP) d'après le CMR actuel au lieu du CMR de début de journée de bataille (B-4)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Officer benefits (P06) summed instead of the best single officer (B-31)</source>
        <translation>Bonus d'officiers (P06) additionnés au lieu du meilleur officier seul (B-31)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Terrain adjustments (P03–P05) summed instead of the best single value (B-31)</source>
        <translation>Ajustements de terrain (P03–P05) additionnés au lieu de la meilleure valeur seule (B-31)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Fully deployed skirmishers failing by 1–4 retire in column without also being Disordered (B-10)</source>
        <translation>Des tirailleurs entièrement déployés qui échouent de 1–4 se retirent en colonne sans être aussi En désordre (B-10)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>A Disordered unit getting a Disorder result routs (B-14)</source>
        <translation>Une unité En désordre qui obtient un résultat Désordre part en déroute (B-14)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>15.28 is omitted only for a grouped unit's first check, as 15.29 literally says (B-9)</source>
        <translation>15.28 n'est omis que pour le premier test d'une unité groupée, comme le dit littéralement 15.29 (B-9)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Demoralization penalty recomputed as −rate × hours demoralized instead of accumulated (B.4.7)</source>
        <translation>Pénalité de démoralisation recalculée comme −taux × heures de démoralisation au lieu d'être cumulée (B.4.7)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>A unit routing off the table costs 1 MFP per remaining figure, as E03 (B-19)</source>
        <translation>Une unité sortant de la table en déroute coûte 1 MFP par figurine restante, comme E03 (B-19)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>A withdrawing command's MFP value is removed from the army's total (B-21, 15.80)</source>
        <translation>La valeur MFP d'un commandement qui se replie est retirée du total de l'armée (B-21, 15.80)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Independent skirmish companies count as MFP units (B-33)</source>
        <translation>Les compagnies de tirailleurs indépendantes comptent comme unités MFP (B-33)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Offer N16: receiving check, partially unarmed (non-European units) (B-27)</source>
        <translation>Proposer N16 : test de réception, partiellement désarmé (unités non européennes) (B-27)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Campaign rule: −1 CMR for an army that exceeded its MFP on the previous battleday (15.96)</source>
        <translation>Règle de campagne : −1 CMR pour une armée ayant dépassé ses MFP lors de la journée de bataille précédente (15.96)</translation>
    </message>
    <message>
        <location line="+13" />
        <source>Adjustments are added to the CMR (the target), never to the roll (B-1)</source>
        <translation>Les ajustements s'ajoutent au CMR (la valeur cible), jamais au jet (B-1)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Roll over the target by 1–4: Disordered; by 5 or more: Routed; at or under: pass (B-2)</source>
        <translation>Jet supérieur à la valeur cible de 1–4 : En désordre ; de 5 ou plus : En déroute ; égal ou inférieur : réussi (B-2)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>15.28's ±1 for a natural 1 or 10 applies to the check that rolled it, cumulatively in the Shock Phase (B-3, B.3.4)</source>
        <translation>Le ±1 de 15.28 pour un 1 ou 10 naturel s'applique au test qui l'a obtenu, de façon cumulative dans la phase de choc (B-3, B.3.4)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>A square or building's units test once against the highest current CMR (B-32, B.2.3)</source>
        <translation>Les unités d'un carré ou d'un bâtiment testent une fois contre le CMR actuel le plus élevé (B-32, B.2.3)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>A battery at half crew and half cannon takes −2 once, not −4 (B-35, B-30, B.3.1)</source>
        <translation>Une batterie à demi-servants et demi-canons subit −2 une fois, pas −4 (B-35, B-30, B.3.1)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>With 15.53a, the permanent cannon count replaces this phase's −1; nothing is subtracted twice (B.3.1)</source>
        <translation>Avec 15.53a, le décompte permanent des canons remplace le −1 de cette phase ; rien n'est soustrait deux fois (B.3.1)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Cavalry distance bands: within 4", over 4" to 8", over 8" to 16" (B-6, B.3.2)</source>
        <translation>Tranches de distance de cavalerie : jusqu'à 4", plus de 4" à 8", plus de 8" à 16" (B-6, B.3.2)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Officer benefits in CMR points; a percentage converts at 10 % = 1 point, rounded down (B-29, B.3.2)</source>
        <translation>Bonus d'officiers en points de CMR ; un pourcentage se convertit à 10 % = 1 point, arrondi à l'inférieur (B-29, B.3.2)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Shock odds adjustments −4 … +2 as a steady sequence; 75–199 %: 0 (B-7, B.3.3)</source>
        <translation>Ajustements de rapport de forces au choc −4 … +2 en suite régulière ; 75–199 % : 0 (B-7, B.3.3)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Shock odds apply to receiving checks against an assault that is not a cavalry charge (B-8, B.3.3)</source>
        <translation>Le rapport de forces au choc s'applique aux tests de réception contre un assaut qui n'est pas une charge de cavalerie (B-8, B.3.3)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Shock odds percentage is floor(100 × attacker ÷ defender), then looked up (B.3.3)</source>
        <translation>Le pourcentage du rapport de forces au choc est floor(100 × attaquant ÷ défenseur), puis lu dans la table (B.3.3)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Exemption X-b compares twice the routing unit's figures with the testing unit's current figures (B-11)</source>
        <translation>L'exemption X-b compare le double des figurines de l'unité en déroute aux figurines actuelles de l'unité qui teste (B-11)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>A "formed" unit is a close-order unit, neither skirmishers nor routed (B-12)</source>
        <translation>Une unité "formée" est une unité en ordre serré, ni tirailleurs ni en déroute (B-12)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>A failed check to declare a charge: no charge, and the Disordered or Routed result applies (B-13)</source>
        <translation>Un test échoué pour déclarer une charge : pas de charge, et le résultat En désordre ou En déroute s'applique (B-13)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>A Disordered unit receiving shock has only 15.67's −2 in combat, no extra morale adjustment (B-15)</source>
        <translation>Une unité En désordre qui reçoit un choc n'a que le −2 de 15.67 au combat, sans ajustement de moral supplémentaire (B-15)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Rally restriction (c) is the club's own wording, off unless enabled in the players' data (B-16, B.4.3)</source>
        <translation>La restriction de ralliement (c) est la formulation propre au club, inactive sauf si activée dans les données des joueurs (B-16, B.4.3)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>A rally is pass or fail: roll at or under the target rallies to Disordered (B-17, B.4.4)</source>
        <translation>Un ralliement réussit ou échoue : un jet égal ou inférieur à la valeur cible rallie l'unité, En désordre (B-17, B.4.4)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Failed rally attempts count per rout and reset when the unit rallies; the second removes it (B-18, B.4.4)</source>
        <translation>Les tentatives de ralliement échouées se comptent par déroute et sont remises à zéro quand l'unité se rallie ; la seconde la retire (B-18, B.4.4)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>A unit failing to rally makes one rout move in the Rally Phase, not two (B-34, B.4.4)</source>
        <translation>Une unité qui échoue à se rallier fait un seul mouvement de déroute dans la phase de ralliement, pas deux (B-34, B.4.4)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The MFP per unit table as reconstructed, Line 5–7, artillery and train 1/2/3 (B-20, B.4.5)</source>
        <translation>La table des MFP par unité telle que reconstituée, ligne 5–7, artillerie et train 1/2/3 (B-20, B.4.5)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Units of 13 or more figures use the 11–12 figures column of the MFP table (B.4.5)</source>
        <translation>Les unités de 13 figurines ou plus utilisent la colonne 11–12 figurines de la table des MFP (B.4.5)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>A withdrawing command's 1 MFP per unit stays on the register; on return it arrives as reinforcements (B-21)</source>
        <translation>Le 1 MFP par unité d'un commandement qui se replie reste au registre ; à son retour, il arrive en renfort (B-21)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The road-exit MFP (players' data) is charged to the side whose exit is touched (B-22)</source>
        <translation>Les MFP de sortie par route (données des joueurs) sont imputés au camp dont la sortie est touchée (B-22)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>E17 costs 1 MFP per arriving command and hour, not per unit (B.4.6)</source>
        <translation>E17 coûte 1 MFP par commandement arrivant et par heure, pas par unité (B.4.6)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Stray characters and handwritten notes of the scan are ignored (B-23, B-28)</source>
        <translation>Les caractères parasites et notes manuscrites du scan sont ignorés (B-23, B-28)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Demoralization penalty: each hourly turn adds the current tier's rate, cumulatively (B-24, B.4.7)</source>
        <translation>Pénalité de démoralisation : chaque tour horaire ajoute le taux du palier actuel, de façon cumulative (B-24, B.4.7)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Demoralized when used is strictly over the total; 90 %, 150 % and 200 % are reached at or over (B-25)</source>
        <translation>Démoralisée quand l'utilisé dépasse strictement le total ; 90 %, 150 % et 200 % sont atteints à égalité ou au-delà (B-25)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Back to normal standing the penalty resets to 0; changed orders stay until re-issued (B-26, B.4.7)</source>
        <translation>Au retour au statut normal, la pénalité revient à 0 ; les ordres modifiés restent jusqu'à nouvel ordre (B-26, B.4.7)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>N14, illegible in the seed, is a row the players define (B-27)</source>
        <translation>N14, illisible dans le texte source, est une ligne définie par les joueurs (B-27)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>15.28 is not applied to a grouped check (square, building, cluster) (B-9)</source>
        <translation>15.28 ne s'applique pas à un test groupé (carré, bâtiment, groupe de tirailleurs) (B-9)</translation>
    </message>
</context>
<context>
    <name>md::nap::NapOrder</name>
    <message>
        <location filename="../core/napoleonic/model/NapEnums.h" line="+13" />
        <source>No order</source>
        <translation>Aucun ordre</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Attack</source>
        <translation>Attaque</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Engage</source>
        <translation>Engagement</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Defend</source>
        <translation>Défense</translation>
    </message>
    <message>
        <location line="+1" />
        <source>March</source>
        <translation>Marche</translation>
    </message>
</context>
<context>
    <name>md::nap::NapOrderModel</name>
    <message>
        <location filename="../app/napoleonic/models/NapOrderModel.cpp" line="+180" />
        <source>Army</source>
        <translation>Armée</translation>
    </message>
    <message>
        <location line="+3" />
        <source>%1/%2 MFP</source>
        <translation>%1/%2 MFP</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Normal standing; Morale Fatigue Points used of the army's total: %1 (B.4.5)</source>
        <translation>Statut normal ; points de fatigue morale utilisés sur le total de l'armée : %1 (B.4.5)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Demoralized, tier %1; CMR penalty %2 (B.4.7); %3</source>
        <translation>Démoralisée, palier %1 ; pénalité CMR %2 (B.4.7) ; %3</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Demoralized (%1), %2</source>
        <translation>Démoralisée (%1), %2</translation>
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
        <translation>Officier %1</translation>
    </message>
    <message>
        <location line="+40" />
        <source>Current CMR %1 (B.3.1):</source>
        <translation>CMR actuel %1 (B.3.1) :</translation>
    </message>
    <message>
        <location line="+9" />
        <source>%1/%2, %3/%4 cannon</source>
        <translation>%1/%2, %3/%4 canons</translation>
    </message>
    <message numerus="yes">
        <location line="+8" />
        <source>Routed; %n failed rally attempt(s) (B.4.4)</source>
        <translation>
            <numerusform>En déroute ; %n tentative de ralliement échouée (B.4.4)</numerusform><numerusform>En déroute ; %n tentatives de ralliement échouées (B.4.4)</numerusform></translation>
    </message>
    <message>
        <location line="+13" />
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Type, grade</source>
        <translation>Type, qualité</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Current Combat Morale Rating (B.3.1)</source>
        <translation>Valeur de moral de combat actuelle (CMR, B.3.1)</translation>
    </message>
    <message>
        <location line="+0" />
        <source>CMR</source>
        <translation>CMR</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Figures</source>
        <translation>Figurines</translation>
    </message>
    <message>
        <location line="+2" />
        <source>State</source>
        <translation>État</translation>
    </message>
</context>
<context>
    <name>md::nap::NapPendingModel</name>
    <message>
        <location filename="../app/napoleonic/models/NapPendingModel.cpp" line="+52" />
        <source>%1, saw %2</source>
        <translation>%1, a vu %2</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Instantaneous: taken before the next action (B.2.1)</source>
        <translation>Instantané : effectué avant l'action suivante (B.2.1)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Phase completion: taken in order when the phase completes (B.2.2, 15.41)</source>
        <translation>Fin de phase : effectués dans l'ordre à la fin de la phase (B.2.2, 15.41)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>At once</source>
        <translation>Immédiat</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Phase end</source>
        <translation>Fin de phase</translation>
    </message>
    <message>
        <location line="+12" />
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Unit</source>
        <translation>Unité</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Check</source>
        <translation>Test</translation>
    </message>
    <message>
        <location line="+2" />
        <source>When</source>
        <translation>Quand</translation>
    </message>
</context>
<context>
    <name>md::nap::NapPhase</name>
    <message>
        <location filename="../core/napoleonic/model/NapEnums.h" line="+28" />
        <source>Facing</source>
        <translation>Orientation</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Formation</source>
        <translation>Formation</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Movement</source>
        <translation>Mouvement</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Declared Cavalry Charge</source>
        <translation>Charge de cavalerie déclarée</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Shock Combat</source>
        <translation>Combat de choc</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Reciprocal Artillery Fire</source>
        <translation>Tir d'artillerie réciproque</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Reciprocal Infantry/Cavalry Fire</source>
        <translation>Tir réciproque d'infanterie/cavalerie</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Rally</source>
        <translation>Ralliement</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Army Morale Fatigue</source>
        <translation>Fatigue morale de l'armée</translation>
    </message>
</context>
<context>
    <name>md::nap::NapPhaseBar</name>
    <message>
        <location filename="../app/napoleonic/widgets/NapPhaseBar.cpp" line="+24" />
        <source>&amp;Test</source>
        <translation>&amp;Tester</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Dis&amp;miss…</source>
        <translation>É&amp;carter…</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Next phase</source>
        <translation>Phase &amp;suivante</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Battleday and turn</source>
        <translation>Journée de bataille et tour</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Phases of the turn</source>
        <translation>Phases du tour</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Queued checks</source>
        <translation>Tests en attente</translation>
    </message>
    <message>
        <location line="+13" />
        <source>Loads the selected queued check into the Checks tab.</source>
        <translation>Charge le test en attente sélectionné dans l'onglet Tests.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Takes the selected check off the queue without testing (the players decided it does not apply).</source>
        <translation>Retire le test sélectionné de la file sans tester (les joueurs ont décidé qu'il ne s'applique pas).</translation>
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
            <numerusform>%n test en attente, à effectuer d'abord (15.42) : %1</numerusform><numerusform>%n tests en attente, à effectuer d'abord (15.42) : %1</numerusform></translation>
    </message>
    <message>
        <location line="+1" />
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <location line="+7" />
        <source>Battleday %1 · Turn %2 · hourly</source>
        <translation>Journée de bataille %1 · Tour %2 · horaire</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Battleday %1 · Turn %2</source>
        <translation>Journée de bataille %1 · Tour %2</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1 · night</source>
        <translation>%1 · nuit</translation>
    </message>
    <message>
        <location line="+9" />
        <source>No check queued</source>
        <translation>Aucun test en attente</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Checks queued, in order: %1</source>
        <translation>Tests en attente, dans l'ordre : %1</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Ends this phase and begins the next (15.42).</source>
        <translation>Termine cette phase et commence la suivante (15.42).</translation>
    </message>
</context>
<context>
    <name>md::nap::NapPlayCommand</name>
    <message>
        <location filename="../app/napoleonic/commands/NapPlayCommand.cpp" line="+18" />
        <source>Shock losses: %1, %2</source>
        <translation>Pertes au choc : %1, %2</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Losses: %1, %2</source>
        <translation>Pertes : %1, %2</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Check: %1 (%2)</source>
        <translation>Test : %1 (%2)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Check: %1 together (%2)</source>
        <translation>Test : %1 ensemble (%2)</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Rally: %1 (P-c)</source>
        <translation>Ralliement : %1 (P-c)</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Next phase</source>
        <translation>Phase suivante</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Next phase: turn %1, %2</source>
        <translation>Phase suivante : tour %1, %2</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Next phase: %1</source>
        <translation>Phase suivante : %1</translation>
    </message>
</context>
<context>
    <name>md::nap::NapPlayReport</name>
    <message>
        <location filename="../app/napoleonic/cli/NapPlayReport.cpp" line="+23" />
        <source>normal standing, within 10 % of demoralization (15.97)</source>
        <translation>situation normale, à moins de 10 % de la démoralisation (15.97)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>normal standing</source>
        <translation>situation normale</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Army Demoralized: -1 CMR each game-turn hour, no Attack orders (15.90-15.95)</source>
        <translation>Armée démoralisée : -1 CMR à chaque heure de jeu, pas d'ordre d'Attaque (15.90-15.95)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>at 150 %: -2 CMR each game-turn hour, March orders only (15.93)</source>
        <translation>à 150 % : -2 CMR à chaque heure de jeu, ordres de Marche seulement (15.93)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>at 200 %: -3 CMR each game-turn hour, March orders only (15.93)</source>
        <translation>à 200 % : -3 CMR à chaque heure de jeu, ordres de Marche seulement (15.93)</translation>
    </message>
    <message>
        <location line="+7" />
        <source>done.</source>
        <translation>terminé.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Step %1 (%2): %3</source>
        <translation>Étape %1 (%2) : %3</translation>
    </message>
    <message>
        <location line="+16" />
        <source>After the steps (%1): battleday %2, turn %3, %4 Phase</source>
        <translation>Après les étapes (%1) : journée de bataille %2, tour %3, phase %4</translation>
    </message>
    <message>
        <location line="+6" />
        <source>an hourly turn</source>
        <translation>un tour horaire</translation>
    </message>
    <message>
        <location line="+2" />
        <source>night</source>
        <translation>nuit</translation>
    </message>
    <message>
        <location line="+6" />
        <source>%1: MFP used %2 of %3%4; %5</source>
        <translation>%1 : MFP utilisés %2 sur %3%4 ; %5</translation>
    </message>
    <message>
        <location line="+5" />
        <source>every unit's CMR %1 so far (15.91)</source>
        <translation>CMR de chaque unité %1 jusqu'ici (15.91)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1 from the last battleday, but for late arrivals (15.96)</source>
        <translation>%1 depuis la dernière journée de bataille, sauf pour les arrivées tardives (15.96)</translation>
    </message>
    <message>
        <location line="+8" />
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <location line="+2" />
        <source>CMR %1 (start %2)</source>
        <translation>CMR %1 (départ %2)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1 of %2 figures lost</source>
        <translation>%1 figurines perdues sur %2</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1 of %2 cannon lost</source>
        <translation>%1 canons perdus sur %2</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1 to the end of the Shock Phase (15.28)</source>
        <translation>%1 jusqu'à la fin de la phase de choc (15.28)</translation>
    </message>
    <message>
        <location line="+4" />
        <source>failed to rally once: a second failure removes it (B.4.4)</source>
        <translation>ralliement échoué une fois : un second échec la retire (B.4.4)</translation>
    </message>
    <message>
        <location line="+9" />
        <source>(%1 routed)</source>
        <translation>(%1 en déroute)</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Checks waiting, in order (15.32, 15.42): %1. The next phase waits for them.</source>
        <translation>Tests en attente, dans l'ordre (15.32, 15.42) : %1. La phase suivante les attend.</translation>
    </message>
</context>
<context>
    <name>md::nap::NapPlayState</name>
    <message>
        <location filename="../core/napoleonic/rules/NapPlayState.h" line="+36" />
        <source>The battle log is full (%1 records); start a new battle file to go on.</source>
        <translation>Le journal de bataille est plein (%1 entrées) ; créez un nouveau fichier de bataille pour continuer.</translation>
    </message>
    <message>
        <location line="+4" />
        <source>There is no unit "%1" in this battle.</source>
        <translation>Il n'y a pas d'unité « %1 » dans cette bataille.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>There is no command "%1" in this battle.</source>
        <translation>Il n'y a pas de commandement « %1 » dans cette bataille.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>There is no army "%1" in this battle.</source>
        <translation>Il n'y a pas d'armée « %1 » dans cette bataille.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>A d10 shows 1 to 10 (0 reads as 10), not %1.</source>
        <translation>Un d10 donne 1 à 10 (0 vaut 10), pas %1.</translation>
    </message>
</context>
<context>
    <name>md::nap::NapPlaySubcommand</name>
    <message>
        <location filename="../app/napoleonic/cli/NapPlaySubcommand.cpp" line="+52" />
        <source>step %1 (script line %2)</source>
        <translation>étape %1 (ligne de script %2)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>step %1</source>
        <translation>étape %1</translation>
    </message>
    <message>
        <location line="+8" />
        <source>--script %1: it is a folder</source>
        <translation>--script %1 : c'est un dossier</translation>
    </message>
    <message>
        <location line="+1" />
        <source>--script %1: no such file</source>
        <translation>--script %1 : fichier introuvable</translation>
    </message>
    <message>
        <location line="+5" />
        <location line="+8" />
        <source>--script %1: %2</source>
        <translation>--script %1 : %2</translation>
    </message>
    <message>
        <location line="+7" />
        <source>--script %1: larger than %2 MiB</source>
        <translation>--script %1 : plus de %2 Mio</translation>
    </message>
    <message>
        <location line="+8" />
        <source>--script %1: not UTF-8 text</source>
        <translation>--script %1 : pas du texte UTF-8</translation>
    </message>
    <message>
        <location line="+25" />
        <source>type the steps, one a line (play --help lists them); end with Ctrl-D</source>
        <translation>saisissez les étapes, une par ligne (play --help les liste) ; terminez par Ctrl-D</translation>
    </message>
    <message>
        <location line="+12" />
        <source>Napoleonic morale (--system napoleonic, or a Napoleonic battle file): plays steps on a battle file without a window, through the same rules engine as the window, and prints what each step did: every check's target with each term and its rule, its odds and its result; then the battle. Steps come from each --do, then from the script, one a line; without --do or --script they are read from standard input (blank lines and lines starting with # are ignored). Armies, commands and units are named by their id in the file. The first step that cannot be played stops the run (exit 1) and nothing is written; with --keep-going it is reported, not played, and the run goes on.</source>
        <translation>Moral napoléonien (--system napoleonic, ou un fichier de bataille napoléonienne) : joue des étapes sur un fichier de bataille sans fenêtre, avec le même moteur de règles que la fenêtre, et affiche l'effet de chaque étape : la valeur cible de chaque test avec chaque terme et sa règle, ses chances et son résultat ; puis la bataille. Les étapes viennent de chaque --do, puis du script, une par ligne ; sans --do ni --script, elles sont lues sur l'entrée standard (les lignes vides et celles commençant par # sont ignorées). Armées, commandements et unités sont désignés par leur id dans le fichier. La première étape impossible à jouer arrête l'exécution (code 1) et rien n'est écrit ; avec --keep-going, elle est signalée, non jouée, et l'exécution continue.</translation>
    </message>
    <message>
        <location line="+9" />
        <source>The play subcommand.</source>
        <translation>La sous-commande play.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The battle file to play on; it is only read.</source>
        <translation>Le fichier de bataille à jouer ; il est seulement lu.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>A step to play (repeatable), e.g. --do "loss 2nd-bn 2".</source>
        <translation>Une étape à jouer (répétable), p. ex. --do "loss 2nd-bn 2".</translation>
    </message>
    <message>
        <location line="+1" />
        <source>A file of steps, one a line, played after the --do steps; - reads standard input.</source>
        <translation>Un fichier d'étapes, une par ligne, jouées après les étapes --do ; - lit l'entrée standard.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Roll the dice of steps without a typed roll from this seed, so that a run can be repeated (0 to 4294967295). Without it they roll at random.</source>
        <translation>Lance les dés des étapes sans jet saisi à partir de cette graine, pour pouvoir répéter une exécution (0 à 4294967295). Sans elle, les dés sont aléatoires.</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Write the battle the steps leave, log included, to OUT (- for standard output). Without it nothing is written.</source>
        <translation>Écrit la bataille laissée par les étapes, journal compris, dans OUT (- pour la sortie standard). Sans cette option, rien n'est écrit.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Print one JSON object: each step and the summary.</source>
        <translation>Affiche un seul objet JSON : chaque étape et le résumé.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>A step that cannot be played is reported and left out, and the run goes on (for steps typed by hand); OUT is written with the steps that were played, and the exit code is still 1.</source>
        <translation>Une étape impossible à jouer est signalée et omise, et l'exécution continue (pour les étapes saisies à la main) ; OUT est écrit avec les étapes jouées, et le code de sortie reste 1.</translation>
    </message>
    <message>
        <location line="+15" />
        <source>expects a battle file: moraledesk play FILE [--do STEP]... [--script PATH|-]</source>
        <translation>attend un fichier de bataille : moraledesk play FILE [--do STEP]... [--script PATH|-]</translation>
    </message>
    <message>
        <location line="+2" />
        <source>unexpected argument "%1"</source>
        <translation>argument inattendu « %1 »</translation>
    </message>
    <message>
        <location line="+6" />
        <source>-o needs a file name, or - for standard output</source>
        <translation>-o attend un nom de fichier, ou - pour la sortie standard</translation>
    </message>
    <message>
        <location line="+3" />
        <source>--json and -o %1 would both write to standard output; give -o a file</source>
        <translation>--json et -o %1 écriraient tous deux sur la sortie standard ; donnez un fichier à -o</translation>
    </message>
    <message>
        <location line="+10" />
        <source>--seed must be a whole number from 0 to 4294967295, not "%1"</source>
        <translation>--seed doit être un entier de 0 à 4294967295, pas « %1 »</translation>
    </message>
    <message>
        <location line="+22" />
        <source>%1 is empty</source>
        <translation>%1 est vide</translation>
    </message>
    <message>
        <location line="+4" />
        <source>%1: no such file</source>
        <translation>%1 : fichier introuvable</translation>
    </message>
    <message>
        <location line="+4" />
        <source>%1 cannot be played: %2</source>
        <translation>%1 ne peut pas être joué : %2</translation>
    </message>
    <message>
        <location line="+5" />
        <source>%1 is a %2 file, not a Napoleonic battle; without --system napoleonic its own play runs</source>
        <translation>%1 est un fichier %2, pas une bataille napoléonienne ; sans --system napoleonic, son propre play s'exécute</translation>
    </message>
    <message>
        <location line="+19" />
        <source>%1 "%2" not played: %3</source>
        <translation>%1 « %2 » non jouée : %3</translation>
    </message>
    <message>
        <location line="+11" />
        <source>%1 "%2": %3 (nothing is written)</source>
        <translation>%1 « %2 » : %3 (rien n'est écrit)</translation>
    </message>
    <message numerus="yes">
        <location line="+1" />
        <source>%1 "%2": %3 (nothing is written, not even the %n step(s) before it; --keep-going plays on past a refused step)</source>
        <translation>
            <numerusform>%1 « %2 » : %3 (rien n'est écrit, pas même %n étape précédente ; --keep-going continue après une étape refusée)</numerusform><numerusform>%1 « %2 » : %3 (rien n'est écrit, pas même les %n étapes précédentes ; --keep-going continue après une étape refusée)</numerusform></translation>
    </message>
    <message>
        <location line="+18" />
        <source>standard input cannot be read</source>
        <translation>impossible de lire l'entrée standard</translation>
    </message>
    <message>
        <location line="+9" />
        <source>standard input: line %1 is longer than %2 KiB</source>
        <translation>entrée standard : la ligne %1 dépasse %2 Kio</translation>
    </message>
    <message>
        <location line="+3" />
        <source>standard input: more than %1 MiB</source>
        <translation>entrée standard : plus de %1 Mio</translation>
    </message>
    <message>
        <location line="+4" />
        <source>standard input: line %1 is not UTF-8 text</source>
        <translation>entrée standard : la ligne %1 n'est pas du texte UTF-8</translation>
    </message>
    <message numerus="yes">
        <location line="+22" />
        <source>%n step(s) not played (--keep-going)</source>
        <translation>
            <numerusform>%n étape non jouée (--keep-going)</numerusform><numerusform>%n étapes non jouées (--keep-going)</numerusform></translation>
    </message>
</context>
<context>
    <name>md::nap::NapPresence</name>
    <message>
        <location filename="../core/napoleonic/model/NapEnums.h" line="-23" />
        <source>On the table</source>
        <translation>Sur la table</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Not yet arrived</source>
        <translation>Pas encore arrivé</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Withdrawn</source>
        <translation>Retiré</translation>
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
        <translation>S</translation>
    </message>
    <message>
        <location line="+2" />
        <source>D</source>
        <comment>Morale Disordered (letter)</comment>
        <translation>D</translation>
    </message>
    <message>
        <location line="+2" />
        <location line="+21" />
        <source>R</source>
        <comment>Routed (letter)</comment>
        <translation>DR</translation>
    </message>
    <message>
        <location line="-19" />
        <source>Ra</source>
        <comment>Rallied (letter)</comment>
        <translation>Ra</translation>
    </message>
    <message>
        <location line="+2" />
        <source>F</source>
        <comment>Failed to rally (letter)</comment>
        <translation>E</translation>
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
        <translation>O</translation>
    </message>
    <message>
        <location line="+2" />
        <source>D</source>
        <comment>Disordered (letter)</comment>
        <translation>D</translation>
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
        <translation>À moins de 10 % de la démoralisation</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Normal standing</source>
        <translation>Situation normale</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Demoralized, tier %1</source>
        <translation>Démoralisée, palier %1</translation>
    </message>
    <message>
        <location line="+3" />
        <source>MoraleDesk: Napoleonic CMR and army morale fatigue</source>
        <translation>MoraleDesk : CMR napoléonien et fatigue morale de l'armée</translation>
    </message>
</context>
<context>
    <name>md::nap::NapPrintables</name>
    <message>
        <location filename="../app/napoleonic/print/NapPrintables.cpp" line="+14" />
        <source>Filled army sheet of this battle</source>
        <translation>Feuille d'armée remplie de cette bataille</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Blank army sheet</source>
        <translation>Feuille d'armée vierge</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Quick-reference card</source>
        <translation>Aide-mémoire</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Blank &amp;commands:</source>
        <translation>&amp;Commandements vierges :</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Blank commands</source>
        <translation>Commandements vierges</translation>
    </message>
    <message>
        <location line="+2" />
        <source>&amp;Unit rows per command:</source>
        <translation>Lignes d'&amp;unités par commandement :</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Unit rows per command</source>
        <translation>Lignes d'unités par commandement</translation>
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
        <translation>Lever le &amp;désordre</translation>
    </message>
    <message>
        <location line="+6" />
        <source>&amp;Night turn (N12, -2)</source>
        <translation>Tour de &amp;nuit (N12, -2)</translation>
    </message>
    <message>
        <location line="+6" />
        <source>&amp;Roll d10</source>
        <translation>&amp;Lancer le d10</translation>
    </message>
    <message>
        <location line="+2" />
        <source>A&amp;pply typed d10</source>
        <translation>A&amp;ppliquer le d10 saisi</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Routed &amp;off the table</source>
        <translation>En déroute &amp;hors de la table</translation>
    </message>
    <message>
        <location line="+8" />
        <source>A&amp;rmy:</source>
        <translation>A&amp;rmée :</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Army</source>
        <translation>Armée</translation>
    </message>
    <message>
        <location line="+10" />
        <source>1. Remove disorder (B.4.3)</source>
        <translation>1. Lever le désordre (B.4.3)</translation>
    </message>
    <message>
        <location line="+6" />
        <source>No Disordered unit.</source>
        <translation>Aucune unité en désordre.</translation>
    </message>
    <message>
        <location line="+9" />
        <source>Every Disordered unit of the army not ticked as held becomes Good. No dice are rolled (B.4.3).</source>
        <translation>Chaque unité en désordre de l'armée non cochée comme retenue passe En ordre. Aucun dé n'est lancé (B.4.3).</translation>
    </message>
    <message>
        <location line="+10" />
        <source>2. Rally Routed units (B.4.4)</source>
        <translation>2. Rallier les unités en déroute (B.4.4)</translation>
    </message>
    <message>
        <location line="+3" />
        <source>A unit may try once per Rally Phase unless it is within the Minimum Fire Zone of an enemy close-order unit or unlimbered battery (enemy skirmishers do not stop it).</source>
        <translation>Une unité peut tenter une fois par phase de ralliement, sauf si elle est dans la zone de tir minimale d'une unité ennemie en ordre serré ou d'une batterie ennemie avant-train décroché (les tirailleurs ennemis ne l'en empêchent pas).</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Routed units</source>
        <translation>Unités en déroute</translation>
    </message>
    <message>
        <location line="+14" />
        <source>No Routed unit.</source>
        <translation>Aucune unité en déroute.</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Officers the unit sees (P06; buildings and woods block sight, 15.74):</source>
        <translation>Officiers que l'unité voit (P06 ; bâtiments et bois bloquent la vue, 15.74) :</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Rally target</source>
        <translation>Valeur cible de ralliement</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Chance to rally</source>
        <translation>Chance de ralliement</translation>
    </message>
    <message>
        <location line="+6" />
        <source>The program rolls one d10: a roll not over T rallies the unit (B.4.4).</source>
        <translation>Le programme lance un d10 : un jet non supérieur à T rallie l'unité (B.4.4).</translation>
    </message>
    <message>
        <location line="+3" />
        <source>or the d10 you rolled:</source>
        <translation>ou le d10 que vous avez lancé :</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Typed d10</source>
        <translation>d10 saisi</translation>
    </message>
    <message>
        <location line="+1" />
        <source>A 0 on the die is 10.</source>
        <translation>Un 0 sur le dé vaut 10.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Applies the d10 you rolled at the table.</source>
        <translation>Applique le d10 que vous avez lancé à la table.</translation>
    </message>
    <message>
        <location line="+10" />
        <source>The unit routed off the table: it is out of the battle (15.72c), and with B-19's option costs 1 MFP per remaining figure (E03).</source>
        <translation>L'unité a quitté la table en déroute : elle est hors de la bataille (15.72c) et, avec l'option B-19, coûte 1 MFP par figurine restante (E03).</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Rally result</source>
        <translation>Résultat du ralliement</translation>
    </message>
    <message>
        <location line="+25" />
        <source>Tick each unit held Disordered: within the Minimum Fire Zone of an enemy close-order infantry or cavalry unit, or of an unlimbered enemy battery. Enemy skirmishers do not hold it.</source>
        <translation>Cochez chaque unité retenue en désordre : dans la zone de tir minimale d'une unité ennemie d'infanterie ou de cavalerie en ordre serré, ou d'une batterie ennemie avant-train décroché. Les tirailleurs ennemis ne la retiennent pas.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>The club's restriction (c) also holds it: %1.</source>
        <translation>La restriction (c) du club la retient aussi : %1.</translation>
    </message>
    <message>
        <location line="+5" />
        <source>The battle is in the %1 phase; disorder is removed and units rally in the Rally Phase.</source>
        <translation>La bataille est en phase %1 ; le désordre est levé et les unités se rallient en phase de ralliement.</translation>
    </message>
    <message>
        <location line="+86" />
        <source>held</source>
        <translation>retenue</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1 held Disordered</source>
        <translation>%1 retenue en désordre</translation>
    </message>
    <message numerus="yes">
        <location line="+17" />
        <source>%n Disordered unit(s), </source>
        <translation>
            <numerusform>%n unité en désordre, </numerusform><numerusform>%n unités en désordre, </numerusform></translation>
    </message>
    <message numerus="yes">
        <location line="+1" />
        <source>%n held.</source>
        <translation>
            <numerusform>%n retenue.</numerusform><numerusform>%n retenues.</numerusform></translation>
    </message>
    <message>
        <location line="+1" />
        <source>The battle has no army.</source>
        <translation>La bataille n'a pas d'armée.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Disorder is removed at the start of the Rally Phase (B.4.3).</source>
        <translation>Le désordre est levé au début de la phase de ralliement (B.4.3).</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The army has no Disordered unit.</source>
        <translation>L'armée n'a aucune unité en désordre.</translation>
    </message>
    <message>
        <location line="+43" />
        <source>%1: no failed rally attempt in this rout.</source>
        <translation>%1 : aucune tentative de ralliement échouée dans cette déroute.</translation>
    </message>
    <message numerus="yes">
        <location line="+1" />
        <source>%1: %n failed rally attempt(s) in this rout; a second failure removes the unit (B.4.4).</source>
        <translation>
            <numerusform>%1 : %n tentative de ralliement échouée dans cette déroute ; un second échec retire l'unité (B.4.4).</numerusform><numerusform>%1 : %n tentatives de ralliement échouées dans cette déroute ; un second échec retire l'unité (B.4.4).</numerusform></translation>
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
        <translation>T = %1 : %2</translation>
    </message>
    <message>
        <location line="+4" />
        <source>no roll rallies</source>
        <translation>aucun jet ne rallie</translation>
    </message>
    <message>
        <location line="+1" />
        <source>every roll rallies</source>
        <translation>tout jet rallie</translation>
    </message>
    <message>
        <location line="+1" />
        <source>a roll of 1 rallies</source>
        <translation>un jet de 1 rallie</translation>
    </message>
    <message>
        <location line="+1" />
        <source>rolls 1-%1 rally</source>
        <translation>les jets de 1 à %1 rallient</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Chance to rally: %1 (%2); otherwise it keeps routing.</source>
        <translation>Chance de ralliement : %1 (%2) ; sinon, elle reste en déroute.</translation>
    </message>
    <message>
        <location line="+8" />
        <location line="+3" />
        <source>Choose a Routed unit.</source>
        <translation>Choisissez une unité en déroute.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>This is a night turn: N12 applies to every rally attempt.</source>
        <translation>C'est un tour de nuit : N12 s'applique à chaque tentative de ralliement.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Tick on a night turn the battle does not mark as night: -2 (N12).</source>
        <translation>Cochez lors d'un tour de nuit que la bataille ne marque pas comme nuit : -2 (N12).</translation>
    </message>
    <message>
        <location line="+34" />
        <source>&lt;b&gt;Not done:&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;Non effectué :&lt;/b&gt; %1</translation>
    </message>
    <message>
        <location line="+2" />
        <source>&lt;b&gt;%1 rallied&lt;/b&gt;: the d10 rolled %2, not over T %3. It is Disordered now and becomes Good at the next Rally Phase unless held (B.4.3, B.4.4).</source>
        <translation>&lt;b&gt;%1 ralliée&lt;/b&gt; : le d10 a donné %2, pas plus que T %3. Elle est maintenant en désordre et repasse En ordre à la prochaine phase de ralliement, sauf si elle est retenue (B.4.3, B.4.4).</translation>
    </message>
    <message numerus="yes">
        <location line="+6" />
        <source>&lt;b&gt;%1 is removed as casualties&lt;/b&gt;: the d10 rolled %2, over T %3, its second failure (B.4.4). %n figure(s) removed, %n MFP at the next Army Morale Fatigue Phase (E03).</source>
        <translation>
            <numerusform>&lt;b&gt;%1 est retirée comme pertes&lt;/b&gt; : le d10 a donné %2, plus que T %3, son second échec (B.4.4). %n figurine retirée, %n MFP à la prochaine phase de fatigue morale de l'armée (E03).</numerusform><numerusform>&lt;b&gt;%1 est retirée comme pertes&lt;/b&gt; : le d10 a donné %2, plus que T %3, son second échec (B.4.4). %n figurines retirées, %n MFP à la prochaine phase de fatigue morale de l'armée (E03).</numerusform></translation>
    </message>
    <message>
        <location line="+7" />
        <source>&lt;b&gt;%1 failed to rally&lt;/b&gt;: the d10 rolled %2, over T %3. It keeps routing and retreats (15.75); a second failure removes it.</source>
        <translation>&lt;b&gt;%1 n'a pas pu se rallier&lt;/b&gt; : le d10 a donné %2, plus que T %3. Elle reste en déroute et recule (15.75) ; un second échec la retire.</translation>
    </message>
</context>
<context>
    <name>md::nap::NapRallyPhase</name>
    <message>
        <location filename="../core/napoleonic/rules/NapRallyPhase.cpp" line="+38" />
        <source>Disorder is removed at the start of the Rally Phase (B.4.3); this is the %1 Phase.</source>
        <translation>Le désordre est levé au début de la phase de ralliement (B.4.3) ; c'est la phase %1.</translation>
    </message>
    <message>
        <location line="+8" />
        <source>%1 is not of %2.</source>
        <translation>%1 n'appartient pas à %2.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1 is not Disordered, so nothing holds it.</source>
        <translation>%1 n'est pas en désordre, donc rien ne la retient.</translation>
    </message>
    <message>
        <location line="+32" />
        <source>%1 may try to rally only in the Rally Phase (B.4.4); this is the %2 Phase.</source>
        <translation>%1 ne peut tenter de se rallier qu'en phase de ralliement (B.4.4) ; c'est la phase %2.</translation>
    </message>
    <message>
        <location line="+6" />
        <source>%1 has already tried to rally this Rally Phase.</source>
        <translation>%1 a déjà tenté de se rallier lors de cette phase de ralliement.</translation>
    </message>
    <message>
        <location line="+8" />
        <source>A rally takes no shock odds or charge distance (B.4.4).</source>
        <translation>Un ralliement ne prend ni rapport de forces de choc ni distance de charge (B.4.4).</translation>
    </message>
    <message>
        <location line="+86" />
        <source>%1 is not routed: only a routing unit leaves the table in rout (15.72c).</source>
        <translation>%1 n'est pas en déroute : seule une unité en déroute quitte la table en déroute (15.72c).</translation>
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
        <translation>[données du club] : tables du club, non les règles (B.6) ; meilleure valeur (B-31). Exemples : %1.</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Napoleonic Morale Quick Reference</source>
        <translation>Aide-mémoire du moral napoléonien</translation>
    </message>
    <message>
        <location line="+11" />
        <source>The check: T = CMR + adjustments; d10 (0 is 10)</source>
        <translation>Test : T = CMR + ajust. ; d10 (0 = 10)</translation>
    </message>
</context>
<context>
    <name>md::nap::NapResult</name>
    <message>
        <location filename="../core/napoleonic/model/NapEnums.h" line="+75" />
        <source>None</source>
        <translation>Aucun</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Passed</source>
        <translation>Réussi</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Morale Disordered</source>
        <translation>En désordre</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Routed</source>
        <translation>En déroute</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Rallied</source>
        <translation>Rallié</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Failed to rally</source>
        <translation>Ralliement échoué</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Removed as casualties</source>
        <translation>Retiré comme pertes</translation>
    </message>
</context>
<context>
    <name>md::nap::NapRolls</name>
    <message>
        <location filename="../core/napoleonic/NapRolls.cpp" line="+11" />
        <source>15.52 losses</source>
        <translation>15.52 pertes</translation>
    </message>
    <message>
        <location line="+2" />
        <source>B.3.4 check %1</source>
        <translation>B.3.4 test %1</translation>
    </message>
    <message>
        <location line="+2" />
        <source>B.4.4 rally</source>
        <translation>B.4.4 ralliement</translation>
    </message>
    <message>
        <location line="+2" />
        <source>B.4.3 disorder removed</source>
        <translation>B.4.3 désordre levé</translation>
    </message>
    <message>
        <location line="+2" />
        <source>B.4.6 Army Morale Fatigue Phase</source>
        <translation>B.4.6 phase de fatigue morale de l'armée</translation>
    </message>
    <message>
        <location line="+2" />
        <source>15.42 phase ended</source>
        <translation>15.42 fin de phase</translation>
    </message>
    <message>
        <location line="+2" />
        <source>End of turn</source>
        <translation>Fin du tour</translation>
    </message>
    <message>
        <location line="+2" />
        <source>B.1 command changed</source>
        <translation>B.1 commandement modifié</translation>
    </message>
    <message>
        <location line="+2" />
        <source>15.86 position taken</source>
        <translation>15.86 position prise</translation>
    </message>
    <message>
        <location line="+2" />
        <source>15.72c routed off the table</source>
        <translation>15.72c en déroute hors de la table</translation>
    </message>
    <message>
        <location line="+2" />
        <source>15.42 check dismissed</source>
        <translation>15.42 test écarté</translation>
    </message>
    <message numerus="yes">
        <location line="+25" />
        <source>%1 and %n other unit(s)</source>
        <translation>
            <numerusform>%1 et %n autre unité</numerusform><numerusform>%1 et %n autres unités</numerusform></translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
</context>
<context>
    <name>md::nap::NapRoutedModel</name>
    <message>
        <location filename="../app/napoleonic/widgets/NapRoutedModel.cpp" line="+66" />
        <source>Failed once in this rout: a second failure removes the unit (B.4.4).</source>
        <translation>Un échec dans cette déroute : un second échec retire l'unité (B.4.4).</translation>
    </message>
    <message>
        <location line="+1" />
        <source>No failed rally attempt in this rout.</source>
        <translation>Aucune tentative de ralliement échouée dans cette déroute.</translation>
    </message>
    <message>
        <location line="+14" />
        <source>Unit</source>
        <translation>Unité</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Command</source>
        <translation>Commandement</translation>
    </message>
    <message>
        <location line="+2" />
        <source>CMR</source>
        <translation>CMR</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Failed rallies</source>
        <translation>Ralliements échoués</translation>
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
        <translation>Unité</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Type</source>
        <translation>Type</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Start CMR</source>
        <translation>CMR de départ</translation>
    </message>
    <message>
        <location line="+2" />
        <source>CMR now (B.3.1)</source>
        <translation>CMR actuel (B.3.1)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Grade (15.27)</source>
        <translation>Qualité (15.27)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Figures</source>
        <translation>Figurines</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Cannon</source>
        <translation>Canons</translation>
    </message>
    <message>
        <location line="+1" />
        <source>State</source>
        <translation>État</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Rally failed</source>
        <translation>Ralliement échoué</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Tested (15.21)</source>
        <translation>Testé (15.21)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Tested this phase (15.21)</source>
        <translation>Testé cette phase (15.21)</translation>
    </message>
    <message>
        <location line="+4" />
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <location line="+48" />
        <source>officer</source>
        <translation>officier</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <location line="+1" />
        <source>order: %1</source>
        <translation>ordre : %1</translation>
    </message>
    <message>
        <location line="+3" />
        <source>figures lost %1 of %2 (N18–N20: %3)</source>
        <translation>figurines perdues %1 sur %2 (N18–N20 : %3)</translation>
    </message>
    <message>
        <location line="+26" />
        <source>Level (circle)</source>
        <translation>Niveau (entourer)</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Officer</source>
        <translation>Officier</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Order (B.1)</source>
        <translation>Ordre (B.1)</translation>
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
        <translation>E</translation>
    </message>
    <message>
        <location line="+1" />
        <source>D</source>
        <comment>Defend order (letter)</comment>
        <translation>D</translation>
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
        <translation>Commandement</translation>
    </message>
    <message>
        <location line="+16" />
        <source>Napoleonic Army Sheet</source>
        <translation>Feuille d'armée napoléonienne</translation>
    </message>
    <message>
        <location line="+4" />
        <source>A check: T = current CMR + adjustments; roll a d10 (0 is 10): roll ≤ T passes, 1–4 over is Morale Disordered, 5 or more over is Routed (B.3.4). One check per circumstance per phase (15.21): tick it. Two failed rally attempts remove the unit (B.4.4). MFP are added in each Army Morale Fatigue Phase (B.4.6).</source>
        <translation>Un test : T = CMR actuel + ajustements ; lancez un d10 (0 vaut 10) : jet ≤ T réussit, 1 à 4 au-dessus donne En désordre, 5 ou plus au-dessus donne En déroute (B.3.4). Un test par circonstance et par phase (15.21) : cochez-le. Deux tentatives de ralliement échouées retirent l'unité (B.4.4). Les MFP s'ajoutent à chaque phase de fatigue morale de l'armée (B.4.6).</translation>
    </message>
    <message>
        <location line="+23" />
        <source>Army morale fatigue (B.4.5–B.4.7)</source>
        <translation>Fatigue morale de l'armée (B.4.5–B.4.7)</translation>
    </message>
    <message>
        <location line="+26" />
        <source>Events (E01–E20 × count)</source>
        <translation>Événements (E01–E20 × nombre)</translation>
    </message>
    <message>
        <location line="-33" />
        <source>No units in this command.</source>
        <translation>Aucune unité dans ce commandement.</translation>
    </message>
    <message>
        <location line="+21" />
        <source>MFP total M (B.4.5)</source>
        <translation>Total de MFP M (B.4.5)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>90 %: announce (15.97)</source>
        <translation>90 % : annoncer (15.97)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Over M: demoralized</source>
        <translation>Au-delà de M : démoralisée</translation>
    </message>
    <message>
        <location line="+1" />
        <source>150 %: tier 2</source>
        <translation>150 % : palier 2</translation>
    </message>
    <message>
        <location line="+1" />
        <source>200 %: tier 3</source>
        <translation>200 % : palier 3</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Army Morale Fatigue Phases: MFP used (B.4.6)</source>
        <translation>Phases de fatigue morale de l'armée : MFP utilisés (B.4.6)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Turn</source>
        <translation>Tour</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Hour</source>
        <translation>Heure</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Added</source>
        <translation>Ajoutés</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Used total</source>
        <translation>Total utilisé</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Standing (B.4.7)</source>
        <translation>Situation (B.4.7)</translation>
    </message>
    <message>
        <location line="+15" />
        <source>Now</source>
        <translation>Actuel</translation>
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
        <translation>réussite %1, en désordre %2, en déroute %3</translation>
    </message>
    <message>
        <location line="+7" />
        <source>No checks queued.</source>
        <translation>Aucun test en attente.</translation>
    </message>
    <message>
        <location line="+4" />
        <source>%1. %2 %3</source>
        <translation>%1. %2 %3</translation>
    </message>
    <message>
        <location line="+2" />
        <source> (cause %1)</source>
        <translation> (cause %1)</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Queued checks: %1.</source>
        <translation>Tests en attente : %1.</translation>
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
        <translation>Étapes de jeu napoléoniennes (partie B), une par ligne. UNIT, COMMAND et ARMY sont des id ou des noms ; un mot avec
des espaces se met entre guillemets doubles ; roll=N est votre propre d10 (0 vaut 10), sinon les dés sont lancés.
  loss UNIT FIGURES [cannon=N] [shock]
        figurines (et canons) perdus maintenant ; shock : au combat de choc (E02, pas de test de tir) ; négatif corrige.
        Met en attente I-a aussitôt, ou P-a/P-b en fin de phase (B.2)
  check UNIT[,UNIT...] CIRC [as=formation|skirmishers|cluster] [n09 p04 ...] [charge=3.5]
        [terrain="Woods"] [officer="Brigade (average)"] [odds=450:100] [cause=UNIT] [roll=N]
        un test de moral (B.3.4) ; CIRC vaut I-a ... I-g, P-a, P-b, P-d, P-e, P-f ; plusieurs unités testent
        ensemble contre le CMR actuel le plus haut (15.22, B-32) ; les lignes sont les id du tableau 15.54
  friends ROUTED UNIT... [passby]
        met en attente des tests I-b (I-c si passby) avec N09 pour les amies à moins de 2" (B.3.6) ; les exemptées sont nommées
  queue UNIT CIRC [cause=UNIT]      met un test en attente à la main (charge, vue, explosion)
  dismiss N WHY...                  retire le test en attente N non testé, avec le motif
  clear-disorder ARMY [held=UNIT,...]
        début de la phase de ralliement : les unités en désordre passent En ordre sauf les retenues (B.4.3)
  rally UNIT [n12 ...] [officer="NAME"] [roll=N]   une tentative de ralliement (B.4.4)
  off-table UNIT                    une unité en déroute quitte la table (15.72c, B-19)
  mfp ARMY E01x3 E11x2 E19x1=2 ... | mfp ARMY suggested
        la phase de fatigue morale de l'armée (B.4.6, B.4.7) : EVENTxCOUNT[=VALUE] (VALUE pour E18, E19)
  officer COMMAND wounded|killed|alive
  order COMMAND attack|engage|defend|march
  arrive COMMAND                    une arrivée augmente le total de MFP (15.82, 15.92)
  withdraw COMMAND                  E20 : 1 MFP par unité
  take ARMY "POSITION"              l'ennemi prend la position d'ARMY (15.86, E18)
  next-phase                        refusé tant que des tests attendent (15.42)
  status                            tour, phase, armées, unités pas En ordre, la file d'attente</translation>
    </message>
    <message>
        <location line="+32" />
        <source>A word in double quotes is not closed.</source>
        <translation>Un mot entre guillemets doubles n'est pas fermé.</translation>
    </message>
    <message>
        <location line="+5" />
        <source>The step is empty; the steps are: %1.</source>
        <translation>L'étape est vide ; les étapes sont : %1.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Expected: %1</source>
        <translation>Attendu : %1</translation>
    </message>
    <message>
        <location line="+12" />
        <source>FIGURES is a whole number, not "%1".</source>
        <translation>FIGURES est un entier, pas « %1 ».</translation>
    </message>
    <message>
        <location line="+10" />
        <source>cannon= is a whole number, not "%1".</source>
        <translation>cannon= est un entier, pas « %1 ».</translation>
    </message>
    <message>
        <location line="+2" />
        <source>"%1" is not a loss word; expected cannon=N or shock.</source>
        <translation>« %1 » n'est pas un mot de loss ; attendu cannon=N ou shock.</translation>
    </message>
    <message>
        <location line="+7" />
        <source> in Shock Combat</source>
        <translation> au combat de choc</translation>
    </message>
    <message numerus="yes">
        <location line="+1" />
        <source>%n figure(s)</source>
        <translation>
            <numerusform>%n figurine</numerusform><numerusform>%n figurines</numerusform></translation>
    </message>
    <message numerus="yes">
        <location line="+1" />
        <source>%n figure(s) and %1 cannon</source>
        <translation>
            <numerusform>%n figurine et %1 canon(s)</numerusform><numerusform>%n figurines et %1 canon(s)</numerusform></translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1 loses %2%3: %4 of %5 figures left; current CMR %6.</source>
        <translation>%1 perd %2%3 : %4 figurines restantes sur %5 ; CMR actuel %6.</translation>
    </message>
    <message>
        <location line="+6" />
        <source>%1 must test for %2 at once (15.31).</source>
        <translation>%1 doit tester pour %2 aussitôt (15.31).</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1 tests for %2 at the end of the phase (15.41).</source>
        <translation>%1 teste pour %2 en fin de phase (15.41).</translation>
    </message>
    <message>
        <location line="+16" />
        <location line="+75" />
        <source>CIRC is one of %1, not "%2".</source>
        <translation>CIRC est l'un de %1, pas « %2 ».</translation>
    </message>
    <message>
        <location line="-57" />
        <source>%1 test together for %2, one roll against %3 (15.22, B-32).</source>
        <translation>%1 testent ensemble pour %2, un seul jet contre %3 (15.22, B-32).</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1 tests for %2.</source>
        <translation>%1 teste pour %2.</translation>
    </message>
    <message>
        <location line="+1" />
        <location line="+122" />
        <source>Target %1 = %2.</source>
        <translation>Valeur cible %1 = %2.</translation>
    </message>
    <message>
        <location line="-121" />
        <source>Odds: %1%2.</source>
        <translation>Chances : %1%2.</translation>
    </message>
    <message>
        <location line="+2" />
        <source> (15.28 not applied to a grouped check, B-9)</source>
        <translation> (15.28 non appliqué à un test groupé, B-9)</translation>
    </message>
    <message>
        <location line="+2" />
        <location line="+119" />
        <source>Rolled %1%2.</source>
        <translation>Jet %1%2.</translation>
    </message>
    <message>
        <location line="-119" />
        <location line="+119" />
        <source> (typed)</source>
        <translation> (saisi)</translation>
    </message>
    <message>
        <location line="-117" />
        <source>Natural %1 in the Shock Combat Phase: %2 to the target now and to the end of the phase (15.28).</source>
        <translation>%1 naturel en phase de combat de choc : %2 à la valeur cible maintenant et jusqu'à la fin de la phase (15.28).</translation>
    </message>
    <message>
        <location line="+3" />
        <location line="+115" />
        <source>Result: %1. %2</source>
        <translation>Résultat : %1. %2</translation>
    </message>
    <message>
        <location line="-113" />
        <source>Name %1's formed friends within 2" with `friends %2 UNIT...` (B.3.6).</source>
        <translation>Nommez les amies formées de %1 à moins de 2" avec `friends %2 UNIT...` (B.3.6).</translation>
    </message>
    <message>
        <location line="+28" />
        <source>No check: %1</source>
        <translation>Pas de test : %1</translation>
    </message>
    <message>
        <location line="+34" />
        <source>N is the queued check's number (see status), not "%1".</source>
        <translation>N est le numéro du test en attente (voir status), pas « %1 ».</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Check %1 dismissed: %2</source>
        <translation>Test %1 écarté : %2</translation>
    </message>
    <message>
        <location line="+24" />
        <source>No Disordered unit becomes Good.</source>
        <translation>Aucune unité en désordre ne passe En ordre.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Good again (B.4.3): %1.</source>
        <translation>De nouveau En ordre (B.4.3) : %1.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1 stays Disordered (within an enemy Minimum Fire Zone, 15.77).</source>
        <translation>%1 reste en désordre (dans une zone de tir minimale ennemie, 15.77).</translation>
    </message>
    <message>
        <location line="+17" />
        <source>%1 tries to rally (B.4.4).</source>
        <translation>%1 tente de se rallier (B.4.4).</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Odds: rallies %1, fails %2.</source>
        <translation>Chances : ralliement %1, échec %2.</translation>
    </message>
    <message>
        <location line="+14" />
        <source>%1 routs off the table: %2 MFP at the next Army Morale Fatigue Phase (E03, B-19).</source>
        <translation>%1 quitte la table en déroute : %2 MFP à la prochaine phase de fatigue morale de l'armée (E03, B-19).</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1 routs off the table and cannot rally (15.72c).</source>
        <translation>%1 quitte la table en déroute et ne peut plus se rallier (15.72c).</translation>
    </message>
    <message>
        <location line="+19" />
        <source>"%1" is not an MFP event; write EVENTxCOUNT[=VALUE], e.g. E01x3 or E19x1=2.</source>
        <translation>« %1 » n'est pas un événement MFP ; écrivez EVENTxCOUNT[=VALUE], p. ex. E01x3 ou E19x1=2.</translation>
    </message>
    <message>
        <location line="+10" />
        <source>%1 x%2 = %3</source>
        <translation>%1 x%2 = %3</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1's Army Morale Fatigue Phase (15.85): %2.</source>
        <translation>Phase de fatigue morale de l'armée de %1 (15.85) : %2.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>nothing</source>
        <translation>rien</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Added %1 MFP: %2 used of %3 (tier %4).</source>
        <translation>%1 MFP ajoutés : %2 utilisés sur %3 (palier %4).</translation>
    </message>
    <message>
        <location line="+25" />
        <source>The officer is wounded, killed or alive, not "%1".</source>
        <translation>L'officier est wounded, killed ou alive, pas « %1 ».</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1's officer: %2.</source>
        <translation>Officier de %1 : %2.</translation>
    </message>
    <message>
        <location line="+4" />
        <source>The order is attack, engage, defend or march, not "%1".</source>
        <translation>L'ordre est attack, engage, defend ou march, pas « %1 ».</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1's order: %2.</source>
        <translation>Ordre de %1 : %2.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>%1 arrives with a %2 order (15.82).</source>
        <translation>%1 arrive avec un ordre %2 (15.82).</translation>
    </message>
    <message>
        <location line="+4" />
        <source>%1 withdraws (E20: 1 MFP per unit).</source>
        <translation>%1 se retire (E20 : 1 MFP par unité).</translation>
    </message>
    <message>
        <location line="+7" />
        <source>%1 MFP at the next Army Morale Fatigue Phase.</source>
        <translation>%1 MFP à la prochaine phase de fatigue morale de l'armée.</translation>
    </message>
    <message>
        <location line="+4" />
        <source>%1: %2 MFP used of %3.</source>
        <translation>%1 : %2 MFP utilisés sur %3.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>%1 returns to normal morale standing: the demoralization penalty is cancelled (15.92).</source>
        <translation>%1 revient à une situation morale normale : la pénalité de démoralisation est annulée (15.92).</translation>
    </message>
    <message>
        <location line="+13" />
        <source>The enemy takes %1's position %2: %3 MFP onto its used total at the next Army Morale Fatigue Phase, and off the capturer's (15.86, E18).</source>
        <translation>L'ennemi prend la position %2 de %1 : %3 MFP ajoutés à son total utilisé à la prochaine phase de fatigue morale de l'armée, et retirés de celui du preneur (15.86, E18).</translation>
    </message>
    <message>
        <location line="+11" />
        <source>Turn %1 begins%2: %3 Phase.</source>
        <translation>Le tour %1 commence%2 : phase %3.</translation>
    </message>
    <message>
        <location line="+2" />
        <source> (an hourly turn)</source>
        <translation> (un tour horaire)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1 Phase.</source>
        <translation>Phase %1.</translation>
    </message>
    <message>
        <location line="+4" />
        <source>%1 is demoralized: CMR %2 (15.91, B-24).</source>
        <translation>%1 est démoralisée : CMR %2 (15.91, B-24).</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Turn %1, %2 Phase%3.</source>
        <translation>Tour %1, phase %2%3.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>, night</source>
        <translation>, nuit</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1: %2 MFP used of %3, demoralization tier %4, CMR %5 from demoralization.</source>
        <translation>%1 : %2 MFP utilisés sur %3, palier de démoralisation %4, CMR %5 dû à la démoralisation.</translation>
    </message>
    <message>
        <location line="+7" />
        <source>  %1: %2</source>
        <translation>  %1 : %2</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Unknown step "%1"; the steps are: %2.</source>
        <translation>Étape inconnue « %1 » ; les étapes sont : %2.</translation>
    </message>
</context>
<context>
    <name>md::nap::NapStepWords</name>
    <message>
        <location filename="../core/napoleonic/rules/NapStepWords.cpp" line="+63" />
        <source>There is no unit "%1" in this battle (by id or name).</source>
        <translation>Il n'y a pas d'unité « %1 » dans cette bataille (par id ou nom).</translation>
    </message>
    <message>
        <location line="+1" />
        <source>"%1" names %2 units; use an id: %3.</source>
        <translation>« %1 » désigne %2 unités ; utilisez un id : %3.</translation>
    </message>
    <message>
        <location line="+18" />
        <source>There is no command "%1" in this battle (by id or name).</source>
        <translation>Il n'y a pas de commandement « %1 » dans cette bataille (par id ou nom).</translation>
    </message>
    <message>
        <location line="+1" />
        <source>"%1" names %2 commands; use an id: %3.</source>
        <translation>« %1 » désigne %2 commandements ; utilisez un id : %3.</translation>
    </message>
    <message>
        <location line="+15" />
        <source>There is no army "%1" in this battle (by id or name).</source>
        <translation>Il n'y a pas d'armée « %1 » dans cette bataille (par id ou nom).</translation>
    </message>
    <message>
        <location line="+11" />
        <source>roll= is a d10 face, 1 to 10 (0 reads as 10), not "%1".</source>
        <translation>roll= est une face de d10, 1 à 10 (0 vaut 10), pas « %1 ».</translation>
    </message>
    <message>
        <location line="+48" />
        <source>charge= is the distance in inches, whole or .5 (3.5), not "%1".</source>
        <translation>charge= est la distance en pouces, entière ou .5 (3.5), pas « %1 ».</translation>
    </message>
    <message>
        <location line="+8" />
        <source>odds= is attacker:defender strength in figures (450:100), not "%1".</source>
        <translation>odds= est la force attaquant:défenseur en figurines (450:100), pas « %1 ».</translation>
    </message>
    <message>
        <location line="+17" />
        <source>as= is formation, skirmishers or cluster, not "%1".</source>
        <translation>as= vaut formation, skirmishers ou cluster, pas « %1 ».</translation>
    </message>
    <message>
        <location line="+5" />
        <source>"%1" is not a rally word; a rally takes chart rows (n12 ...), officer="NAME" and roll=N.</source>
        <translation>« %1 » n'est pas un mot de rally ; un ralliement prend des lignes du tableau (n12 ...), officer="NAME" et roll=N.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>"%1" is not a check word; a check takes chart rows (n09 p01 ...), as=, charge=, terrain=, officer=, odds=, cause= and roll=.</source>
        <translation>« %1 » n'est pas un mot de check ; un test prend des lignes du tableau (n09 p01 ...), as=, charge=, terrain=, officer=, odds=, cause= et roll=.</translation>
    </message>
</context>
<context>
    <name>md::nap::NapSummary</name>
    <message numerus="yes">
        <location filename="../core/napoleonic/NapSummary.cpp" line="+129" />
        <source>%1: valid Napoleonic battle "%2" (%n army(s)</source>
        <translation>
            <numerusform>%1 : bataille napoléonienne valide « %2 » (%n armée</numerusform><numerusform>%1 : bataille napoléonienne valide « %2 » (%n armées</numerusform></translation>
    </message>
    <message numerus="yes">
        <location line="+2" />
        <source>, %n unit(s))</source>
        <translation>
            <numerusform>, %n unité)</numerusform><numerusform>, %n unités)</numerusform></translation>
    </message>
</context>
<context>
    <name>md::nap::NapSystem</name>
    <message>
        <location filename="../core/napoleonic/NapSystem.cpp" line="+18" />
        <source>Napoleonic CMR and army morale fatigue</source>
        <translation>CMR napoléonien et fatigue morale de l'armée</translation>
    </message>
    <message>
        <location line="+31" />
        <source>Napoleonic morale sheet</source>
        <translation>Feuille de moral napoléonienne</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Blank Napoleonic morale sheet</source>
        <translation>Feuille de moral napoléonienne vierge</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Napoleonic quick-reference card</source>
        <translation>Aide-mémoire napoléonien</translation>
    </message>
    <message>
        <location line="+8" />
        <source>not a Napoleonic battle</source>
        <translation>pas une bataille napoléonienne</translation>
    </message>
</context>
<context>
    <name>md::nap::NapTableEditor</name>
    <message>
        <location filename="../app/napoleonic/editors/NapTableEditor.cpp" line="+19" />
        <source>Add row</source>
        <translation>Ajouter une ligne</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Remove</source>
        <translation>Supprimer</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Up</source>
        <translation>Monter</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Down</source>
        <translation>Descendre</translation>
    </message>
    <message>
        <location line="+14" />
        <source>Double-click a cell to change it.</source>
        <translation>Double-cliquez sur une cellule pour la modifier.</translation>
    </message>
    <message>
        <location line="+9" />
        <source>Move the selected row up</source>
        <translation>Monter la ligne sélectionnée</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Move the selected row down</source>
        <translation>Descendre la ligne sélectionnée</translation>
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
        <translation>Bataille (deux armées)</translation>
    </message>
    <message>
        <location line="+19" />
        <source>1st Brigade</source>
        <translation>1re brigade</translation>
    </message>
    <message>
        <location line="+24" />
        <source>The CMRs and figures of this template are examples, not the rules: replace them with your scenario's order of battle (B.6).</source>
        <translation>Les CMR et figurines de ce modèle sont des exemples, pas les règles : remplacez-les par l'ordre de bataille de votre scénario (B.6).</translation>
    </message>
    <message>
        <location line="+4" />
        <location line="+10" />
        <source>French</source>
        <translation>Français</translation>
    </message>
    <message>
        <location line="-10" />
        <source>Allied</source>
        <translation>Alliés</translation>
    </message>
    <message>
        <location line="+3" />
        <source>%1 army</source>
        <translation>Armée %1</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Army commander</source>
        <translation>Commandant de l'armée</translation>
    </message>
</context>
<context>
    <name>md::nap::NapTesterKind</name>
    <message>
        <location filename="../core/napoleonic/model/NapEnums.h" line="-22" />
        <source>Unit</source>
        <translation>Unité</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Units together (square, redoubt, building)</source>
        <translation>Unités ensemble (carré, redoute, bâtiment)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Fully deployed skirmishers</source>
        <translation>Tirailleurs entièrement déployés</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Skirmisher cluster</source>
        <translation>Groupe de tirailleurs</translation>
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
            <numerusform>%n figurine perdue</numerusform><numerusform>%n figurines perdues</numerusform></translation>
    </message>
    <message numerus="yes">
        <location line="+2" />
        <source>%n figure(s) given back</source>
        <translation>
            <numerusform>%n figurine rendue</numerusform><numerusform>%n figurines rendues</numerusform></translation>
    </message>
    <message numerus="yes">
        <location line="+2" />
        <source>%n cannon lost</source>
        <translation>
            <numerusform>%n canon perdu</numerusform><numerusform>%n canons perdus</numerusform></translation>
    </message>
    <message numerus="yes">
        <location line="+2" />
        <source>%n cannon given back</source>
        <translation>
            <numerusform>%n canon rendu</numerusform><numerusform>%n canons rendus</numerusform></translation>
    </message>
    <message>
        <location line="+6" />
        <source>at once</source>
        <translation>aussitôt</translation>
    </message>
    <message>
        <location line="+0" />
        <source>at the phase's end</source>
        <translation>en fin de phase</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1 — %2 (%3)</source>
        <translation>%1 — %2 (%3)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>, saw %1</source>
        <translation>, a vu %1</translation>
    </message>
    <message>
        <location line="+9" />
        <source>%1: %2 to Shock Combat</source>
        <translation>%1 : %2 au combat de choc</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1: %2 to fire</source>
        <translation>%1 : %2 au tir</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1 tested %2: d10 %3 against %4 — %5%6</source>
        <translation>%1 a testé %2 : d10 %3 contre %4 — %5%6</translation>
    </message>
    <message>
        <location line="+4" />
        <location line="+6" />
        <source> (your die)</source>
        <translation> (votre dé)</translation>
    </message>
    <message>
        <location line="-4" />
        <source>%1 tried to rally (P-c): d10 %2 against %3 — %4%5</source>
        <translation>%1 a tenté de se rallier (P-c) : d10 %2 contre %3 — %4%5</translation>
    </message>
    <message>
        <location line="+6" />
        <source>%1: no unit was Disordered (B.4.3)</source>
        <translation>%1 : aucune unité en désordre (B.4.3)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1: disorder cleared (B.4.3): %2</source>
        <translation>%1 : désordre levé (B.4.3) : %2</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1: Army Morale Fatigue Phase, %2 MFP added</source>
        <translation>%1 : phase de fatigue morale de l'armée, %2 MFP ajoutés</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1 Phase ended</source>
        <translation>Phase %1 terminée</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Turn %1 ended</source>
        <translation>Tour %1 terminé</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1: position taken (15.86): %2</source>
        <translation>%1 : position prise (15.86) : %2</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1 routed off the table (15.72c)</source>
        <translation>%1 a quitté la table en déroute (15.72c)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1: %2 check not taken: %3</source>
        <translation>%1 : test %2 non passé : %3</translation>
    </message>
</context>
<context>
    <name>md::nap::NapTriggers</name>
    <message>
        <location filename="../core/napoleonic/rules/NapTriggers.cpp" line="+75" />
        <source>%1 is no longer on the table.</source>
        <translation>%1 n'est plus sur la table.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1 is routed: a routed unit takes only its rally check (15.76).</source>
        <translation>%1 est en déroute : une unité en déroute ne fait que son test de ralliement (15.76).</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1 is not routed: only a routed unit tests to rally.</source>
        <translation>%1 n'est pas en déroute : seule une unité en déroute teste pour se rallier.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>%1 has already tested for %2 this phase: one check per circumstance per phase.</source>
        <translation>%1 a déjà testé pour %2 cette phase : un test par circonstance et par phase.</translation>
    </message>
    <message>
        <location line="+4" />
        <source>%1 already tested in the preceding Declared Cavalry Charge Phase.</source>
        <translation>%1 a déjà testé lors de la phase de charge de cavalerie déclarée précédente.</translation>
    </message>
    <message>
        <location line="+4" />
        <source>%1 is in an undisordered square receiving charging cavalry.</source>
        <translation>%1 est dans un carré non désordonné recevant une charge de cavalerie.</translation>
    </message>
    <message>
        <location line="+5" />
        <source>%1 failed to rally and routs on to the rear: its passby calls for no check (15.43).</source>
        <translation>%1 n'a pas pu se rallier et continue sa déroute vers l'arrière : son passage n'entraîne aucun test (15.43).</translation>
    </message>
    <message>
        <location line="+5" />
        <source>%1 is an open formation or a crew: its rout does not shake a close-order unit.</source>
        <translation>%1 est en formation ouverte ou un servant : sa déroute n'ébranle pas une unité en ordre serré.</translation>
    </message>
    <message>
        <location line="+8" />
        <source>%1 (%2) has a higher morale grade than %3 (%4).</source>
        <translation>%1 (%2) a une qualité de moral supérieure à %3 (%4).</translation>
    </message>
    <message numerus="yes">
        <location line="+5" />
        <source>%1 has %n figure(s), fewer than half of %2's %3.</source>
        <translation>
            <numerusform>%1 a %n figurine, moins de la moitié des %3 de %2.</numerusform><numerusform>%1 a %n figurines, moins de la moitié des %3 de %2.</numerusform></translation>
    </message>
</context>
<context>
    <name>md::nap::NapUi</name>
    <message>
        <location filename="../app/napoleonic/NapUi.cpp" line="+28" />
        <source>Empty Napoleonic battle</source>
        <translation>Bataille napoléonienne vide</translation>
    </message>
    <message>
        <location line="+10" />
        <source>New Napoleonic battle</source>
        <translation>Nouvelle bataille napoléonienne</translation>
    </message>
    <message>
        <location line="+21" />
        <source>&lt;h2&gt;Napoleonic unit morale and army morale fatigue&lt;/h2&gt;&lt;p&gt;A unit tests its morale when it loses figures or cannon to fire, sees a friendly formed unit rout within 2", receives Shock Combat and in the other circumstances of B.2: at once, or collected and taken in order when the phase completes. One d10 against the unit's current CMR with the situational adjustments of the 15.54 chart: at or under it passes, 1-4 over disorders, 5 or more over routs (B.3.4). Each army counts its Morale Fatigue Points in the Army Morale Fatigue Phase; past its total it is demoralized and every CMR falls each hourly turn (B.4.7). All odds are exact tenths.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Moral des unités et fatigue morale de l'armée (napoléonien)&lt;/h2&gt;&lt;p&gt;Une unité teste son moral quand elle perd des figurines ou des canons au tir, voit une unité amie formée en déroute à moins de 2", reçoit un combat de choc, et dans les autres circonstances de B.2 : aussitôt, ou regroupés et pris dans l'ordre à la fin de la phase. Un d10 contre le CMR actuel de l'unité avec les ajustements de situation du tableau 15.54 : égal ou inférieur, réussi ; 1 à 4 au-dessus, désordre ; 5 ou plus au-dessus, déroute (B.3.4). Chaque armée compte ses points de fatigue morale (MFP) en phase de fatigue morale de l'armée ; au-delà de son total, elle est démoralisée et chaque CMR baisse à chaque tour horaire (B.4.7). Toutes les chances sont des dixièmes exacts.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+8" />
        <source>&lt;h3&gt;The club's own data (B.6)&lt;/h3&gt;&lt;p&gt;The rules do not give the terrain chart, the officers' morale benefits, the phase order, which turns are hourly or the illegible line of the chart. These are the club's own entries in each battle's settings; the program starts them with placeholder examples. They are not the rules: change them to your own.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Données propres au club (B.6)&lt;/h3&gt;&lt;p&gt;Les règles ne donnent pas le tableau des terrains, les bonus de moral des officiers, l'ordre des phases, les tours horaires ni la ligne illisible du tableau. Ce sont les entrées propres au club dans les paramètres de chaque bataille ; le programme les remplit d'exemples à remplacer. Ce ne sont pas les règles : remplacez-les par les vôtres.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>md::nap::NapUnitForm</name>
    <message>
        <location filename="../app/napoleonic/editors/NapUnitForm.cpp" line="+26" />
        <source>CMR 4 or less</source>
        <translation>CMR 4 ou moins</translation>
    </message>
    <message>
        <location line="+1" />
        <source>CMR 5-7</source>
        <translation>CMR 5-7</translation>
    </message>
    <message>
        <location line="+1" />
        <source>CMR 8 or more</source>
        <translation>CMR 8 ou plus</translation>
    </message>
    <message>
        <location line="+24" />
        <source>&amp;Name:</source>
        <translation>&amp;Nom :</translation>
    </message>
    <message>
        <location line="+6" />
        <source>must not be empty</source>
        <translation>ne doit pas être vide</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Rename unit: %1</source>
        <translation>Renommer l'unité : %1</translation>
    </message>
    <message>
        <location line="+6" />
        <source>T&amp;ype:</source>
        <translation>T&amp;ype :</translation>
    </message>
    <message>
        <location line="+4" />
        <source>15.27: the starting battleday CMR defines the unit's grade. 15.26h: a headquarters base checks at 8.</source>
        <translation>15.27 : le CMR de départ de la journée de bataille définit la qualité de l'unité. 15.26h : un socle de quartier général teste à 8.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Starting &amp;CMR:</source>
        <translation>&amp;CMR de départ :</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Grade:</source>
        <translation>Qualité :</translation>
    </message>
    <message>
        <location line="+1" />
        <source>15.27: Militia 4 or less, Line 5-7, Elite 8 or more. It sets X-a and the unit's MFP (B.4.5).</source>
        <translation>15.27 : milice 4 ou moins, ligne 5-7, élite 8 ou plus. Fixe X-a et les MFP de l'unité (B.4.5).</translation>
    </message>
    <message>
        <location line="+4" />
        <source>The figures at the start of the battleday (for artillery: its crew).</source>
        <translation>Les figurines au début de la journée de bataille (artillerie : ses servants).</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Starting &amp;figures:</source>
        <translation>&amp;Figurines de départ :</translation>
    </message>
    <message>
        <location line="+4" />
        <source>15.52: -1 CMR for each. A correction: record losses in play, where the checks they bring follow.</source>
        <translation>15.52 : -1 CMR pour chacune. Une correction : enregistrez les pertes en jeu, où suivent les tests qu'elles entraînent.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Fi&amp;gures lost:</source>
        <translation>Fi&amp;gurines perdues :</translation>
    </message>
    <message>
        <location line="+4" />
        <source>15.53: a battery's cannon at the start.</source>
        <translation>15.53 : les canons d'une batterie au départ.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Starting c&amp;annon:</source>
        <translation>C&amp;anons de départ :</translation>
    </message>
    <message>
        <location line="+4" />
        <source>15.53: cannon lost so far (a correction; record losses in play).</source>
        <translation>15.53 : canons perdus jusqu'ici (une correction ; enregistrez les pertes en jeu).</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Cannon &amp;lost:</source>
        <translation>Canons &amp;perdus :</translation>
    </message>
    <message>
        <location line="+6" />
        <source>F&amp;ormation:</source>
        <translation>F&amp;ormation :</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Formation of %1: %2</source>
        <translation>Formation de %1 : %2</translation>
    </message>
    <message>
        <location line="+7" />
        <source>A correction: checks and rallies in play set the state.</source>
        <translation>Une correction : les tests et ralliements en jeu fixent l'état.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;State:</source>
        <translation>É&amp;tat :</translation>
    </message>
    <message>
        <location line="+6" />
        <source>State of %1: %2</source>
        <translation>État de %1 : %2</translation>
    </message>
    <message>
        <location line="+8" />
        <source>B.4.4, B-18: failed rally attempts in the current rout.</source>
        <translation>B.4.4, B-18 : tentatives de ralliement échouées dans la déroute en cours.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Failed &amp;rallies:</source>
        <translation>&amp;Ralliements échoués :</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Arri&amp;ved on a later battleday</source>
        <translation>Arri&amp;vée une journée de bataille ultérieure</translation>
    </message>
    <message>
        <location line="+2" />
        <source>15.96: exempt from the campaign -1 of the army's previous battleday.</source>
        <translation>15.96 : exemptée du -1 de campagne de la journée de bataille précédente de l'armée.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Arrived on a later battleday</source>
        <translation>Arrivée une journée de bataille ultérieure</translation>
    </message>
    <message>
        <location line="+5" />
        <source>%1 arrived on a later battleday</source>
        <translation>%1 arrivée une journée de bataille ultérieure</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1 is there from the army's first battleday</source>
        <translation>%1 est là depuis la première journée de bataille de l'armée</translation>
    </message>
    <message>
        <location line="+6" />
        <source>No&amp;tes:</source>
        <translation>Note&amp;s :</translation>
    </message>
    <message>
        <location line="+7" />
        <source>must be at most %1 characters</source>
        <translation>doit faire au plus %1 caractères</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Edit notes of %1</source>
        <translation>Modifier les notes de %1</translation>
    </message>
    <message>
        <location line="+7" />
        <source>The command the unit belongs to (N18-N20 count its losses), in the same army.</source>
        <translation>Le commandement auquel l'unité appartient (N18-N20 comptent ses pertes), dans la même armée.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Co&amp;mmand:</source>
        <translation>Co&amp;mmandement :</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Move &amp;up</source>
        <translation>Mont&amp;er</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Move unit up</source>
        <translation>Monter l'unité</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Move do&amp;wn</source>
        <translation>&amp;Descendre</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Move unit down</source>
        <translation>Descendre l'unité</translation>
    </message>
    <message>
        <location line="+1" />
        <source>R&amp;emove unit</source>
        <translation>S&amp;upprimer l'unité</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Unit actions</source>
        <translation>Actions sur l'unité</translation>
    </message>
    <message>
        <location line="+35" />
        <source>only artillery has cannon (15.53): set its cannon to 0 first</source>
        <translation>seule l'artillerie a des canons (15.53) : mettez d'abord ses canons à 0</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Type of %1: %2</source>
        <translation>Type de %1 : %2</translation>
    </message>
    <message>
        <location line="+9" />
        <source>must be from %1 to %2</source>
        <translation>doit être de %1 à %2</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Starting CMR of %1: %2</source>
        <translation>CMR de départ de %1 : %2</translation>
    </message>
    <message>
        <location line="+9" />
        <source>must be at least 1</source>
        <translation>doit être au moins 1</translation>
    </message>
    <message>
        <location line="+2" />
        <location line="+28" />
        <location line="+28" />
        <source>must be at most %1</source>
        <translation>doit être au plus %1</translation>
    </message>
    <message>
        <location line="-54" />
        <source>must be at least the figures lost (%1)</source>
        <translation>doit être au moins égal aux figurines perdues (%1)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Starting figures of %1: %2</source>
        <translation>Figurines de départ de %1 : %2</translation>
    </message>
    <message>
        <location line="+9" />
        <location line="+14" />
        <location line="+16" />
        <location line="+12" />
        <source>must be at least 0</source>
        <translation>doit être au moins 0</translation>
    </message>
    <message>
        <location line="-40" />
        <source>must not be more than the starting figures (%1)</source>
        <translation>ne doit pas dépasser les figurines de départ (%1)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Correct figures lost of %1: %2</source>
        <translation>Corriger les figurines perdues de %1 : %2</translation>
    </message>
    <message>
        <location line="+9" />
        <location line="+16" />
        <source>only artillery has cannon (15.53)</source>
        <translation>seule l'artillerie a des canons (15.53)</translation>
    </message>
    <message>
        <location line="-10" />
        <source>must be at least the cannon lost (%1)</source>
        <translation>doit être au moins égal aux canons perdus (%1)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Starting cannon of %1: %2</source>
        <translation>Canons de départ de %1 : %2</translation>
    </message>
    <message>
        <location line="+13" />
        <source>must not be more than the starting cannon (%1)</source>
        <translation>ne doit pas dépasser les canons de départ (%1)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Correct cannon lost of %1: %2</source>
        <translation>Corriger les canons perdus de %1 : %2</translation>
    </message>
    <message>
        <location line="+13" />
        <source>only a routed unit has failed rallies (B.4.4)</source>
        <translation>seule une unité en déroute a des ralliements échoués (B.4.4)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Failed rallies of %1: %2</source>
        <translation>Ralliements échoués de %1 : %2</translation>
    </message>
    <message>
        <location line="+14" />
        <source>%1 already has %2 units</source>
        <translation>%1 a déjà %2 unités</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Move %1 to %2</source>
        <translation>Déplacer %1 vers %2</translation>
    </message>
    <message>
        <location line="+17" />
        <source>Move unit up: %1</source>
        <translation>Monter l'unité : %1</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Move unit down: %1</source>
        <translation>Descendre l'unité : %1</translation>
    </message>
    <message>
        <location line="+12" />
        <source>%1 has a check waiting: resolve it first</source>
        <translation>%1 a un test en attente : résolvez-le d'abord</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Remove unit: %1</source>
        <translation>Supprimer l'unité : %1</translation>
    </message>
    <message>
        <location line="+20" />
        <source>%1 (a headquarters base, 15.26h)</source>
        <translation>%1 (un socle de quartier général, 15.26h)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1 (%2 of the current CMR, B-4)</source>
        <translation>%1 (%2 du CMR actuel, B-4)</translation>
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
        <translation>En ordre</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Disordered</source>
        <translation>En désordre</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Routed</source>
        <translation>En déroute</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Eliminated</source>
        <translation>Éliminé</translation>
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
        <translation>Cavalerie</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Skirmish company</source>
        <translation>Compagnie de tirailleurs</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Artillery</source>
        <translation>Artillerie</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Headquarters base</source>
        <translation>Socle de quartier général</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Train</source>
        <translation>Train</translation>
    </message>
</context>
<context>
    <name>md::nap::NapValidator</name>
    <message>
        <location filename="../core/napoleonic/io/NapValidator.cpp" line="+40" />
        <source>(an index into $.settings.phases)</source>
        <translation>(un index dans $.settings.phases)</translation>
    </message>
    <message>
        <location line="+4" />
        <source>armies</source>
        <translation>armées</translation>
    </message>
    <message>
        <location line="+6" />
        <source>units in all armies</source>
        <translation>unités dans toutes les armées</translation>
    </message>
    <message>
        <location line="+13" />
        <source>pending checks</source>
        <translation>tests en attente</translation>
    </message>
    <message>
        <location line="+6" />
        <source>log records</source>
        <translation>entrées du journal</translation>
    </message>
    <message>
        <location line="+42" />
        <source>%1 is listed twice; first at %2</source>
        <translation>%1 figure deux fois ; d'abord à %2</translation>
    </message>
    <message>
        <location line="+14" />
        <source>distances</source>
        <translation>distances</translation>
    </message>
    <message>
        <location line="+4" />
        <location line="+27" />
        <source>(inches)</source>
        <translation>(pouces)</translation>
    </message>
    <message>
        <location line="-18" />
        <source>terrain types</source>
        <translation>types de terrain</translation>
    </message>
    <message>
        <location line="+11" />
        <source>officer types</source>
        <translation>types d'officier</translation>
    </message>
    <message>
        <location line="+6" />
        <source>(CMR points, B-29)</source>
        <translation>(points de CMR, B-29)</translation>
    </message>
    <message>
        <location line="+11" />
        <source>needs at least one phase: a game turn is its phases in order (B.6)</source>
        <translation>il faut au moins une phase : un tour de jeu est ses phases dans l'ordre (B.6)</translation>
    </message>
    <message>
        <location line="+4" />
        <source>%1 is listed twice; a game turn has each phase once (B.6)</source>
        <translation>%1 figure deux fois ; un tour de jeu a chaque phase une fois (B.6)</translation>
    </message>
    <message>
        <location line="+7" />
        <source>(game turns in an hour)</source>
        <translation>(tours de jeu par heure)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>(whole MFP, E19)</source>
        <translation>(MFP entiers, E19)</translation>
    </message>
    <message>
        <location line="+3" />
        <source>user adjustments</source>
        <translation>ajustements utilisateur</translation>
    </message>
    <message>
        <location line="+9" />
        <location line="+21" />
        <source>duplicate id %1; already used at %2</source>
        <translation>id %1 en double ; déjà utilisé à %2</translation>
    </message>
    <message>
        <location line="-17" />
        <source>(CMR points, B-27)</source>
        <translation>(points de CMR, B-27)</translation>
    </message>
    <message>
        <location line="+30" />
        <source>(whole MFP)</source>
        <translation>(MFP entiers)</translation>
    </message>
    <message>
        <location line="+2" />
        <location line="+242" />
        <source>(half MFP)</source>
        <translation>(demi-MFP)</translation>
    </message>
    <message>
        <location line="-241" />
        <source>(B.4.7)</source>
        <translation>(B.4.7)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>(CMR points)</source>
        <translation>(points de CMR)</translation>
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
        <translation>doit valoir 0 tant que l'armée n'est pas démoralisée (demoralTier 0, B.4.7, 15.92) ; trouvé %1</translation>
    </message>
    <message>
        <location line="+5" />
        <source>must be true: a demoralized army (demoralTier %1) has exceeded its MFP total this battleday (15.90, 15.96)</source>
        <translation>doit valoir true : une armée démoralisée (demoralTier %1) a dépassé son total de MFP cette journée de bataille (15.90, 15.96)</translation>
    </message>
    <message>
        <location line="+5" />
        <source>positions</source>
        <translation>positions</translation>
    </message>
    <message>
        <location line="+5" />
        <source>(whole MFP, 15.86)</source>
        <translation>(MFP entiers, 15.86)</translation>
    </message>
    <message>
        <location line="+6" />
        <source>commands in one army</source>
        <translation>commandements dans une armée</translation>
    </message>
    <message>
        <location line="+11" />
        <source>(0: none planned)</source>
        <translation>(0 : aucun prévu)</translation>
    </message>
    <message>
        <location line="+3" />
        <source>units in one command</source>
        <translation>unités dans un commandement</translation>
    </message>
    <message>
        <location line="+16" />
        <source>a command cannot sit under itself</source>
        <translation>un commandement ne peut pas dépendre de lui-même</translation>
    </message>
    <message>
        <location line="+7" />
        <source>command %1 is in another army; a parent is a command of the same army</source>
        <translation>le commandement %1 est dans une autre armée ; un parent est un commandement de la même armée</translation>
    </message>
    <message>
        <location line="+2" />
        <source>unknown command %1; no command of this army has this id</source>
        <translation>commandement %1 inconnu ; aucun commandement de cette armée n'a cet id</translation>
    </message>
    <message>
        <location line="+13" />
        <source>the parents of %1 come back to it (%2); the order of battle has no cycle (B.1)</source>
        <translation>les parents de %1 reviennent à lui (%2) ; l'ordre de bataille n'a pas de cycle (B.1)</translation>
    </message>
    <message>
        <location line="+14" />
        <source>(15.27)</source>
        <translation>(15.27)</translation>
    </message>
    <message>
        <location line="+4" />
        <source>(the unit's startFigures)</source>
        <translation>(startFigures de l'unité)</translation>
    </message>
    <message>
        <location line="+10" />
        <source>only artillery has cannon (15.53); this unit's type is %1</source>
        <translation>seule l'artillerie a des canons (15.53) ; le type de cette unité est %1</translation>
    </message>
    <message>
        <location line="+6" />
        <source>(the battery's startCannon)</source>
        <translation>(startCannon de la batterie)</translation>
    </message>
    <message>
        <location line="+3" />
        <source>(its cannonLost: this phase's are among them)</source>
        <translation>(son cannonLost : ceux de cette phase y sont inclus)</translation>
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
        <translation>doit valoir 0 ou 1 pour une unité en déroute : le second ralliement échoué la retire (B.4.4 étape 3) ; trouvé 2</translation>
    </message>
    <message>
        <location line="+2" />
        <source>must be 0 for a %1 unit: failures count only in the current rout (B.4.4, B-18); found %2</source>
        <translation>doit valoir 0 pour une unité %1 : les échecs ne comptent que dans la déroute en cours (B.4.4, B-18) ; trouvé %2</translation>
    </message>
    <message>
        <location line="+6" />
        <source>%1 is listed twice; a circumstance is tested once a phase (15.21)</source>
        <translation>%1 figure deux fois ; une circonstance est testée une fois par phase (15.21)</translation>
    </message>
    <message>
        <location line="+16" />
        <source>artillery and trains</source>
        <translation>artillerie et trains</translation>
    </message>
    <message>
        <location line="+3" />
        <source>infantry</source>
        <translation>infanterie</translation>
    </message>
    <message>
        <location line="+3" />
        <source>cavalry and headquarters</source>
        <translation>cavalerie et quartiers généraux</translation>
    </message>
    <message>
        <location line="+3" />
        <source>%1 is a formation of %2 only (B.1); this unit's type is %3</source>
        <translation>%1 est une formation de %2 seulement (B.1) ; le type de cette unité est %3</translation>
    </message>
    <message>
        <location line="+14" />
        <source>unknown unit %1; no unit has this id</source>
        <translation>unité %1 inconnue ; aucune unité n'a cet id</translation>
    </message>
    <message>
        <location line="+10" />
        <source>unit %1 is eliminated; no check waits for it</source>
        <translation>l'unité %1 est éliminée ; aucun test ne l'attend</translation>
    </message>
    <message>
        <location line="+9" />
        <source>(the current turn)</source>
        <translation>(le tour en cours)</translation>
    </message>
    <message>
        <location line="+5" />
        <source>unknown army %1; no army has this id</source>
        <translation>armée %1 inconnue ; aucune armée n'a cet id</translation>
    </message>
    <message>
        <location line="+3" />
        <source>unknown command %1; no command has this id</source>
        <translation>commandement %1 inconnu ; aucun commandement n'a cet id</translation>
    </message>
    <message>
        <location line="+9" />
        <source>must name the unit(s) the %1 record concerns; found none</source>
        <translation>doit nommer la ou les unités concernées par l'entrée %1 ; aucune trouvée</translation>
    </message>
    <message>
        <location line="+2" />
        <source>must name the army of the %1 record</source>
        <translation>doit nommer l'armée de l'entrée %1</translation>
    </message>
    <message>
        <location line="+2" />
        <source>must name the command of the %1 record</source>
        <translation>doit nommer le commandement de l'entrée %1</translation>
    </message>
    <message>
        <location line="+4" />
        <source>(d10)</source>
        <translation>(d10)</translation>
    </message>
    <message>
        <location line="+10" />
        <source>the result of a %1 record is one of %2 (%3); found %4</source>
        <translation>le résultat d'une entrée %1 est l'un de %2 (%3) ; trouvé %4</translation>
    </message>
    <message>
        <location line="+4" />
        <source>(only checks and rallies roll)</source>
        <translation>(seuls les tests et ralliements ont un jet)</translation>
    </message>
    <message>
        <location line="+28" />
        <source>an id holds no space and none of : , = (play steps are split on them); found %1</source>
        <translation>un id ne contient ni espace ni aucun de : , = (les étapes de jeu sont découpées sur eux) ; trouvé %1</translation>
    </message>
</context>
<context>
    <name>md::nap::NapWorkspace</name>
    <message>
        <location filename="../app/napoleonic/NapWorkspace.cpp" line="+45" />
        <location line="+45" />
        <source>Battle log</source>
        <translation>Journal de bataille</translation>
    </message>
    <message>
        <location line="-28" />
        <source>Order of battle</source>
        <translation>Ordre de bataille</translation>
    </message>
    <message>
        <location line="+46" />
        <source>&amp;Play</source>
        <translation>&amp;Jeu</translation>
    </message>
    <message>
        <location line="+12" />
        <source>Record &amp;losses…</source>
        <translation>Enregistrer des &amp;pertes…</translation>
    </message>
    <message>
        <location line="+7" />
        <source>&amp;Test the next queued check</source>
        <translation>&amp;Tester le prochain test en attente</translation>
    </message>
    <message>
        <location line="+4" />
        <source>&amp;Roll the d10 of the check</source>
        <translation>&amp;Lancer le d10 du test</translation>
    </message>
    <message>
        <location line="+5" />
        <source>&amp;Next phase</source>
        <translation>Phase &amp;suivante</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Select a unit in the order of battle first.</source>
        <translation>Sélectionnez d'abord une unité dans l'ordre de bataille.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>No check is queued.</source>
        <translation>Aucun test en attente.</translation>
    </message>
    <message>
        <location line="+96" />
        <source>&amp;Checks</source>
        <translation>&amp;Tests</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Rally</source>
        <translation>&amp;Ralliement</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Army morale</source>
        <translation>&amp;Moral de l'armée</translation>
    </message>
    <message>
        <location line="+1" />
        <source>E&amp;dit</source>
        <translation>É&amp;dition</translation>
    </message>
    <message>
        <location line="+42" />
        <source>Disorder cleared (B.4.3): %1</source>
        <translation>Désordre levé (B.4.3) : %1</translation>
    </message>
    <message>
        <location line="+0" />
        <source>no unit</source>
        <translation>aucune unité</translation>
    </message>
    <message>
        <location line="+12" />
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <location line="+5" />
        <source>%1 routed off the table.</source>
        <translation>%1 a quitté la table en déroute.</translation>
    </message>
    <message>
        <location line="+80" />
        <source>Check loaded: %1</source>
        <translation>Test chargé : %1</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Dismiss a queued check</source>
        <translation>Écarter un test en attente</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Why does %1 not test? (kept in the battle log)</source>
        <translation>Pourquoi %1 ne teste-t-elle pas ? (conservé dans le journal de bataille)</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Check dismissed.</source>
        <translation>Test écarté.</translation>
    </message>
    <message>
        <location line="+9" />
        <source>Next phase refused: %1</source>
        <translation>Phase suivante refusée : %1</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Turn %1: %2 Phase</source>
        <translation>Tour %1 : phase %2</translation>
    </message>
    <message>
        <location line="+12" />
        <source>The recovered work is not a Napoleonic battle.</source>
        <translation>Le travail récupéré n'est pas une bataille napoléonienne.</translation>
    </message>
</context>
<context>
    <name>md::ratio</name>
    <message>
        <location filename="../core/ratio/rules/RatioMorale.cpp" line="+166" />
        <source>Advances cautiously, using concealment as much as possible. Seeks the nearest cover if in the open and taking direct fire. Uses suppressive fire on known and suspected enemy positions when crossing open ground. If fired on while advancing, turns toward the nearest concealment. Moves normally when not exposed to enemy direct fire.</source>
        <translation>Avance prudemment en utilisant au maximum les couverts. Cherche le couvert le plus proche s'il est à découvert et sous le feu direct. Fait un tir de suppression sur les positions ennemies connues et supposées en traversant un terrain découvert. S'il est pris sous le feu en avançant, se tourne vers le couvert le plus proche. Se déplace normalement s'il n'est pas exposé au feu direct ennemi.</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Stays in concealed positions and will not advance into the open. If caught in the open, seeks the nearest concealment, but falls back rather than advance into known enemy fire to reach it.</source>
        <translation>Reste dans des positions couvertes et n'avance pas à découvert. S'il est pris à découvert, cherche le couvert le plus proche, mais recule plutôt que d'avancer sous un feu ennemi connu pour l'atteindre.</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Abandons its position and falls back from enemy fire and advancing enemy, using concealment but crossing open ground to retreat. Must fall back its entire movement distance and does not fire while withdrawing. May leave the board by any edge and may not return this battle. An immobile vehicle's crew abandons it; otherwise the crew withdraws in the vehicle. A strongpoint goes into system shutdown and can take no action this turn.</source>
        <translation>Abandonne sa position et recule face au feu ennemi et à l'ennemi qui avance, en utilisant les couverts mais en traversant au besoin un terrain découvert pour se replier. Doit reculer de toute sa distance de mouvement et ne tire pas pendant le repli. Peut quitter la table par n'importe quel bord et ne peut pas revenir de la bataille. L'équipage d'un véhicule immobilisé l'abandonne ; sinon l'équipage se replie à bord du véhicule. Un point d'appui passe en arrêt des systèmes et ne peut agir ce tour-ci.</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Incapable of any further action. A soldier is removed and counts as a casualty of his unit. Vehicles and strongpoints stay on the table as wrecks, giving obstruction and concealment.</source>
        <translation>Incapable de toute autre action. Un soldat est retiré et compte comme une perte de son unité. Les véhicules et points d'appui restent sur la table comme épaves, formant obstacle et couvert.</translation>
    </message>
    <message>
        <location line="+7" />
        <source>The unit or vehicle has been destroyed: no roll is possible.</source>
        <translation>L'unité ou le véhicule a été détruit : aucun jet n'est possible.</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Moves and fires normally. Need not check again until its unit suffers further losses or damage.</source>
        <translation>Se déplace et tire normalement. N'a pas à tester de nouveau tant que son unité ne subit pas d'autres pertes ou dégâts.</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Under the Leaders rule each crewman out of his vehicle counts his rank's factor (R2, R10).</source>
        <translation>Avec la règle des chefs, chaque membre d'équipage hors de son véhicule compte le facteur de son grade (R2, R10).</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Without the Leaders rule each crewman out of his vehicle counts 1 point, whatever his rank (R2, R10).</source>
        <translation>Sans la règle des chefs, chaque membre d'équipage hors de son véhicule compte 1 point, quel que soit son grade (R2, R10).</translation>
    </message>
</context>
<context>
    <name>md::ratio::GameBar</name>
    <message>
        <location filename="../app/ratio/widgets/GameBar.cpp" line="+31" />
        <source>Pass &amp;initiative</source>
        <translation>Passer l'&amp;initiative</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Pass the &amp;initiative</source>
        <translation>Passer l'&amp;initiative</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Add &amp;opposing side…</source>
        <translation>Ajouter le camp &amp;adverse…</translation>
    </message>
    <message>
        <location line="+1" />
        <source>E&amp;xport side as…</source>
        <translation>E&amp;xporter le camp sous…</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Playing:</source>
        <translation>Camp joué :</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Side played</source>
        <translation>Camp joué</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The side whose roster, checks and log the window shows; every action acts on it.</source>
        <translation>Le camp dont la fenêtre montre l'effectif, les tests et le journal ; chaque action s'applique à lui.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Initiative</source>
        <translation>Initiative</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The other side has the initiative now (undoable). Ctrl+I</source>
        <translation>Donne l'initiative à l'autre camp (annulable). Ctrl+I</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Endurance of both sides</source>
        <translation>Endurance des deux camps</translation>
    </message>
    <message>
        <location line="+10" />
        <source>Writes the side you play to its own battlegroup file.</source>
        <translation>Écrit le camp que vous jouez dans son propre fichier de groupement tactique.</translation>
    </message>
    <message>
        <location line="+54" />
        <source>Initiative: %1</source>
        <translation>Initiative : %1</translation>
    </message>
    <message>
        <location line="+5" />
        <source>%1 %2/%3 lost</source>
        <extracomment>One side's endurance on the turn bar (R11): "3rd Rangers 12/40 lost".</extracomment>
        <translation>%1 %2/%3 perdus</translation>
    </message>
    <message>
        <location line="+22" />
        <source>Red Force (bundled sample)</source>
        <translation>Red Force (exemple fourni)</translation>
    </message>
    <message>
        <location line="+0" />
        <source>A battlegroup file…</source>
        <translation>Un fichier de groupement tactique…</translation>
    </message>
    <message>
        <location line="+2" />
        <location line="+14" />
        <location line="+8" />
        <location line="+6" />
        <source>Add opposing side</source>
        <translation>Ajouter le camp adverse</translation>
    </message>
    <message>
        <location line="-28" />
        <source>Where does the opposing side come from?</source>
        <translation>D'où vient le camp adverse ?</translation>
    </message>
    <message>
        <location line="+15" />
        <source>%1 is already a game of two sides. Choose a file that holds one battlegroup.</source>
        <translation>%1 est déjà une partie à deux camps. Choisissez un fichier qui contient un seul groupement tactique.</translation>
    </message>
    <message>
        <location line="+8" />
        <source>The opposing side could not be read: %1: %2</source>
        <translation>Le camp adverse n'a pas pu être lu : %1 : %2</translation>
    </message>
    <message>
        <location line="+8" />
        <source>%1 joined the game as the opposing side.</source>
        <translation>%1 a rejoint la partie comme camp adverse.</translation>
    </message>
    <message>
        <location line="+13" />
        <source>Export side</source>
        <translation>Exporter le camp</translation>
    </message>
    <message>
        <location line="+0" />
        <source>%1 could not be written: %2</source>
        <translation>%1 n'a pas pu être écrit : %2</translation>
    </message>
    <message>
        <location line="+3" />
        <source>%1 written to %2.</source>
        <translation>%1 écrit dans %2.</translation>
    </message>
</context>
<context>
    <name>md::ratio::GameTurn</name>
    <message>
        <location filename="../core/ratio/rules/GameTurn.cpp" line="+20" />
        <source>Side %1</source>
        <translation>Camp %1</translation>
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
            <numerusform> et %n autre</numerusform>
            <numerusform> et %n autres</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1: %2</source>
        <extracomment>One side's pieces that must still check, as in "3rd Rangers: Pvt. Cole, Pvt. Diaz".</extracomment>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <location line="+2" />
        <location line="+61" />
        <source>; </source>
        <translation> ; </translation>
    </message>
    <message>
        <location line="-51" />
        <source>These pieces must check morale before the turn can end (R6): %1. Check them, or end the turn anyway with the override.</source>
        <translation>Ces figurines doivent tester leur moral avant la fin du tour (R6) : %1. Testez-les, ou finissez quand même le tour avec le passage outre.</translation>
    </message>
    <message>
        <location line="+36" />
        <source>%1 reached its breaking point in turn %2: it retreats from turn %3 (R11).</source>
        <translation>%1 a atteint son point de rupture au tour %2 : il se replie à partir du tour %3 (R11).</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Both battlegroups reached their breaking point in turn %1: neither holds the field.</source>
        <translation>Les deux groupements tactiques ont atteint leur point de rupture au tour %1 : aucun ne tient le terrain.</translation>
    </message>
    <message>
        <location line="+6" />
        <source>%1 reached its breaking point in turn %2: it retreats from turn %3</source>
        <translation>%1 a atteint son point de rupture au tour %2 : il se replie à partir du tour %3</translation>
    </message>
    <message>
        <location line="+7" />
        <source>; %1 hold the field.</source>
        <extracomment>After the sides that retreat: who holds the field (R11).</extracomment>
        <translation> ; %1 tient le terrain.</translation>
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
        <translation>Cette figurine n'est plus dans le groupement tactique ; sélectionnez-en une autre dans l'effectif.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>%1 is no longer on the table (%2); choose a piece that is still in play.</source>
        <translation>%1 n'est plus sur la table (%2) ; choisissez une figurine encore en jeu.</translation>
    </message>
    <message>
        <location line="+10" />
        <source>%1 has no morale check marker, so there is nothing to check; a loss in the unit places one (R6).</source>
        <translation>%1 n'a pas de marqueur de test de moral, il n'y a donc rien à tester ; une perte dans l'unité en place un (R6).</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1 already checked this turn; the next check is next turn (R6).</source>
        <translation>%1 a déjà testé ce tour-ci ; le prochain test est au tour suivant (R6).</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1 was marked after acting this turn (or in its own initiative), so it checks next turn (R6).</source>
        <translation>%1 a reçu son marqueur après avoir agi ce tour-ci (ou pendant sa propre initiative) : le test est donc au tour suivant (R6).</translation>
    </message>
    <message>
        <location line="+10" />
        <source>%1 must check morale first: roll or type the die for the check, then act (R6).</source>
        <translation>%1 doit d'abord tester son moral : lancez ou tapez le dé du test, puis agissez (R6).</translation>
    </message>
    <message>
        <location line="+9" />
        <source>%1 is already marked as having moved or fired this turn; there is nothing to add.</source>
        <translation>%1 a déjà la marque « a bougé ou tiré » ce tour-ci ; il n'y a rien à ajouter.</translation>
    </message>
    <message>
        <location line="+21" />
        <source>%1 is not a crewed vehicle: only a vehicle's crew bails out (R7, R10).</source>
        <translation>%1 n'est pas un véhicule avec équipage : seul l'équipage d'un véhicule peut évacuer (R7, R10).</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1 has no crew on its status sheet; add the crew in the editor first.</source>
        <translation>%1 n'a pas d'équipage sur sa fiche d'état ; ajoutez d'abord l'équipage dans l'éditeur.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1 is %2, not Broken: its crew abandons it only after a Broken result (R7).</source>
        <translation>%1 est %2, pas Brisé : son équipage ne l'abandonne qu'après un résultat Brisé (R7).</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1 can still move, so its Broken crew withdraws in it instead of bailing out (R7).</source>
        <translation>%1 peut encore bouger, son équipage brisé se replie donc à bord au lieu d'évacuer (R7).</translation>
    </message>
    <message>
        <location line="+11" />
        <source>%1 is not a soldier: only soldiers surrender (R9).</source>
        <translation>%1 n'est pas un soldat : seuls les soldats se rendent (R9).</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1 is %2: only a soldier who must fall back (Broken, or Shaken caught in the open) can surrender (R9).</source>
        <translation>%1 est %2 : seul un soldat qui doit reculer (Brisé, ou Ébranlé pris à découvert) peut se rendre (R9).</translation>
    </message>
    <message>
        <location line="+6" />
        <source>%1 has been %2 since an earlier turn: he can surrender only right after failing a check this turn (R9).</source>
        <translation>%1 est %2 depuis un tour précédent : il ne peut se rendre que juste après un test raté ce tour-ci (R9).</translation>
    </message>
    <message>
        <location line="+16" />
        <source>%1 cannot shoot himself.</source>
        <translation>%1 ne peut pas se tirer dessus.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1 is not a morale officer; only a morale officer shoots to stop a surrender (R9).</source>
        <translation>%1 n'est pas officier de moral ; seul un officier de moral tire pour empêcher une reddition (R9).</translation>
    </message>
    <message>
        <location line="+10" />
        <source>%1 must check morale first: roll or type the die for his check, then he may shoot (R6).</source>
        <translation>%1 doit d'abord tester son moral : lancez ou tapez le dé de son test, puis il pourra tirer (R6).</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1 (%2) may shoot only soldiers of his own rank or lower; %3 is a %4 (R9).</source>
        <translation>%1 (%2) ne peut abattre que des soldats de son grade ou d'un grade inférieur ; %3 est %4 (R9).</translation>
    </message>
    <message>
        <location line="+37" />
        <source>There is no morale officer on the table who could shoot %1 (R9).</source>
        <translation>Aucun officier de moral sur la table ne pourrait abattre %1 (R9).</translation>
    </message>
    <message>
        <location line="+10" />
        <source>record a casualty instead (R2)</source>
        <translation>enregistrez plutôt une perte (R2)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>record a penetrating hit instead (R3)</source>
        <translation>enregistrez plutôt un coup pénétrant (R3)</translation>
    </message>
    <message>
        <location line="+4" />
        <source>record a lost system level or weapon instead (R4)</source>
        <translation>enregistrez plutôt un niveau de système ou une arme perdus (R4)</translation>
    </message>
    <message>
        <location line="+10" />
        <source>%1 is not a soldier: %2.</source>
        <translation>%1 n'est pas un soldat : %2.</translation>
    </message>
    <message>
        <location line="+11" />
        <source>%1 is not a robot, and a penetrating hit costs points only to robots: %2.</source>
        <translation>%1 n'est pas un robot, et un coup pénétrant ne coûte des points qu'aux robots : %2.</translation>
    </message>
    <message>
        <location line="+10" />
        <source>%1 has no vehicle systems to lose: %2.</source>
        <translation>%1 n'a pas de systèmes de véhicule à perdre : %2.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1 has no %2 levels left to lose (R4).</source>
        <translation>%1 n'a plus de niveaux de %2 à perdre (R4).</translation>
    </message>
    <message>
        <location line="+10" />
        <source>%1 has no weapon systems to knock out: only vehicles and strongpoints have them (R4).</source>
        <translation>%1 n'a pas de systèmes d'armes à détruire : seuls les véhicules et les points d'appui en ont (R4).</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1 has no weapon system number %2.</source>
        <translation>%1 n'a pas de système d'armes numéro %2.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>%1's %2 is already knocked out; choose another weapon.</source>
        <translation>L'arme %2 de %1 est déjà détruite ; choisissez-en une autre.</translation>
    </message>
    <message>
        <location line="+13" />
        <source>%1 has no weapon systems on its status sheet; add them in the editor first.</source>
        <translation>%1 n'a pas de systèmes d'armes sur sa fiche d'état ; ajoutez-les d'abord dans l'éditeur.</translation>
    </message>
    <message>
        <location line="+5" />
        <source>%1 has no more weapons to knock out.</source>
        <translation>%1 n'a plus d'armes à détruire.</translation>
    </message>
    <message>
        <location line="+6" />
        <source>That unit is no longer in the battlegroup; select another in the roster.</source>
        <translation>Cette unité n'est plus dans le groupement tactique ; sélectionnez-en une autre dans l'effectif.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>NBC attacks are not in use in this battlegroup: turn on the NBC rule in its settings to record one (R8a).</source>
        <translation>Les attaques NBC ne sont pas utilisées dans ce groupement tactique : activez la règle NBC dans ses réglages pour en enregistrer une (R8a).</translation>
    </message>
    <message>
        <location line="+4" />
        <source>%1 is equipped for NBC warfare: an NBC attack forces no check on it, so there is nothing to record (R8a).</source>
        <translation>%1 est équipé pour la guerre NBC : une attaque NBC ne lui impose aucun test, il n'y a donc rien à enregistrer (R8a).</translation>
    </message>
    <message>
        <location line="+7" />
        <source>%1 has no soldiers on the table, and an NBC attack affects only troops (R8a).</source>
        <translation>%1 n'a aucun soldat sur la table, et une attaque NBC n'affecte que les troupes (R8a).</translation>
    </message>
    <message>
        <location line="+10" />
        <source>%1 is not a vehicle or strongpoint: explosive destruction applies only to those (R10); %2.</source>
        <translation>%1 n'est ni un véhicule ni un point d'appui : la destruction explosive ne s'applique qu'à eux (R10) ; %2.</translation>
    </message>
    <message>
        <location line="+4" />
        <source>%1 is part of a larger unit, so its surviving crew cannot stand in for it: record the explosion with no survivors (R1, R10).</source>
        <translation>%1 fait partie d'une unité plus grande, ses survivants d'équipage ne peuvent donc pas la remplacer : enregistrez l'explosion sans survivants (R1, R10).</translation>
    </message>
    <message numerus="yes">
        <location line="+10" />
        <source>%n piece(s) must still check morale this turn (%1): roll their checks first, or end the turn anyway and they check first thing next turn (R6).</source>
        <translation>
            <numerusform>%n figurine doit encore tester son moral ce tour-ci (%1) : lancez d'abord son test, ou finissez quand même le tour et elle testera en tout premier au tour suivant (R6).</numerusform>
            <numerusform>%n figurines doivent encore tester leur moral ce tour-ci (%1) : lancez d'abord leurs tests, ou finissez quand même le tour et elles testeront en tout premier au tour suivant (R6).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+13" />
        <source>%1 and %n more</source>
        <translation>
            <numerusform>%1 et %n autre</numerusform>
            <numerusform>%1 et %n autres</numerusform>
        </translation>
    </message>
    <message>
        <location line="-182" />
        <source>%1 is Broken and does not fire while withdrawing (R7).</source>
        <translation>%1 est brisé et ne tire pas pendant son repli (R7).</translation>
    </message>
    <message>
        <location filename="../core/ratio/rules/RatioEngine.cpp" line="+430" />
        <source>%1 has no crew member number %2.</source>
        <translation>%1 n'a pas de membre d'équipage numéro %2.</translation>
    </message>
    <message numerus="yes">
        <location line="-26" />
        <source>%n crew member(s) of %1 survive the bail-out (R10); choose exactly that many.</source>
        <translation>
            <numerusform>%n membre d'équipage de %1 survit à l'évacuation (R10) ; choisissez-en exactement ce nombre.</numerusform>
            <numerusform>%n membres d'équipage de %1 survivent à l'évacuation (R10) ; choisissez-en exactement ce nombre.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+28" />
        <source>Crew member %1 of %2 is named twice; name each survivor once.</source>
        <translation>Le membre d'équipage %1 de %2 est nommé deux fois ; nommez chaque survivant une seule fois.</translation>
    </message>
    <message>
        <location line="+19" />
        <source>%1 crew: %2</source>
        <translation>Équipage de %1 : %2</translation>
    </message>
    <message>
        <location line="+25" />
        <source>A d10 shows 1 to 10 (type 0 for the face marked 0); %1 is not a face.</source>
        <translation>Un d10 indique 1 à 10 (tapez 0 pour la face marquée 0) ; %1 n'est pas une face.</translation>
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
        <translation> ; </translation>
    </message>
    <message>
        <location line="+9" />
        <source>%1: </source>
        <extracomment>A unit's name before the names of its pieces an end-turn override left unchecked (R6).</extracomment>
        <translation>%1 : </translation>
    </message>
    <message numerus="yes">
        <location line="+4" />
        <source> … and %n more</source>
        <translation>
            <numerusform> … et %n autre</numerusform>
            <numerusform> … et %n autres</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/ratio/rules/RatioQueries.cpp" line="-177" />
        <location line="+27" />
        <source>A morale officer shoots only to stop a surrender (R9). %1</source>
        <translation>Un officier de moral ne tire que pour empêcher une reddition (R9). %1</translation>
    </message>
</context>
<context>
    <name>md::ratio::RatioModifiers</name>
    <message>
        <location filename="../core/ratio/RatioModifiers.cpp" line="+13" />
        <source>Need from the ratio</source>
        <translation>Requis selon le rapport</translation>
    </message>
    <message>
        <location line="+21" />
        <source>Elite</source>
        <translation>Élite</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Levy</source>
        <translation>Levée</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Green</source>
        <translation>Novice</translation>
    </message>
    <message>
        <location line="+2" />
        <source>NBC attack</source>
        <translation>Attaque NBC</translation>
    </message>
</context>
<context>
    <name>md::ratio::RatioOptions</name>
    <message>
        <location filename="../core/ratio/RatioOptions.cpp" line="+12" />
        <source>Leaders</source>
        <translation>Règle des chefs</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Bailed crew</source>
        <translation>Équipage évacué</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Morale classes</source>
        <translation>Classes de moral</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Experience</source>
        <translation>Expérience</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Psychological effects / NBC</source>
        <translation>Effets psychologiques / NBC</translation>
    </message>
    <message>
        <location line="+3" />
        <source>The ratio is truncated, never rounded: need = floor(10 × current / starting)</source>
        <translation>Le rapport est tronqué, jamais arrondi : requis = plancher(10 × actuel / initial)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The result of failure comes from the unmodified ratio band</source>
        <translation>Le résultat d'un échec vient de la tranche de rapport non modifiée</translation>
    </message>
    <message>
        <location line="+1" />
        <source>A ratio above 1.00 reads as 1.00</source>
        <translation>Un rapport supérieur à 1,00 compte comme 1,00</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Without Leaders a morale officer is 1 point, and still shoots</source>
        <translation>Sans la règle des chefs, un officier de moral vaut 1 point et tire quand même</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Weapon points are the operational weapon systems, at most three</source>
        <translation>Les points d'armes sont les systèmes d'armes opérationnels, trois au plus</translation>
    </message>
    <message>
        <location line="+1" />
        <source>A strongpoint has no movement levels unless it is given some (a turret)</source>
        <translation>Un point d'appui n'a pas de niveaux de mouvement sauf si on lui en donne (une tourelle)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The heavy battledrone has vehicle-style morale; a warbot or wardrone never exceeds 4</source>
        <translation>Le drone de combat lourd a un moral de type véhicule ; un robot ou drone de guerre ne dépasse jamais 4</translation>
    </message>
    <message>
        <location line="+1" />
        <source>A check uses the ratio at the moment of the roll, not when the marker was placed</source>
        <translation>Un test de moral utilise le rapport au moment du jet, pas quand le marqueur a été placé</translation>
    </message>
    <message>
        <location line="+1" />
        <source>A piece holds one marker at a time and checks at most once a turn</source>
        <translation>Une pièce porte un seul marqueur à la fois et teste au plus une fois par tour</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The turn may not end while checks are due; an override is logged, naming every piece left unchecked</source>
        <translation>Le tour ne peut pas finir tant que des tests de moral sont dus ; un passage en force est consigné et nomme chaque pièce non testée</translation>
    </message>
    <message>
        <location line="+1" />
        <source>A later passed check returns a piece to Normal</source>
        <translation>Un test de moral réussi plus tard ramène une pièce à Normal</translation>
    </message>
    <message>
        <location line="+1" />
        <source>A strongpoint shuts down only on Broken or Eliminated</source>
        <translation>Un point d'appui ne s'arrête que sur Brisé ou Éliminé</translation>
    </message>
    <message>
        <location line="+1" />
        <source>An Eliminated soldier counts as a casualty of his unit</source>
        <translation>Un soldat éliminé compte comme une perte de son unité</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Leaving the board does not lower the unit's morale, but counts toward the battlegroup's losses</source>
        <translation>Quitter la table ne baisse pas le moral de l'unité, mais compte dans les pertes du groupement</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Every factor moves the need: Elite +1, Levy −1, Green −1, NBC −2</source>
        <translation>Chaque facteur déplace le requis : Élite +1, Levée −1, Novice −1, NBC −2</translation>
    </message>
    <message>
        <location line="+1" />
        <source>S and F stay automatic whatever the factors</source>
        <translation>S et F restent automatiques quels que soient les facteurs</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Soldiers and crewed pieces take class and experience; warbots and wardrones are Regular and seasoned</source>
        <translation>Les soldats et les pièces avec équipage ont classe et expérience ; robots et drones de guerre sont réguliers et aguerris</translation>
    </message>
    <message>
        <location line="+1" />
        <source>An NBC attack forces a check even at full strength (need 10, failure Cautious)</source>
        <translation>Une attaque NBC force un test de moral même à pleine force (requis 10, échec Prudent)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Any soldier may surrender, officers too, after a failure that requires falling back</source>
        <translation>Tout soldat peut se rendre, officiers compris, après un échec qui impose de reculer</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Surrender is offered only right after a failed check this turn</source>
        <translation>La reddition n'est proposée que juste après un test de moral raté ce tour-ci</translation>
    </message>
    <message>
        <location line="+1" />
        <source>A morale officer's shot returns every member of the unit to Normal</source>
        <translation>Le tir d'un officier de moral ramène chaque membre de l'unité à Normal</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Crew survivors are computed exactly in integers, rounded half up once</source>
        <translation>Les survivants de l'équipage sont calculés exactement en entiers, arrondis une fois au demi supérieur</translation>
    </message>
    <message>
        <location line="+1" />
        <source>At least one crew member survives a bail-out</source>
        <translation>Au moins un membre d'équipage survit à une évacuation</translation>
    </message>
    <message>
        <location line="+1" />
        <source>After an explosion the surviving crew check like a bailed crew, with or without that rule</source>
        <translation>Après une explosion, l'équipage survivant teste comme un équipage évacué, avec ou sans cette règle</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Endurance is the sum of the units' starting morale levels; every loss counts, leaving the board too</source>
        <translation>Les points d'endurance sont la somme des niveaux de moral initiaux des unités ; chaque perte compte, quitter la table aussi</translation>
    </message>
</context>
<context>
    <name>md::ratio::RatioRolls</name>
    <message>
        <location filename="../core/ratio/RatioRolls.cpp" line="+22" />
        <source>R10 interceptive-fire check</source>
        <translation>R10 test de tir d'interception</translation>
    </message>
    <message>
        <location line="+0" />
        <source>R5 morale check</source>
        <translation>R5 test de moral</translation>
    </message>
    <message>
        <location line="+2" />
        <source>R2 casualty</source>
        <translation>R2 perte</translation>
    </message>
    <message>
        <location line="+2" />
        <source>R3 penetrating hit</source>
        <translation>R3 coup pénétrant</translation>
    </message>
    <message>
        <location line="+3" />
        <source>R4 damage</source>
        <translation>R4 dégâts</translation>
    </message>
    <message>
        <location line="+3" />
        <source>R9 surrender</source>
        <translation>R9 reddition</translation>
    </message>
    <message>
        <location line="+2" />
        <source>R7 left the board</source>
        <translation>R7 a quitté la table</translation>
    </message>
    <message>
        <location line="+3" />
        <source>R10 vehicle</source>
        <translation>R10 véhicule</translation>
    </message>
    <message>
        <location line="+2" />
        <source>R8a NBC attack</source>
        <translation>R8a attaque NBC</translation>
    </message>
    <message>
        <location line="+2" />
        <source>R6 end of turn</source>
        <translation>R6 fin de tour</translation>
    </message>
    <message>
        <location line="+2" />
        <source>R11 breaking point</source>
        <translation>R11 point de rupture</translation>
    </message>
    <message>
        <location line="+2" />
        <source>R12 marked-up status sheet</source>
        <translation>R12 fiche d'état annotée</translation>
    </message>
    <message>
        <location line="+17" />
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
</context>
<context>
    <name>md::ratio::RatioState</name>
    <message>
        <location filename="../core/ratio/RatioSystem.cpp" line="+34" />
        <source> v </source>
        <extracomment>The name of a game of two battlegroups, as in "3rd Rangers v Red Force".</extracomment>
        <translation> contre </translation>
    </message>
</context>
<context>
    <name>md::ratio::RatioSystem</name>
    <message>
        <location line="+19" />
        <source>Ratio morale</source>
        <translation>Moral proportionnel</translation>
    </message>
    <message>
        <location line="+42" />
        <source>Battlegroup status sheet</source>
        <translation>Feuille d'état du groupement</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Blank status sheet</source>
        <translation>Fiche d'état vierge</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Morale Results Table</source>
        <translation>Table des résultats de moral</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Quick-reference card</source>
        <translation>Carte de référence</translation>
    </message>
    <message>
        <location line="+30" />
        <source>not a ratio-morale battlegroup</source>
        <translation>pas un groupement de moral proportionnel</translation>
    </message>
    <message>
        <location line="+3" />
        <source>this file is a game of two sides; `play` takes one battlegroup (export a side with Play &gt; Export side as… and play that)</source>
        <translation>ce fichier est une partie à deux camps ; `play` prend un seul groupement tactique (exportez un camp avec Jouer &gt; Exporter le camp sous… et jouez-le)</translation>
    </message>
    <message>
        <location line="+20" />
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
</context>
<context>
    <name>md::ratio::RatioUi</name>
    <message>
        <location filename="../app/ratio/RatioUi.cpp" line="+48" />
        <source>--%1 must be a whole number from %2 to %3, not "%4"</source>
        <translation>--%1 doit être un nombre entier de %2 à %3, pas « %4 »</translation>
    </message>
    <message>
        <location line="+11" />
        <source>--%1 does not apply to "export %2"</source>
        <translation>--%1 ne s'applique pas à « export %2 »</translation>
    </message>
    <message>
        <location line="+38" />
        <source>Filled status sheet of this battlegroup</source>
        <translation>Fiche d'état remplie de ce groupement tactique</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Blank status sheet</source>
        <translation>Fiche d'état vierge</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Morale Results Table</source>
        <translation>Table des résultats de moral</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Quick-reference card</source>
        <translation>Carte de référence</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Blank &amp;spaces of each kind:</source>
        <translation>&amp;Emplacements vierges de chaque sorte :</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Blank spaces of each kind</source>
        <translation>Emplacements vierges de chaque sorte</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Table levels &amp;from:</source>
        <translation>Niveaux de la table &amp;de :</translation>
    </message>
    <message>
        <location line="+0" />
        <source>First starting level</source>
        <translation>Premier niveau de départ</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Table levels &amp;to:</source>
        <translation>Niveaux de la table &amp;à :</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Last starting level</source>
        <translation>Dernier niveau de départ</translation>
    </message>
    <message>
        <location line="+37" />
        <source>Exports a printable PDF (real, searchable text):
  sheet --blank [--units N]   a blank battlegroup status sheet with N spaces of each kind (default %1)
  sheet FILE                  the status sheet filled from a battlegroup file
  table [--from A] [--to B]   the Morale Results Table for starting levels A to B (default 1 to 20)
  card                        the quick-reference card</source>
        <translation>Exporte un PDF imprimable (texte réel, consultable) :
  sheet --blank [--units N]   une fiche d'état vierge avec N emplacements de chaque sorte (par défaut %1)
  sheet FICHIER               la fiche d'état remplie à partir d'un fichier de groupement tactique
  table [--from A] [--to B]   la table des résultats de moral pour les niveaux de départ A à B (par défaut 1 à 20)
  card                        la carte de référence</translation>
    </message>
    <message>
        <location line="+7" />
        <source>For sheet: the battlegroup file.</source>
        <translation>Pour sheet : le fichier de groupement tactique.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>sheet: a blank sheet instead of one filled from a file.</source>
        <translation>sheet : une fiche vierge au lieu d'une fiche remplie à partir d'un fichier.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>sheet --blank: spaces for N units of each kind (1-%1).</source>
        <translation>sheet --blank : des emplacements pour N unités de chaque sorte (1-%1).</translation>
    </message>
    <message>
        <location line="+1" />
        <source>table: first starting level (1-%1, default 1).</source>
        <translation>table : premier niveau de départ (1-%1, par défaut 1).</translation>
    </message>
    <message>
        <location line="+1" />
        <source>table: last starting level (1-%1, default 20).</source>
        <translation>table : dernier niveau de départ (1-%1, par défaut 20).</translation>
    </message>
    <message>
        <location line="+17" />
        <source>give either --blank or a battlegroup file, not both</source>
        <translation>indiquez soit --blank soit un fichier de groupement tactique, pas les deux</translation>
    </message>
    <message>
        <location line="+2" />
        <source>give --blank or a battlegroup file</source>
        <translation>indiquez --blank ou un fichier de groupement tactique</translation>
    </message>
    <message>
        <location line="+2" />
        <source>--units goes with --blank</source>
        <translation>--units va avec --blank</translation>
    </message>
    <message>
        <location line="+11" />
        <source>--to (%1) must not be below --from (%2)</source>
        <translation>--to (%1) ne doit pas être inférieur à --from (%2)</translation>
    </message>
    <message>
        <location line="+46" />
        <source>print the Morale Results Table</source>
        <translation>imprimer la table des résultats de moral</translation>
    </message>
    <message>
        <location line="+1" />
        <source>assess one morale check</source>
        <translation>évaluer un test de moral</translation>
    </message>
    <message>
        <location line="+1" />
        <source>surviving crew of an abandoned vehicle (R10)</source>
        <translation>équipage survivant d'un véhicule abandonné (R10)</translation>
    </message>
    <message>
        <location line="+6" />
        <source>play steps on a battlegroup file headless (casualties, checks with given dice, end of turn …)</source>
        <translation>jouer des étapes sur un fichier de groupement sans fenêtre (pertes, tests avec dés donnés, fin de tour …)</translation>
    </message>
    <message>
        <location line="+10" />
        <source>Add &amp;replacements…</source>
        <translation>Ajouter des &amp;remplacements…</translation>
    </message>
</context>
<context>
    <name>md::ratio::RatioWorkspace</name>
    <message>
        <location filename="../app/ratio/RatioWorkspace.cpp" line="+56" />
        <location line="+264" />
        <source>&amp;End turn</source>
        <translation>&amp;Finir le tour</translation>
    </message>
    <message>
        <location line="-261" />
        <location line="+484" />
        <source>Checks due this turn</source>
        <translation>Tests dus ce tour-ci</translation>
    </message>
    <message>
        <location line="-483" />
        <location line="+102" />
        <source>Morale log</source>
        <translation>Journal de moral</translation>
    </message>
    <message>
        <location line="-79" />
        <source>Battlegroup roster</source>
        <translation>Effectif du groupement tactique</translation>
    </message>
    <message>
        <location line="+10" />
        <source>Retreat warning</source>
        <translation>Alerte de repli</translation>
    </message>
    <message>
        <location line="+22" />
        <source>&amp;Battlegroup</source>
        <translation>&amp;Groupement tactique</translation>
    </message>
    <message>
        <location line="+1" />
        <location line="+231" />
        <source>Morale &amp;Results Table</source>
        <translation>Table des &amp;résultats de moral</translation>
    </message>
    <message>
        <location line="-229" />
        <source>&amp;Unit summary</source>
        <translation>&amp;Résumé des unités</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Turn</source>
        <translation>Tour</translation>
    </message>
    <message>
        <location line="+9" />
        <source>Current turn</source>
        <translation>Tour en cours</translation>
    </message>
    <message>
        <location line="+1" />
        <source>End turn</source>
        <translation>Finir le tour</translation>
    </message>
    <message>
        <location line="+1" />
        <location line="+87" />
        <source>Ends the turn; refused while checks are due unless you override (R6). Ctrl+E</source>
        <translation>Termine le tour ; refusé tant que des tests sont dus, sauf si vous passez outre (R6). Ctrl+E</translation>
    </message>
    <message>
        <location line="-6" />
        <source>Open or create a battlegroup first.</source>
        <translation>Ouvrez ou créez d'abord un groupement tactique.</translation>
    </message>
    <message>
        <location line="+12" />
        <source>These pieces must check morale before the turn can end (R6): %1</source>
        <translation>Ces figurines doivent tester leur moral avant la fin du tour (R6) : %1</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Ends the turn (R6).</source>
        <translation>Finit le tour (R6).</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Add &amp;unit</source>
        <translation>Ajouter une &amp;unité</translation>
    </message>
    <message>
        <location line="+12" />
        <source>Added %1.</source>
        <translation>%1 ajouté.</translation>
    </message>
    <message>
        <location line="+5" />
        <source>&amp;Remove selected</source>
        <translation>&amp;Supprimer la sélection</translation>
    </message>
    <message>
        <location line="+9" />
        <source>Removed.</source>
        <translation>Supprimé.</translation>
    </message>
    <message>
        <location line="+4" />
        <location line="+186" />
        <source>&amp;Play</source>
        <translation>&amp;Jouer</translation>
    </message>
    <message>
        <location line="-175" />
        <source>Casualty</source>
        <translation>Perte</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Penetrating hit</source>
        <translation>Coup pénétrant</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Knock out weapon…</source>
        <translation>Détruire une arme…</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Lose movement level</source>
        <translation>Perdre un niveau de mouvement</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Lose targeting level</source>
        <translation>Perdre un niveau de visée</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Lose damage control level</source>
        <translation>Perdre un niveau de contrôle des avaries</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Surrender</source>
        <translation>Reddition</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Shot by morale officer…</source>
        <translation>Abattu par l'officier de moral…</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Left the board</source>
        <translation>Ont quitté la table</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Moved or fired</source>
        <translation>A bougé ou tiré</translation>
    </message>
    <message>
        <location line="+1" />
        <source>NBC attack on the unit</source>
        <translation>Attaque NBC sur l'unité</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Crew bails out…</source>
        <translation>L'équipage évacue…</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Explosive destruction…</source>
        <translation>Destruction explosive…</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Roll d10</source>
        <translation>Lancer le d10</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Type the die</source>
        <translation>Saisir le dé</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Die shows %1</source>
        <translation>Le dé indique %1</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Start the checks &amp;queue</source>
        <translation>Démarrer la file des &amp;tests</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Roll all checks &amp;due</source>
        <translation>Lancer tous les tests &amp;dus</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Type &amp;faces for the queue</source>
        <translation>Taper les &amp;faces pour la file</translation>
    </message>
    <message>
        <location line="+16" />
        <source>&amp;Key in marked-up sheet…</source>
        <translation>&amp;Saisir une fiche annotée…</translation>
    </message>
    <message>
        <location line="+9" />
        <source>Marked-up sheet keyed in: one step, undo takes it all back.</source>
        <translation>Fiche annotée saisie : une seule étape, Annuler la reprend en entier.</translation>
    </message>
    <message>
        <location line="+14" />
        <source>Morale &amp;Determinations Table</source>
        <translation>Table de &amp;détermination du moral</translation>
    </message>
    <message>
        <location line="+106" />
        <source>E&amp;dit</source>
        <translation>É&amp;dition</translation>
    </message>
    <message>
        <location line="+61" />
        <source>Turn %1</source>
        <translation>Tour %1</translation>
    </message>
    <message>
        <location line="+10" />
        <source>⚠ RETREAT: this battlegroup reached its breaking point in turn %1. All its units must leave the field as soon as possible, each under its own morale status (R11).</source>
        <translation>⚠ REPLI : ce groupement tactique a atteint son point de rupture au tour %1. Toutes ses unités doivent quitter le terrain dès que possible, chacune selon son propre état de moral (R11).</translation>
    </message>
    <message>
        <location line="+3" />
        <source>⚠ BREAKING POINT: %1 of %2 endurance points lost. The battlegroup must retreat from the start of turn %3 (R11).</source>
        <translation>⚠ POINT DE RUPTURE : %1 points d'endurance perdus sur %2. Le groupement tactique doit se replier dès le début du tour %3 (R11).</translation>
    </message>
    <message>
        <location line="+10" />
        <source>Checks due this turn (%1)</source>
        <translation>Tests dus ce tour-ci (%1)</translation>
    </message>
    <message>
        <location line="+60" />
        <source>Turn %1 begins.</source>
        <translation>Le tour %1 commence.</translation>
    </message>
    <message>
        <location line="+9" />
        <source>%1 Left unchecked, due first: %2</source>
        <translation>%1 Non testés, dus en premier : %2</translation>
    </message>
    <message>
        <location line="+13" />
        <source>The recovered work is not a battlegroup.</source>
        <translation>Le travail récupéré n'est pas un groupement.</translation>
    </message>
</context>
<context>
    <name>md::ratio::SheetReturn</name>
    <message>
        <location filename="../core/ratio/rules/SheetReturn.cpp" line="+81" />
        <source>“%1” is not one of: %2</source>
        <translation>« %1 » n'est pas parmi : %2</translation>
    </message>
    <message>
        <location line="+1" />
        <source>“%1” could be %2; type more of the word</source>
        <translation>« %1 » pourrait être %2 ; tapez davantage du mot</translation>
    </message>
    <message>
        <location line="+8" />
        <source>no</source>
        <translation>non</translation>
    </message>
    <message>
        <location line="+2" />
        <source>yes</source>
        <translation>oui</translation>
    </message>
    <message>
        <location line="+15" />
        <source>must be a whole number from %1 to %2, not “%3”</source>
        <translation>doit être un nombre entier de %1 à %2, pas « %3 »</translation>
    </message>
    <message>
        <location line="+55" />
        <source>Losses</source>
        <translation>Pertes</translation>
    </message>
    <message>
        <location line="+2" />
        <source>On the table</source>
        <translation>Sur la table</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Status (R7)</source>
        <translation>État (R7)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Marker (R6)</source>
        <translation>Marqueur (R6)</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Weapons out (R4)</source>
        <translation>Armes détruites (R4)</translation>
    </message>
    <message>
        <location line="+74" />
        <source>%1 has no such box on the sheet</source>
        <translation>%1 n'a pas cette case sur la fiche</translation>
    </message>
    <message>
        <location line="+13" />
        <source>type x for a casualty (killed or out of action), or leave it blank; not “%1”</source>
        <translation>tapez x pour une perte (tué ou hors de combat), ou laissez vide ; pas « %1 »</translation>
    </message>
    <message>
        <location line="+35" />
        <source>type x for a marker, or leave it blank; not “%1”</source>
        <translation>tapez x pour un marqueur, ou laissez vide ; pas « %1 »</translation>
    </message>
    <message>
        <location line="+23" />
        <source>weapon numbers run from 1 to %1; “%2” is not one of them</source>
        <translation>les numéros d'arme vont de 1 à %1 ; « %2 » n'en fait pas partie</translation>
    </message>
    <message>
        <location line="+16" />
        <source>%1, %2: %3</source>
        <extracomment>A problem of a keyed-in status sheet: the piece, the column, why.</extracomment>
        <translation>%1, %2 : %3</translation>
    </message>
    <message>
        <location line="+22" />
        <source>The sheet shows the game as it stands: there is nothing to key in.</source>
        <translation>La fiche montre la partie telle qu'elle est : il n'y a rien à saisir.</translation>
    </message>
    <message>
        <location line="+27" />
        <source>%1 left the table earlier in the game (%2); undo that step to bring it back</source>
        <translation>%1 a quitté la table plus tôt dans la partie (%2) ; annulez cette étape pour la ramener</translation>
    </message>
    <message numerus="yes">
        <location line="+6" />
        <source>%1 already has %n hit(s); a sheet adds hits, undo takes them back</source>
        <translation>
            <numerusform>%1 a déjà %n coup ; une fiche ajoute des coups, Annuler les reprend</numerusform>
            <numerusform>%1 a déjà %n coups ; une fiche ajoute des coups, Annuler les reprend</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6" />
        <source>%1 has %2 working now; a level once lost stays lost (R4)</source>
        <translation>%1 a %2 en état maintenant ; un niveau perdu le reste (R4)</translation>
    </message>
    <message>
        <location line="+6" />
        <source>weapon %1 (%2) is already knocked out and stays out (R4)</source>
        <translation>l'arme %1 (%2) est déjà détruite et le reste (R4)</translation>
    </message>
    <message>
        <location line="+5" />
        <source>only a soldier is a casualty; a robot or vehicle is destroyed by its hits or damage (R3, R4)</source>
        <translation>seul un soldat compte comme perte ; un robot ou un véhicule est détruit par ses coups ou ses dégâts (R3, R4)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>only soldiers surrender (R9)</source>
        <translation>seuls les soldats se rendent (R9)</translation>
    </message>
    <message>
        <location line="+3" />
        <source>mark the hits or the damage that destroyed it; the sheet works the destruction out (R3, R4)</source>
        <translation>marquez les coups ou les dégâts qui l'ont détruit ; la fiche en déduit la destruction (R3, R4)</translation>
    </message>
    <message>
        <location line="+3" />
        <source>%1 needs the officer or the surviving crew: record it in the play view (R9, R10)</source>
        <translation>%1 demande l'officier ou l'équipage survivant : enregistrez-le dans la vue de jeu (R9, R10)</translation>
    </message>
    <message>
        <location line="+4" />
        <source>a casualty cannot also be %1; clear one of the two</source>
        <translation>une perte ne peut pas aussi être %1 ; effacez l'un des deux</translation>
    </message>
    <message>
        <location line="+4" />
        <source>a %1 piece keeps its marker until it passes a check (R6): mark it too</source>
        <translation>une figurine %1 garde son marqueur jusqu'à réussir un test (R6) : marquez-le aussi</translation>
    </message>
    <message numerus="yes">
        <location line="+34" />
        <source>%1: %n penetrating hit(s)</source>
        <translation>
            <numerusform>%1 : %n coup pénétrant</numerusform>
            <numerusform>%1 : %n coups pénétrants</numerusform>
        </translation>
    </message>
    <message>
        <location line="+11" />
        <source>%1: %2 %3 of %4</source>
        <translation>%1 : %2 %3 sur %4</translation>
    </message>
    <message>
        <location line="+6" />
        <source>%1: weapon %2 (%3) knocked out</source>
        <translation>%1 : arme %2 (%3) détruite</translation>
    </message>
    <message>
        <location line="+5" />
        <source>%1: casualty</source>
        <translation>%1 : perte</translation>
    </message>
    <message>
        <location line="+21" />
        <location line="+15" />
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1: marker</source>
        <translation>%1 : marqueur</translation>
    </message>
    <message>
        <location line="+0" />
        <source>%1: marker checked off</source>
        <translation>%1 : marqueur retiré</translation>
    </message>
</context>
<context>
    <name>md::ratio::StepParser</name>
    <message>
        <location filename="../core/ratio/rules/StepParser.cpp" line="+116" />
        <source>a word in double quotes is not closed</source>
        <translation>un mot entre guillemets doubles n'est pas fermé</translation>
    </message>
    <message>
        <location line="+2" />
        <source>the step is empty</source>
        <translation>l'étape est vide</translation>
    </message>
    <message>
        <location line="+7" />
        <source>unknown step "%1"; the steps are: %2</source>
        <translation>étape inconnue « %1 » ; les étapes sont : %2</translation>
    </message>
    <message>
        <location line="+2" />
        <source>expected: %1</source>
        <translation>attendu : %1</translation>
    </message>
    <message>
        <location line="+33" />
        <source>"own" does not apply to a casualty: he is removed, so no check of his is put off (R6); %1</source>
        <translation>« own » ne s'applique pas à une perte : il est retiré, donc aucun de ses tests n'est reporté (R6) ; %1</translation>
    </message>
    <message>
        <location line="+22" />
        <source>the weapon system is numbered from 1 to %1, not "%2"</source>
        <translation>le système d'armes est numéroté de 1 à %1, pas « %2 »</translation>
    </message>
    <message>
        <location line="+9" />
        <source>the system is movement, targeting or damage-control, not "%1"</source>
        <translation>le système est movement, targeting ou damage-control, pas « %1 »</translation>
    </message>
    <message>
        <location line="+27" />
        <source>crew members are numbered from 1 to %1, not "%2"</source>
        <translation>les membres d'équipage sont numérotés de 1 à %1, pas « %2 »</translation>
    </message>
    <message>
        <location line="+15" />
        <source>the die is the d10's result, 1 to 10 (0 for the face marked 0), not "%1"</source>
        <translation>le dé est le résultat du d10, de 1 à 10 (0 pour la face marquée 0), pas « %1 »</translation>
    </message>
    <message>
        <location line="+35" />
        <source>%1 is a unit; this step needs the id of a piece</source>
        <translation>%1 est une unité ; cette étape a besoin de l'identifiant d'une figurine</translation>
    </message>
    <message>
        <location line="+1" />
        <source>no piece has the id %1</source>
        <translation>aucune figurine n'a l'identifiant %1</translation>
    </message>
    <message>
        <location line="+8" />
        <source>%1 is a piece; nbc needs the id of a unit</source>
        <translation>%1 est une figurine ; nbc a besoin de l'identifiant d'une unité</translation>
    </message>
    <message>
        <location line="+1" />
        <source>no unit has the id %1</source>
        <translation>aucune unité n'a l'identifiant %1</translation>
    </message>
    <message>
        <location filename="../core/ratio/rules/StepParser.h" line="+102" />
        <source>unknown step</source>
        <translation>étape inconnue</translation>
    </message>
</context>
<context>
    <name>md::ww1</name>
    <message>
        <location filename="../core/ww1/model/Ww1Templates.cpp" line="+86" />
        <source>1st Section</source>
        <translation>1re escouade</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Section commander (Cpl)</source>
        <translation>Chef d'escouade (caporal)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Rifle group A (4 men)</source>
        <translation>Groupe de fusiliers A (4 hommes)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Rifle group B (4 men)</source>
        <translation>Groupe de fusiliers B (4 hommes)</translation>
    </message>
    <message>
        <location line="+6" />
        <source>1st Platoon</source>
        <translation>1re section</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Platoon commander</source>
        <translation>Chef de peloton</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Platoon sergeant</source>
        <translation>Sergent de peloton</translation>
    </message>
    <message>
        <location line="+1" />
        <source>No. 1 Section (Lewis gun)</source>
        <translation>Escouade n° 1 (fusil Lewis)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>No. 2 Section (bombers)</source>
        <translation>Escouade n° 2 (grenadiers)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>No. 3 Section (rifle grenadiers)</source>
        <translation>Escouade n° 3 (grenadiers à fusil)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>No. 4 Section (riflemen)</source>
        <translation>Escouade n° 4 (fusiliers)</translation>
    </message>
    <message>
        <location line="+10" />
        <source>A Company</source>
        <translation>Compagnie A</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Company commander</source>
        <translation>Commandant de compagnie</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Company sergeant major</source>
        <translation>Sergent-major de compagnie</translation>
    </message>
    <message>
        <location line="+1" />
        <source>No. 1 Platoon</source>
        <translation>Peloton n° 1</translation>
    </message>
    <message>
        <location line="+1" />
        <source>No. 2 Platoon</source>
        <translation>Peloton n° 2</translation>
    </message>
    <message>
        <location line="+1" />
        <source>No. 3 Platoon</source>
        <translation>Peloton n° 3</translation>
    </message>
    <message>
        <location line="+1" />
        <source>No. 4 Platoon</source>
        <translation>Peloton n° 4</translation>
    </message>
</context>
<context>
    <name>md::ww1::Builder</name>
    <message>
        <location line="-84" />
        <source>British</source>
        <translation>Britannique</translation>
    </message>
</context>
<context>
    <name>md::ww1::Ww1BlankSheetDocument</name>
    <message>
        <location filename="../app/ww1/print/Ww1BlankSheetDocument.cpp" line="+20" />
        <source>Blank: may be photocopied</source>
        <translation>Vierge : photocopie autorisée</translation>
    </message>
    <message>
        <location line="+9" />
        <source>Force</source>
        <translation>Force</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Side / player</source>
        <translation>Camp / joueur</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Battle / date</source>
        <translation>Bataille / date</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Turn</source>
        <translation>Tour</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Each group: cross one tally box per casualty (any hit on any of its stands). Each stand: tick T1 the first time under fire, T3 the first hand-to-hand combat, T2 the first attempt to enter an enemy position (A.2.2); mark its latest result.</source>
        <translation>Chaque groupe : cochez une case de décompte par perte (tout coup sur l'un de ses socles). Chaque socle : cochez T1 la première fois sous le feu, T3 au premier corps à corps, T2 à la première tentative d'entrer dans une position ennemie (A.2.2) ; notez son dernier résultat.</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Groups (A.1)</source>
        <translation>Groupes (A.1)</translation>
    </message>
</context>
<context>
    <name>md::ww1::Ww1BodyReader</name>
    <message>
        <location filename="../core/ww1/io/Ww1BodyReader.cpp" line="+114" />
        <source>groups</source>
        <translation>groupes</translation>
    </message>
    <message>
        <location line="+1" />
        <source>stands in all groups</source>
        <translation>socles de tous les groupes</translation>
    </message>
    <message>
        <location line="+7" />
        <source>log records</source>
        <translation>entrées du journal</translation>
    </message>
    <message>
        <location line="+30" />
        <source>severities</source>
        <translation>gravités</translation>
    </message>
    <message>
        <location line="+17" />
        <source>officer ranks</source>
        <translation>grades d'officier</translation>
    </message>
    <message>
        <location line="+21" />
        <source>group kind</source>
        <translation>type de groupe</translation>
    </message>
    <message>
        <location line="+2" />
        <source>role</source>
        <translation>rôle</translation>
    </message>
    <message>
        <location line="+12" />
        <source>group status</source>
        <translation>état du groupe</translation>
    </message>
    <message>
        <location line="+3" />
        <source>stands in one group</source>
        <translation>socles d'un groupe</translation>
    </message>
    <message>
        <location line="+15" />
        <source>conditions</source>
        <translation>conditions</translation>
    </message>
    <message>
        <location line="+5" />
        <source>condition</source>
        <translation>condition</translation>
    </message>
    <message>
        <location line="+18" />
        <source>rank</source>
        <translation>grade</translation>
    </message>
    <message>
        <location line="+12" />
        <location line="+64" />
        <source>result</source>
        <translation>résultat</translation>
    </message>
    <message>
        <location line="-51" />
        <source>event</source>
        <translation>événement</translation>
    </message>
    <message>
        <location line="+6" />
        <source>a %1 record</source>
        <translation>une entrée %1</translation>
    </message>
    <message>
        <location line="+37" />
        <source>trigger</source>
        <translation>déclencheur</translation>
    </message>
</context>
<context>
    <name>md::ww1::Ww1CampaignHooks</name>
    <message>
        <location filename="../app/ww1/campaign/Ww1CampaignHooks.cpp" line="+20" />
        <source>Record battle in campaign</source>
        <translation>Enregistrer la bataille dans la campagne</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Record the other side's force as well, from its own file?</source>
        <translation>Enregistrer aussi la force de l'autre camp, depuis son propre fichier ?</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Add the opponent's force file…</source>
        <translation>Ajouter le fichier de force de l'adversaire…</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Record this force alone</source>
        <translation>Enregistrer cette force seule</translation>
    </message>
    <message>
        <location line="+14" />
        <source>it is not a WW1 force file</source>
        <translation>ce n'est pas un fichier de force WW1</translation>
    </message>
    <message>
        <location line="+1" />
        <location line="+9" />
        <source>Battle not recorded</source>
        <translation>Bataille non enregistrée</translation>
    </message>
    <message>
        <location line="-8" />
        <source>The opponent's file %1 could not be read:
%2</source>
        <translation>Le fichier de l'adversaire %1 n'a pas pu être lu :
%2</translation>
    </message>
    <message>
        <location line="+21" />
        <source>Next battle</source>
        <translation>Prochaine bataille</translation>
    </message>
    <message>
        <location line="+4" />
        <source>"%1" for its battle %2.</source>
        <translation>« %1 » pour sa bataille %2.</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Prisoners, gone (A.4.2): %1.</source>
        <translation>Prisonniers, perdus (A.4.2) : %1.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Groups with no one left: %1.</source>
        <translation>Groupes sans survivant : %1.</translation>
    </message>
</context>
<context>
    <name>md::ww1::Ww1CampaignModel</name>
    <message>
        <location filename="../app/ww1/campaign/Ww1CampaignModel.cpp" line="+37" />
        <source>%1, scenario "%2"</source>
        <translation>%1, scénario « %2 »</translation>
    </message>
    <message>
        <location line="+5" />
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <location line="+23" />
        <source>no</source>
        <translation>non</translation>
    </message>
    <message>
        <location line="+1" />
        <source>withdrawing at the end</source>
        <translation>en repli à la fin</translation>
    </message>
    <message>
        <location line="+0" />
        <source>withdrew, back in line</source>
        <translation>s'est replié, revenu en ligne</translation>
    </message>
    <message>
        <location line="+15" />
        <source>Battle</source>
        <translation>Bataille</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Force</source>
        <translation>Force</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Group</source>
        <translation>Groupe</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Side</source>
        <translation>Camp</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Role</source>
        <translation>Rôle</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Members at the start</source>
        <translation>Membres au départ</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Casualties</source>
        <translation>Pertes</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Left</source>
        <translation>Restants</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Conditions tested</source>
        <translation>Conditions testées</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Withdrew</source>
        <translation>Repli</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Stands surrendered</source>
        <translation>Socles rendus</translation>
    </message>
</context>
<context>
    <name>md::ww1::Ww1CampaignPage</name>
    <message>
        <location filename="../app/ww1/campaign/Ww1CampaignPage.cpp" line="+25" />
        <source>WW1 battles</source>
        <translation>Batailles WW1</translation>
    </message>
    <message>
        <location line="+3" />
        <source>WW1 groups by battle</source>
        <translation>Groupes WW1 par bataille</translation>
    </message>
    <message>
        <location line="+10" />
        <source>How the next battle carries over</source>
        <translation>Report sur la bataille suivante</translation>
    </message>
    <message>
        <location line="+5" />
        <source>&amp;WW1 battles</source>
        <translation>&amp;Batailles WW1</translation>
    </message>
    <message>
        <location line="+8" />
        <source>The WW1 battles could not be read: %1</source>
        <translation>Les batailles WW1 n'ont pas pu être lues : %1</translation>
    </message>
    <message>
        <location line="+13" />
        <source>No WW1 battle recorded yet.</source>
        <translation>Aucune bataille WW1 enregistrée.</translation>
    </message>
    <message numerus="yes">
        <location line="+1" />
        <source>%n WW1 battle(s)</source>
        <translation>
            <numerusform>%n bataille WW1</numerusform>
            <numerusform>%n batailles WW1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1" />
        <source>%n group withdrawal(s)</source>
        <translation>
            <numerusform>%n repli de groupe</numerusform>
            <numerusform>%n replis de groupe</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1" />
        <source>%n stand(s) surrendered.</source>
        <translation>
            <numerusform>%n socle rendu.</numerusform>
            <numerusform>%n socles rendus.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>md::ww1::Ww1CampaignRecorder</name>
    <message>
        <location filename="../app/ww1/campaign/Ww1CampaignRecorder.cpp" line="+56" />
        <source>this MoraleDesk does not know the rule system "%1"</source>
        <translation>ce MoraleDesk ne connaît pas le système de règles « %1 »</translation>
    </message>
    <message>
        <location line="+11" />
        <source>%1 cannot be read: %2</source>
        <translation>%1 illisible : %2</translation>
    </message>
    <message>
        <location line="+1" />
        <source>it is not a WW1 force</source>
        <translation>ce n'est pas une force WW1</translation>
    </message>
    <message>
        <location line="+18" />
        <source>there is no WW1 force to record</source>
        <translation>aucune force WW1 à enregistrer</translation>
    </message>
    <message>
        <location line="+2" />
        <source>the number of turns must be from 1 to %1</source>
        <translation>le nombre de tours doit aller de 1 à %1</translation>
    </message>
    <message>
        <location line="+7" />
        <source>a WW1 force without a name cannot be recorded: the campaign knows its forces by name</source>
        <translation>une force WW1 sans nom ne peut pas être enregistrée : la campagne connaît ses forces par leur nom</translation>
    </message>
    <message>
        <location line="+2" />
        <source>force "%1" is given twice</source>
        <translation>la force « %1 » est donnée deux fois</translation>
    </message>
    <message>
        <location line="+3" />
        <source>force "%1" has no groups to record</source>
        <translation>la force « %1 » n'a aucun groupe à enregistrer</translation>
    </message>
    <message>
        <location line="+4" />
        <source>force "%1"</source>
        <translation>force « %1 »</translation>
    </message>
    <message>
        <location line="+2" />
        <source>force "%1" is not valid: %2</source>
        <translation>la force « %1 » n'est pas valide : %2</translation>
    </message>
    <message>
        <location line="+21" />
        <source>the battle was not recorded: %1</source>
        <translation>la bataille n'a pas été enregistrée : %1</translation>
    </message>
    <message>
        <location line="+13" />
        <location line="+293" />
        <source>force "%1" was recorded by the rule system "%2"</source>
        <translation>la force « %1 » a été enregistrée par le système de règles « %2 »</translation>
    </message>
    <message>
        <location line="-270" />
        <source>these forces were already recorded, as battle %1</source>
        <translation>ces forces ont déjà été enregistrées, comme bataille %1</translation>
    </message>
    <message>
        <location line="+10" />
        <source>Battle %1</source>
        <translation>Bataille %1</translation>
    </message>
    <message numerus="yes">
        <location line="+89" />
        <source>%1 (%2, %3): %4 of %5 left, %n casualty(ies)</source>
        <translation>
            <numerusform>%1 (%2, %3) : %4 sur %5 restants, %n perte</numerusform>
            <numerusform>%1 (%2, %3) : %4 sur %5 restants, %n pertes</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7" />
        <source>; tested %1 (passed %2, failed %3)</source>
        <translation>; testé %1 (réussi %2, échoué %3)</translation>
    </message>
    <message>
        <location line="+4" />
        <source>; withdrew, still withdrawing at the end</source>
        <translation>; s'est replié, encore en repli à la fin</translation>
    </message>
    <message>
        <location line="+1" />
        <source>; withdrew, back in its line at the end</source>
        <translation>; s'est replié, revenu dans sa ligne à la fin</translation>
    </message>
    <message numerus="yes">
        <location line="+2" />
        <source>; %n stand(s) surrendered</source>
        <translation>
            <numerusform>; %n socle rendu</numerusform>
            <numerusform>; %n socles rendus</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6" />
        <source>%1 (%2), its battle %3: %n casualty(ies)</source>
        <translation>
            <numerusform>%1 (%2), sa bataille %3 : %n perte</numerusform>
            <numerusform>%1 (%2), sa bataille %3 : %n pertes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2" />
        <source>, %n group(s) withdrew</source>
        <translation>
            <numerusform>, %n groupe s'est replié</numerusform>
            <numerusform>, %n groupes se sont repliés</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+0" />
        <source>, %n stand(s) surrendered</source>
        <translation>
            <numerusform>, %n socle rendu</numerusform>
            <numerusform>, %n socles rendus</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5" />
        <source>Recorded WW1 battle %1, "%2" (%3, %n turn(s)).</source>
        <translation>
            <numerusform>Bataille WW1 %1 enregistrée, « %2 » (%3, %n tour).</numerusform>
            <numerusform>Bataille WW1 %1 enregistrée, « %2 » (%3, %n tours).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3" />
        <source>; %n log record(s).</source>
        <translation>
            <numerusform> ; %n entrée de journal.</numerusform>
            <numerusform> ; %n entrées de journal.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+121" />
        <source>force "%1" did not fight in WW1 battle %2</source>
        <translation>la force « %1 » n'a pas combattu dans la bataille WW1 %2</translation>
    </message>
    <message>
        <location line="+3" />
        <location line="+30" />
        <source>the record of "%1" in battle %2</source>
        <translation>l'enregistrement de « %1 » dans la bataille %2</translation>
    </message>
    <message>
        <location line="-17" />
        <source>the campaign has no force "%1"</source>
        <translation>la campagne n'a pas de force « %1 »</translation>
    </message>
    <message>
        <location line="+14" />
        <source>force "%1" has fought no battle yet</source>
        <translation>la force « %1 » n'a encore livré aucune bataille</translation>
    </message>
</context>
<context>
    <name>md::ww1::Ww1CampaignVerbs</name>
    <message>
        <location filename="../app/ww1/campaign/Ww1CampaignVerbs.cpp" line="+45" />
        <source>The WW1 forces as the battle ended.</source>
        <translation>Les forces WW1 telles qu'à la fin de la bataille.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The day of the battle, YYYY-MM-DD (default today).</source>
        <translation>Le jour de la bataille, AAAA-MM-JJ (par défaut aujourd'hui).</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The battle's name (default "Battle N").</source>
        <translation>Le nom de la bataille (par défaut « Bataille N »).</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The scenario played.</source>
        <translation>Le scénario joué.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Turns played (default: as the forces say).</source>
        <translation>Tours joués (par défaut : selon les forces).</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Notes on the battle.</source>
        <translation>Notes sur la bataille.</translation>
    </message>
    <message>
        <location line="+7" />
        <source>record: --date must be a day as YYYY-MM-DD, not "%1"</source>
        <translation>record : --date doit être un jour au format AAAA-MM-JJ, pas « %1 »</translation>
    </message>
    <message>
        <location line="+5" />
        <source>record: --turns must be a whole number from 1 to %1, not "%2"</source>
        <translation>record : --turns doit être un nombre entier de 1 à %1, pas « %2 »</translation>
    </message>
    <message>
        <location line="+15" />
        <source>%1: no such force file</source>
        <translation>%1 : aucun fichier de force de ce nom</translation>
    </message>
    <message>
        <location line="+3" />
        <source>%1 is not a valid force file: %2</source>
        <translation>%1 n'est pas un fichier de force valide : %2</translation>
    </message>
    <message>
        <location line="+4" />
        <source>%1 is a %2 file: a WW1 battle records WW1 forces only</source>
        <translation>%1 est un fichier %2 : une bataille WW1 n'enregistre que des forces WW1</translation>
    </message>
    <message>
        <location line="+48" />
        <source>Battle %1, "%2" (%3</source>
        <translation>Bataille %1, « %2 » (%3</translation>
    </message>
    <message>
        <location line="+2" />
        <source>, scenario "%1"</source>
        <translation>, scénario « %1 »</translation>
    </message>
    <message numerus="yes">
        <location line="+1" />
        <source>, %n turn(s))</source>
        <translation>
            <numerusform>, %n tour)</numerusform>
            <numerusform>, %n tours)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+47" />
        <source>One JSON object, for programs.</source>
        <translation>Un objet JSON, pour les programmes.</translation>
    </message>
    <message>
        <location line="+11" />
        <source>cannot read %1: %2</source>
        <translation>impossible de lire %1 : %2</translation>
    </message>
    <message numerus="yes">
        <location line="+12" />
        <source>%1: %n battle(s)</source>
        <translation>
            <numerusform>%1 : %n bataille</numerusform>
            <numerusform>%1 : %n batailles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+17" />
        <source>Campaign "%1", %2: %n battle(s)</source>
        <translation>
            <numerusform>Campagne « %1 », %2 : %n bataille</numerusform>
            <numerusform>Campagne « %1 », %2 : %n batailles</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6" />
        <source>Sides: %1</source>
        <translation>Camps : %1</translation>
    </message>
    <message>
        <location line="+9" />
        <source>The force's name.</source>
        <translation>Le nom de la force.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The force file to write ("-": standard output).</source>
        <translation>Le fichier de force à écrire (« - » : sortie standard).</translation>
    </message>
    <message>
        <location line="+1" />
        <source>House rule: stands keep their first time under fire (T1) and first hand-to-hand (T3).</source>
        <translation>Règle maison : les socles gardent leur première fois sous le feu (T1) et leur premier corps à corps (T3).</translation>
    </message>
    <message>
        <location line="+6" />
        <source>next-battle: -o FILE is required</source>
        <translation>next-battle : -o FICHIER est obligatoire</translation>
    </message>
    <message>
        <location line="+21" />
        <source>cannot write %1: %2</source>
        <translation>impossible d'écrire %1 : %2</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Wrote %1: "%2" for its battle %3.</source>
        <translation>%1 écrit : « %2 » pour sa bataille %3.</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Prisoners, gone (A.4.2): %1</source>
        <translation>Prisonniers, perdus (A.4.2) : %1</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Groups with no one left: %1</source>
        <translation>Groupes sans survivant : %1</translation>
    </message>
</context>
<context>
    <name>md::ww1::Ww1CarryOver</name>
    <message>
        <location filename="../core/ww1/campaign/Ww1CarryOver.cpp" line="+181" />
        <source>Seed 002 has no campaign rule; this is MoraleDesk's reading. Each group starts at its effective members (start less casualties: casualties recovered in a withdrawal (A.4.1) are within a battle), with no casualties, no condition tested and carrying on. Surrendered stands are prisoners and gone (A.4.2); every other stand's result is cleared.</source>
        <translation>Le Seed 002 n'a pas de règle de campagne ; ceci est la lecture de MoraleDesk. Chaque groupe commence à ses membres effectifs (départ moins pertes : les pertes récupérées lors d'un repli (A.4.1) le sont au sein d'une bataille), sans pertes, sans condition testée et continuant. Les socles rendus sont prisonniers et perdus (A.4.2) ; le résultat de tout autre socle est effacé.</translation>
    </message>
    <message>
        <location line="+6" />
        <source>House rule, veterans: stands keep their first time under fire (T1) and first hand-to-hand (T3); entering an enemy position (T2) is tested again.</source>
        <translation>Règle maison, vétérans : les socles gardent leur première fois sous le feu (T1) et leur premier corps à corps (T3) ; l'entrée dans une position ennemie (T2) est testée à nouveau.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Each battle is a game as the seed writes it: every stand tests again the first time under fire (T1), in hand-to-hand (T3) and entering an enemy position (T2).</source>
        <translation>Chaque bataille est une partie telle que l'écrit le seed : chaque socle teste à nouveau la première fois sous le feu (T1), au corps à corps (T3) et en entrant dans une position ennemie (T2).</translation>
    </message>
    <message numerus="yes">
        <location line="+40" />
        <source>%1: %n member(s) at the start</source>
        <translation>
            <numerusform>%1 : %n membre au départ</numerusform>
            <numerusform>%1 : %n membres au départ</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1" />
        <source>%n casualty(ies)</source>
        <translation>
            <numerusform>%n perte</numerusform>
            <numerusform>%n pertes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1" />
        <source>starts with %n</source>
        <translation>
            <numerusform>commence avec %n</numerusform>
            <numerusform>commence avec %n</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>md::ww1::Ww1CommandLine</name>
    <message>
        <location filename="../app/ww1/cli/Ww1CommandLine.cpp" line="-182" />
        <source>print the group test table and the individual bands by net modifier</source>
        <translation>imprimer la table du test de groupe et les tranches individuelles par modificateur net</translation>
    </message>
    <message>
        <location line="+2" />
        <source>a group's or a stand's test: modifiers and exact odds</source>
        <translation>test d'un groupe ou d'un socle : modificateurs et probabilités exactes</translation>
    </message>
    <message>
        <location line="+2" />
        <source>play steps on a force file headless (casualties, group and individual tests, clear withdrawing …)</source>
        <translation>jouer des étapes sur un fichier de force sans fenêtre (pertes, tests de groupe et individuels, fin de repli …)</translation>
    </message>
    <message>
        <location line="+28" />
        <source>WW1 morale (--system ww1): prints the group test table (A.3.1: each condition's modifier, the 2d6 it needs, P(carry on) and P(withdraw)) and the individual test's bands by net modifier %1 to %2 (A.3.3: the rolls of each band and its probability). Probabilities are exact fractions of the 36 rolls of 2d6.</source>
        <translation>Moral WW1 (--system ww1) : imprime la table du test de groupe (A.3.1 : le modificateur de chaque condition, le 2d6 requis, P(continue) et P(repli)) et les tranches du test individuel par modificateur net de %1 à %2 (A.3.3 : les jets de chaque tranche et sa probabilité). Les probabilités sont des fractions exactes des 36 jets de 2d6.</translation>
    </message>
    <message>
        <location line="+6" />
        <source>The table subcommand.</source>
        <translation>La sous-commande table.</translation>
    </message>
    <message>
        <location line="+1" />
        <location line="+118" />
        <source>Print one JSON object, probabilities as reduced fractions ("13/18").</source>
        <translation>Imprimer un seul objet JSON, probabilités en fractions réduites (« 13/18 »).</translation>
    </message>
    <message>
        <location line="-70" />
        <source>Group test (A.3.1): roll 2d6 and add the modifier; 6 or more carries on, else the group withdraws.</source>
        <translation>Test de groupe (A.3.1) : lancez 2d6 et ajoutez le modificateur ; sur 6 ou plus le groupe continue, sinon il se replie.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>condition</source>
        <translation>condition</translation>
    </message>
    <message>
        <location line="+0" />
        <source>modifier</source>
        <translation>modificateur</translation>
    </message>
    <message>
        <location line="+0" />
        <source>2d6 needed</source>
        <translation>2d6 requis</translation>
    </message>
    <message>
        <location line="+0" />
        <source>P(carry on)</source>
        <translation>P(continue)</translation>
    </message>
    <message>
        <location line="+0" />
        <source>P(withdraw)</source>
        <translation>P(repli)</translation>
    </message>
    <message>
        <location line="+4" />
        <source>%1 or more</source>
        <translation>%1 ou plus</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Individual test (A.3.3): one 2d6 per square, plus each stand's net modifier; each band's rolls and probability.</source>
        <translation>Test individuel (A.3.3) : un 2d6 par case, plus le modificateur net de chaque socle ; jets et probabilité de chaque tranche.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>net</source>
        <translation>net</translation>
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
        <translation>Moral WW1 (--system ww1) : un test évalué avant le jet, avec probabilités exactes.
  check group --start N --casualties C [--tested c1,c2] [--rule KEY=on|off ...]
    si le groupe doit tester (A.2.1), pour quelles conditions, à quel modificateur, le 2d6 requis et P(continue)/P(repli) (A.3.1).
  check individual [--officer|--nco] [--fire] [--friendly N] [--enemy N] [--outnumbered] [--edged] [--leader]
  check individual --net N
    chaque modificateur avec sa source (A.3.3 IM1-IM8), le net, et les jets et probabilités de chaque tranche.
Options de règles (--rule) : %1.</translation>
    </message>
    <message>
        <location line="+11" />
        <source>The check subcommand.</source>
        <translation>La sous-commande check.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>group or individual.</source>
        <translation>group ou individual.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>group: members at the start (individuals, A.1).</source>
        <translation>group : membres au départ (individus, A.1).</translation>
    </message>
    <message>
        <location line="+1" />
        <source>group: casualties so far, counted against the start (A-3).</source>
        <translation>group : pertes jusqu'ici, comptées sur l'effectif de départ (A-3).</translation>
    </message>
    <message>
        <location line="+1" />
        <source>group: conditions already tested, comma-separated: c1, c2, c3.</source>
        <translation>group : conditions déjà testées, séparées par des virgules : c1, c2, c3.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>group: a rule switch, KEY=on or KEY=off (repeatable).</source>
        <translation>group : une option de règle, KEY=on ou KEY=off (répétable).</translation>
    </message>
    <message>
        <location line="+1" />
        <source>individual: the stand is an officer (IM7 +2).</source>
        <translation>individual : le socle est un officier (IM7 +2).</translation>
    </message>
    <message>
        <location line="+1" />
        <source>individual: the stand is an NCO (IM8 +1).</source>
        <translation>individual : le socle est un sous-officier (IM8 +1).</translation>
    </message>
    <message>
        <location line="+1" />
        <source>individual: under small arms fire within range, or indirect fire or grenades (IM2 -1).</source>
        <translation>individual : sous le feu d'armes légères à portée, ou feu indirect ou grenades (IM2 -1).</translation>
    </message>
    <message>
        <location line="+1" />
        <source>individual: friendly casualties in sight (IM3, -1 each).</source>
        <translation>individual : pertes amies en vue (IM3, -1 chacune).</translation>
    </message>
    <message>
        <location line="+1" />
        <source>individual: enemy casualties in sight (IM4, +1 each).</source>
        <translation>individual : pertes ennemies en vue (IM4, +1 chacune).</translation>
    </message>
    <message>
        <location line="+1" />
        <source>individual: visibly outnumbered (IM5 -1).</source>
        <translation>individual : visiblement en infériorité numérique (IM5 -1).</translation>
    </message>
    <message>
        <location line="+1" />
        <source>individual: melee threatened with an edged weapon (IM6 -2).</source>
        <translation>individual : menacé en mêlée par une arme blanche (IM6 -2).</translation>
    </message>
    <message>
        <location line="+1" />
        <source>individual: an officer in sight leading by example (IM1 +1); not for --officer, whose leader must be more senior (A-7), which an unnamed leader cannot show.</source>
        <translation>individual : un officier en vue qui montre l'exemple (IM1 +1) ; pas pour --officer, dont le meneur doit être plus ancien (A-7), ce qu'un meneur sans nom ne peut montrer.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>individual: the net modifier itself, instead of the situations.</source>
        <translation>individual : le modificateur net lui-même, au lieu des situations.</translation>
    </message>
    <message>
        <location line="+17" />
        <source>--%1 is given more than once; it takes one value</source>
        <translation>--%1 est donné plus d'une fois ; il prend une seule valeur</translation>
    </message>
    <message>
        <location line="+7" />
        <source>say which test: check group … or check individual …</source>
        <translation>précisez le test : check group … ou check individual …</translation>
    </message>
    <message>
        <location line="+4" />
        <source>the test is group or individual, not "%1"</source>
        <translation>le test est group ou individual, pas « %1 »</translation>
    </message>
    <message>
        <location line="+13" />
        <source>--%1 is for check %2, not check %3</source>
        <translation>--%1 sert à check %2, pas à check %3</translation>
    </message>
    <message>
        <location line="+8" />
        <source>--casualties (%1) cannot be above --start (%2): casualties are the group's own members (A.1)</source>
        <translation>--casualties (%1) ne peut pas dépasser --start (%2) : les pertes sont des membres du groupe (A.1)</translation>
    </message>
    <message>
        <location line="+8" />
        <source>--tested lists c1, c2 or c3, not "%1"</source>
        <translation>--tested liste c1, c2 ou c3, pas « %1 »</translation>
    </message>
    <message>
        <location line="+17" />
        <source>--rule %1: no rule switch is called "%2"; the switches are %3</source>
        <translation>--rule %1 : aucune option de règle ne s'appelle « %2 » ; les options sont %3</translation>
    </message>
    <message>
        <location line="+3" />
        <source>--rule %1: say %2=on or %2=off</source>
        <translation>--rule %1 : indiquez %2=on ou %2=off</translation>
    </message>
    <message>
        <location line="+14" />
        <source>--officer and --nco: a stand has one rank</source>
        <translation>--officer et --nco : un socle n'a qu'un grade</translation>
    </message>
    <message>
        <location line="+4" />
        <source>--net is the net modifier itself; leave out --%1, or give the situations without --net</source>
        <translation>--net est le modificateur net lui-même ; omettez --%1, ou donnez les situations sans --net</translation>
    </message>
    <message>
        <location line="+66" />
        <source>A group of %1 with %2 casualties.</source>
        <translation>Un groupe de %1 avec %2 pertes.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>No group test is due: no condition it has not tested yet is reached (A.2.1).</source>
        <translation>Aucun test de groupe dû : aucune condition non encore testée n'est atteinte (A.2.1).</translation>
    </message>
    <message>
        <location line="+7" />
        <source>A group test is due (A.2.1): %1.</source>
        <translation>Un test de groupe est dû (A.2.1) : %1.</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Each condition is tested in turn, least severe first; the first failure ends it (A-4 switched).</source>
        <translation>Chaque condition est testée à son tour, la moins grave d'abord ; le premier échec arrête tout (A-4 activée).</translation>
    </message>
    <message>
        <location line="+4" />
        <source>  %1: 2d6 of %2 or more, P(carry on) %3</source>
        <translation>  %1 : 2d6 de %2 ou plus, P(continue) %3</translation>
    </message>
    <message>
        <location line="+8" />
        <source>One test at %1: carry on on 2d6 of %2 or more (A.3.1).</source>
        <translation>Un seul test à %1 : continue sur 2d6 de %2 ou plus (A.3.1).</translation>
    </message>
    <message>
        <location line="+4" />
        <source>P(carry on) %1, P(withdraw) %2.</source>
        <translation>P(continue) %1, P(repli) %2.</translation>
    </message>
    <message>
        <location line="+23" />
        <source>Individual test (A.3.3): 2d6 plus the net modifier.</source>
        <translation>Test individuel (A.3.3) : 2d6 plus le modificateur net.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>  no modifier applies</source>
        <translation>  aucun modificateur ne s'applique</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Net modifier %1.</source>
        <translation>Modificateur net %1.</translation>
    </message>
    <message>
        <location line="+8" />
        <source>no roll</source>
        <translation>aucun jet</translation>
    </message>
    <message>
        <location line="+0" />
        <source>rolls %1</source>
        <translation>jets %1</translation>
    </message>
</context>
<context>
    <name>md::ww1::Ww1Commands</name>
    <message>
        <location filename="../app/ww1/commands/Ww1Commands.cpp" line="+94" />
        <source>No group test is due.</source>
        <translation>Aucun test de groupe n'est dû.</translation>
    </message>
    <message>
        <location line="+17" />
        <source>Totals: the test of %1 takes one roll per condition in turn (A-4); type the next total too. Nothing is applied.</source>
        <translation>Totaux : le test de %1 prend un jet par condition, l'une après l'autre (A-4) ; tapez aussi le total suivant. Rien n'est appliqué.</translation>
    </message>
    <message>
        <location line="+9" />
        <source>Totals: %1 typed, but the group tests due take only %2. Nothing is applied.</source>
        <translation>Totaux : %1 tapés, mais les tests de groupe dus n'en prennent que %2. Rien n'est appliqué.</translation>
    </message>
    <message numerus="yes">
        <location line="+5" />
        <source>Typed dice: %n group test(s)</source>
        <translation>
            <numerusform>Dés tapés : %n test de groupe</numerusform>
            <numerusform>Dés tapés : %n tests de groupe</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1" />
        <source>Roll all due: %n group test(s)</source>
        <translation>
            <numerusform>Lancer tous les tests dus : %n test de groupe</numerusform>
            <numerusform>Lancer tous les tests dus : %n tests de groupe</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>md::ww1::Ww1Condition</name>
    <message>
        <location filename="../core/ww1/model/Ww1Enums.h" line="+100" />
        <source>C1: two casualties (25 % above eight)</source>
        <translation>C1 : deux pertes (25 % au-delà de huit)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>C2: 50 % casualties</source>
        <translation>C2 : 50 % de pertes</translation>
    </message>
    <message>
        <location line="+1" />
        <source>C3: 75 % casualties</source>
        <translation>C3 : 75 % de pertes</translation>
    </message>
</context>
<context>
    <name>md::ww1::Ww1DueModel</name>
    <message>
        <location filename="../app/ww1/models/Ww1DueModel.cpp" line="+52" />
        <source>The testing order counts %1 (A.3.2, A-5)</source>
        <translation>L'ordre des tests se fonde sur %1 (A.3.2, A-5)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>the starting size</source>
        <translation>l'effectif de départ</translation>
    </message>
    <message>
        <location line="+0" />
        <source>the members still effective</source>
        <translation>les membres encore effectifs</translation>
    </message>
    <message>
        <location line="+7" />
        <source>%1+</source>
        <translation>%1+</translation>
    </message>
    <message>
        <location line="+16" />
        <source>Group</source>
        <translation>Groupe</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Role</source>
        <translation>Rôle</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Size</source>
        <translation>Taille</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Test</source>
        <translation>Test</translation>
    </message>
    <message>
        <location line="+2" />
        <source>2d6 needed</source>
        <translation>2d6 requis</translation>
    </message>
    <message>
        <location line="+2" />
        <source>P(carry on)</source>
        <translation>P(continue)</translation>
    </message>
</context>
<context>
    <name>md::ww1::Ww1EditCommand</name>
    <message>
        <location filename="../app/ww1/commands/Ww1EditCommand.cpp" line="+17" />
        <source>Nothing changed.</source>
        <translation>Rien n'a changé.</translation>
    </message>
    <message>
        <location line="+11" />
        <source>Edit force</source>
        <translation>Modifier la force</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Recovered work</source>
        <translation>Travail récupéré</translation>
    </message>
</context>
<context>
    <name>md::ww1::Ww1EditorForm</name>
    <message>
        <location filename="../app/ww1/editors/Ww1EditorForm.cpp" line="+217" />
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
</context>
<context>
    <name>md::ww1::Ww1EditorPanel</name>
    <message>
        <location filename="../app/ww1/editors/Ww1EditorPanel.cpp" line="+32" />
        <source>Editor</source>
        <translation>Éditeur</translation>
    </message>
</context>
<context>
    <name>md::ww1::Ww1Engine</name>
    <message>
        <location filename="../core/ww1/rules/Ww1Engine.cpp" line="+75" />
        <source>Enter the number of casualties %1 took: at least 1 (or fewer than 0 to correct an entry).</source>
        <translation>Entrez le nombre de pertes subies par %1 : au moins 1 (ou moins de 0 pour corriger une saisie).</translation>
    </message>
    <message numerus="yes">
        <location line="+8" />
        <source>%1 has %n casualty(ies); a correction cannot take away more than that.</source>
        <translation>
            <numerusform>%1 a %n perte ; une correction ne peut pas en retirer davantage.</numerusform>
            <numerusform>%1 a %n pertes ; une correction ne peut pas en retirer davantage.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6" />
        <source>%1 started with %n member(s); it cannot have more casualties than that.</source>
        <translation>
            <numerusform>%1 a commencé avec %n membre ; il ne peut pas avoir plus de pertes.</numerusform>
            <numerusform>%1 a commencé avec %n membres ; il ne peut pas avoir plus de pertes.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+43" />
        <source>%1 needs %2</source>
        <translation>%1 requiert %2</translation>
    </message>
    <message>
        <location line="+44" />
        <location line="+101" />
        <source>Two six-sided dice total 2 to 12; %1 is not a 2d6 roll.</source>
        <translation>Deux dés à six faces totalisent de 2 à 12 ; %1 n'est pas un jet de 2d6.</translation>
    </message>
    <message>
        <location line="-57" />
        <source>Name the square whose stands test: one roll is made for each square (A.3.3).</source>
        <translation>Indiquez la case dont les socles testent : un jet est fait pour chaque case (A.3.3).</translation>
    </message>
    <message>
        <location line="-149" />
        <location line="+50" />
        <location line="+200" />
        <source>There is no group "%1" in this force; select a group in the roster.</source>
        <translation>Il n'y a pas de groupe « %1 » dans cette force ; sélectionnez un groupe dans l'effectif.</translation>
    </message>
    <message>
        <location line="-239" />
        <source>%1 has no casualties to take back.</source>
        <translation>%1 n'a pas de pertes à reprendre.</translation>
    </message>
    <message numerus="yes">
        <location line="+52" />
        <source>%1 has no group test due yet: %n casualty(ies) of %2 reach no condition (%3). Enter casualties as they happen; the test comes due by itself (A.2.1).</source>
        <translation>
            <numerusform>%1 n'a pas encore de test de groupe dû : %n perte sur %2 n'atteint aucune condition (%3). Saisissez les pertes au fur et à mesure ; le test devient dû de lui-même (A.2.1).</numerusform>
            <numerusform>%1 n'a pas encore de test de groupe dû : %n pertes sur %2 n'atteignent aucune condition (%3). Saisissez les pertes au fur et à mesure ; le test devient dû de lui-même (A.2.1).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5" />
        <source>%1 has no group test due now: %n casualty(ies) of %2 reach no condition it has not tested yet (%3). Enter casualties as they happen; the next test comes due by itself (A.2.1).</source>
        <translation>
            <numerusform>%1 n'a pas de test de groupe dû maintenant : %n perte sur %2 n'atteint aucune condition qu'il n'a pas encore testée (%3). Saisissez les pertes au fur et à mesure ; le test suivant devient dû de lui-même (A.2.1).</numerusform>
            <numerusform>%1 n'a pas de test de groupe dû maintenant : %n pertes sur %2 n'atteignent aucune condition qu'il n'a pas encore testée (%3). Saisissez les pertes au fur et à mesure ; le test suivant devient dû de lui-même (A.2.1).</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8" />
        <source>%1 has already tested for C1, C2 and C3, and a group tests once for each: it takes no more group tests (A.2.1).</source>
        <translation>%1 a déjà testé C1, C2 et C3, et un groupe teste une fois pour chacune : il ne fait plus de tests de groupe (A.2.1).</translation>
    </message>
    <message>
        <location line="+8" />
        <source>%1 must test first: attackers test before defenders, the biggest group first. Roll its test, then %2's (A.3.2).</source>
        <translation>%1 doit tester d'abord : les attaquants testent avant les défenseurs, le plus grand groupe d'abord. Lancez son test, puis celui de %2 (A.3.2).</translation>
    </message>
    <message>
        <location line="+67" />
        <source>Tick at least one stand in square %1 that tests, then roll.</source>
        <translation>Cochez au moins un socle de la case %1 qui teste, puis lancez.</translation>
    </message>
    <message>
        <location line="+7" />
        <location line="+109" />
        <source>There is no stand "%1".</source>
        <translation>Il n'y a pas de socle « %1 ».</translation>
    </message>
    <message>
        <location line="-107" />
        <source>%1 stands in square %2, not %3: a roll is shared only by the stands of one square (A.3.3, A-12).</source>
        <translation>%1 est sur la case %2, pas %3 : un jet n'est partagé que par les socles d'une même case (A.3.3, A-12).</translation>
    </message>
    <message>
        <location line="+2" />
        <source>(none)</source>
        <translation>(aucun)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1 is listed twice: each stand tests once on the square's roll.</source>
        <translation>%1 est listé deux fois : chaque socle teste une fois sur le jet de la case.</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Casualties in sight are counted from 0 up; %1 has a negative count.</source>
        <translation>Les pertes en vue se comptent à partir de 0 ; %1 a un nombre négatif.</translation>
    </message>
    <message>
        <location line="+4" />
        <source>%1: friendly casualties in sight (IM3) are at most %2, not %3.</source>
        <translation>%1 : les pertes amies en vue (IM3) sont au plus %2, pas %3.</translation>
    </message>
    <message>
        <location line="+5" />
        <source>%1: enemy casualties in sight (IM4) are at most %2, not %3.</source>
        <translation>%1 : les pertes ennemies en vue (IM4) sont au plus %2, pas %3.</translation>
    </message>
    <message>
        <location line="+10" />
        <source>There is no stand "%1" to lead by example.</source>
        <translation>Il n'y a pas de socle « %1 » pour montrer l'exemple.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1 is not an officer: only a commissioned officer leads by example (IM1).</source>
        <translation>%1 n'est pas un officier : seul un officier montre l'exemple (IM1).</translation>
    </message>
    <message>
        <location line="+3" />
        <source>%1 has surrendered and leads no one (IM1, A.4.2).</source>
        <translation>%1 s'est rendu et ne mène personne (IM1, A.4.2).</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1 is an officer of the %2 side, not of %3's (%4): only an officer of one's own side leads by example (IM1).</source>
        <translation>%1 est un officier du camp %2, pas de celui de %3 (%4) : seul un officier de son propre camp montre l'exemple (IM1).</translation>
    </message>
    <message>
        <location line="+56" />
        <source>%1 is not withdrawing, so there is no withdrawal to end (A.4.1).</source>
        <translation>%1 n'est pas en repli, il n'y a donc pas de repli à terminer (A.4.1).</translation>
    </message>
    <message>
        <location line="+19" />
        <source>%1 has no result to clear: it has not tested, or its result is already over (A.4.2).</source>
        <translation>%1 n'a pas de résultat à effacer : il n'a pas testé, ou son résultat est déjà terminé (A.4.2).</translation>
    </message>
    <message>
        <location line="-2" />
        <source>%1 has surrendered: that is for good (A.4.2).</source>
        <translation>%1 s'est rendu : c'est définitif (A.4.2).</translation>
    </message>
</context>
<context>
    <name>md::ww1::Ww1Export</name>
    <message>
        <location filename="../app/ww1/Ww1Export.cpp" line="+25" />
        <source>--%1 must be a whole number from %2 to %3, not "%4"</source>
        <translation>--%1 doit être un nombre entier de %2 à %3, pas « %4 »</translation>
    </message>
    <message>
        <location line="+11" />
        <source>--%1 does not apply to "export %2"</source>
        <translation>--%1 ne s'applique pas à « export %2 »</translation>
    </message>
    <message>
        <location line="+10" />
        <source>Exports a printable PDF (real, searchable text):
  sheet --blank [--groups N] [--stands N] [--members N]
                              a blank WW1 force sheet: N groups (default %1), N stand rows each
                              (default %2), thresholds and tally boxes up to N members (default %3)
  sheet FILE                  the force sheet filled from a WW1 force file
  card                        the one-page quick-reference card</source>
        <translation>Exporte un PDF imprimable (vrai texte, consultable) :
  sheet --blank [--groups N] [--stands N] [--members N]
                              une feuille de force WW1 vierge : N groupes (par défaut %1), N lignes de socle chacun
                              (par défaut %2), seuils et cases de décompte jusqu'à N membres (par défaut %3)
  sheet FILE                  la feuille de force remplie depuis un fichier de force WW1
  card                        l'aide-mémoire d'une page</translation>
    </message>
    <message>
        <location line="+10" />
        <source>For sheet: the WW1 force file.</source>
        <translation>Pour sheet : le fichier de force WW1.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>sheet: a blank sheet instead of one filled from a file.</source>
        <translation>sheet : une fiche vierge au lieu d'une fiche remplie à partir d'un fichier.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>sheet --blank: spaces for N groups (1-%1).</source>
        <translation>sheet --blank : place pour N groupes (1-%1).</translation>
    </message>
    <message>
        <location line="+1" />
        <source>sheet --blank: N stand rows per group (1-%1).</source>
        <translation>sheet --blank : N lignes de socle par groupe (1-%1).</translation>
    </message>
    <message>
        <location line="+3" />
        <source>sheet --blank: thresholds and tally boxes up to N members (%1-%2).</source>
        <translation>sheet --blank : seuils et cases de décompte jusqu'à N membres (%1-%2).</translation>
    </message>
    <message>
        <location line="+20" />
        <source>give either --blank or a WW1 force file, not both</source>
        <translation>donnez soit --blank soit un fichier de force WW1, pas les deux</translation>
    </message>
    <message>
        <location line="+2" />
        <source>give --blank or a WW1 force file</source>
        <translation>donnez --blank ou un fichier de force WW1</translation>
    </message>
    <message>
        <location line="+4" />
        <source>--%1 goes with --blank</source>
        <translation>--%1 va avec --blank</translation>
    </message>
</context>
<context>
    <name>md::ww1::Ww1FieldReader</name>
    <message numerus="yes">
        <location filename="../core/ww1/io/Ww1FieldReader.cpp" line="+90" />
        <source>%n more problem(s) not listed</source>
        <translation>
            <numerusform>%n autre problème non listé</numerusform>
            <numerusform>%n autres problèmes non listés</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1" />
        <source>%n more problem(s) not listed; the rules across fields were not checked</source>
        <translation>
            <numerusform>%n autre problème non listé ; les règles entre champs n'ont pas été vérifiées</numerusform>
            <numerusform>%n autres problèmes non listés ; les règles entre champs n'ont pas été vérifiées</numerusform>
        </translation>
    </message>
    <message>
        <location line="+39" />
        <source>unexpected key for %1</source>
        <translation>clé inattendue pour %1</translation>
    </message>
    <message>
        <location line="+2" />
        <source>unknown key</source>
        <translation>clé inconnue</translation>
    </message>
    <message>
        <location line="+20" />
        <location line="+76" />
        <source>expected a string, found %1</source>
        <translation>une chaîne était attendue, %1 a été trouvé</translation>
    </message>
    <message>
        <location line="-71" />
        <location line="+76" />
        <source>holds an unpaired surrogate (a \u escape of half a character)</source>
        <translation>contient un substitut non apparié (un échappement \u d'un demi-caractère)</translation>
    </message>
    <message>
        <location line="-63" />
        <source>expected true or false, found %1</source>
        <translation>true ou false était attendu, %1 a été trouvé</translation>
    </message>
    <message>
        <location line="+17" />
        <source>expected a whole number between %1 and %2, found %3</source>
        <translation>un nombre entier entre %1 et %2 était attendu, %3 a été trouvé</translation>
    </message>
    <message>
        <location line="+11" />
        <location line="+23" />
        <source>expected an object, found %1</source>
        <translation>un objet était attendu, %1 a été trouvé</translation>
    </message>
    <message>
        <location line="-10" />
        <source>expected an array, found %1</source>
        <translation>un tableau était attendu, %1 a été trouvé</translation>
    </message>
    <message>
        <location filename="../core/ww1/io/Ww1FieldReader.h" line="+68" />
        <source>expected one of %1; found %2</source>
        <translation>une des valeurs %1 était attendue ; %2 a été trouvé</translation>
    </message>
</context>
<context>
    <name>md::ww1::Ww1FilledSheetDocument</name>
    <message>
        <location filename="../app/ww1/print/Ww1FilledSheetDocument.cpp" line="+46" />
        <source>Force</source>
        <translation>Force</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Turn</source>
        <translation>Tour</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Groups</source>
        <translation>Groupes</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Stands</source>
        <translation>Socles</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Group tests due (A.2.1)</source>
        <translation>Tests de groupe dus (A.2.1)</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Readings of the rules (A.5): all as the spec reads them.</source>
        <translation>Lectures des règles (A.5) : toutes telles que la spec les lit.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Readings of the rules changed from the spec's (A.5): %1.</source>
        <translation>Lectures des règles modifiées par rapport à la spec (A.5) : %1.</translation>
    </message>
    <message>
        <location line="+11" />
        <source>The players' data (A.6, not given by the rules): small-arms fire counts within %1 squares (IM2); a tactical move is %2 squares; officers by seniority: %3; casualties that count in sight (IM3, IM4): %4.</source>
        <translation>Données des joueurs (A.6, non fournies par les règles) : le feu d'armes légères compte à moins de %1 cases (IM2) ; un mouvement tactique fait %2 cases ; officiers par ancienneté : %3 ; pertes comptant en vue (IM3, IM4) : %4.</translation>
    </message>
    <message>
        <location line="+4" />
        <source>none listed</source>
        <translation>aucun listé</translation>
    </message>
    <message>
        <location line="+1" />
        <source>none</source>
        <translation>aucune</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Under each group: its conditions with the casualties that reach each for its own starting size, a tally box per member (casualties crossed, each threshold marked under its box), and its stands' once-only triggers (A.2.2) and latest results.</source>
        <translation>Sous chaque groupe : ses conditions avec les pertes qui atteignent chacune pour son effectif de départ, une case de décompte par membre (pertes barrées, chaque seuil marqué sous sa case), et les déclencheurs uniques (A.2.2) et derniers résultats de ses socles.</translation>
    </message>
    <message>
        <location line="+6" />
        <source>This force has no groups yet.</source>
        <translation>Cette force n'a encore aucun groupe.</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Notes</source>
        <translation>Notes</translation>
    </message>
</context>
<context>
    <name>md::ww1::Ww1ForceForm</name>
    <message>
        <location filename="../app/ww1/editors/Ww1ForceForm.cpp" line="+47" />
        <source>&amp;Name:</source>
        <translation>&amp;Nom :</translation>
    </message>
    <message>
        <location line="+8" />
        <source>must not be empty</source>
        <translation>ne doit pas être vide</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Rename force: %1</source>
        <translation>Renommer la force : %1</translation>
    </message>
    <message>
        <location line="+5" />
        <source>N&amp;otes:</source>
        <translation>N&amp;otes :</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Edit force notes</source>
        <translation>Modifier les notes de la force</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Readings of the rules (A.5)</source>
        <translation>Lectures des règles (A.5)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Where the rules are unclear the program follows the readings below. Each starts at the reading the program recommends; its tooltip says which that is.</source>
        <translation>Là où les règles sont floues, le programme suit les lectures ci-dessous. Chacune commence à la lecture recommandée par le programme ; son infobulle indique laquelle.</translation>
    </message>
    <message>
        <location line="+24" />
        <source>%1: ticked is the recommended reading.</source>
        <translation>%1 : coché est la lecture recommandée.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1: unticked is the recommended reading.</source>
        <translation>%1 : décoché est la lecture recommandée.</translation>
    </message>
    <message>
        <location line="+12" />
        <source>Rule %1: back to the recommended reading</source>
        <translation>Règle %1 : retour à la lecture recommandée</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Rule %1: %2</source>
        <translation>Règle %1 : %2</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Always applied:</source>
        <translation>Toujours appliqué :</translation>
    </message>
    <message>
        <location line="+2" />
        <source>• %1</source>
        <translation>• %1</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Your club's data (A.6)</source>
        <translation>Données de votre club (A.6)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The rules do not give these: they are your club's own data. The values a new force starts with are placeholders. Replace them with your rules' scale.</source>
        <translation>Les règles ne les donnent pas : ce sont les données propres à votre club. Les valeurs d'une nouvelle force sont des exemples à remplacer. Remplacez-les par l'échelle de vos règles.</translation>
    </message>
    <message>
        <location line="+5" />
        <source>IM2 (A-8): small-arms fire from within this many squares gives -1. Placeholder: 2, the bracketed figure of the rules.</source>
        <translation>IM2 (A-8) : le feu d'armes légères à moins de ce nombre de cases donne -1. Exemple à remplacer : 2, le chiffre entre crochets des règles.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Small-arms &amp;proximity:</source>
        <translation>&amp;Proximité armes légères :</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Small-arms proximity: 1 square</source>
        <translation>Proximité armes légères : 1 case</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Small-arms proximity: %1 squares</source>
        <translation>Proximité armes légères : %1 cases</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Duck back (A.3.3): cover within this many squares. Placeholder: 2. Replace with your rules' scale.</source>
        <translation>À couvert (A.3.3) : couvert à moins de ce nombre de cases. Exemple à remplacer : 2. Remplacez par l'échelle de vos règles.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>&amp;Tactical move:</source>
        <translation>Mouvement &amp;tactique :</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Tactical move: 1 square</source>
        <translation>Mouvement tactique : 1 case</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Tactical move: %1 squares</source>
        <translation>Mouvement tactique : %1 cases</translation>
    </message>
    <message>
        <location line="+4" />
        <source>A-11's alternative reading: casualties in sight within this many squares count for IM3 and IM4. Used only when that reading is ticked above.</source>
        <translation>Lecture alternative de A-11 : les pertes en vue à moins de ce nombre de cases comptent pour IM3 et IM4. Utilisé seulement si cette lecture est cochée ci-dessus.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Casualties in &amp;sight within:</source>
        <translation>Pertes en &amp;vue à moins de :</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Casualties in sight within: 1 square</source>
        <translation>Pertes en vue à moins de : 1 case</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Casualties in sight within: %1 squares</source>
        <translation>Pertes en vue à moins de : %1 cases</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Ticked: the severity counts for IM3 and IM4 (walking wounded or worse).</source>
        <translation>Coché : la gravité compte pour IM3 et IM4 (blessé léger ou pire).</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Casualty se&amp;verities:</source>
        <translation>&amp;Gravités des pertes :</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Casualty severities</source>
        <translation>Gravités des pertes</translation>
    </message>
    <message>
        <location line="+6" />
        <source>keep at least one severity: casualties count for IM3 and IM4 by theirs</source>
        <translation>gardez au moins une gravité : les pertes comptent pour IM3 et IM4 selon la leur</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Remove casualty severity: %1</source>
        <translation>Supprimer la gravité de perte : %1</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Move casualty severity: %1</source>
        <translation>Déplacer la gravité de perte : %1</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Casualty severity counts for morale: %1</source>
        <translation>La gravité de perte compte pour le moral : %1</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Casualty severity does not count for morale: %1</source>
        <translation>La gravité de perte ne compte pas pour le moral : %1</translation>
    </message>
    <message>
        <location line="+6" />
        <source>IM1: only the most senior officer present counts. Most senior first.</source>
        <translation>IM1 : seul l'officier présent le plus ancien compte. Le plus ancien d'abord.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Officer ranks, &amp;most senior first:</source>
        <translation>Grades d'officier, le plus ancien d'a&amp;bord :</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Officer ranks, most senior first</source>
        <translation>Grades d'officier, le plus ancien d'abord</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Move officer rank: %1</source>
        <translation>Déplacer le grade d'officier : %1</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Groups</source>
        <translation>Groupes</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Group template</source>
        <translation>Modèle de groupe</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Empty group</source>
        <translation>Groupe vide</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Add group</source>
        <translation>&amp;Ajouter un groupe</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Add group from template</source>
        <translation>Ajouter un groupe depuis un modèle</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Te&amp;mplate:</source>
        <translation>&amp;Modèle :</translation>
    </message>
    <message>
        <location line="+10" />
        <location line="+168" />
        <source> squares</source>
        <translation> cases</translation>
    </message>
    <message>
        <location line="-143" />
        <source>a name must not be empty</source>
        <translation>un nom ne doit pas être vide</translation>
    </message>
    <message>
        <location line="+3" />
        <source>"%1" is already in the list</source>
        <translation>« %1 » est déjà dans la liste</translation>
    </message>
    <message>
        <location line="+12" />
        <source>at most %1 severities</source>
        <translation>au plus %1 gravités</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Add casualty severity: %1</source>
        <translation>Ajouter la gravité de perte : %1</translation>
    </message>
    <message>
        <location line="+17" />
        <source>Rename casualty severity: %1</source>
        <translation>Renommer la gravité de perte : %1</translation>
    </message>
    <message>
        <location line="+8" />
        <source>at most %1 ranks</source>
        <translation>au plus %1 grades</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Add officer rank: %1</source>
        <translation>Ajouter le grade d'officier : %1</translation>
    </message>
    <message>
        <location line="+14" />
        <source>Rename officer rank: %1</source>
        <translation>Renommer le grade d'officier : %1</translation>
    </message>
    <message>
        <location line="+18" />
        <source>%1 is the rank of %2: give that stand another rank first</source>
        <translation>%1 est le grade de %2 : donnez d'abord un autre grade à ce socle</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Remove officer rank: %1</source>
        <translation>Supprimer le grade d'officier : %1</translation>
    </message>
    <message>
        <location line="+6" />
        <source>at most %1 groups in a force</source>
        <translation>au plus %1 groupes par force</translation>
    </message>
    <message>
        <location line="+6" />
        <source>New group</source>
        <translation>Nouveau groupe</translation>
    </message>
    <message>
        <location line="+13" />
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Add group: %1</source>
        <translation>Ajouter le groupe : %1</translation>
    </message>
    <message>
        <location line="+31" />
        <source> square</source>
        <translation> case</translation>
    </message>
</context>
<context>
    <name>md::ww1::Ww1GroupForm</name>
    <message>
        <location filename="../app/ww1/editors/Ww1GroupForm.cpp" line="+39" />
        <source>&amp;Name:</source>
        <translation>&amp;Nom :</translation>
    </message>
    <message>
        <location line="+6" />
        <source>must not be empty</source>
        <translation>ne doit pas être vide</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Rename group: %1</source>
        <translation>Renommer le groupe : %1</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Whose group it is ("British", "German"): a force may hold both sides of an engagement.</source>
        <translation>À qui est le groupe (« Britannique », « Allemand ») : une force peut réunir les deux camps d'un engagement.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>&amp;Side:</source>
        <translation>&amp;Camp :</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Side of %1: %2</source>
        <translation>Camp de %1 : %2</translation>
    </message>
    <message>
        <location line="+6" />
        <source>A.1: group morale is taken by a platoon or a company; a section is the smallest group the templates offer. The kind changes no test.</source>
        <translation>A.1 : le moral de groupe se prend par peloton ou compagnie ; l'escouade est le plus petit groupe proposé par les modèles. Le type ne change aucun test.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>&amp;Kind:</source>
        <translation>&amp;Type :</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Kind of %1: %2</source>
        <translation>Type de %1 : %2</translation>
    </message>
    <message>
        <location line="+6" />
        <source>A.3.2: when several groups must test, all attackers test first, then all defenders, each biggest to smallest. Set it for each engagement.</source>
        <translation>A.3.2 : quand plusieurs groupes doivent tester, tous les attaquants testent d'abord, puis tous les défenseurs, chacun du plus grand au plus petit. À régler pour chaque engagement.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>&amp;Role in this engagement:</source>
        <translation>&amp;Rôle dans cet engagement :</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Role of %1: %2</source>
        <translation>Rôle de %1 : %2</translation>
    </message>
    <message>
        <location line="+4" />
        <source>A.1: the men (figures) at the start, not the stands. C1-C3 count casualties against it (A-3).</source>
        <translation>A.1 : les hommes (figurines) au départ, pas les socles. C1-C3 comptent les pertes par rapport à ce nombre (A-3).</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Starting &amp;members:</source>
        <translation>&amp;Membres au départ :</translation>
    </message>
    <message>
        <location line="+4" />
        <source>A correction of the tally only: it starts no group test. Record casualties in play, where a condition reached brings its test (A.2.1).</source>
        <translation>Simple correction du décompte : elle ne déclenche aucun test de groupe. Enregistrez les pertes en jeu, où une condition atteinte amène son test (A.2.1).</translation>
    </message>
    <message>
        <location line="+2" />
        <source>&amp;Casualties (correction):</source>
        <translation>&amp;Pertes (correction) :</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Tests at:</source>
        <translation>Tests à :</translation>
    </message>
    <message>
        <location line="+1" />
        <source>A.2.1: the casualties that reach C1 (at +0), C2 (at -2) and C3 (at -4) for this many starting members, under the readings of this force.</source>
        <translation>A.2.1 : les pertes qui atteignent C1 (à +0), C2 (à -2) et C3 (à -4) pour ce nombre de membres au départ, selon les lectures de cette force.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Status:</source>
        <translation>État :</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Conditions tested:</source>
        <translation>Conditions testées :</translation>
    </message>
    <message>
        <location line="+1" />
        <source>A.2.1 rule 1: a group tests for each condition once.</source>
        <translation>A.2.1 règle 1 : un groupe teste une fois pour chaque condition.</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Add s&amp;tand</source>
        <translation>Ajouter un s&amp;ocle</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Move &amp;up</source>
        <translation>Mo&amp;nter</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Move group up</source>
        <translation>Monter le groupe</translation>
    </message>
    <message>
        <location line="+1" />
        <source>A.3.2: groups of the same role and size test in this order.</source>
        <translation>A.3.2 : les groupes de même rôle et même taille testent dans cet ordre.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Move do&amp;wn</source>
        <translation>Descen&amp;dre</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Move group down</source>
        <translation>Descendre le groupe</translation>
    </message>
    <message>
        <location line="+2" />
        <source>&amp;Remove group</source>
        <translation>&amp;Supprimer le groupe</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Group actions</source>
        <translation>Actions du groupe</translation>
    </message>
    <message>
        <location line="+11" />
        <source>Remove group: %1</source>
        <translation>Supprimer le groupe : %1</translation>
    </message>
    <message>
        <location line="+27" />
        <source>must be at least 1</source>
        <translation>doit valoir au moins 1</translation>
    </message>
    <message>
        <location line="+2" />
        <source>must be at most %1</source>
        <translation>doit valoir au plus %1</translation>
    </message>
    <message>
        <location line="+2" />
        <source>must be at least the casualties (%1)</source>
        <translation>doit valoir au moins les pertes (%1)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Starting members of %1: %2</source>
        <translation>Membres au départ de %1 : %2</translation>
    </message>
    <message>
        <location line="+9" />
        <source>must not be more than the starting members (%1)</source>
        <translation>ne doit pas dépasser les membres au départ (%1)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Correct casualties of %1: %2</source>
        <translation>Corriger les pertes de %1 : %2</translation>
    </message>
    <message>
        <location line="+9" />
        <source>at most %1 stands in a group</source>
        <translation>au plus %1 socles par groupe</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Stand %1</source>
        <translation>Socle %1</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Add stand: %1</source>
        <translation>Ajouter le socle : %1</translation>
    </message>
    <message>
        <location line="+18" />
        <source>Move group up: %1</source>
        <translation>Monter le groupe : %1</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Move group down: %1</source>
        <translation>Descendre le groupe : %1</translation>
    </message>
    <message>
        <location line="+21" />
        <source>%1 at %2</source>
        <translation>%1 à %2</translation>
    </message>
    <message>
        <location line="+2" />
        <source>no test (no members)</source>
        <translation>pas de test (aucun membre)</translation>
    </message>
    <message>
        <location line="+0" />
        <source>%1 casualties</source>
        <translation>%1 pertes</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1 of %2 men fit</source>
        <translation>%1 hommes valides sur %2</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1 (until it reaches its own line: clear it in play, A.4.1); %2</source>
        <translation>%1 (jusqu'à ce qu'il atteigne sa ligne : à effacer en jeu, A.4.1) ; %2</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1; %2</source>
        <translation>%1 ; %2</translation>
    </message>
    <message>
        <location line="+4" />
        <source>none yet</source>
        <translation>aucune pour l'instant</translation>
    </message>
</context>
<context>
    <name>md::ww1::Ww1GroupKind</name>
    <message>
        <location filename="../core/ww1/model/Ww1Enums.h" line="-45" />
        <source>Section</source>
        <translation>Escouade</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Platoon</source>
        <translation>Section</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Company</source>
        <translation>Compagnie</translation>
    </message>
</context>
<context>
    <name>md::ww1::Ww1GroupPanel</name>
    <message>
        <location filename="../app/ww1/widgets/Ww1GroupPanel.cpp" line="+83" />
        <source>+&amp;1 casualty</source>
        <translation>+&amp;1 perte</translation>
    </message>
    <message>
        <location line="+0" />
        <source>One individual hit on any stand of the group (A.1).</source>
        <translation>Un coup individuel sur un socle quelconque du groupe (A.1).</translation>
    </message>
    <message>
        <location line="+1" />
        <source>−1</source>
        <translation>−1</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Takes back one casualty entered by mistake.</source>
        <translation>Retire une perte saisie par erreur.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>&amp;Add</source>
        <translation>&amp;Ajouter</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Several individual hits at once, from one fire or combat step (A.2.1 rule 3).</source>
        <translation>Plusieurs coups individuels à la fois, d'une même étape de tir ou de combat (A.2.1 règle 3).</translation>
    </message>
    <message>
        <location line="+1" />
        <source>C&amp;lear withdrawal</source>
        <translation>&amp;Fin du repli</translation>
    </message>
    <message>
        <location line="+0" />
        <source>The group reached its own line: its withdrawal ends (A.4.1, A-10).</source>
        <translation>Le groupe a atteint sa ligne : son repli prend fin (A.4.1, A-10).</translation>
    </message>
    <message>
        <location line="+3" />
        <source>R&amp;oll 2d6</source>
        <translation>&amp;Lancer 2d6</translation>
    </message>
    <message>
        <location line="+0" />
        <source>The program rolls 2d6 for the selected group's test.</source>
        <translation>Le programme lance 2d6 pour le test du groupe sélectionné.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Appl&amp;y typed 2d6</source>
        <translation>Appli&amp;quer le 2d6 saisi</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Applies the total of your own two dice to the selected group's test.</source>
        <translation>Applique le total de vos deux dés au test du groupe sélectionné.</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Casualties</source>
        <translation>Pertes</translation>
    </message>
    <message>
        <location line="+10" />
        <source>Group state</source>
        <translation>État du groupe</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Minus one casualty</source>
        <translation>Moins une perte</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Casualties to add</source>
        <translation>Pertes à ajouter</translation>
    </message>
    <message>
        <location line="+16" />
        <source>Group tests due, in testing order: attackers first, biggest first (A.3.2)</source>
        <translation>Tests de groupe dus, dans l'ordre : attaquants d'abord, le plus grand d'abord (A.3.2)</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Group tests due</source>
        <translation>Tests de groupe dus</translation>
    </message>
    <message>
        <location line="+15" />
        <source>Group test</source>
        <translation>Test de groupe</translation>
    </message>
    <message>
        <location line="+11" />
        <source>Typed 2d6, roll %1</source>
        <translation>2d6 saisis, jet %1</translation>
    </message>
    <message>
        <location line="+2" />
        <source>or the 2d6 you rolled:</source>
        <translation>ou le 2d6 que vous avez lancé :</translation>
    </message>
    <message>
        <location line="+27" />
        <source>Group test result</source>
        <translation>Résultat du test de groupe</translation>
    </message>
    <message>
        <location line="+22" />
        <source>Undone: %1</source>
        <translation>Annulé : %1</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Redone: %1</source>
        <translation>Rétabli : %1</translation>
    </message>
    <message>
        <location line="+55" />
        <source>Select a group in the roster.</source>
        <translation>Sélectionnez un groupe dans la liste.</translation>
    </message>
    <message>
        <location line="+6" />
        <source>%1 at %2</source>
        <translation>%1 à %2</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1, %2. Casualties %3 of %4 (%5 still effective). Tests at %6. Tested: %7. %8.</source>
        <translation>%1, %2. Pertes %3 sur %4 (%5 encore effectifs). Tests à %6. Testé : %7. %8.</translation>
    </message>
    <message>
        <location line="+6" />
        <source>none</source>
        <translation>aucune</translation>
    </message>
    <message>
        <location line="+20" />
        <source>No group test is due: casualties have not reached a condition the group has not yet tested (A.2.1).</source>
        <translation>Aucun test de groupe dû : les pertes n'ont atteint aucune condition que le groupe n'a pas encore testée (A.2.1).</translation>
    </message>
    <message>
        <location line="+118" />
        <source>No group test is due.</source>
        <translation>Aucun test de groupe dû.</translation>
    </message>
    <message>
        <location line="-102" />
        <source>%1: carries on if 2d6 %2 %3 ≥ 6, so it needs &lt;b&gt;%4+&lt;/b&gt; on the dice</source>
        <translation>%1 : continue si 2d6 %2 %3 ≥ 6, il faut donc &lt;b&gt;%4+&lt;/b&gt; aux dés</translation>
    </message>
    <message>
        <location line="-10" />
        <source>No group test is due: enter casualties as they happen; a test comes due by itself (A.2.1).</source>
        <translation>Aucun test de groupe n'est dû : saisissez les pertes au fur et à mesure ; un test devient dû de lui-même (A.2.1).</translation>
    </message>
    <message>
        <location line="+17" />
        <source> Tested in turn, least severe first; a failure ends it (A-4 option).</source>
        <translation> Testées à tour de rôle, la moins grave d'abord ; un échec arrête tout (option A-4).</translation>
    </message>
    <message>
        <location line="+1" />
        <source> Reached together: one test at the worst modifier (A-4).</source>
        <translation> Atteintes ensemble : un seul test au pire modificateur (A-4).</translation>
    </message>
    <message>
        <location line="+2" />
        <source>&lt;b&gt;%1: test %2&lt;/b&gt; (%3 casualties of %4).%5&lt;br&gt;%6&lt;br&gt;P(carry on) &lt;b&gt;%7&lt;/b&gt; · P(withdraw) &lt;b&gt;%8&lt;/b&gt;</source>
        <translation>&lt;b&gt;%1 : test %2&lt;/b&gt; (%3 pertes sur %4).%5&lt;br&gt;%6&lt;br&gt;P(continue) &lt;b&gt;%7&lt;/b&gt; · P(repli) &lt;b&gt;%8&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+32" />
        <source>Each condition is tested in turn with its own 2d6; a failure ends it, and the rolls after it are not used (A-4 option).</source>
        <translation>Chaque condition est testée à son tour avec ses propres 2d6 ; un échec y met fin, et les jets suivants ne sont pas utilisés (option A-4).</translation>
    </message>
    <message numerus="yes">
        <location line="+29" />
        <source>Group tests due: %n, first %1 (A.3.2).</source>
        <translation>
            <numerusform>Tests de groupe dus : %n, d'abord %1 (A.3.2).</numerusform>
            <numerusform>Tests de groupe dus : %n, d'abord %1 (A.3.2).</numerusform>
        </translation>
    </message>
    <message>
        <location line="+13" />
        <source>Typed 2d6: %1 is not a total two dice can show (2-12).</source>
        <translation>2d6 saisi : %1 n'est pas un total possible pour deux dés (2-12).</translation>
    </message>
    <message numerus="yes">
        <location line="+6" />
        <source>This group test takes %n roll(s) (A.3.1, A-4); %1 typed.</source>
        <translation>
            <numerusform>Ce test de groupe demande %n jet (A.3.1, A-4) ; %1 saisi(s).</numerusform>
            <numerusform>Ce test de groupe demande %n jets (A.3.1, A-4) ; %1 saisi(s).</numerusform>
        </translation>
    </message>
    <message>
        <location line="+25" />
        <source>%1 carries on.</source>
        <translation>%1 continue.</translation>
    </message>
    <message>
        <location line="+0" />
        <source>%1 withdraws in good order (A.4.1).</source>
        <translation>%1 se replie en bon ordre (A.4.1).</translation>
    </message>
    <message>
        <location line="+8" />
        <source>%1: withdrawal over.</source>
        <translation>%1 : repli terminé.</translation>
    </message>
    <message>
        <location line="+12" />
        <source>No group test yet.</source>
        <translation>Aucun test de groupe pour l'instant.</translation>
    </message>
    <message>
        <location line="+10" />
        <source>&lt;b&gt;%1&lt;/b&gt;, turn %2, test %3 (A.3.1): 2d6 %4 → &lt;b&gt;%5&lt;/b&gt;</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;, tour %2, test %3 (A.3.1) : 2d6 %4 → &lt;b&gt;%5&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+4" />
        <source>carries on</source>
        <translation>continue</translation>
    </message>
    <message>
        <location line="+1" />
        <source>withdraws in good order, recovering casualties and fighting back to its own line (A.4.1)</source>
        <translation>se replie en bon ordre, en récupérant ses pertes et en combattant jusqu'à ses propres lignes (A.4.1)</translation>
    </message>
</context>
<context>
    <name>md::ww1::Ww1GroupRules</name>
    <message>
        <location filename="../core/ww1/rules/Ww1GroupRules.cpp" line="+111" />
        <source>Two or more casualties (25 % above eight members)</source>
        <translation>Deux pertes ou plus (25 % au-delà de huit membres)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>50 % casualties</source>
        <translation>50 % de pertes</translation>
    </message>
    <message>
        <location line="+2" />
        <source>75 % casualties</source>
        <translation>75 % de pertes</translation>
    </message>
    <message>
        <location line="+23" />
        <source>%1, reached together with %2: one test at the worst modifier</source>
        <translation>%1, atteinte en même temps que %2 : un seul test au pire modificateur</translation>
    </message>
</context>
<context>
    <name>md::ww1::Ww1GroupStatus</name>
    <message>
        <location filename="../core/ww1/model/Ww1Enums.h" line="+27" />
        <source>Carrying on</source>
        <translation>Continue</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Withdrawing</source>
        <translation>En repli</translation>
    </message>
</context>
<context>
    <name>md::ww1::Ww1IndividualPanel</name>
    <message>
        <location filename="../app/ww1/widgets/Ww1IndividualPanel.cpp" line="+44" />
        <source>No stand stands in a square: give the stands their squares in the editor.</source>
        <translation>Aucun socle n'occupe de case : attribuez leurs cases aux socles dans l'éditeur.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Roll 2d6 for the square</source>
        <translation>&amp;Lancer 2d6 pour la case</translation>
    </message>
    <message>
        <location line="+2" />
        <source>A&amp;pply typed 2d6</source>
        <translation>A&amp;ppliquer le 2d6 saisi</translation>
    </message>
    <message>
        <location line="+8" />
        <source>&amp;Square:</source>
        <translation>&amp;Case :</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Square</source>
        <translation>Case</translation>
    </message>
    <message>
        <location line="+10" />
        <source>Roll already made in this square</source>
        <translation>Jet déjà fait dans cette case</translation>
    </message>
    <message>
        <location line="+21" />
        <source>The program rolls one 2d6 for the square; every ticked stand adds its own modifiers to the same roll (A.3.3).</source>
        <translation>Le programme lance un seul 2d6 pour la case ; chaque socle coché ajoute ses propres modificateurs à ce même jet (A.3.3).</translation>
    </message>
    <message>
        <location line="+5" />
        <source>or the 2d6 you rolled:</source>
        <translation>ou le 2d6 que vous avez lancé :</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Typed 2d6</source>
        <translation>2d6 saisi</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Applies the total of your own two dice to every ticked stand.</source>
        <translation>Applique le total de vos deux dés à chaque socle coché.</translation>
    </message>
    <message>
        <location line="+13" />
        <source>Individual test result</source>
        <translation>Résultat du test individuel</translation>
    </message>
    <message>
        <location line="+18" />
        <source>Undone: %1</source>
        <translation>Annulé : %1</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Redone: %1</source>
        <translation>Rétabli : %1</translation>
    </message>
    <message>
        <location line="+47" />
        <source>%1 rolled %2 this turn; the footnote to A.3.3 applies the same roll to co-located stands.</source>
        <translation>%1 a obtenu %2 ce tour ; la note de A.3.3 applique le même jet aux socles de la même case.</translation>
    </message>
    <message>
        <location line="+58" />
        <source>Casualties in sight count %1 (A-11).</source>
        <translation>Les pertes en vue comptent %1 (A-11).</translation>
    </message>
    <message>
        <location line="+15" />
        <source>No stand stands in this square: give the stands their squares in the editor.</source>
        <translation>Aucun socle ne se trouve dans cette case : attribuez leurs cases aux socles dans l'éditeur.</translation>
    </message>
    <message>
        <location line="+2" />
        <location line="+32" />
        <source>Tick the stands in square %1 that test, then roll (A.3.3).</source>
        <translation>Cochez les socles de la case %1 qui testent, puis lancez (A.3.3).</translation>
    </message>
    <message>
        <location line="-15" />
        <source>Typed 2d6: %1 is not a total two dice can show (2-12).</source>
        <translation>2d6 saisi : %1 n'est pas un total possible pour deux dés (2-12).</translation>
    </message>
    <message numerus="yes">
        <location line="+27" />
        <source>Square %1: 2d6 rolled %2 for %n stand(s).</source>
        <translation>
            <numerusform>Case %1 : le 2d6 a donné %2 pour %n socle.</numerusform>
            <numerusform>Case %1 : le 2d6 a donné %2 pour %n socles.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+14" />
        <source>No individual test yet. Each stand's total, result and meaning show here after the roll.</source>
        <translation>Aucun test individuel pour l'instant. Le total, le résultat et sa signification pour chaque socle s'affichent ici après le jet.</translation>
    </message>
    <message>
        <location line="+11" />
        <source>&lt;b&gt;Square %1, turn %2: one 2d6 rolled %3 (A.3.3)&lt;/b&gt;</source>
        <translation>&lt;b&gt;Case %1, tour %2 : un 2d6 a donné %3 (A.3.3)&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+3" />
        <source>&lt;br&gt;&lt;b&gt;%1&lt;/b&gt; (%2): 2d6 %3 → &lt;b&gt;%4&lt;/b&gt;. %5</source>
        <translation>&lt;br&gt;&lt;b&gt;%1&lt;/b&gt; (%2) : 2d6 %3 → &lt;b&gt;%4&lt;/b&gt;. %5</translation>
    </message>
</context>
<context>
    <name>md::ww1::Ww1IndividualRules</name>
    <message>
        <location filename="../core/ww1/rules/Ww1IndividualRules.cpp" line="+35" />
        <source>IM1 not applied: %1 is an officer, led by example only by a more senior officer; name him (leader=STAND) so that his seniority is known (A-7).</source>
        <translation>IM1 non appliqué : %1 est un officier, qui ne suit l'exemple que d'un officier plus ancien ; nommez-le (leader=STAND) pour connaître son ancienneté (A-7).</translation>
    </message>
    <message>
        <location line="+5" />
        <source>IM1 not applied: %1 does not lead himself by example (A-7).</source>
        <translation>IM1 non appliqué : %1 ne peut pas être son propre exemple (A-7).</translation>
    </message>
    <message>
        <location line="+4" />
        <source>IM1 not applied: "%1" is not an officer (A.3.3 IM1).</source>
        <translation>IM1 non appliqué : « %1 » n'est pas un officier (A.3.3 IM1).</translation>
    </message>
    <message>
        <location line="+2" />
        <source>IM1 not applied: %1 has surrendered (A.4.2).</source>
        <translation>IM1 non appliqué : %1 s'est rendu (A.4.2).</translation>
    </message>
    <message>
        <location line="+3" />
        <source>IM1 not applied: %1 is not on %2's side (A.3.3 IM1).</source>
        <translation>IM1 non appliqué : %1 n'est pas du camp de %2 (A.3.3 IM1).</translation>
    </message>
    <message>
        <location line="+5" />
        <source>IM1 not applied: %1 is not senior to %2 (A-7).</source>
        <translation>IM1 non appliqué : %1 n'est pas plus ancien que %2 (A-7).</translation>
    </message>
    <message>
        <location line="+11" />
        <source>Officer leading by example</source>
        <translation>Officier montrant l'exemple</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Officer leading by example: %1</source>
        <translation>Officier montrant l'exemple : %1</translation>
    </message>
    <message numerus="yes">
        <location line="+5" />
        <source>Under fire (small arms within %n square(s), indirect fire or grenades)</source>
        <translation>
            <numerusform>Sous le feu (armes légères à %n case ou moins, tir indirect ou grenades)</numerusform>
            <numerusform>Sous le feu (armes légères à %n cases ou moins, tir indirect ou grenades)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+9" />
        <source>%n friendly casualty(ies) in sight within %1 square(s) (A-11)</source>
        <translation>
            <numerusform>%n perte amie en vue à %1 case(s) ou moins (A-11)</numerusform>
            <numerusform>%n pertes amies en vue à %1 case(s) ou moins (A-11)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1" />
        <source>%n friendly casualty(ies) in sight in the square (A-11)</source>
        <translation>
            <numerusform>%n perte amie en vue dans la case (A-11)</numerusform>
            <numerusform>%n pertes amies en vue dans la case (A-11)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6" />
        <source>%n enemy casualty(ies) in sight within %1 square(s) (A-11)</source>
        <translation>
            <numerusform>%n perte ennemie en vue à %1 case(s) ou moins (A-11)</numerusform>
            <numerusform>%n pertes ennemies en vue à %1 case(s) ou moins (A-11)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1" />
        <source>%n enemy casualty(ies) in sight in the square (A-11)</source>
        <translation>
            <numerusform>%n perte ennemie en vue dans la case (A-11)</numerusform>
            <numerusform>%n pertes ennemies en vue dans la case (A-11)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4" />
        <source>Visibly outnumbered</source>
        <translation>Visiblement en infériorité numérique</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Melee threatened with edged weapon</source>
        <translation>Menacé de mêlée à l'arme blanche</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Officer taking morale</source>
        <translation>Officier passant le test de moral</translation>
    </message>
    <message>
        <location line="+2" />
        <source>NCO taking morale</source>
        <translation>Sous-officier passant le test de moral</translation>
    </message>
    <message>
        <location line="+74" />
        <source>%1 has surrendered and takes no more tests (A.4.2).</source>
        <translation>%1 s'est rendu et ne passe plus de tests (A.4.2).</translation>
    </message>
    <message>
        <location line="+4" />
        <source>%1 has already tested for coming under fire for the first time: once a game (T1, A.2.2).</source>
        <translation>%1 a déjà fait le test pour sa première fois sous le feu : une fois par partie (T1, A.2.2).</translation>
    </message>
    <message>
        <location line="+4" />
        <source>%1 has already tested for a first hand-to-hand combat: once a game (T3, A.2.2).</source>
        <translation>%1 a déjà fait le test pour un premier corps-à-corps : une fois par partie (T3, A.2.2).</translation>
    </message>
    <message>
        <location line="+5" />
        <source>%1 has already tested for entering an enemy position: once per stand (T2, A-6).</source>
        <translation>%1 a déjà fait le test pour l'entrée dans une position ennemie : une fois par socle (T2, A-6).</translation>
    </message>
</context>
<context>
    <name>md::ww1::Ww1ListEditor</name>
    <message>
        <location filename="../app/ww1/editors/Ww1ListEditor.cpp" line="+20" />
        <source>Add</source>
        <translation>Ajouter</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Remove</source>
        <translation>Supprimer</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Up</source>
        <translation>Monter</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Down</source>
        <translation>Descendre</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Double-click a name to rename it.</source>
        <translation>Double-cliquez sur un nom pour le renommer.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Double-click a name to rename it. %1</source>
        <translation>Double-cliquez sur un nom pour le renommer. %1</translation>
    </message>
    <message>
        <location line="+4" />
        <source>New name</source>
        <translation>Nouveau nom</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Move the selected name up</source>
        <translation>Monter le nom sélectionné</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Move the selected name down</source>
        <translation>Descendre le nom sélectionné</translation>
    </message>
</context>
<context>
    <name>md::ww1::Ww1LogEvent</name>
    <message>
        <location filename="../core/ww1/model/Ww1LogRecord.h" line="+55" />
        <source>Casualties</source>
        <translation>Pertes</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Group test</source>
        <translation>Test de groupe</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Individual test</source>
        <translation>Test individuel</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Withdrawal ended</source>
        <translation>Repli terminé</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Result cleared</source>
        <translation>Résultat effacé</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Turn ended</source>
        <translation>Tour terminé</translation>
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
Modificateurs : %2</translation>
    </message>
    <message>
        <location line="+13" />
        <source>Turn</source>
        <translation>Tour</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Event</source>
        <translation>Événement</translation>
    </message>
    <message>
        <location line="+2" />
        <source>What happened</source>
        <translation>Ce qui s'est passé</translation>
    </message>
</context>
<context>
    <name>md::ww1::Ww1Options</name>
    <message>
        <location filename="../core/ww1/Ww1Options.cpp" line="+33" />
        <source>C1 above eight members: round the 25 % threshold down (9–11 members: 2 casualties) (A-1)</source>
        <translation>C1 au-delà de huit membres : arrondir le seuil de 25 % à l'inférieur (9–11 membres : 2 pertes) (A-1)</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Conditions reached together: test each in turn, least severe first, until one fails (A-4)</source>
        <translation>Conditions atteintes ensemble : tester chacune à tour de rôle, la moins grave d'abord, jusqu'à un échec (A-4)</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Group testing order: biggest by starting size, not by members left (A-5)</source>
        <translation>Ordre des tests de groupe : le plus grand selon l'effectif de départ, non selon les membres restants (A-5)</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Entering an enemy position: test on every attempt, not once per stand (A-6)</source>
        <translation>Entrée dans une position ennemie : tester à chaque tentative, pas une fois par socle (A-6)</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Casualties in sight: every visible one within the sight distance, not only the testers' square (A-11)</source>
        <translation>Pertes en vue : toutes celles visibles à distance de vue, pas seulement dans la case des testeurs (A-11)</translation>
    </message>
    <message>
        <location line="+4" />
        <source>50 % and 75 % casualties are reached at exactly that share, or more (A-2)</source>
        <translation>50 % et 75 % de pertes sont atteints à exactement cette part, ou plus (A-2)</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Casualty shares count against the group's starting size (A-3)</source>
        <translation>Les parts de pertes se comptent sur l'effectif de départ du groupe (A-3)</translation>
    </message>
    <message>
        <location line="+3" />
        <source>An officer does not lead himself by example; a more senior officer may lead him (A-7)</source>
        <translation>Un officier ne se montre pas l'exemple à lui-même ; un officier plus ancien peut le mener (A-7)</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Small arms fire counts within the proximity setting, 2 squares unless changed (A-8)</source>
        <translation>Le feu d'armes légères compte dans la distance de proximité, 2 cases sauf modification (A-8)</translation>
    </message>
    <message>
        <location line="+3" />
        <source>A total of 0 ducks back; surrender is −1 or less (A-9)</source>
        <translation>Un total de 0 donne À couvert ; la reddition est à −1 ou moins (A-9)</translation>
    </message>
    <message>
        <location line="+3" />
        <source>A withdrawing group withdraws until the players clear it at its own line (A-10)</source>
        <translation>Un groupe en repli se replie jusqu'à ce que les joueurs le libèrent sur ses propres lignes (A-10)</translation>
    </message>
    <message>
        <location line="+3" />
        <source>One 2d6 per square, shared by every stand testing in it, each with its own modifiers (A-12)</source>
        <translation>Un 2d6 par case, partagé par chaque socle qui y teste, chacun avec ses propres modificateurs (A-12)</translation>
    </message>
</context>
<context>
    <name>md::ww1::Ww1PlayCommand</name>
    <message>
        <location filename="../app/ww1/commands/Ww1PlayCommand.cpp" line="+44" />
        <source>Casualties: %1 %2</source>
        <translation>Pertes : %1 %2</translation>
    </message>
    <message>
        <location line="+13" />
        <source>WW1 group test: %1</source>
        <translation>Test de groupe WW1 : %1</translation>
    </message>
    <message>
        <location line="+1" />
        <source>WW1 group test %1: %2</source>
        <translation>Test de groupe WW1 %1 : %2</translation>
    </message>
    <message>
        <location line="+20" />
        <source>Individual test, square %1: %2</source>
        <translation>Test individuel, case %1 : %2</translation>
    </message>
    <message numerus="yes">
        <location line="+1" />
        <source>Individual test, square %1 (%n stands)</source>
        <translation>
            <numerusform>Test individuel, case %1 (%n socle)</numerusform>
            <numerusform>Test individuel, case %1 (%n socles)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+11" />
        <source>Clear withdrawal: %1</source>
        <translation>Terminer le repli : %1</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Clear result: %1</source>
        <translation>Effacer le résultat : %1</translation>
    </message>
    <message>
        <location line="+6" />
        <source>End turn</source>
        <translation>Finir le tour</translation>
    </message>
</context>
<context>
    <name>md::ww1::Ww1PlayReport</name>
    <message>
        <location filename="../app/ww1/cli/Ww1PlayReport.cpp" line="+23" />
        <source>Step %1 (%2): %3</source>
        <translation>Étape %1 (%2) : %3</translation>
    </message>
    <message>
        <location line="+16" />
        <source>After the steps (%1): turn %2.</source>
        <translation>Après les étapes (%1) : tour %2.</translation>
    </message>
    <message>
        <location line="+5" />
        <source>%1, %2: %3 of %4 casualties</source>
        <translation>%1, %2 : %3 pertes sur %4</translation>
    </message>
    <message>
        <location line="+5" />
        <source>tested %1</source>
        <translation>testé %1</translation>
    </message>
    <message>
        <location line="+6" />
        <source>%1 in %2: %3.</source>
        <translation>%1 en %2 : %3.</translation>
    </message>
    <message>
        <location line="+10" />
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Group tests due, in order (A.3.2): %1.</source>
        <translation>Tests de groupe dus, dans l'ordre (A.3.2) : %1.</translation>
    </message>
</context>
<context>
    <name>md::ww1::Ww1PlaySubcommand</name>
    <message>
        <location filename="../app/ww1/cli/Ww1PlaySubcommand.cpp" line="+47" />
        <source>step %1 (script line %2)</source>
        <translation>étape %1 (ligne %2 du script)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>step %1</source>
        <translation>étape %1</translation>
    </message>
    <message>
        <location line="+9" />
        <source>--script -: cannot read standard input: %1</source>
        <translation>--script - : impossible de lire l'entrée standard : %1</translation>
    </message>
    <message>
        <location line="+6" />
        <source>--script %1: it is a folder</source>
        <translation>--script %1 : c'est un dossier</translation>
    </message>
    <message>
        <location line="+1" />
        <source>--script %1: no such file</source>
        <translation>--script %1 : fichier introuvable</translation>
    </message>
    <message>
        <location line="+5" />
        <location line="+9" />
        <source>--script %1: %2</source>
        <translation>--script %1 : %2</translation>
    </message>
    <message>
        <location line="+7" />
        <source>--script %1: larger than %2 MiB</source>
        <translation>--script %1 : plus de %2 Mio</translation>
    </message>
    <message>
        <location line="+8" />
        <source>--script %1: not UTF-8 text</source>
        <translation>--script %1 : pas du texte UTF-8</translation>
    </message>
    <message>
        <location line="+19" />
        <source>WW1 morale (--system ww1, or a WW1 force file): plays steps on a force file without a window, through the same rules engine as the window, and prints what each step did, with every modifier and its rule, and then the force. Steps come from each --do, then from the script, one a line (blank lines and lines starting with # are ignored). Groups and stands are named by their id in the file. The first step that cannot be played stops the run (exit 1) and nothing is written.</source>
        <translation>Moral WW1 (--system ww1, ou un fichier de force WW1) : joue des étapes sur un fichier de force sans fenêtre, avec le même moteur de règles que la fenêtre, et affiche ce que chaque étape a fait, avec chaque modificateur et sa règle, puis la force. Les étapes viennent de chaque --do, puis du script, une par ligne (les lignes vides et celles commençant par # sont ignorées). Les groupes et les socles sont désignés par leur id dans le fichier. La première étape qui ne peut pas être jouée arrête l'exécution (code de sortie 1) et rien n'est écrit.</translation>
    </message>
    <message>
        <location line="+7" />
        <source>The play subcommand.</source>
        <translation>La sous-commande play.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The force file to play on; it is only read.</source>
        <translation>Le fichier de force sur lequel jouer ; il est seulement lu.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>A step to play (repeatable), e.g. --do "group-test pl1 7".</source>
        <translation>Une étape à jouer (répétable), p. ex. --do "group-test pl1 7".</translation>
    </message>
    <message>
        <location line="+1" />
        <source>A file of steps, one a line, played after the --do steps; - reads standard input.</source>
        <translation>Un fichier d'étapes, une par ligne, jouées après les étapes --do ; - lit l'entrée standard.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Roll the dice of steps without a typed roll from this seed, so that a run can be repeated (0 to 4294967295). Without it they roll at random.</source>
        <translation>Lance les dés des étapes sans jet saisi à partir de cette graine, pour pouvoir répéter une exécution (0 à 4294967295). Sans cette option, les dés sont aléatoires.</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Write the force the steps leave, log included, to OUT (- for standard output). Without it nothing is written.</source>
        <translation>Écrit la force laissée par les étapes, journal compris, dans OUT (- pour la sortie standard). Sans cette option, rien n'est écrit.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Print one JSON object: each step and the summary.</source>
        <translation>Affiche un objet JSON : chaque étape et le résumé.</translation>
    </message>
    <message>
        <location line="+13" />
        <source>expects a force file: moraledesk play FILE [--do STEP]... [--script PATH|-]</source>
        <translation>attend un fichier de force : moraledesk play FILE [--do STEP]... [--script PATH|-]</translation>
    </message>
    <message>
        <location line="+2" />
        <source>unexpected argument "%1"</source>
        <translation>argument inattendu « %1 »</translation>
    </message>
    <message>
        <location line="+6" />
        <source>-o needs a file name, or - for standard output</source>
        <translation>-o a besoin d'un nom de fichier, ou de - pour la sortie standard</translation>
    </message>
    <message>
        <location line="+3" />
        <source>--json and -o %1 would both write to standard output; give -o a file</source>
        <translation>--json et -o %1 écriraient tous deux sur la sortie standard ; donnez un fichier à -o</translation>
    </message>
    <message>
        <location line="+10" />
        <source>--seed must be a whole number from 0 to 4294967295, not "%1"</source>
        <translation>--seed doit être un nombre entier de 0 à 4294967295, pas "%1"</translation>
    </message>
    <message>
        <location line="+19" />
        <source>%1 is empty</source>
        <translation>%1 est vide</translation>
    </message>
    <message>
        <location line="+4" />
        <source>%1: no such file</source>
        <translation>%1 : fichier introuvable</translation>
    </message>
    <message>
        <location line="+4" />
        <source>%1 cannot be played: %2</source>
        <translation>%1 ne peut pas être joué : %2</translation>
    </message>
    <message>
        <location line="+5" />
        <source>%1 is a %2 file, not a WW1 force; without --system ww1 its own play runs</source>
        <translation>%1 est un fichier %2, pas une force WW1 ; sans --system ww1, c'est son propre play qui s'exécute</translation>
    </message>
    <message>
        <location line="+18" />
        <source>%1 "%2": %3</source>
        <translation>%1 « %2 » : %3</translation>
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
        <translation>Co</translation>
    </message>
    <message>
        <location line="+2" />
        <source>NC</source>
        <comment>No closer (letter)</comment>
        <translation>PP</translation>
    </message>
    <message>
        <location line="+2" />
        <source>DB</source>
        <comment>Duck back (letter)</comment>
        <translation>AC</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Su</source>
        <comment>Surrender (letter)</comment>
        <translation>Rd</translation>
    </message>
    <message>
        <location line="+11" />
        <source>No restrictions: carry on with what the stand meant to do.</source>
        <translation>Aucune restriction : le socle poursuit ce qu'il comptait faire.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Move no closer to seen enemy; may stand and fight. Will not enter a known fire-swept zone, unless leaving an enemy trench while attacked from within it.</source>
        <translation>Ne s'approche pas de l'ennemi vu ; peut tenir et combattre. N'entre pas dans une zone battue par le feu connue, sauf pour quitter une tranchée ennemie en étant attaqué depuis l'intérieur de celle-ci.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Duck back behind the nearest cover. No enemy in sight: as No closer. No cover within a tactical move: stand and fight.</source>
        <translation>Se met à couvert derrière le couvert le plus proche. Aucun ennemi en vue : comme Pas plus près. Aucun couvert à portée d'un mouvement tactique : tient et combat.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Surrender to the nearest known enemy, even one not in sight. For good: the figure is a prisoner.</source>
        <translation>Se rend à l'ennemi connu le plus proche, même hors de vue. Définitif : la figurine est prisonnière.</translation>
    </message>
    <message>
        <location line="+26" />
        <source>%1 or more</source>
        <translation>%1 ou plus</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1 or less</source>
        <translation>%1 ou moins</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1 to %2</source>
        <translation>%1 à %2</translation>
    </message>
    <message>
        <location line="+3" />
        <source>MoraleDesk: WW1 group and individual morale</source>
        <translation>MoraleDesk : moral de groupe et individuel WW1</translation>
    </message>
</context>
<context>
    <name>md::ww1::Ww1Printables</name>
    <message>
        <location filename="../app/ww1/print/Ww1Printables.cpp" line="+13" />
        <source>Filled force sheet of this force</source>
        <translation>Fiche de force remplie de cette force</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Blank force sheet</source>
        <translation>Fiche de force vierge</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Quick-reference card</source>
        <translation>Carte de référence</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Blank &amp;groups:</source>
        <translation>&amp;Groupes vierges :</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Blank groups</source>
        <translation>Groupes vierges</translation>
    </message>
    <message>
        <location line="+2" />
        <source>&amp;Stand rows per group:</source>
        <translation>Lignes de &amp;socles par groupe :</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Stand rows per group</source>
        <translation>Lignes de socles par groupe</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Thresholds and tally up to &amp;members:</source>
        <translation>Seuils et décompte jusqu'à &amp;membres :</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Largest group size</source>
        <translation>Taille maximale de groupe</translation>
    </message>
</context>
<context>
    <name>md::ww1::Ww1QueueBar</name>
    <message>
        <location filename="../app/ww1/widgets/Ww1QueueBar.cpp" line="+21" />
        <source>Roll all due</source>
        <translation>Lancer tous les tests dus</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Apply totals</source>
        <translation>Appliquer les totaux</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Rolls the program's 2d6 for every group test due, in testing order (A.3.2), as one undo step.</source>
        <translation>Lance les 2d6 du programme pour chaque test de groupe dû, dans l'ordre des tests (A.3.2), en une seule étape d'annulation.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Typed 2d6 totals for the queue</source>
        <translation>Totaux 2d6 tapés pour la file</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Your 2d6 totals in testing order: 7 11 4</source>
        <translation>Vos totaux 2d6 dans l'ordre des tests : 7 11 4</translation>
    </message>
    <message>
        <location line="+1" />
        <source>One total of your two dice (2-12) per roll, in testing order: one per group, or one per condition when each is tested in turn (A-4). Enter applies them as one undo step.</source>
        <translation>Un total de vos deux dés (2-12) par jet, dans l'ordre des tests : un par groupe, ou un par condition quand chacune est testée l'une après l'autre (A-4). Entrée les applique en une seule étape d'annulation.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Applies the typed totals as one undo step.</source>
        <translation>Applique les totaux tapés en une seule étape d'annulation.</translation>
    </message>
    <message>
        <location line="+39" />
        <source>Totals: “%1” is not a number. Type the totals of your two dice (2-12), separated by spaces.</source>
        <translation>Totaux : « %1 » n'est pas un nombre. Tapez les totaux de vos deux dés (2-12), séparés par des espaces.</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Totals: %1 is not a total two dice can show (2-12).</source>
        <translation>Totaux : %1 n'est pas un total possible pour deux dés (2-12).</translation>
    </message>
    <message>
        <location line="+12" />
        <source>No group test is due.</source>
        <translation>Aucun test de groupe n'est dû.</translation>
    </message>
    <message numerus="yes">
        <location line="+15" />
        <source>%n total(s) for the tests in testing order: Enter applies them as one undo step.</source>
        <translation>
            <numerusform>%n total pour les tests, dans l'ordre des tests : Entrée l'applique en une seule étape d'annulation.</numerusform>
            <numerusform>%n totaux pour les tests, dans l'ordre des tests : Entrée les applique en une seule étape d'annulation.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+18" />
        <source>%1 %2: %3</source>
        <translation>%1 %2 : %3</translation>
    </message>
    <message>
        <location line="+1" />
        <source>carries on</source>
        <translation>continue</translation>
    </message>
    <message>
        <location line="+0" />
        <source>withdraws</source>
        <translation>se replie</translation>
    </message>
    <message numerus="yes">
        <location line="+2" />
        <source>%n group test(s) made, one undo step: %1.</source>
        <translation>
            <numerusform>%n test de groupe fait, une seule étape d'annulation : %1.</numerusform>
            <numerusform>%n tests de groupe faits, une seule étape d'annulation : %1.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+10" />
        <source>Roll all due: nothing was rolled. %1</source>
        <translation>Lancer tous les tests dus : rien n'a été lancé. %1</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Totals: type one 2d6 total per roll, in testing order (7 11 4).</source>
        <translation>Totaux : tapez un total 2d6 par jet, dans l'ordre des tests (7 11 4).</translation>
    </message>
</context>
<context>
    <name>md::ww1::Ww1Rank</name>
    <message>
        <location filename="../core/ww1/model/Ww1Enums.h" line="+28" />
        <source>Officer</source>
        <translation>Officier</translation>
    </message>
    <message>
        <location line="+1" />
        <source>NCO</source>
        <translation>Sous-officier</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Other rank</source>
        <translation>Homme du rang</translation>
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
        <translation>%1 : %2/36</translation>
    </message>
    <message>
        <location line="+31" />
        <source>WW1 Morale Quick Reference</source>
        <translation>Aide-mémoire du moral WW1</translation>
    </message>
    <message>
        <location line="+14" />
        <source>Group test: 2d6 + modifier, 6 or more carries on (A.2.1, A.3.1)</source>
        <translation>Test de groupe : 2d6 + modificateur, 6 ou plus continue (A.2.1, A.3.1)</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Condition: casualties reach</source>
        <translation>Condition : les pertes atteignent</translation>
    </message>
    <message>
        <location line="+1" />
        <location line="+52" />
        <source>Modifier</source>
        <translation>Modificateur</translation>
    </message>
    <message>
        <location line="-51" />
        <source>Carry on on 2d6</source>
        <translation>Continue sur 2d6</translation>
    </message>
    <message>
        <location line="+1" />
        <source>P(carry on)</source>
        <translation>P(continue)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>P(withdraw)</source>
        <translation>P(repli)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>C1: 2; over 8 members 25 %, exactly (A-1)</source>
        <translation>C1 : 2 ; au-delà de 8 membres 25 %, exactement (A-1)</translation>
    </message>
    <message>
        <location line="+0" />
        <source>C2: 50 % (A-2)</source>
        <translation>C2 : 50 % (A-2)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>C3: 75 %</source>
        <translation>C3 : 75 %</translation>
    </message>
    <message>
        <location line="+11" />
        <source>%1+</source>
        <translation>%1+</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Of the starting members (A-3). Each condition once per group; reached together, one test at the worst modifier (A-4). Fail: the group withdraws in good order, fighting, to its own line, where the players clear it (A.4.1, A-10). Order: attackers, then defenders, each biggest first by effective members (A.3.2, A-5).</source>
        <translation>Sur l'effectif de départ (A-3). Chaque condition une fois par groupe ; si elles sont atteintes ensemble, un seul test au pire modificateur (A-4). Échec : le groupe se replie en bon ordre, en combattant, jusqu'à ses propres lignes, où les joueurs le libèrent (A.4.1, A-10). Ordre : attaquants, puis défenseurs, chacun du plus grand au plus petit en membres effectifs (A.3.2, A-5).</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Individual test: one 2d6 per square, each stand its own net modifier (A.3.3)</source>
        <translation>Test individuel : un 2d6 par case, chaque socle avec son propre modificateur net (A.3.3)</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Net modifier</source>
        <translation>Modificateur net</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1 (total %2)</source>
        <translation>%1 (total %2)</translation>
    </message>
    <message>
        <location line="+10" />
        <source>Each cell: the 2d6 rolls that give the band, and their chance in 36. A total of 0 is Duck back, not Surrender (A-9).</source>
        <translation>Chaque cellule : les jets de 2d6 qui donnent la tranche, et leur chance sur 36. Un total de 0 donne À couvert, pas Se rend (A-9).</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Individual modifiers (A.3.3)</source>
        <translation>Modificateurs individuels (A.3.3)</translation>
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
        <translation>Décompte</translation>
    </message>
    <message>
        <location line="+6" />
        <source>%1 each</source>
        <translation>%1 chacune</translation>
    </message>
    <message>
        <location line="+4" />
        <source>IM1</source>
        <translation>IM1</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Officer in sight leading by example</source>
        <translation>Officier en vue montrant l'exemple</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The most senior only; never himself (A-7).</source>
        <translation>Le plus ancien seulement ; jamais pour lui-même (A-7).</translation>
    </message>
    <message>
        <location line="+1" />
        <source>IM2</source>
        <translation>IM2</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Small-arms fire close by, indirect fire, grenades</source>
        <translation>Feu d'armes légères proche, tir indirect, grenades</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Once. Close by: 2 squares unless the players set it (A-8).</source>
        <translation>Une fois. Proche : 2 cases sauf réglage des joueurs (A-8).</translation>
    </message>
    <message>
        <location line="+1" />
        <source>IM3</source>
        <translation>IM3</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Friendly casualty in sight</source>
        <translation>Perte amie en vue</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Walking wounded or worse, in the square, visible (A-11).</source>
        <translation>Blessé léger ou pire, dans la case, visible (A-11).</translation>
    </message>
    <message>
        <location line="+1" />
        <source>IM4</source>
        <translation>IM4</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Enemy casualty in sight</source>
        <translation>Perte ennemie en vue</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Counted as IM3. Neither has a limit.</source>
        <translation>Compté comme IM3. Aucun des deux n'a de limite.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>IM5</source>
        <translation>IM5</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Visibly outnumbered</source>
        <translation>Visiblement en infériorité numérique</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Strictly more enemy than friends in view.</source>
        <translation>Strictement plus d'ennemis que d'amis en vue.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>IM6</source>
        <translation>IM6</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Melee threatened with an edged weapon</source>
        <translation>Menacé de mêlée à l'arme blanche</translation>
    </message>
    <message>
        <location line="+2" />
        <source>IM7</source>
        <translation>IM7</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Officer taking the test</source>
        <translation>Officier passant le test</translation>
    </message>
    <message>
        <location line="+1" />
        <source>A more senior one may still lead him (IM1).</source>
        <translation>Un officier plus ancien peut quand même le mener (IM1).</translation>
    </message>
    <message>
        <location line="+1" />
        <source>IM8</source>
        <translation>IM8</translation>
    </message>
    <message>
        <location line="+0" />
        <source>NCO taking the test</source>
        <translation>Sous-officier passant le test</translation>
    </message>
    <message>
        <location line="+4" />
        <source>When a stand tests (A.2.2)</source>
        <translation>Quand un socle fait un test (A.2.2)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1; %2 (A-6: once, unless the players test every attempt); %3. Each once per stand.</source>
        <translation>%1 ; %2 (A-6 : une fois, sauf si les joueurs testent à chaque tentative) ; %3. Chacun une fois par socle.</translation>
    </message>
    <message>
        <location line="+7" />
        <source>What a result means (A.3.3, A.4.2)</source>
        <translation>Signification d'un résultat (A.3.3, A.4.2)</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <location line="+0" />
        <source>The stand</source>
        <translation>Le socle</translation>
    </message>
    <message>
        <location line="+8" />
        <source>A result governs the action that caused the test and stays until the next test or until cleared; Surrender is for good (A.4.2).</source>
        <translation>Un résultat régit l'action qui a causé le test et reste jusqu'au test suivant ou jusqu'à son effacement ; Se rend est définitif (A.4.2).</translation>
    </message>
</context>
<context>
    <name>md::ww1::Ww1Result</name>
    <message>
        <location filename="../core/ww1/model/Ww1Enums.h" line="+28" />
        <source>Not tested</source>
        <translation>Non testé</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Carry on</source>
        <translation>Continue</translation>
    </message>
    <message>
        <location line="+1" />
        <source>No closer</source>
        <translation>Pas plus près</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Duck back</source>
        <translation>À couvert</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Surrendered</source>
        <translation>Rendus</translation>
    </message>
</context>
<context>
    <name>md::ww1::Ww1Role</name>
    <message>
        <location line="-77" />
        <source>Attacker</source>
        <translation>Attaquant</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Defender</source>
        <translation>Défenseur</translation>
    </message>
</context>
<context>
    <name>md::ww1::Ww1Rolls</name>
    <message>
        <location filename="../core/ww1/Ww1Rolls.cpp" line="+12" />
        <source>A.1 casualties</source>
        <translation>A.1 pertes</translation>
    </message>
    <message>
        <location line="+5" />
        <source>A.3.1 group test %1</source>
        <translation>A.3.1 test de groupe %1</translation>
    </message>
    <message>
        <location line="+3" />
        <source>A.3.3 individual test T%1</source>
        <translation>A.3.3 test individuel T%1</translation>
    </message>
    <message>
        <location line="+2" />
        <source>A.4.1 withdrawal</source>
        <translation>A.4.1 repli</translation>
    </message>
    <message>
        <location line="+2" />
        <source>A.4.2 result cleared</source>
        <translation>A.4.2 résultat effacé</translation>
    </message>
    <message>
        <location line="+2" />
        <source>End of turn</source>
        <translation>Fin du tour</translation>
    </message>
    <message>
        <location line="+28" />
        <source>square %1</source>
        <translation>case %1</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
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
        <translation>%1 pertes sur %2 au départ ; %3 encore effectifs (A.1, A-3)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1 of %2</source>
        <translation>%1 sur %2</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Conditions tested: each is tested once only (A.2.1 rule 1)</source>
        <translation>Conditions testées : chacune n'est testée qu'une fois (A.2.1 règle 1)</translation>
    </message>
    <message>
        <location line="+40" />
        <source>Triggers tested: T1 and T3 once per stand, T2 as the rules say (A.2.2, A-6)</source>
        <translation>Déclencheurs testés : T1 et T3 une fois par socle, T2 selon les règles (A.2.2, A-6)</translation>
    </message>
    <message>
        <location line="+16" />
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Kind / rank</source>
        <translation>Type / grade</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Square</source>
        <translation>Case</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Casualties</source>
        <translation>Pertes</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Tested</source>
        <translation>Testé</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Status / result</source>
        <translation>Statut / résultat</translation>
    </message>
</context>
<context>
    <name>md::ww1::Ww1SheetParts</name>
    <message>
        <location filename="../app/ww1/print/Ww1SheetParts.cpp" line="+168" />
        <source>Casualties</source>
        <translation>Pertes</translation>
    </message>
    <message>
        <location line="+19" />
        <source>%1 at the start, %2 casualties, %3 effective</source>
        <translation>%1 au départ, %2 pertes, %3 effectifs</translation>
    </message>
    <message>
        <location line="+9" />
        <source>group test due: %1</source>
        <translation>test de groupe dû : %1</translation>
    </message>
    <message>
        <location line="+39" />
        <source>Group condition (A.2.1)</source>
        <translation>Condition de groupe (A.2.1)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Modifier</source>
        <translation>Mod.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Carry on on 2d6</source>
        <translation>Continue sur 2d6</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Reached at casualties</source>
        <translation>Seuil de pertes</translation>
    </message>
    <message>
        <location line="+1" />
        <location line="+19" />
        <source>Tested</source>
        <translation>Testé</translation>
    </message>
    <message>
        <location line="-18" />
        <source>Result (A.3.1)</source>
        <translation>Résultat (A.3.1)</translation>
    </message>
    <message>
        <location line="+4" />
        <source>%1+</source>
        <translation>%1+</translation>
    </message>
    <message>
        <location line="+5" />
        <source>never</source>
        <translation>jamais</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Carried on: rolled %1, turn %2</source>
        <translation>A continué : jet %1, tour %2</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Withdrew: rolled %1, turn %2</source>
        <translation>S'est replié : jet %1, tour %2</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Due now</source>
        <translation>À faire</translation>
    </message>
    <message>
        <location line="+16" />
        <source>Stand</source>
        <translation>Socle</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Rank</source>
        <translation>Grade</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Square</source>
        <translation>Case</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Under fire (T1)</source>
        <translation>Sous le feu (T1)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Enemy position (T2)</source>
        <translation>Position ennemie (T2)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Hand to hand (T3)</source>
        <translation>Corps-à-corps (T3)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Latest result (A.3.3)</source>
        <translation>Dernier résultat (A.3.3)</translation>
    </message>
    <message>
        <location line="+28" />
        <source>WW1 Force Sheet</source>
        <translation>Fiche de force WW1</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Conditions reached together are tested each in turn, least severe first, until one fails (A-4, this force's reading).</source>
        <translation>Les conditions atteintes ensemble sont testées chacune à tour de rôle, la moins grave d'abord, jusqu'à un échec (A-4, lecture de cette force).</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Conditions reached together make one test at the worst modifier (A-4).</source>
        <translation>Les conditions atteintes ensemble donnent un seul test au pire modificateur (A-4).</translation>
    </message>
    <message>
        <location line="+1" />
        <source>When a group's casualties reach a condition it has not yet tested, roll 2d6 + modifier: 6 or more carries on, less withdraws in good order (A.3.1). Each condition is tested once (A.2.1). %1 Several groups: attackers first, then defenders, each biggest first (A.3.2).</source>
        <translation>Quand les pertes d'un groupe atteignent une condition pas encore testée, lancez 2d6 + modificateur : sur 6 ou plus il continue, sinon il se replie en bon ordre (A.3.1). Chaque condition est testée une fois (A.2.1). %1 Plusieurs groupes : attaquants d'abord, puis défenseurs, chacun du plus grand au plus petit (A.3.2).</translation>
    </message>
    <message>
        <location line="+21" />
        <source>Casualties that reach each condition, by the group's starting members (A.2.1; C1 rounded down, A-1)</source>
        <translation>Pertes atteignant chaque condition, selon l'effectif de départ du groupe (A.2.1 ; C1 arrondi à l'inférieur, A-1)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Casualties that reach each condition, by the group's starting members (A.2.1, A-1)</source>
        <translation>Pertes atteignant chaque condition, selon l'effectif de départ du groupe (A.2.1, A-1)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Members</source>
        <translation>Membres</translation>
    </message>
    <message>
        <location line="+7" />
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location line="+27" />
        <source>Kind (circle)</source>
        <translation>Type (entourer)</translation>
    </message>
    <message>
        <location line="+4" />
        <source>This engagement (A.3.2)</source>
        <translation>Cet engagement (A.3.2)</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Status (A.4.1)</source>
        <translation>Statut (A.4.1)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Group</source>
        <translation>Groupe</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Side</source>
        <translation>Camp</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Members at start</source>
        <translation>Membres au départ</translation>
    </message>
</context>
<context>
    <name>md::ww1::Ww1StandForm</name>
    <message>
        <location filename="../app/ww1/editors/Ww1StandForm.cpp" line="+28" />
        <source>&amp;Name:</source>
        <translation>&amp;Nom :</translation>
    </message>
    <message>
        <location line="+6" />
        <source>must not be empty</source>
        <translation>ne doit pas être vide</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Rename stand: %1</source>
        <translation>Renommer le socle : %1</translation>
    </message>
    <message>
        <location line="+6" />
        <source>IM7: an officer taking morale +2; IM8: an NCO +1. An officer in sight leads by example (IM1, +1 to the others).</source>
        <translation>IM7 : un officier passant le test de moral +2 ; IM8 : un sous-officier +1. Un officier en vue montre l'exemple (IM1, +1 aux autres).</translation>
    </message>
    <message>
        <location line="+2" />
        <source>&amp;Rank:</source>
        <translation>&amp;Grade :</translation>
    </message>
    <message>
        <location line="+6" />
        <source>IM1: only the most senior officer present leads by example. The ranks are the force's seniority list (A.6).</source>
        <translation>IM1 : seul l'officier présent le plus ancien montre l'exemple. Les grades sont la liste d'ancienneté de la force (A.6).</translation>
    </message>
    <message>
        <location line="+2" />
        <source>&amp;Officer's rank:</source>
        <translation>Grade d'&amp;officier :</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Officer's rank of %1: %2</source>
        <translation>Grade d'officier de %1 : %2</translation>
    </message>
    <message>
        <location line="+6" />
        <source>B4</source>
        <translation>B4</translation>
    </message>
    <message>
        <location line="+1" />
        <source>A.3.3: the stands in one square share one 2d6 roll. Type the square as your grid names it ("B4").</source>
        <translation>A.3.3 : les socles d'une même case partagent un seul jet de 2d6. Saisissez la case comme votre grille la nomme ("B4").</translation>
    </message>
    <message>
        <location line="+2" />
        <source>S&amp;quare:</source>
        <translation>C&amp;ase :</translation>
    </message>
    <message>
        <location line="+6" />
        <source>The group whose group morale the stand's casualties count for (A.1).</source>
        <translation>Le groupe pour le moral duquel comptent les pertes du socle (A.1).</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Group:</source>
        <translation>&amp;Groupe :</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Latest result:</source>
        <translation>Dernier résultat :</translation>
    </message>
    <message>
        <location line="+1" />
        <source>A.4.2: the result of the stand's latest individual test, kept until its next test or until it is cleared in play.</source>
        <translation>A.4.2 : le résultat du dernier test individuel du socle, conservé jusqu'à son prochain test ou jusqu'à son effacement en jeu.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Tested for:</source>
        <translation>Testé pour :</translation>
    </message>
    <message>
        <location line="+1" />
        <source>A.2.2: a stand tests once for coming under fire, once for its first hand-to-hand combat and (A-6) once for entering an enemy position.</source>
        <translation>A.2.2 : un socle teste une fois en arrivant sous le feu, une fois pour son premier corps-à-corps et (A-6) une fois en entrant dans une position ennemie.</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Move &amp;up</source>
        <translation>&amp;Monter</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Move stand up</source>
        <translation>Monter le socle</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Move do&amp;wn</source>
        <translation>&amp;Descendre</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Move stand down</source>
        <translation>Descendre le socle</translation>
    </message>
    <message>
        <location line="+1" />
        <source>R&amp;emove stand</source>
        <translation>&amp;Retirer le socle</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Stand actions</source>
        <translation>Actions du socle</translation>
    </message>
    <message>
        <location line="+11" />
        <source>Remove stand: %1</source>
        <translation>Retirer le socle : %1</translation>
    </message>
    <message>
        <location line="+33" />
        <source>Rank of %1: %2</source>
        <translation>Grade de %1 : %2</translation>
    </message>
    <message>
        <location line="+15" />
        <source>must not be empty: the stands of one square share one roll (A.3.3)</source>
        <translation>ne doit pas être vide : les socles d'une même case partagent un seul jet (A.3.3)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>must be at most %1 characters</source>
        <translation>doit faire au plus %1 caractères</translation>
    </message>
    <message>
        <location line="+13" />
        <source>Square of %1: %2</source>
        <translation>Case de %1 : %2</translation>
    </message>
    <message>
        <location line="+14" />
        <source>%1 already has %2 stands</source>
        <translation>%1 a déjà %2 socles</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Move %1 to %2</source>
        <translation>Déplacer %1 vers %2</translation>
    </message>
    <message>
        <location line="+17" />
        <source>Move stand up: %1</source>
        <translation>Monter le socle : %1</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Move stand down: %1</source>
        <translation>Descendre le socle : %1</translation>
    </message>
    <message>
        <location line="+19" />
        <source>(none: junior to every listed rank)</source>
        <translation>(aucun : inférieur à tous les grades listés)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1 (not in the seniority list)</source>
        <translation>%1 (absent de la liste d'ancienneté)</translation>
    </message>
    <message>
        <location line="+10" />
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location line="+11" />
        <source>nothing yet</source>
        <translation>rien pour l'instant</translation>
    </message>
</context>
<context>
    <name>md::ww1::Ww1StandTestRow</name>
    <message>
        <location filename="../app/ww1/widgets/Ww1StandTestRow.cpp" line="+41" />
        <source>Outnumbered (IM5)</source>
        <translation>En infériorité numérique (IM5)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Edged weapon (IM6)</source>
        <translation>Arme blanche (IM6)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Officer leading (IM1)</source>
        <translation>Officier meneur (IM1)</translation>
    </message>
    <message>
        <location line="+15" />
        <source>Stand tests</source>
        <translation>Tests des socles</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Trigger:</source>
        <translation>Déclencheur :</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Trigger</source>
        <translation>Déclencheur</translation>
    </message>
    <message>
        <location line="+1" />
        <source>What makes the stand test (A.2.2).</source>
        <translation>Ce qui fait tester le socle (A.2.2).</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Under fire</source>
        <translation>Sous le feu</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Strictly more enemy than friends in view (A.3.3 IM5).</source>
        <translation>Strictement plus d'ennemis que d'amis en vue (A.3.3 IM5).</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Melee threatened with an edged weapon (A.3.3 IM6).</source>
        <translation>Menacé de mêlée à l'arme blanche (A.3.3 IM6).</translation>
    </message>
    <message>
        <location line="+12" />
        <source>Friendly casualties in sight</source>
        <translation>Pertes amies en vue</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Enemy casualties in sight</source>
        <translation>Pertes ennemies en vue</translation>
    </message>
    <message>
        <location line="+13" />
        <source>A commissioned officer in sight doing the same as the others; only the most senior counts, and never for himself (A.3.3 IM1, A-7).</source>
        <translation>Un officier en vue faisant la même chose que les autres ; seul le plus ancien compte, et jamais pour lui-même (A.3.3 IM1, A-7).</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Leading officer</source>
        <translation>Officier meneur</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Modifiers</source>
        <translation>Modificateurs</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Odds of each band</source>
        <translation>Probabilités de chaque tranche</translation>
    </message>
    <message>
        <location line="+24" />
        <source>(not on the roster)</source>
        <translation>(absent de la liste)</translation>
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
        <translation>Cochez les socles qui testent : ils partagent le 2d6 unique de la case (A.3.3).</translation>
    </message>
    <message numerus="yes">
        <location line="+2" />
        <source>Under fire: small arms within %n square(s), indirect fire or grenades (IM2)</source>
        <translation>
            <numerusform>Sous le feu : armes légères à %n case ou moins, tir indirect ou grenades (IM2)</numerusform>
            <numerusform>Sous le feu : armes légères à %n cases ou moins, tir indirect ou grenades (IM2)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2" />
        <source>Small arms fire from within %n square(s), or indirect fire or grenades; counted once even when both apply (A.3.3 IM2, A-8).</source>
        <translation>
            <numerusform>Feu d'armes légères à %n case ou moins, ou tir indirect ou grenades ; compté une fois même si les deux s'appliquent (A.3.3 IM2, A-8).</numerusform>
            <numerusform>Feu d'armes légères à %n cases ou moins, ou tir indirect ou grenades ; compté une fois même si les deux s'appliquent (A.3.3 IM2, A-8).</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3" />
        <source>Casualties %1: friendly (IM3)</source>
        <translation>Pertes %1 : amies (IM3)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>enemy (IM4)</source>
        <translation>ennemies (IM4)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Walking wounded or worse, any unit, visible (A.3.3 IM3, IM4; severities in the force's settings, A.6).</source>
        <translation>Blessés légers ou pire, toute unité, visibles (A.3.3 IM3, IM4 ; gravités dans les réglages de la force, A.6).</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Net %1: %2</source>
        <translation>Net %1 : %2</translation>
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
        <translation>Étapes de jeu WW1 (partie A), une par ligne :
  casualties GROUP N      N touches individuelles sur le groupe (négatif corrige une saisie) ; indique quels
                          groupes doivent maintenant passer un test de groupe, dans l'ordre des tests (A.3.2)
  group-test GROUP [ROLL ...]
                          le test du groupe pour les conditions qu'il a atteintes (C1, C2, C3 ; A.3.1) ;
                          quand chaque condition est testée à tour de rôle (A-4), un ROLL par test
  test SQUARE TRIGGER STAND[:MODS] [STAND[:MODS] ...] [ROLL]
                          un test individuel de socles d'une même case, tous sur un seul 2d6 (A.3.3)
      TRIGGER : under-fire (T1), enter-position (T2), hand-to-hand (T3)
      MODS, séparés par des virgules : fire (IM2), friendly=N (IM3), enemy=N (IM4), outnumbered (IM5),
      edged (IM6), leader ou leader=STAND (IM1, un officier montrant l'exemple) ; le grade donne IM7/IM8
  clear GROUP             le groupe a atteint ses propres lignes : repli terminé (A.4.1)
  clear-result STAND      l'action régie par son résultat est terminée (A.4.2)
  end-turn
ROLL est le total de deux dés à six faces, de 2 à 12, tel que saisi ; sans lui, les dés sont lancés.
Un mot contenant des espaces se met entre guillemets doubles.</translation>
    </message>
    <message>
        <location line="+22" />
        <source>A word in double quotes is not closed.</source>
        <translation>Un mot entre guillemets doubles n'est pas fermé.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The step is empty; the steps are: casualties, group-test, test, clear, clear-result, end-turn.</source>
        <translation>L'étape est vide ; les étapes sont : casualties, group-test, test, clear, clear-result, end-turn.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Expected: %1</source>
        <translation>Attendu : %1</translation>
    </message>
    <message>
        <location line="+7" />
        <source>The number of casualties is a whole number, not "%1".</source>
        <translation>Le nombre de pertes est un nombre entier, pas "%1".</translation>
    </message>
    <message numerus="yes">
        <location line="+6" />
        <source>%1 takes %n casualty(ies): %2 of %3 in all.</source>
        <translation>
            <numerusform>%1 subit %n perte : %2 sur %3 au total.</numerusform>
            <numerusform>%1 subit %n pertes : %2 sur %3 au total.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1" />
        <source>%1's casualties corrected by %n: %2 of %3 in all.</source>
        <translation>
            <numerusform>Pertes de %1 corrigées de %n : %2 sur %3 au total.</numerusform>
            <numerusform>Pertes de %1 corrigées de %n : %2 sur %3 au total.</numerusform>
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
        <translation>aucune restriction</translation>
    </message>
    <message>
        <location line="+2" />
        <source>move no closer to seen enemy; may stand and fight; will not enter a known fire-swept zone unless leaving an enemy trench while under attack from within the trench</source>
        <translation>ne pas s'approcher de l'ennemi vu ; peut tenir et combattre ; n'entre pas dans une zone battue connue, sauf pour quitter une tranchée ennemie attaquée depuis la tranchée</translation>
    </message>
    <message numerus="yes">
        <location line="+3" />
        <source>duck back behind the nearest cover; with no enemy in sight count as No closer; with no cover within a tactical move (%n square(s)), stand and fight</source>
        <translation>
            <numerusform>se mettre à couvert derrière le couvert le plus proche ; sans ennemi en vue, compte comme Pas plus près ; sans couvert à portée d'un mouvement tactique (%n case), tenir et combattre</numerusform>
            <numerusform>se mettre à couvert derrière le couvert le plus proche ; sans ennemi en vue, compte comme Pas plus près ; sans couvert à portée d'un mouvement tactique (%n cases), tenir et combattre</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4" />
        <source>surrender to the nearest known enemy, even one not in sight; for good (A.4.2)</source>
        <translation>se rendre à l'ennemi connu le plus proche, même hors de vue ; définitivement (A.4.2)</translation>
    </message>
    <message>
        <location line="+82" />
        <source>Group tests due, in order (A.3.2): %1.</source>
        <translation>Tests de groupe dus, dans l'ordre (A.3.2) : %1.</translation>
    </message>
    <message>
        <location line="+12" />
        <location line="+70" />
        <source>ROLL is the total of two six-sided dice, 2 to 12, not "%1".</source>
        <translation>ROLL est le total de deux dés à six faces, de 2 à 12, pas "%1".</translation>
    </message>
    <message numerus="yes">
        <location line="-51" />
        <source>This group test takes %n roll(s) (A.3.1, A-4); %1 typed.</source>
        <translation>
            <numerusform>Ce test de groupe demande %n jet (A.3.1, A-4) ; %1 saisi(s).</numerusform>
            <numerusform>Ce test de groupe demande %n jets (A.3.1, A-4) ; %1 saisi(s).</numerusform>
        </translation>
    </message>
    <message>
        <location line="+12" />
        <source>passes, and goes on withdrawing (A.2.1 rule 4)</source>
        <translation>réussit, et poursuit son repli (A.2.1 règle 4)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>carries on (A.4.1: no effect)</source>
        <translation>continue (A.4.1 : sans effet)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>withdraws (A.4.1: in good order, recovering any casualties and/or fighting its way back to its own line; not a rout)</source>
        <translation>se replie (A.4.1 : en bon ordre, en récupérant ses pertes et/ou en combattant pour regagner ses lignes ; pas une déroute)</translation>
    </message>
    <message>
        <location line="+82" />
        <source>%1: friendly=N counts the friendly casualties in sight (IM3), 1 to %3, not "%2".</source>
        <translation>%1 : friendly=N compte les pertes amies en vue (IM3), de 1 à %3, pas « %2 ».</translation>
    </message>
    <message>
        <location line="+6" />
        <source>%1: enemy=N counts the enemy casualties in sight (IM4), 1 to %3, not "%2".</source>
        <translation>%1 : enemy=N compte les pertes ennemies en vue (IM4), de 1 à %3, pas « %2 ».</translation>
    </message>
    <message>
        <location line="+26" />
        <source>Square %1 rolled %2 (A.3.3):</source>
        <translation>La case %1 a obtenu %2 (A.3.3) :</translation>
    </message>
    <message>
        <location line="+6" />
        <source>%1 %2 %3 = %4: %5: %6.</source>
        <translation>%1 %2 %3 = %4 : %5 : %6.</translation>
    </message>
    <message>
        <location line="+18" />
        <source>Count the surrendered men as casualties of %1 with `casualties %2 N` (A.4.2).</source>
        <translation>Comptez les hommes rendus comme pertes de %1 avec `casualties %2 N` (A.4.2).</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Square %1 had already rolled %2 this turn: the one roll of a square is for the stands testing together; a later trigger is a new test (A.3.3, A-12).</source>
        <translation>La case %1 avait déjà obtenu %2 ce tour : le jet unique d'une case vaut pour les socles testant ensemble ; un déclencheur ultérieur est un nouveau test (A.3.3, A-12).</translation>
    </message>
    <message>
        <location line="-134" />
        <source>%1 at %2 rolled %3, needed %4</source>
        <translation>%1 à %2 : jet %3, %4 requis</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Group tests %1 in turn (A.3.1, A-4): %2 %3: %4.</source>
        <translation>Le groupe teste %1 à tour de rôle (A.3.1, A-4) : %2 %3 : %4.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Group test %1 at %2 (A.3.1): %3 rolled %4, needed %5: %6.</source>
        <translation>Test de groupe %1 à %2 (A.3.1) : %3 a obtenu %4, %5 requis : %6.</translation>
    </message>
    <message>
        <location line="+16" />
        <source>TRIGGER is under-fire, enter-position or hand-to-hand, not "%1".</source>
        <translation>TRIGGER vaut under-fire, enter-position ou hand-to-hand, pas "%1".</translation>
    </message>
    <message>
        <location line="+19" />
        <source>"%1" names no stand before its modifiers.</source>
        <translation>"%1" ne nomme aucun socle avant ses modificateurs.</translation>
    </message>
    <message>
        <location line="+8" />
        <source>%1: the modifier "%2" is given twice.</source>
        <translation>%1 : le modificateur "%2" est donné deux fois.</translation>
    </message>
    <message>
        <location line="+39" />
        <source>%1: unknown modifier "%2"; the modifiers are fire, friendly=N, enemy=N, outnumbered, edged, leader[=STAND].</source>
        <translation>%1 : modificateur inconnu "%2" ; les modificateurs sont fire, friendly=N, enemy=N, outnumbered, edged, leader[=STAND].</translation>
    </message>
    <message>
        <location line="+5" />
        <source>%1: the modifier "%2" is not written that way; expected fire, friendly=N, enemy=N, outnumbered, edged or leader[=STAND].</source>
        <translation>%1 : le modificateur "%2" ne s'écrit pas ainsi ; attendu fire, friendly=N, enemy=N, outnumbered, edged ou leader[=STAND].</translation>
    </message>
    <message>
        <location line="+30" />
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <location line="+21" />
        <source>%1 has reached its own line and stops withdrawing (A.4.1).</source>
        <translation>%1 a atteint ses propres lignes et cesse son repli (A.4.1).</translation>
    </message>
    <message>
        <location line="+8" />
        <source>%1's result is cleared (A.4.2).</source>
        <translation>Le résultat de %1 est effacé (A.4.2).</translation>
    </message>
    <message>
        <location line="+9" />
        <source>Turn %1 ended; turn %2 begins.</source>
        <translation>Tour %1 terminé ; le tour %2 commence.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Group tests still due, not taken in turn %1 (A.3.2 order): %2.</source>
        <translation>Tests de groupe encore dus, non passés au tour %1 (ordre A.3.2) : %2.</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Unknown step "%1"; the steps are: casualties, group-test, test, clear, clear-result, end-turn.</source>
        <translation>Étape inconnue "%1" ; les étapes sont : casualties, group-test, test, clear, clear-result, end-turn.</translation>
    </message>
</context>
<context>
    <name>md::ww1::Ww1Summary</name>
    <message numerus="yes">
        <location filename="../core/ww1/Ww1Summary.cpp" line="+86" />
        <source>%1: valid WW1 force "%2" (%n group(s)</source>
        <translation>
            <numerusform>%1 : force WW1 valide "%2" (%n groupe</numerusform>
            <numerusform>%1 : force WW1 valide "%2" (%n groupes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2" />
        <source>, %n stand(s))</source>
        <translation>
            <numerusform>, %n socle)</numerusform>
            <numerusform>, %n socles)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>md::ww1::Ww1System</name>
    <message>
        <location filename="../core/ww1/Ww1System.cpp" line="+18" />
        <source>WW1 group and individual morale</source>
        <translation>Moral de groupe et individuel WW1</translation>
    </message>
    <message>
        <location line="+31" />
        <source>WW1 morale sheet</source>
        <translation>Fiche de moral WW1</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Blank WW1 morale sheet</source>
        <translation>Fiche de moral WW1 vierge</translation>
    </message>
    <message>
        <location line="+1" />
        <source>WW1 quick-reference card</source>
        <translation>Aide-mémoire WW1</translation>
    </message>
    <message>
        <location line="+8" />
        <source>not a WW1 force</source>
        <translation>pas une force WW1</translation>
    </message>
</context>
<context>
    <name>md::ww1::Ww1Templates</name>
    <message>
        <location filename="../core/ww1/model/Ww1Templates.cpp" line="+93" />
        <source>Section</source>
        <translation>Escouade</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Platoon</source>
        <translation>Section</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Company</source>
        <translation>Compagnie</translation>
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
        <translation>aucun modificateur</translation>
    </message>
    <message>
        <location line="+15" />
        <source>No restrictions: carry on with what they meant to do.</source>
        <translation>Aucune restriction : ils poursuivent ce qu'ils comptaient faire.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Move no closer to seen enemy; may stand and fight. Will not enter a known fire-swept zone unless leaving an enemy trench while under attack from within the trench.</source>
        <translation>Ne s'approche pas de l'ennemi vu ; peut tenir et combattre. N'entre pas dans une zone battue par le feu connue, sauf pour quitter une tranchée ennemie en étant attaqué depuis l'intérieur de la tranchée.</translation>
    </message>
    <message numerus="yes">
        <location line="+3" />
        <source>Duck back behind the nearest cover; with no enemy in sight count as No closer; with no cover within a tactical move (%n square(s)), stand and fight.</source>
        <translation>
            <numerusform>Se met à couvert derrière le couvert le plus proche ; sans ennemi en vue, compte comme Pas plus près ; sans couvert à portée d'un mouvement tactique (%n case), tient et combat.</numerusform>
            <numerusform>Se met à couvert derrière le couvert le plus proche ; sans ennemi en vue, compte comme Pas plus près ; sans couvert à portée d'un mouvement tactique (%n cases), tient et combat.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3" />
        <source>Surrender to the nearest known enemy, even one not in sight; for good (A.4.2).</source>
        <translation>Se rend à l'ennemi connu le plus proche, même hors de vue ; définitif (A.4.2).</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Not tested yet.</source>
        <translation>Pas encore testé.</translation>
    </message>
    <message numerus="yes">
        <location line="+6" />
        <source>within %n square(s)</source>
        <translation>
            <numerusform>à %n case ou moins</numerusform>
            <numerusform>à %n cases ou moins</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1" />
        <source>in the same square</source>
        <translation>dans la même case</translation>
    </message>
    <message>
        <location line="+32" />
        <source>Casualties (A.1): %1 %2</source>
        <translation>Pertes (A.1) : %1 %2</translation>
    </message>
    <message>
        <location line="+3" />
        <source>carries on</source>
        <translation>continue</translation>
    </message>
    <message>
        <location line="+0" />
        <source>fails: withdraws in good order (A.4.1)</source>
        <translation>échoue : se replie en bon ordre (A.4.1)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Group test %1 (A.3.1): %2, 2d6 %3 (needs %4+ on 2d6): %5</source>
        <translation>Test de groupe %1 (A.3.1) : %2, 2d6 %3 (%4+ requis sur 2d6) : %5</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Individual test %1 (A.3.3), square %2: %3, 2d6 %4: %5</source>
        <translation>Test individuel %1 (A.3.3), case %2 : %3, 2d6 %4 : %5</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Withdrawal ended (A.4.1, A-10): %1</source>
        <translation>Repli terminé (A.4.1, A-10) : %1</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Result cleared (A.4.2): %1</source>
        <translation>Résultat effacé (A.4.2) : %1</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Turn %1 ended</source>
        <translation>Tour %1 terminé</translation>
    </message>
</context>
<context>
    <name>md::ww1::Ww1Trigger</name>
    <message>
        <location filename="../core/ww1/model/Ww1Enums.h" line="+57" />
        <source>T1: under fire for the first time</source>
        <translation>T1 : sous le feu pour la première fois</translation>
    </message>
    <message>
        <location line="+1" />
        <source>T2: entering an enemy position</source>
        <translation>T2 : entrée dans une position ennemie</translation>
    </message>
    <message>
        <location line="+1" />
        <source>T3: first hand-to-hand combat</source>
        <translation>T3 : premier corps-à-corps</translation>
    </message>
</context>
<context>
    <name>md::ww1::Ww1Ui</name>
    <message>
        <location filename="../app/ww1/Ww1Ui.cpp" line="+28" />
        <source>Empty WW1 force</source>
        <translation>Force WW1 vide</translation>
    </message>
    <message>
        <location line="+10" />
        <source>New WW1 force</source>
        <translation>Nouvelle force WW1</translation>
    </message>
    <message>
        <location line="+21" />
        <source>&lt;h2&gt;WW1 group and individual morale&lt;/h2&gt;&lt;p&gt;Group morale is tested by a platoon or company when its casualties reach two (or 25 % above eight members), 50 % and 75 % of its starting members, each condition once (A.2.1, A.3.1). Individual morale is tested by a stand under fire for the first time, entering an enemy position or in its first hand-to-hand combat, with one 2d6 for every stand testing in the same square (A.3.3). All odds are exact fractions of the 36 ways two dice fall.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Moral de groupe et individuel WW1&lt;/h2&gt;&lt;p&gt;Le moral de groupe est testé par un peloton ou une compagnie quand ses pertes atteignent deux (ou 25 % au-delà de huit membres), 50 % et 75 % de son effectif de départ, chaque condition une fois (A.2.1, A.3.1). Le moral individuel est testé par un socle sous le feu pour la première fois, entrant dans une position ennemie ou lors de son premier corps-à-corps, avec un seul 2d6 pour tous les socles testant dans la même case (A.3.3). Toutes les probabilités sont des fractions exactes des 36 façons dont tombent deux dés.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+7" />
        <source>&lt;h3&gt;The club's own data (A.6)&lt;/h3&gt;&lt;p&gt;The rules do not give the casualty severities that count for morale, the tactical move distance, the small-arms proximity or the officers' seniority. These are the club's own entries in each force's settings. The program starts them with placeholder examples (walking wounded or worse count; a tactical move of 2 squares; small arms within 2 squares; Captain above Lieutenant above 2nd Lieutenant): they are not the rules, change them to your own.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Les données propres au club (A.6)&lt;/h3&gt;&lt;p&gt;Les règles ne donnent ni les gravités de pertes qui comptent pour le moral, ni la distance de mouvement tactique, ni la proximité des armes légères, ni l'ancienneté des officiers. Ce sont les saisies propres au club dans les réglages de chaque force. Le programme les initialise avec des exemples à remplacer (les blessés légers ou pire comptent ; un mouvement tactique de 2 cases ; armes légères à 2 cases ou moins ; Capitaine au-dessus de Lieutenant au-dessus de Sous-lieutenant) : ce ne sont pas les règles, remplacez-les par les vôtres.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>md::ww1::Ww1Validator</name>
    <message>
        <location filename="../core/ww1/io/Ww1Validator.cpp" line="+46" />
        <source>groups</source>
        <translation>groupes</translation>
    </message>
    <message>
        <location line="+5" />
        <source>stands in all groups</source>
        <translation>socles de tous les groupes</translation>
    </message>
    <message>
        <location line="+6" />
        <source>log records</source>
        <translation>entrées du journal</translation>
    </message>
    <message>
        <location line="+39" />
        <source>needs at least one severity: casualties count for morale by theirs (A.6, IM3, IM4)</source>
        <translation>exige au moins une gravité : les pertes comptent pour le moral selon la leur (A.6, IM3, IM4)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>severities</source>
        <translation>gravités</translation>
    </message>
    <message>
        <location line="+8" />
        <source>officer ranks</source>
        <translation>grades d'officier</translation>
    </message>
    <message>
        <location line="+20" />
        <source>%1 is listed twice; first at %2</source>
        <translation>%1 est listé deux fois ; d'abord en %2</translation>
    </message>
    <message>
        <location line="+16" />
        <source>duplicate id %1; already used at %2</source>
        <translation>identifiant %1 en double ; déjà utilisé en %2</translation>
    </message>
    <message>
        <location line="+17" />
        <source>(the group's startMembers)</source>
        <translation>(startMembers du groupe)</translation>
    </message>
    <message>
        <location line="+7" />
        <source>stands in one group</source>
        <translation>socles d'un même groupe</translation>
    </message>
    <message>
        <location line="+13" />
        <source>a group test settles at least one condition (A.2.1)</source>
        <translation>un test de groupe règle au moins une condition (A.2.1)</translation>
    </message>
    <message>
        <location line="+5" />
        <source>%1 is listed twice; a group tests each condition once (A.2.1 rule 1)</source>
        <translation>%1 est listé deux fois ; un groupe teste chaque condition une fois (A.2.1 règle 1)</translation>
    </message>
    <message>
        <location line="+15" />
        <source>only an officer has an officer rank; this stand's rank is %1</source>
        <translation>seul un officier a un grade d'officier ; le grade de ce socle est %1</translation>
    </message>
    <message>
        <location line="+3" />
        <source>unknown officer rank %1; $.settings.officerRanks lists none</source>
        <translation>grade d'officier inconnu %1 ; $.settings.officerRanks n'en liste aucun</translation>
    </message>
    <message>
        <location line="+2" />
        <source>officer rank</source>
        <translation>grade d'officier</translation>
    </message>
    <message>
        <location line="+1" />
        <source> ($.settings.officerRanks)</source>
        <translation> ($.settings.officerRanks)</translation>
    </message>
    <message>
        <location line="+11" />
        <source>a %1 record must name its group</source>
        <translation>un enregistrement %1 doit nommer son groupe</translation>
    </message>
    <message>
        <location line="+6" />
        <source>unknown group %1; no group has this id</source>
        <translation>groupe inconnu %1 ; aucun groupe n'a cet id</translation>
    </message>
    <message>
        <location line="+8" />
        <source>a %1 record must name its stand</source>
        <translation>un enregistrement %1 doit nommer son socle</translation>
    </message>
    <message>
        <location line="+7" />
        <source>unknown stand %1; no stand has this id</source>
        <translation>socle inconnu %1 ; aucun socle n'a cet id</translation>
    </message>
    <message>
        <location line="+2" />
        <source>stand %1 is in group %2, not in %3</source>
        <translation>le socle %1 est dans le groupe %2, pas dans %3</translation>
    </message>
    <message>
        <location line="+8" />
        <source>(the current turn)</source>
        <translation>(le tour en cours)</translation>
    </message>
    <message>
        <location line="+10" />
        <source>must not be 0: a casualties record adds or corrects at least one</source>
        <translation>ne doit pas valoir 0 : un enregistrement de pertes en ajoute ou en corrige au moins une</translation>
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
        <translation>doit valoir %1, le modificateur de %2, la pire condition que règle le test (A.2.1, A.3.1) ; trouvé %3</translation>
    </message>
    <message>
        <location line="+9" />
        <source>must be %1: a roll of %2 at %3 makes %4, and a group carries on at 6 or more (A.3.1); found %5</source>
        <translation>doit valoir %1 : un jet de %2 à %3 donne %4, et un groupe continue à 6 ou plus (A.3.1) ; trouvé %5</translation>
    </message>
    <message>
        <location line="+7" />
        <source>must be false: a test in turn at %1 (%2) settles %3 as well only by failing (A-4); found true</source>
        <translation>doit valoir false : un test à tour de rôle à %1 (%2) ne règle aussi %3 qu'en échouant (A-4) ; trouvé true</translation>
    </message>
    <message>
        <location line="+10" />
        <source>an individual test names the square whose roll it shares (A.3.3)</source>
        <translation>un test individuel nomme la case dont il partage le jet (A.3.3)</translation>
    </message>
    <message>
        <location line="+11" />
        <source>must be %1: a roll of %2 with a net modifier of %3 makes %4 (A.3.3); found %5</source>
        <translation>doit valoir %1 : un jet de %2 avec un modificateur net de %3 donne %4 (A.3.3) ; trouvé %5</translation>
    </message>
    <message>
        <location line="+27" />
        <source>an id holds no space and none of : , = (play steps are split on them); found %1</source>
        <translation>un id ne contient ni espace ni aucun de : , = (les étapes de jeu sont découpées sur ces signes) ; trouvé %1</translation>
    </message>
    <message>
        <location line="+10" />
        <source>a square holds no space and none of : , = (play steps are split on them); found %1</source>
        <translation>une case ne contient ni espace ni aucun de : , = (les étapes de jeu sont découpées sur ces signes) ; trouvé %1</translation>
    </message>
</context>
<context>
    <name>md::ww1::Ww1Workspace</name>
    <message>
        <location filename="../app/ww1/Ww1Workspace.cpp" line="+47" />
        <location line="+131" />
        <source>&amp;End turn</source>
        <translation>&amp;Finir le tour</translation>
    </message>
    <message>
        <location line="-130" />
        <location line="+68" />
        <source>Battle log</source>
        <translation>Journal de bataille</translation>
    </message>
    <message>
        <location line="-51" />
        <source>Force roster</source>
        <translation>Composition de la force</translation>
    </message>
    <message>
        <location line="+20" />
        <source>Turn</source>
        <translation>Tour</translation>
    </message>
    <message>
        <location line="+9" />
        <source>Current turn</source>
        <translation>Tour en cours</translation>
    </message>
    <message>
        <location line="+1" />
        <source>End turn</source>
        <translation>Finir le tour</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Ends the turn (Ctrl+E).</source>
        <translation>Termine le tour (Ctrl+E).</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Group tests due</source>
        <translation>Tests de groupe dus</translation>
    </message>
    <message>
        <location line="+38" />
        <source>&amp;Play</source>
        <translation>&amp;Jouer</translation>
    </message>
    <message>
        <location line="+12" />
        <source>One &amp;casualty to the selected group</source>
        <translation>Une &amp;perte au groupe sélectionné</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Roll the &amp;group test</source>
        <translation>Lancer le test de &amp;groupe</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Roll the &amp;individual test of the square</source>
        <translation>Lancer le test &amp;individuel de la case</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Clear &amp;withdrawal of the selected group</source>
        <translation>Terminer le &amp;repli du groupe sélectionné</translation>
    </message>
    <message>
        <location line="+107" />
        <source>&amp;Group tests</source>
        <translation>Tests de &amp;groupe</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Individual tests</source>
        <translation>Tests &amp;individuels</translation>
    </message>
    <message>
        <location line="+7" />
        <source>E&amp;dit</source>
        <translation>É&amp;dition</translation>
    </message>
    <message>
        <location line="+68" />
        <source>Turn %1</source>
        <translation>Tour %1</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Group tests due (A.3.2 order): %1</source>
        <translation>Tests de groupe dus (ordre A.3.2) : %1</translation>
    </message>
    <message>
        <location line="+42" />
        <source>Keep the turn</source>
        <translation>Garder le tour</translation>
    </message>
    <message>
        <location line="+0" />
        <source>End the turn anyway</source>
        <translation>Finir le tour quand même</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Group tests still due</source>
        <translation>Tests de groupe encore dus</translation>
    </message>
    <message numerus="yes">
        <location line="+1" />
        <source>%n group test(s) still due (%1). End the turn anyway?</source>
        <translation>
            <numerusform>%n test de groupe encore dû (%1). Finir le tour quand même ?</numerusform>
            <numerusform>%n tests de groupe encore dus (%1). Finir le tour quand même ?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4" />
        <source>The turn goes on: %n group test(s) still due (A.3.2).</source>
        <translation>
            <numerusform>Le tour continue : %n test de groupe encore dû (A.3.2).</numerusform>
            <numerusform>Le tour continue : %n tests de groupe encore dus (A.3.2).</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5" />
        <source>Turn %1 begins.</source>
        <translation>Le tour %1 commence.</translation>
    </message>
    <message>
        <location line="+11" />
        <source>The recovered work is not a WW1 force.</source>
        <translation>Le travail récupéré n'est pas une force WW1.</translation>
    </message>
</context>
</TS>