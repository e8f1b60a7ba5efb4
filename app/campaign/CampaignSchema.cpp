#include "CampaignSchema.h"

using namespace Qt::StringLiterals;

namespace md {

// STRICT tables (SQLite 3.37+) refuse a value of the wrong type instead of storing it anyway.
QStringList CampaignSchema::creationV1()
{
    return {
        uR"(CREATE TABLE campaign (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    name TEXT NOT NULL CHECK (name <> ''),
    notes TEXT NOT NULL DEFAULT '',
    created_at TEXT NOT NULL,
    created_by TEXT NOT NULL
) STRICT)"_s,
        uR"(CREATE TABLE sides (
    id INTEGER PRIMARY KEY,
    position INTEGER NOT NULL,
    name TEXT NOT NULL UNIQUE CHECK (name <> ''),
    player TEXT NOT NULL DEFAULT ''
) STRICT)"_s,
        uR"(CREATE TABLE battlegroups (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL UNIQUE CHECK (name <> ''),
    side_id INTEGER NOT NULL REFERENCES sides (id),
    enrolled_json TEXT,
    created_at TEXT NOT NULL
) STRICT)"_s,
        uR"(CREATE TABLE battles (
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
) STRICT)"_s,
        uR"(CREATE TABLE participants (
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
) STRICT)"_s,
        uR"(CREATE TABLE units (
    id INTEGER PRIMARY KEY,
    battlegroup_id INTEGER NOT NULL REFERENCES battlegroups (id),
    unit_key TEXT NOT NULL,
    name TEXT NOT NULL,
    kind TEXT NOT NULL,
    UNIQUE (battlegroup_id, unit_key)
) STRICT)"_s,
        uR"(CREATE TABLE unit_results (
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
) STRICT)"_s,
        uR"(CREATE TABLE piece_results (
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
) STRICT)"_s,
        uR"(CREATE TABLE log_records (
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
) STRICT)"_s,
    };
}

QStringList CampaignSchema::migration(int from)
{
    switch (from) {
    case 1:
        // v2: replacements on their way to the front (R12), and the indexes the service record and the
        // arrival of replacements look things up by.
        return {
            uR"(CREATE TABLE replacements (
    id INTEGER PRIMARY KEY,
    battlegroup_id INTEGER NOT NULL REFERENCES battlegroups (id),
    unit_key TEXT NOT NULL,
    pieces INTEGER NOT NULL CHECK (pieces >= 1),
    unit_json TEXT NOT NULL,
    requested_after INTEGER NOT NULL CHECK (requested_after >= 0),
    delay INTEGER NOT NULL CHECK (delay >= 0),
    arrives_for INTEGER NOT NULL,
    joined_battle_id INTEGER REFERENCES battles (id),
    notes TEXT NOT NULL DEFAULT '',
    created_at TEXT NOT NULL,
    CHECK (arrives_for = requested_after + delay + 1)
) STRICT)"_s,
            u"CREATE INDEX replacements_by_battlegroup ON replacements (battlegroup_id, joined_battle_id)"_s,
            u"CREATE INDEX unit_results_by_unit ON unit_results (unit_id)"_s,
            u"CREATE INDEX log_records_by_unit ON log_records (battlegroup_id, unit_key)"_s,
        };
    case 2:
        // v3: a battle recorded with one side only, which reached its breaking point, is that side's retreat
        // (R11): outcome 'retreated'. SQLite cannot change a CHECK constraint, so battles is built again with
        // the same rows under the same ids. participants and replacements refer to it: their foreign keys are
        // checked at the commit (defer_foreign_keys, reset by the commit), when every row is back.
        return {
            u"PRAGMA defer_foreign_keys = ON"_s,
            u"CREATE TEMP TABLE battles_v2 AS SELECT * FROM main.battles"_s,
            u"DROP TABLE main.battles"_s,
            uR"(CREATE TABLE battles (
    id INTEGER PRIMARY KEY,
    number INTEGER NOT NULL UNIQUE CHECK (number >= 1),
    date TEXT,
    name TEXT NOT NULL,
    scenario TEXT NOT NULL DEFAULT '',
    turns INTEGER NOT NULL CHECK (turns >= 1),
    outcome TEXT NOT NULL CHECK (outcome IN ('undecided', 'held', 'neither', 'retreated')),
    held_by_side_id INTEGER REFERENCES sides (id),
    notes TEXT NOT NULL DEFAULT '',
    recorded_at TEXT NOT NULL,
    CHECK ((outcome = 'held') = (held_by_side_id IS NOT NULL))
) STRICT)"_s,
            uR"(INSERT INTO main.battles (id, number, date, name, scenario, turns, outcome, held_by_side_id, notes, recorded_at)
