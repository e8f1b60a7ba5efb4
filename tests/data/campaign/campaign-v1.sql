-- A MoraleDesk campaign file of schema version 1, as `sqlite3 FILE .dump` prints it (SQLite 3.40), for
-- tests/tst_campaign.cpp (migrateVersion1FileWithData). Frozen: it stands for files version 1 wrote, so it is
-- never regenerated with a newer MoraleDesk. It holds the test campaign "Kell Valley": battles 1 and 2 of
-- Blue Force and Red Force (see buildCampaign() in the test), without the replacements table of version 2.
-- The two header fields a dump does not carry:
PRAGMA application_id = 1296319309;
PRAGMA user_version = 1;
PRAGMA foreign_keys=OFF;
BEGIN TRANSACTION;
CREATE TABLE campaign (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    name TEXT NOT NULL CHECK (name <> ''),
    notes TEXT NOT NULL DEFAULT '',
    created_at TEXT NOT NULL,
    created_by TEXT NOT NULL
) STRICT;
INSERT INTO campaign VALUES(1,'Kell Valley','A test campaign','2026-11-22T03:28:56Z','MoraleDesk 0.1.0');
CREATE TABLE sides (
    id INTEGER PRIMARY KEY,
    position INTEGER NOT NULL,
    name TEXT NOT NULL UNIQUE CHECK (name <> ''),
    player TEXT NOT NULL DEFAULT ''
) STRICT;
INSERT INTO sides VALUES(1,1,'Blue','Alice');
INSERT INTO sides VALUES(2,2,'Red','Bob');
CREATE TABLE battlegroups (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL UNIQUE CHECK (name <> ''),
    side_id INTEGER NOT NULL REFERENCES sides (id),
    enrolled_json TEXT,
    created_at TEXT NOT NULL
) STRICT;
INSERT INTO battlegroups VALUES(1,'Blue Force',1,NULL,'2026-11-22T03:28:56Z');
INSERT INTO battlegroups VALUES(2,'Red Force',2,NULL,'2026-11-22T03:28:56Z');
CREATE TABLE battles (
    id INTEGER PRIMARY KEY,
    number INTEGER NOT NULL UNIQUE CHECK (number >= 1),
    date TEXT,
    name TEXT NOT NULL,
    scenario TEXT NOT NULL DEFAULT '',
    turns INTEGER NOT NULL CHECK (turns >= 1),
    outcome TEXT NOT NULL CHECK (outcome IN ('undecided', 'held', 'neither')),
    held_by_side_id INTEGER REFERENCES sides (id),
    notes TEXT NOT NULL DEFAULT '',
    recorded_at TEXT NOT NULL,
    CHECK ((outcome = 'held') = (held_by_side_id IS NOT NULL))
) STRICT;
INSERT INTO battles VALUES(1,1,'2024-05-01','Bridge at Kell','Meeting engagement',1,'held',1,'','2026-11-22T03:28:56Z');
INSERT INTO battles VALUES(2,2,'2024-05-08','Kell Ridge','',1,'neither',NULL,replace('Rain, mud and a "quiet" night\nsecond line','\n',char(10)),'2026-11-22T03:28:56Z');
CREATE TABLE participants (
    battle_id INTEGER NOT NULL REFERENCES battles (id),
    battlegroup_id INTEGER NOT NULL REFERENCES battlegroups (id),
    position INTEGER NOT NULL,
    ordinal INTEGER NOT NULL CHECK (ordinal >= 1),
    side_id INTEGER NOT NULL REFERENCES sides (id),
    turns INTEGER NOT NULL,
    breaking_turn INTEGER NOT NULL CHECK (breaking_turn >= 0),
    retreated_from_turn INTEGER,
    held_field INTEGER NOT NULL CHECK (held_field IN (0, 1)),
    starting_points INTEGER NOT NULL,
    ending_points INTEGER NOT NULL,
    lost_points INTEGER NOT NULL,
    entry_json TEXT NOT NULL,
    exit_json TEXT NOT NULL,
    PRIMARY KEY (battle_id, battlegroup_id),
    UNIQUE (battlegroup_id, ordinal),
    CHECK ((breaking_turn = 0) = (retreated_from_turn IS NULL))
) STRICT;
INSERT INTO participants VALUES(1,1,1,1,1,1,0,NULL,1,22,18,4,'{"application":"MoraleDesk","breakingTurn":0,"format":1,"log":[],"name":"Blue Force","notes":"","ruleSystem":"ratio-morale","rules":{"bailedCrew":false,"defaultClass":"regular","defaultExperience":"seasoned","defaultNbcEquipped":false,"experience":false,"leaders":false,"moraleClasses":false,"nbc":false},"side":"Blue","turn":1,"units":[{"experience":"green","id":"a","kind":"infantry","name":"Alpha squad","notes":"","pieces":[{"crewSurvivor":false,"id":"a-sgt","kind":"soldier","morale":"infantry","moraleOfficer":false,"name":"Sgt. Ash","rank":"sergeant","state":{"actedTurn":0,"lastCheckTurn":0,"marker":false,"markerDueTurn":0,"nbcPending":false,"presence":"active","status":"normal"}},{"crewSurvivor":false,"id":"a-1","kind":"soldier","morale":"infantry","moraleOfficer":false,"name":"Pvt. Bell","rank":"trooper","state":{"actedTurn":0,"lastCheckTurn":0,"marker":false,"markerDueTurn":0,"nbcPending":false,"presence":"active","status":"normal"}},{"crewSurvivor":false,"id":"a-2","kind":"soldier","morale":"infantry","moraleOfficer":false,"name":"Pvt. Cole","rank":"trooper","state":{"actedTurn":0,"lastCheckTurn":0,"marker":false,"markerDueTurn":0,"nbcPending":false,"presence":"active","status":"normal"}},{"crewSurvivor":false,"id":"a-3","kind":"soldier","morale":"infantry","moraleOfficer":false,"name":"Pvt. Dunn","rank":"trooper","state":{"actedTurn":0,"lastCheckTurn":0,"marker":false,"markerDueTurn":0,"nbcPending":false,"presence":"active","status":"normal"}}]},{"id":"t","kind":"vehicle","name":"Tank Hammer","notes":"","pieces":[{"armorClass":"H2","crew":["corporal","trooper"],"currentMovement":10,"hasMovement":true,"id":"t-1","kind":"vehicle","morale":"vehicle","movementRate":10,"name":"Hammer","size":3,"state":{"actedTurn":0,"lastCheckTurn":0,"marker":false,"markerDueTurn":0,"nbcPending":false,"presence":"active","status":"normal"},"systems":{"damageControl":{"current":3,"levels":3},"movement":{"current":3,"levels":3},"targeting":{"current":3,"levels":3}},"targetingBonus":0,"weapons":[{"knockedOut":false,"name":"Main gun"},{"knockedOut":false,"name":"MG"}]}]},{"id":"w","kind":"robots","name":"Warbots","notes":"","pieces":[{"hits":0,"id":"w-1","kind":"warbot","morale":"robot","name":"Bot One","size":1,"state":{"actedTurn":0,"lastCheckTurn":0,"marker":false,"markerDueTurn":0,"nbcPending":false,"presence":"active","status":"normal"}},{"hits":0,"id":"w-2","kind":"warbot","morale":"robot","name":"Bot Two","size":2,"state":{"actedTurn":0,"lastCheckTurn":0,"marker":false,"markerDueTurn":0,"nbcPending":false,"presence":"active","status":"normal"}}]}]}','{"application":"MoraleDesk","breakingTurn":0,"format":1,"log":[{"detail":"","event":"casualty","piece":"a-1","points":1,"turn":1,"unit":"a"},{"automatic":"none","current":3,"detail":"","die":3,"event":"check","factors":[],"interceptive":false,"modifiedNeed":7,"need":7,"outcome":"passed","piece":"a-sgt","points":0,"result":"none","starting":4,"turn":1,"unit":"a"},{"automatic":"none","current":3,"detail":"","die":10,"event":"check","factors":[],"interceptive":false,"modifiedNeed":7,"need":7,"outcome":"failed","piece":"a-3","points":0,"result":"cautious","starting":4,"turn":1,"unit":"a"},{"detail":"","event":"left-board","piece":"a-2","points":1,"turn":1,"unit":"a"},{"detail":"targeting","event":"system-damage","piece":"t-1","points":1,"turn":1,"unit":"t"},{"detail":"","event":"penetrating-hit","piece":"w-1","points":1,"turn":1,"unit":"w"},{"detail":"3","event":"turn-ended","piece":"","points":0,"turn":1,"unit":""}],"name":"Blue Force","notes":"","ruleSystem":"ratio-morale","rules":{"bailedCrew":false,"defaultClass":"regular","defaultExperience":"seasoned","defaultNbcEquipped":false,"experience":false,"leaders":false,"moraleClasses":false,"nbc":false},"side":"Blue","turn":2,"units":[{"experience":"green","id":"a","kind":"infantry","name":"Alpha squad","notes":"","pieces":[{"crewSurvivor":false,"id":"a-sgt","kind":"soldier","morale":"infantry","moraleOfficer":false,"name":"Sgt. Ash","rank":"sergeant","state":{"actedTurn":0,"lastCheckTurn":1,"marker":false,"markerDueTurn":1,"nbcPending":false,"presence":"active","status":"normal"}},{"crewSurvivor":false,"id":"a-1","kind":"soldier","morale":"infantry","moraleOfficer":false,"name":"Pvt. Bell","rank":"trooper","state":{"actedTurn":0,"lastCheckTurn":0,"marker":false,"markerDueTurn":0,"nbcPending":false,"presence":"casualty","status":"normal"}},{"crewSurvivor":false,"id":"a-2","kind":"soldier","morale":"infantry","moraleOfficer":false,"name":"Pvt. Cole","rank":"trooper","state":{"actedTurn":0,"lastCheckTurn":0,"marker":false,"markerDueTurn":1,"nbcPending":false,"presence":"left-board","status":"normal"}},{"crewSurvivor":false,"id":"a-3","kind":"soldier","morale":"infantry","moraleOfficer":false,"name":"Pvt. Dunn","rank":"trooper","state":{"actedTurn":0,"lastCheckTurn":1,"marker":true,"markerDueTurn":1,"nbcPending":false,"presence":"active","status":"cautious"}}]},{"id":"t","kind":"vehicle","name":"Tank Hammer","notes":"","pieces":[{"armorClass":"H2","crew":["corporal","trooper"],"currentMovement":10,"hasMovement":true,"id":"t-1","kind":"vehicle","morale":"vehicle","movementRate":10,"name":"Hammer","size":3,"state":{"actedTurn":0,"lastCheckTurn":0,"marker":true,"markerDueTurn":1,"nbcPending":false,"presence":"active","status":"normal"},"systems":{"damageControl":{"current":3,"levels":3},"movement":{"current":3,"levels":3},"targeting":{"current":2,"levels":3}},"targetingBonus":0,"weapons":[{"knockedOut":false,"name":"Main gun"},{"knockedOut":false,"name":"MG"}]}]},{"id":"w","kind":"robots","name":"Warbots","notes":"","pieces":[{"hits":1,"id":"w-1","kind":"warbot","morale":"robot","name":"Bot One","size":1,"state":{"actedTurn":0,"lastCheckTurn":0,"marker":true,"markerDueTurn":1,"nbcPending":false,"presence":"active","status":"normal"}},{"hits":0,"id":"w-2","kind":"warbot","morale":"robot","name":"Bot Two","size":2,"state":{"actedTurn":0,"lastCheckTurn":0,"marker":true,"markerDueTurn":1,"nbcPending":false,"presence":"active","status":"normal"}}]}]}');
INSERT INTO participants VALUES(1,2,2,1,2,1,1,2,0,6,3,3,'{"application":"MoraleDesk","breakingTurn":0,"format":1,"log":[],"name":"Red Force","notes":"","ruleSystem":"ratio-morale","rules":{"bailedCrew":false,"defaultClass":"regular","defaultExperience":"green","defaultNbcEquipped":false,"experience":false,"leaders":false,"moraleClasses":false,"nbc":false},"side":"Red","turn":1,"units":[{"id":"r","kind":"infantry","name":"Raiders","notes":"","pieces":[{"crewSurvivor":false,"id":"r-1","kind":"soldier","morale":"infantry","moraleOfficer":false,"name":"Pvt. R1","rank":"trooper","state":{"actedTurn":0,"lastCheckTurn":0,"marker":false,"markerDueTurn":0,"nbcPending":false,"presence":"active","status":"normal"}},{"crewSurvivor":false,"id":"r-2","kind":"soldier","morale":"infantry","moraleOfficer":false,"name":"Pvt. R2","rank":"trooper","state":{"actedTurn":0,"lastCheckTurn":0,"marker":false,"markerDueTurn":0,"nbcPending":false,"presence":"active","status":"normal"}},{"crewSurvivor":false,"id":"r-3","kind":"soldier","morale":"infantry","moraleOfficer":false,"name":"Pvt. R3","rank":"trooper","state":{"actedTurn":0,"lastCheckTurn":0,"marker":false,"markerDueTurn":0,"nbcPending":false,"presence":"active","status":"normal"}},{"crewSurvivor":false,"id":"r-4","kind":"soldier","morale":"infantry","moraleOfficer":false,"name":"Pvt. R4","rank":"trooper","state":{"actedTurn":0,"lastCheckTurn":0,"marker":false,"markerDueTurn":0,"nbcPending":false,"presence":"active","status":"normal"}}]},{"id":"s","kind":"infantry","name":"Support, \"Heavy\"","notes":"","pieces":[{"crewSurvivor":false,"id":"s-1","kind":"soldier","morale":"infantry","moraleOfficer":false,"name":"Pvt. S1","rank":"trooper","state":{"actedTurn":0,"lastCheckTurn":0,"marker":false,"markerDueTurn":0,"nbcPending":false,"presence":"active","status":"normal"}},{"crewSurvivor":false,"id":"s-2","kind":"soldier","morale":"infantry","moraleOfficer":false,"name":"Pvt. S2","rank":"trooper","state":{"actedTurn":0,"lastCheckTurn":0,"marker":false,"markerDueTurn":0,"nbcPending":false,"presence":"active","status":"normal"}}]}]}','{"application":"MoraleDesk","breakingTurn":1,"format":1,"log":[{"detail":"","event":"casualty","piece":"r-1","points":1,"turn":1,"unit":"r"},{"detail":"","event":"casualty","piece":"r-2","points":1,"turn":1,"unit":"r"},{"detail":"","event":"casualty","piece":"r-3","points":1,"turn":1,"unit":"r"},{"current":3,"detail":"","event":"breaking-point","piece":"","points":3,"starting":6,"turn":1,"unit":""},{"automatic":"none","current":1,"detail":"","die":10,"event":"check","factors":[],"interceptive":false,"modifiedNeed":2,"need":2,"outcome":"failed","piece":"r-4","points":0,"result":"broken","starting":4,"turn":1,"unit":"r"},{"detail":"","event":"turn-ended","piece":"","points":0,"turn":1,"unit":""}],"name":"Red Force","notes":"","ruleSystem":"ratio-morale","rules":{"bailedCrew":false,"defaultClass":"regular","defaultExperience":"green","defaultNbcEquipped":false,"experience":false,"leaders":false,"moraleClasses":false,"nbc":false},"side":"Red","turn":2,"units":[{"id":"r","kind":"infantry","name":"Raiders","notes":"","pieces":[{"crewSurvivor":false,"id":"r-1","kind":"soldier","morale":"infantry","moraleOfficer":false,"name":"Pvt. R1","rank":"trooper","state":{"actedTurn":0,"lastCheckTurn":0,"marker":false,"markerDueTurn":0,"nbcPending":false,"presence":"casualty","status":"normal"}},{"crewSurvivor":false,"id":"r-2","kind":"soldier","morale":"infantry","moraleOfficer":false,"name":"Pvt. R2","rank":"trooper","state":{"actedTurn":0,"lastCheckTurn":0,"marker":false,"markerDueTurn":0,"nbcPending":false,"presence":"casualty","status":"normal"}},{"crewSurvivor":false,"id":"r-3","kind":"soldier","morale":"infantry","moraleOfficer":false,"name":"Pvt. R3","rank":"trooper","state":{"actedTurn":0,"lastCheckTurn":0,"marker":false,"markerDueTurn":0,"nbcPending":false,"presence":"casualty","status":"normal"}},{"crewSurvivor":false,"id":"r-4","kind":"soldier","morale":"infantry","moraleOfficer":false,"name":"Pvt. R4","rank":"trooper","state":{"actedTurn":0,"lastCheckTurn":1,"marker":true,"markerDueTurn":1,"nbcPending":false,"presence":"active","status":"broken"}}]},{"id":"s","kind":"infantry","name":"Support, \"Heavy\"","notes":"","pieces":[{"crewSurvivor":false,"id":"s-1","kind":"soldier","morale":"infantry","moraleOfficer":false,"name":"Pvt. S1","rank":"trooper","state":{"actedTurn":0,"lastCheckTurn":0,"marker":false,"markerDueTurn":0,"nbcPending":false,"presence":"active","status":"normal"}},{"crewSurvivor":false,"id":"s-2","kind":"soldier","morale":"infantry","moraleOfficer":false,"name":"Pvt. S2","rank":"trooper","state":{"actedTurn":0,"lastCheckTurn":0,"marker":false,"markerDueTurn":0,"nbcPending":false,"presence":"active","status":"normal"}}]}]}');
INSERT INTO participants VALUES(2,1,1,2,1,1,1,2,0,21,9,12,'{"application":"MoraleDesk","breakingTurn":0,"format":1,"log":[],"name":"Blue Force","notes":"","ruleSystem":"ratio-morale","rules":{"bailedCrew":false,"defaultClass":"regular","defaultExperience":"seasoned","defaultNbcEquipped":false,"experience":false,"leaders":false,"moraleClasses":false,"nbc":false},"side":"Blue","turn":1,"units":[{"experience":"green","id":"a","kind":"infantry","name":"Alpha squad","notes":"","pieces":[{"crewSurvivor":false,"id":"a-sgt","kind":"soldier","morale":"infantry","moraleOfficer":false,"name":"Sgt. Ash","rank":"sergeant","state":{"actedTurn":0,"lastCheckTurn":0,"marker":false,"markerDueTurn":0,"nbcPending":false,"presence":"active","status":"normal"}},{"crewSurvivor":false,"id":"a-2","kind":"soldier","morale":"infantry","moraleOfficer":false,"name":"Pvt. Cole","rank":"trooper","state":{"actedTurn":0,"lastCheckTurn":0,"marker":false,"markerDueTurn":0,"nbcPending":false,"presence":"active","status":"normal"}},{"crewSurvivor":false,"id":"a-3","kind":"soldier","morale":"infantry","moraleOfficer":false,"name":"Pvt. Dunn","rank":"trooper","state":{"actedTurn":0,"lastCheckTurn":0,"marker":false,"markerDueTurn":0,"nbcPending":false,"presence":"active","status":"normal"}}]},{"id":"t","kind":"vehicle","name":"Tank Hammer","notes":"","pieces":[{"armorClass":"H2","crew":["corporal","trooper"],"currentMovement":10,"hasMovement":true,"id":"t-1","kind":"vehicle","morale":"vehicle","movementRate":10,"name":"Hammer","size":3,"state":{"actedTurn":0,"lastCheckTurn":0,"marker":false,"markerDueTurn":0,"nbcPending":false,"presence":"active","status":"normal"},"systems":{"damageControl":{"current":3,"levels":3},"movement":{"current":3,"levels":3},"targeting":{"current":3,"levels":3}},"targetingBonus":0,"weapons":[{"knockedOut":false,"name":"Main gun"},{"knockedOut":false,"name":"MG"}]}]},{"id":"w","kind":"robots","name":"Warbots","notes":"","pieces":[{"hits":0,"id":"w-1","kind":"warbot","morale":"robot","name":"Bot One","size":1,"state":{"actedTurn":0,"lastCheckTurn":0,"marker":false,"markerDueTurn":0,"nbcPending":false,"presence":"active","status":"normal"}},{"hits":0,"id":"w-2","kind":"warbot","morale":"robot","name":"Bot Two","size":2,"state":{"actedTurn":0,"lastCheckTurn":0,"marker":false,"markerDueTurn":0,"nbcPending":false,"presence":"active","status":"normal"}}]}]}','{"application":"MoraleDesk","breakingTurn":1,"format":1,"log":[{"detail":"","event":"casualty","piece":"a-sgt","points":1,"turn":1,"unit":"a"},{"automatic":"none","current":2,"detail":"","die":10,"event":"check","factors":[],"interceptive":false,"modifiedNeed":6,"need":6,"outcome":"failed","piece":"a-2","points":0,"result":"shaken","starting":3,"turn":1,"unit":"a"},{"detail":"","event":"surrender","piece":"a-2","points":1,"turn":1,"unit":"a"},{"detail":"1","event":"explosion","piece":"t-1","points":11,"turn":1,"unit":"t"},{"current":9,"detail":"","event":"breaking-point","piece":"","points":12,"starting":21,"turn":1,"unit":""},{"detail":"2","event":"turn-ended","piece":"","points":0,"turn":1,"unit":""}],"name":"Blue Force","notes":"","ruleSystem":"ratio-morale","rules":{"bailedCrew":false,"defaultClass":"regular","defaultExperience":"seasoned","defaultNbcEquipped":false,"experience":false,"leaders":false,"moraleClasses":false,"nbc":false},"side":"Blue","turn":2,"units":[{"experience":"green","id":"a","kind":"infantry","name":"Alpha squad","notes":"","pieces":[{"crewSurvivor":false,"id":"a-sgt","kind":"soldier","morale":"infantry","moraleOfficer":false,"name":"Sgt. Ash","rank":"sergeant","state":{"actedTurn":0,"lastCheckTurn":0,"marker":false,"markerDueTurn":0,"nbcPending":false,"presence":"casualty","status":"normal"}},{"crewSurvivor":false,"id":"a-2","kind":"soldier","morale":"infantry","moraleOfficer":false,"name":"Pvt. Cole","rank":"trooper","state":{"actedTurn":0,"lastCheckTurn":0,"marker":false,"markerDueTurn":0,"nbcPending":false,"presence":"surrendered","status":"normal"}},{"crewSurvivor":false,"id":"a-3","kind":"soldier","morale":"infantry","moraleOfficer":false,"name":"Pvt. Dunn","rank":"trooper","state":{"actedTurn":0,"lastCheckTurn":0,"marker":true,"markerDueTurn":1,"nbcPending":false,"presence":"active","status":"normal"}}]},{"id":"t","kind":"vehicle","name":"Tank Hammer","notes":"","pieces":[{"armorClass":"H2","crew":["corporal","trooper"],"currentMovement":10,"hasMovement":true,"id":"t-1","kind":"vehicle","morale":"vehicle","movementRate":10,"name":"Hammer","size":3,"state":{"actedTurn":0,"lastCheckTurn":0,"marker":false,"markerDueTurn":0,"nbcPending":false,"presence":"destroyed","status":"normal"},"systems":{"damageControl":{"current":3,"levels":3},"movement":{"current":3,"levels":3},"targeting":{"current":3,"levels":3}},"targetingBonus":0,"weapons":[{"knockedOut":false,"name":"Main gun"},{"knockedOut":false,"name":"MG"}]},{"crewSurvivor":true,"id":"t-1-crew1","kind":"soldier","morale":"infantry","moraleOfficer":false,"name":"Hammer crew: Corporal / Warder","rank":"corporal","state":{"actedTurn":0,"lastCheckTurn":0,"marker":true,"markerDueTurn":1,"nbcPending":false,"presence":"active","status":"normal"}}]},{"id":"w","kind":"robots","name":"Warbots","notes":"","pieces":[{"hits":0,"id":"w-1","kind":"warbot","morale":"robot","name":"Bot One","size":1,"state":{"actedTurn":0,"lastCheckTurn":0,"marker":false,"markerDueTurn":0,"nbcPending":false,"presence":"active","status":"normal"}},{"hits":0,"id":"w-2","kind":"warbot","morale":"robot","name":"Bot Two","size":2,"state":{"actedTurn":0,"lastCheckTurn":0,"marker":false,"markerDueTurn":0,"nbcPending":false,"presence":"active","status":"normal"}}]}]}');
INSERT INTO participants VALUES(2,2,2,2,2,1,1,2,0,4,2,2,'{"application":"MoraleDesk","breakingTurn":0,"format":1,"log":[],"name":"Red Force","notes":"","ruleSystem":"ratio-morale","rules":{"bailedCrew":false,"defaultClass":"regular","defaultExperience":"green","defaultNbcEquipped":false,"experience":false,"leaders":false,"moraleClasses":false,"nbc":false},"side":"Red","turn":1,"units":[{"id":"r","kind":"infantry","name":"Raiders","notes":"","pieces":[{"crewSurvivor":false,"id":"r-4","kind":"soldier","morale":"infantry","moraleOfficer":false,"name":"Pvt. R4","rank":"trooper","state":{"actedTurn":0,"lastCheckTurn":0,"marker":false,"markerDueTurn":0,"nbcPending":false,"presence":"active","status":"normal"}},{"crewSurvivor":false,"id":"r-5","kind":"soldier","morale":"infantry","moraleOfficer":false,"name":"Pvt. R5","rank":"trooper","state":{"actedTurn":0,"lastCheckTurn":0,"marker":false,"markerDueTurn":0,"nbcPending":false,"presence":"active","status":"normal"}}]},{"id":"s","kind":"infantry","name":"Support, \"Heavy\"","notes":"","pieces":[{"crewSurvivor":false,"id":"s-1","kind":"soldier","morale":"infantry","moraleOfficer":false,"name":"Pvt. S1","rank":"trooper","state":{"actedTurn":0,"lastCheckTurn":0,"marker":false,"markerDueTurn":0,"nbcPending":false,"presence":"active","status":"normal"}},{"crewSurvivor":false,"id":"s-2","kind":"soldier","morale":"infantry","moraleOfficer":false,"name":"Pvt. S2","rank":"trooper","state":{"actedTurn":0,"lastCheckTurn":0,"marker":false,"markerDueTurn":0,"nbcPending":false,"presence":"active","status":"normal"}}]}]}','{"application":"MoraleDesk","breakingTurn":1,"format":1,"log":[{"detail":"","event":"casualty","piece":"r-4","points":1,"turn":1,"unit":"r"},{"detail":"","event":"left-board","piece":"s-1","points":1,"turn":1,"unit":"s"},{"current":2,"detail":"","event":"breaking-point","piece":"","points":2,"starting":4,"turn":1,"unit":""},{"detail":"1","event":"turn-ended","piece":"","points":0,"turn":1,"unit":""}],"name":"Red Force","notes":"","ruleSystem":"ratio-morale","rules":{"bailedCrew":false,"defaultClass":"regular","defaultExperience":"green","defaultNbcEquipped":false,"experience":false,"leaders":false,"moraleClasses":false,"nbc":false},"side":"Red","turn":2,"units":[{"id":"r","kind":"infantry","name":"Raiders","notes":"","pieces":[{"crewSurvivor":false,"id":"r-4","kind":"soldier","morale":"infantry","moraleOfficer":false,"name":"Pvt. R4","rank":"trooper","state":{"actedTurn":0,"lastCheckTurn":0,"marker":false,"markerDueTurn":0,"nbcPending":false,"presence":"casualty","status":"normal"}},{"crewSurvivor":false,"id":"r-5","kind":"soldier","morale":"infantry","moraleOfficer":false,"name":"Pvt. R5","rank":"trooper","state":{"actedTurn":0,"lastCheckTurn":0,"marker":true,"markerDueTurn":1,"nbcPending":false,"presence":"active","status":"normal"}}]},{"id":"s","kind":"infantry","name":"Support, \"Heavy\"","notes":"","pieces":[{"crewSurvivor":false,"id":"s-1","kind":"soldier","morale":"infantry","moraleOfficer":false,"name":"Pvt. S1","rank":"trooper","state":{"actedTurn":0,"lastCheckTurn":0,"marker":false,"markerDueTurn":0,"nbcPending":false,"presence":"left-board","status":"normal"}},{"crewSurvivor":false,"id":"s-2","kind":"soldier","morale":"infantry","moraleOfficer":false,"name":"Pvt. S2","rank":"trooper","state":{"actedTurn":0,"lastCheckTurn":0,"marker":false,"markerDueTurn":0,"nbcPending":false,"presence":"active","status":"normal"}}]}]}');
CREATE TABLE units (
    id INTEGER PRIMARY KEY,
    battlegroup_id INTEGER NOT NULL REFERENCES battlegroups (id),
    unit_key TEXT NOT NULL,
    name TEXT NOT NULL,
    kind TEXT NOT NULL,
    UNIQUE (battlegroup_id, unit_key)
) STRICT;
INSERT INTO units VALUES(1,1,'a','Alpha squad','infantry');
INSERT INTO units VALUES(2,1,'t','Tank Hammer','vehicle');
INSERT INTO units VALUES(3,1,'w','Warbots','robots');
INSERT INTO units VALUES(4,2,'r','Raiders','infantry');
INSERT INTO units VALUES(5,2,'s','Support, "Heavy"','infantry');
CREATE TABLE unit_results (
    battle_id INTEGER NOT NULL,
    battlegroup_id INTEGER NOT NULL,
    unit_id INTEGER NOT NULL REFERENCES units (id),
    position INTEGER NOT NULL,
    name TEXT NOT NULL,
    experience TEXT NOT NULL CHECK (experience IN ('green', 'seasoned')),
    pieces INTEGER NOT NULL,
    starting_points INTEGER NOT NULL,
    ending_points INTEGER NOT NULL,
    casualties INTEGER NOT NULL,
    surrendered INTEGER NOT NULL,
    shot INTEGER NOT NULL,
    eliminated INTEGER NOT NULL,
    destroyed INTEGER NOT NULL,
    abandoned INTEGER NOT NULL,
    left_board INTEGER NOT NULL,
    leaders_lost INTEGER NOT NULL,
    checks_passed INTEGER NOT NULL,
    checks_failed INTEGER NOT NULL,
    times_broken INTEGER NOT NULL,
    end_status TEXT NOT NULL,
    PRIMARY KEY (battle_id, unit_id),
    FOREIGN KEY (battle_id, battlegroup_id) REFERENCES participants (battle_id, battlegroup_id)
) STRICT;
INSERT INTO unit_results VALUES(1,1,1,1,'Alpha squad','green',4,4,3,1,0,0,0,0,0,1,0,1,1,0,'cautious');
INSERT INTO unit_results VALUES(1,1,2,2,'Tank Hammer','seasoned',1,11,10,0,0,0,0,0,0,0,0,0,0,0,'normal');
INSERT INTO unit_results VALUES(1,1,3,3,'Warbots','seasoned',2,7,6,0,0,0,0,0,0,0,0,0,0,0,'normal');
INSERT INTO unit_results VALUES(1,2,4,1,'Raiders','green',4,4,1,3,0,0,0,0,0,0,0,0,1,1,'broken');
INSERT INTO unit_results VALUES(1,2,5,2,'Support, "Heavy"','green',2,2,2,0,0,0,0,0,0,0,0,0,0,0,'normal');
INSERT INTO unit_results VALUES(2,1,1,1,'Alpha squad','green',3,3,1,1,1,0,0,0,0,0,1,0,1,0,'normal');
INSERT INTO unit_results VALUES(2,1,2,2,'Tank Hammer','seasoned',2,11,1,0,0,0,0,1,0,0,0,0,0,0,'normal');
INSERT INTO unit_results VALUES(2,1,3,3,'Warbots','seasoned',2,7,7,0,0,0,0,0,0,0,0,0,0,0,'normal');
INSERT INTO unit_results VALUES(2,2,4,1,'Raiders','green',2,2,1,1,0,0,0,0,0,0,0,0,0,0,'normal');
INSERT INTO unit_results VALUES(2,2,5,2,'Support, "Heavy"','green',2,2,2,0,0,0,0,0,0,1,0,0,0,0,'normal');
CREATE TABLE piece_results (
    battle_id INTEGER NOT NULL,
    unit_id INTEGER NOT NULL,
    position INTEGER NOT NULL,
    piece_key TEXT NOT NULL,
    name TEXT NOT NULL,
    kind TEXT NOT NULL,
    rank TEXT,
    morale_officer INTEGER NOT NULL CHECK (morale_officer IN (0, 1)),
    crew_survivor INTEGER NOT NULL CHECK (crew_survivor IN (0, 1)),
    presence TEXT NOT NULL,
    status TEXT NOT NULL,
    starting_points INTEGER NOT NULL,
    ending_points INTEGER NOT NULL,
    PRIMARY KEY (battle_id, unit_id, piece_key),
    FOREIGN KEY (battle_id, unit_id) REFERENCES unit_results (battle_id, unit_id)
) STRICT;
INSERT INTO piece_results VALUES(1,1,1,'a-sgt','Sgt. Ash','soldier','sergeant',0,0,'active','normal',1,1);
INSERT INTO piece_results VALUES(1,1,2,'a-1','Pvt. Bell','soldier','trooper',0,0,'casualty','normal',1,0);
INSERT INTO piece_results VALUES(1,1,3,'a-2','Pvt. Cole','soldier','trooper',0,0,'left-board','normal',1,1);
INSERT INTO piece_results VALUES(1,1,4,'a-3','Pvt. Dunn','soldier','trooper',0,0,'active','cautious',1,1);
INSERT INTO piece_results VALUES(1,2,1,'t-1','Hammer','vehicle',NULL,0,0,'active','normal',11,10);
INSERT INTO piece_results VALUES(1,3,1,'w-1','Bot One','warbot',NULL,0,0,'active','normal',3,2);
INSERT INTO piece_results VALUES(1,3,2,'w-2','Bot Two','warbot',NULL,0,0,'active','normal',4,4);
INSERT INTO piece_results VALUES(1,4,1,'r-1','Pvt. R1','soldier','trooper',0,0,'casualty','normal',1,0);
INSERT INTO piece_results VALUES(1,4,2,'r-2','Pvt. R2','soldier','trooper',0,0,'casualty','normal',1,0);
INSERT INTO piece_results VALUES(1,4,3,'r-3','Pvt. R3','soldier','trooper',0,0,'casualty','normal',1,0);
INSERT INTO piece_results VALUES(1,4,4,'r-4','Pvt. R4','soldier','trooper',0,0,'active','broken',1,1);
INSERT INTO piece_results VALUES(1,5,1,'s-1','Pvt. S1','soldier','trooper',0,0,'active','normal',1,1);
INSERT INTO piece_results VALUES(1,5,2,'s-2','Pvt. S2','soldier','trooper',0,0,'active','normal',1,1);
INSERT INTO piece_results VALUES(2,1,1,'a-sgt','Sgt. Ash','soldier','sergeant',0,0,'casualty','normal',1,0);
INSERT INTO piece_results VALUES(2,1,2,'a-2','Pvt. Cole','soldier','trooper',0,0,'surrendered','normal',1,0);
INSERT INTO piece_results VALUES(2,1,3,'a-3','Pvt. Dunn','soldier','trooper',0,0,'active','normal',1,1);
INSERT INTO piece_results VALUES(2,2,1,'t-1','Hammer','vehicle',NULL,0,0,'destroyed','normal',11,0);
INSERT INTO piece_results VALUES(2,2,2,'t-1-crew1','Hammer crew: Corporal / Warder','soldier','corporal',0,1,'active','normal',0,1);
INSERT INTO piece_results VALUES(2,3,1,'w-1','Bot One','warbot',NULL,0,0,'active','normal',3,3);
INSERT INTO piece_results VALUES(2,3,2,'w-2','Bot Two','warbot',NULL,0,0,'active','normal',4,4);
INSERT INTO piece_results VALUES(2,4,1,'r-4','Pvt. R4','soldier','trooper',0,0,'casualty','normal',1,0);
INSERT INTO piece_results VALUES(2,4,2,'r-5','Pvt. R5','soldier','trooper',0,0,'active','normal',1,1);
INSERT INTO piece_results VALUES(2,5,1,'s-1','Pvt. S1','soldier','trooper',0,0,'left-board','normal',1,1);
INSERT INTO piece_results VALUES(2,5,2,'s-2','Pvt. S2','soldier','trooper',0,0,'active','normal',1,1);
CREATE TABLE log_records (
    battle_id INTEGER NOT NULL,
    battlegroup_id INTEGER NOT NULL,
    seq INTEGER NOT NULL,
    turn INTEGER NOT NULL,
    event TEXT NOT NULL,
    unit_key TEXT NOT NULL,
    piece_key TEXT NOT NULL,
    detail TEXT NOT NULL,
    points INTEGER NOT NULL,
    starting_level INTEGER,
    current_level INTEGER,
    need INTEGER,
    modified_need INTEGER,
    factors TEXT,
    die INTEGER,
    automatic TEXT,
    outcome TEXT,
    result TEXT,
    interceptive INTEGER,
    PRIMARY KEY (battle_id, battlegroup_id, seq),
    FOREIGN KEY (battle_id, battlegroup_id) REFERENCES participants (battle_id, battlegroup_id)
) STRICT;
INSERT INTO log_records VALUES(1,1,1,1,'casualty','a','a-1','',1,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL);
INSERT INTO log_records VALUES(1,1,2,1,'check','a','a-sgt','',0,4,3,7,7,'',3,'none','passed','none',0);
INSERT INTO log_records VALUES(1,1,3,1,'check','a','a-3','',0,4,3,7,7,'',10,'none','failed','cautious',0);
INSERT INTO log_records VALUES(1,1,4,1,'left-board','a','a-2','',1,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL);
INSERT INTO log_records VALUES(1,1,5,1,'system-damage','t','t-1','targeting',1,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL);
INSERT INTO log_records VALUES(1,1,6,1,'penetrating-hit','w','w-1','',1,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL);
INSERT INTO log_records VALUES(1,1,7,1,'turn-ended','','','3',0,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL);
INSERT INTO log_records VALUES(1,2,1,1,'casualty','r','r-1','',1,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL);
INSERT INTO log_records VALUES(1,2,2,1,'casualty','r','r-2','',1,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL);
INSERT INTO log_records VALUES(1,2,3,1,'casualty','r','r-3','',1,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL);
INSERT INTO log_records VALUES(1,2,4,1,'breaking-point','','','',3,6,3,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL);
INSERT INTO log_records VALUES(1,2,5,1,'check','r','r-4','',0,4,1,2,2,'',10,'none','failed','broken',0);
INSERT INTO log_records VALUES(1,2,6,1,'turn-ended','','','',0,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL);
INSERT INTO log_records VALUES(2,1,1,1,'casualty','a','a-sgt','',1,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL);
INSERT INTO log_records VALUES(2,1,2,1,'check','a','a-2','',0,3,2,6,6,'',10,'none','failed','shaken',0);
INSERT INTO log_records VALUES(2,1,3,1,'surrender','a','a-2','',1,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL);
INSERT INTO log_records VALUES(2,1,4,1,'explosion','t','t-1','1',11,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL);
INSERT INTO log_records VALUES(2,1,5,1,'breaking-point','','','',12,21,9,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL);
INSERT INTO log_records VALUES(2,1,6,1,'turn-ended','','','2',0,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL);
INSERT INTO log_records VALUES(2,2,1,1,'casualty','r','r-4','',1,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL);
INSERT INTO log_records VALUES(2,2,2,1,'left-board','s','s-1','',1,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL);
INSERT INTO log_records VALUES(2,2,3,1,'breaking-point','','','',2,4,2,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL);
INSERT INTO log_records VALUES(2,2,4,1,'turn-ended','','','1',0,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL,NULL);
COMMIT;