SELECT id, number, date, name, scenario, turns, outcome, held_by_side_id, notes, recorded_at FROM temp.battles_v2)"_s,
            u"DROP TABLE temp.battles_v2"_s,
            // log_records.points means one thing: older versions wrote the count of checks an end-turn override
            // left undone into `detail` with points 0; it moves to `points` (docs/file-format.md, turn-ended
            // records: a whole number up to 1 000 000).
            uR"(UPDATE log_records SET points = CAST(detail AS INTEGER), detail = ''
WHERE event = 'turn-ended' AND points = 0 AND detail <> '' AND detail NOT GLOB '*[^0-9]*' AND length(detail) <= 7
    AND CAST(detail AS INTEGER) <= 1000000)"_s,
        };
    case 3:
        // v4: the rule-system seam. Every battle and force (battlegroup) says which rule system recorded it;
        // everything before v4 was ratio-morale's. The tables only ratio's recorder reads and writes carry
        // its name (ratio_…); the generic ones (campaign, sides, battlegroups, battles, participants) keep
        // theirs. RENAME also rewrites the references to a table in the others' foreign keys; an index
        // cannot be renamed, so it is made again under its new name.
        return {
            uR"(ALTER TABLE battles ADD COLUMN rule_system TEXT NOT NULL DEFAULT 'ratio-morale' CHECK (rule_system <> ''))"_s,
            uR"(ALTER TABLE battlegroups ADD COLUMN rule_system TEXT NOT NULL DEFAULT 'ratio-morale' CHECK (rule_system <> ''))"_s,
            u"ALTER TABLE units RENAME TO ratio_units"_s,
            u"ALTER TABLE unit_results RENAME TO ratio_unit_results"_s,
            u"ALTER TABLE piece_results RENAME TO ratio_piece_results"_s,
            u"ALTER TABLE log_records RENAME TO ratio_log_records"_s,
            u"ALTER TABLE replacements RENAME TO ratio_replacements"_s,
            u"DROP INDEX replacements_by_battlegroup"_s,
            u"DROP INDEX unit_results_by_unit"_s,
            u"DROP INDEX log_records_by_unit"_s,
            u"CREATE INDEX ratio_replacements_by_battlegroup ON ratio_replacements (battlegroup_id, joined_battle_id)"_s,
            u"CREATE INDEX ratio_unit_results_by_unit ON ratio_unit_results (unit_id)"_s,
            u"CREATE INDEX ratio_log_records_by_unit ON ratio_log_records (battlegroup_id, unit_key)"_s,
        };
    case 4:
        // v5: WW1's records (seed 002, ww1-morale). A WW1 battle is a row of battles and one of participants per
        // force, as every system's; what it did to each group and stand and its log are in WW1's own tables.
        // The participants' ratio figures (points, breaking turn) stay 0 and NULL for a WW1 force.
        return {
            uR"(CREATE TABLE ww1_group_results (
    battle_id INTEGER NOT NULL,
    battlegroup_id INTEGER NOT NULL,
    position INTEGER NOT NULL CHECK (position >= 1),
    group_key TEXT NOT NULL CHECK (group_key <> ''),
    name TEXT NOT NULL,
    side TEXT NOT NULL,
    kind TEXT NOT NULL CHECK (kind IN ('section', 'platoon', 'company')),
    role TEXT NOT NULL CHECK (role IN ('attacker', 'defender')),
    start_members INTEGER NOT NULL CHECK (start_members >= 0),
    casualties INTEGER NOT NULL CHECK (casualties >= 0),
    conditions_tested TEXT NOT NULL,
    tests_passed INTEGER NOT NULL CHECK (tests_passed >= 0),
    tests_failed INTEGER NOT NULL CHECK (tests_failed >= 0),
    withdrew INTEGER NOT NULL CHECK (withdrew IN (0, 1)),
    end_status TEXT NOT NULL CHECK (end_status IN ('normal', 'withdrawing')),
    stands INTEGER NOT NULL CHECK (stands >= 0),
    surrendered INTEGER NOT NULL CHECK (surrendered >= 0),
    PRIMARY KEY (battle_id, battlegroup_id, group_key),
    FOREIGN KEY (battle_id, battlegroup_id) REFERENCES participants (battle_id, battlegroup_id)
) STRICT)"_s,
            uR"(CREATE TABLE ww1_stand_results (
    battle_id INTEGER NOT NULL,
    battlegroup_id INTEGER NOT NULL,
    group_key TEXT NOT NULL,
    position INTEGER NOT NULL CHECK (position >= 1),
    stand_key TEXT NOT NULL CHECK (stand_key <> ''),
    name TEXT NOT NULL,
    rank TEXT NOT NULL CHECK (rank IN ('officer', 'nco', 'other')),
    officer_rank TEXT NOT NULL,
    square TEXT NOT NULL,
    result TEXT NOT NULL CHECK (result IN ('none', 'carry-on', 'no-closer', 'duck-back', 'surrendered')),
    surrendered INTEGER NOT NULL CHECK (surrendered IN (0, 1)),
    tests INTEGER NOT NULL CHECK (tests >= 0),
    tested_under_fire INTEGER NOT NULL CHECK (tested_under_fire IN (0, 1)),
    tested_hand_to_hand INTEGER NOT NULL CHECK (tested_hand_to_hand IN (0, 1)),
    tested_enter_position INTEGER NOT NULL CHECK (tested_enter_position IN (0, 1)),
    PRIMARY KEY (battle_id, battlegroup_id, stand_key),
    FOREIGN KEY (battle_id, battlegroup_id, group_key) REFERENCES ww1_group_results (battle_id, battlegroup_id, group_key)
) STRICT)"_s,
            uR"(CREATE TABLE ww1_log_records (
    battle_id INTEGER NOT NULL,
    battlegroup_id INTEGER NOT NULL,
    seq INTEGER NOT NULL CHECK (seq >= 1),
    turn INTEGER NOT NULL,
    event TEXT NOT NULL CHECK (event <> ''),
    group_key TEXT NOT NULL,
    stand_key TEXT NOT NULL,
    square TEXT NOT NULL,
    count INTEGER NOT NULL,
    conditions TEXT NOT NULL,
    trigger TEXT,
    roll INTEGER,
    modifier INTEGER,
    passed INTEGER CHECK (passed IN (0, 1)),
    result TEXT,
    detail TEXT NOT NULL,
    PRIMARY KEY (battle_id, battlegroup_id, seq),
    FOREIGN KEY (battle_id, battlegroup_id) REFERENCES participants (battle_id, battlegroup_id)
) STRICT)"_s,
            u"CREATE INDEX ww1_group_results_by_group ON ww1_group_results (battlegroup_id, group_key)"_s,
        };
    case 5:
        // v6: the schema version in a table both engines have, since a campaign may live on a PostgreSQL server
        // (no PRAGMA user_version there). A file keeps user_version too, always equal; its row is made here and
        // every later version's migration updates it (CampaignMigration::setVersion).
        return {
            uR"(CREATE TABLE schema_version (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    version INTEGER NOT NULL CHECK (version >= 6)
) STRICT)"_s,
            u"INSERT INTO schema_version (id, version) VALUES (1, 6)"_s,
        };
    case 6:
        // v7: the Napoleonic records (seed 003, napoleonic-morale). A battleday is a row of battles and one of
        // participants per army (its battlegroup), as every system's; each army's MFP and demoralization that
        // day (15.85-15.96), each unit as the day ended and the day's log are in its own nap_ tables. The
        // participants' ratio figures stay 0 and NULL for an army. Written for SQLite; a server runs them
        // through CampaignDialect::ddl (CampaignMigration::migrateServer).
        return {
            uR"(CREATE TABLE nap_battledays (
    battle_id INTEGER NOT NULL,
    battlegroup_id INTEGER NOT NULL,
    battle_name TEXT NOT NULL CHECK (battle_name <> ''),
    battleday INTEGER NOT NULL CHECK (battleday >= 1),
    army_key TEXT NOT NULL CHECK (army_key <> ''),
    army TEXT NOT NULL CHECK (army <> ''),
    mfp_total_half INTEGER NOT NULL CHECK (mfp_total_half >= 0),
    mfp_used_half INTEGER NOT NULL,
    tier_reached INTEGER NOT NULL CHECK (tier_reached BETWEEN 0 AND 3),
    demoral_penalty INTEGER NOT NULL CHECK (demoral_penalty <= 0),
    campaign_penalty INTEGER NOT NULL CHECK (campaign_penalty IN (-1, 0)),
    exceeded INTEGER NOT NULL CHECK (exceeded IN (0, 1)),
    next_penalty INTEGER NOT NULL CHECK (next_penalty IN (-1, 0)),
    units INTEGER NOT NULL CHECK (units >= 0),
    figures_lost INTEGER NOT NULL CHECK (figures_lost >= 0),
    routed INTEGER NOT NULL CHECK (routed >= 0),
    eliminated INTEGER NOT NULL CHECK (eliminated >= 0),
    PRIMARY KEY (battle_id, battlegroup_id),
    UNIQUE (battlegroup_id, battle_name, battleday),
    CHECK ((next_penalty = -1) = (exceeded = 1)),
    FOREIGN KEY (battle_id, battlegroup_id) REFERENCES participants (battle_id, battlegroup_id)
) STRICT)"_s,
            uR"(CREATE TABLE nap_unit_results (
    battle_id INTEGER NOT NULL,
    battlegroup_id INTEGER NOT NULL,
    position INTEGER NOT NULL CHECK (position >= 1),
    unit_key TEXT NOT NULL CHECK (unit_key <> ''),
    name TEXT NOT NULL,
    command_key TEXT NOT NULL,
    command TEXT NOT NULL,
    type TEXT NOT NULL CHECK (type IN ('infantry', 'cavalry', 'skirmish', 'artillery', 'headquarters', 'train')),
    start_cmr INTEGER NOT NULL,
    figures_start INTEGER NOT NULL CHECK (figures_start >= 0),
    figures_lost INTEGER NOT NULL CHECK (figures_lost >= 0),
    cannon_start INTEGER NOT NULL CHECK (cannon_start >= 0),
    cannon_lost INTEGER NOT NULL CHECK (cannon_lost >= 0),
    end_state TEXT NOT NULL CHECK (end_state IN ('good', 'disordered', 'routed', 'eliminated')),
    late_arrival INTEGER NOT NULL CHECK (late_arrival IN (0, 1)),
    checks INTEGER NOT NULL CHECK (checks >= 0),
    PRIMARY KEY (battle_id, battlegroup_id, unit_key),
    FOREIGN KEY (battle_id, battlegroup_id) REFERENCES nap_battledays (battle_id, battlegroup_id)
) STRICT)"_s,
            uR"(CREATE TABLE nap_log_records (
    battle_id INTEGER NOT NULL,
    battlegroup_id INTEGER NOT NULL,
    seq INTEGER NOT NULL CHECK (seq >= 1),
    turn INTEGER NOT NULL,
    phase TEXT NOT NULL CHECK (phase <> ''),
    event TEXT NOT NULL CHECK (event <> ''),
    command_key TEXT NOT NULL,
    unit_keys TEXT NOT NULL,
    circumstance TEXT,
    tester TEXT,
    figures INTEGER NOT NULL,
    cannon INTEGER NOT NULL,
    shock INTEGER NOT NULL CHECK (shock IN (0, 1)),
    roll INTEGER,
    target INTEGER,
    result TEXT NOT NULL,
    mfp_half INTEGER NOT NULL,
    detail TEXT NOT NULL,
    PRIMARY KEY (battle_id, battlegroup_id, seq),
    FOREIGN KEY (battle_id, battlegroup_id) REFERENCES nap_battledays (battle_id, battlegroup_id)
) STRICT)"_s,
            u"CREATE INDEX nap_unit_results_by_unit ON nap_unit_results (battlegroup_id, unit_key)"_s,
        };
    case 7:
        // v8: the fantasy records (seed 004, fantasy-morale). A battle is a row of battles and one of
        // participants per side that had units (its battlegroup), as every system's; the battle's own facts
        // (its file's name, the turn the clock reached, both sides' names, the Profile Sheets and their
        // revisions) are one row of fan_battles, every unit as the battle ended one row of fan_units. Written
        // for SQLite; a server runs them through CampaignDialect::ddl (CampaignMigration::migrateServer).
        return {
            uR"(CREATE TABLE fan_battles (
    id INTEGER PRIMARY KEY,
    battle_id INTEGER NOT NULL UNIQUE REFERENCES battles (id),
    battle_name TEXT NOT NULL CHECK (battle_name <> ''),
    turn_reached INTEGER NOT NULL CHECK (turn_reached >= 1),
    side1_name TEXT NOT NULL,
    side2_name TEXT NOT NULL,
    profiles TEXT NOT NULL
) STRICT)"_s,
            uR"(CREATE TABLE fan_units (
    battle_id INTEGER NOT NULL REFERENCES fan_battles (battle_id),
    battlegroup_id INTEGER NOT NULL,
    side INTEGER NOT NULL CHECK (side IN (1, 2)),
    position INTEGER NOT NULL CHECK (position >= 1),
    unit_key TEXT NOT NULL CHECK (unit_key <> ''),
    name TEXT NOT NULL,
    race TEXT NOT NULL,
    morale_class TEXT NOT NULL CHECK (morale_class IN ('A', 'B', 'C')),
    kind TEXT NOT NULL CHECK (kind IN ('regiment', 'monster', 'skeletons', 'character')),
    start_figures INTEGER NOT NULL CHECK (start_figures >= 1),
    end_figures INTEGER NOT NULL CHECK (end_figures >= 0 AND end_figures <= start_figures),
    end_state TEXT NOT NULL CHECK (end_state IN ('normal', 'routing', 'retiring', 'uncontrolled-advance', 'disordered',
        'destroyed')),
    wounded INTEGER NOT NULL CHECK (wounded IN (0, 1)),
    tests INTEGER NOT NULL CHECK (tests >= 0),
    routs INTEGER NOT NULL CHECK (routs >= 0 AND routs <= tests),
    rally_failures INTEGER NOT NULL CHECK (rally_failures >= 0),
    PRIMARY KEY (battle_id, battlegroup_id, unit_key),
    FOREIGN KEY (battle_id, battlegroup_id) REFERENCES participants (battle_id, battlegroup_id)
) STRICT)"_s,
            u"CREATE INDEX fan_units_by_unit ON fan_units (battlegroup_id, unit_key)"_s,
        };
    default:
        break;
    }
    return {};
}

QStringList CampaignSchema::ratioTables()
{
    return {u"units"_s, u"unit_results"_s, u"piece_results"_s, u"log_records"_s, u"replacements"_s};
}

QStringList CampaignSchema::ww1Tables()
{
    return {u"ww1_group_results"_s, u"ww1_stand_results"_s, u"ww1_log_records"_s};
}

QStringList CampaignSchema::napTables()
{
    return {u"nap_battledays"_s, u"nap_unit_results"_s, u"nap_log_records"_s};
}

QStringList CampaignSchema::fanTables() { return {u"fan_battles"_s, u"fan_units"_s}; }

QString CampaignSchema::versionTable() { return u"schema_version"_s; }

QStringList CampaignSchema::tables(int version)
{
    QStringList t{u"campaign"_s,     u"sides"_s,        u"battlegroups"_s,  u"battles"_s, u"participants"_s,
                  u"units"_s,        u"unit_results"_s, u"piece_results"_s, u"log_records"_s};
    if (version >= 2)
        t.append(u"replacements"_s);
    if (version >= 4) {
        // v4 renamed ratio's tables in place: their rows (and creation order) are the same.
        for (QString &name : t) {
            if (ratioTables().contains(name))
                name.prepend(u"ratio_"_s);
        }
    }
    if (version >= 5)
        t.append(ww1Tables());
    if (version >= versionTableSince)
        t.append(versionTable());
    if (version >= 7)
        t.append(napTables());
    if (version >= 8)
        t.append(fanTables());
    return t;
}

} // namespace md
