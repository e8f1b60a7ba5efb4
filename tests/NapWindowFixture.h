#pragma once

// What the Napoleonic window tests (tst_nap_window, tst_nap_turn) share: the test battle, a fresh folder,
// settings, prompter and recovery file for each test function, and the real main window opened on a battle.
// A test class inherits it next to QObject and forwards its init() and cleanup() slots here.

#include "MainWindow.h"
#include "TestPrompter.h"
#include "base/Settings.h"
#include "document/RecoveryFile.h"
#include "napoleonic/NapState.h"
#include "napoleonic/NapWorkspace.h"
#include "napoleonic/commands/NapCommands.h"
#include "napoleonic/document/NapDocument.h"
#include "napoleonic/editors/NapEditorPanel.h"
#include "napoleonic/models/NapLogModel.h"
#include "napoleonic/models/NapOrderModel.h"
#include "napoleonic/models/NapPendingModel.h"
#include "napoleonic/widgets/NapCheckPanel.h"
#include "napoleonic/widgets/NapLossBox.h"
#include "napoleonic/widgets/NapPhaseBar.h"
#include "system/SystemUi.h"
#include "systems/BuiltInSystemUis.h"
#include "systems/BuiltInSystems.h"

#include <QAbstractItemModelTester>
#include <QCheckBox>
#include <QFile>
#include <QPushButton>
#include <QSpinBox>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include <memory>

namespace md::test {

using namespace md::nap;
using namespace Qt::StringLiterals;

// A d10 that shows the faces it is given and counts what it was asked: a redo must not ask again.
class CountingD10 final : public DiceSource
{
public:
    QList<int> faces;
    int rolled = 0;
    int roll(int) override
    {
        ++rolled;
        return faces.isEmpty() ? 1 : faces.takeFirst();
    }
};

inline NapUnit napUnit(const QString &id, const QString &name, int cmr, int figures,
                       NapUnitType type = NapUnitType::Infantry)
{
    NapUnit u;
    u.id = id;
    u.name = name;
    u.type = type;
    u.startCmr = cmr;
    u.startFigures = figures;
    u.formation = type == NapUnitType::Cavalry ? NapFormation::Mounted : NapFormation::Line;
    return u;
}

// Two armies in the Reciprocal Infantry/Cavalry Fire Phase of turn 2 (not hourly: turns 1, 4, 7 ... are):
// a French division with one brigade of three Line battalions (CMR 6, 6, 5; 12 figures each), and a British
// brigade of one battalion. Every unit Good.
inline NapBattle testBattle()
{
    NapBattle battle;
    battle.name = u"Quatre Bras"_s;
    battle.turn = 2;
    battle.phaseIndex = static_cast<int>(battle.settings.phases.indexOf(NapPhase::ReciprocalInfantryFire));
    NapArmy french;
    french.id = u"fr"_s;
    french.name = u"French"_s;
    NapCommand division;
    division.id = u"div1"_s;
    division.name = u"Foy's Division"_s;
    division.level = NapCommandLevel::Division;
    division.officerName = u"Foy"_s;
    division.order = NapOrder::Attack;
    NapCommand brigade;
    brigade.id = u"bde1"_s;
    brigade.name = u"Gauthier's Brigade"_s;
    brigade.parentId = u"div1"_s;
    brigade.officerName = u"Gauthier"_s;
    brigade.order = NapOrder::Attack;
    brigade.units = {napUnit(u"l2"_s, u"2nd Line"_s, 6, 12), napUnit(u"l3"_s, u"3rd Line"_s, 6, 12),
                     napUnit(u"l4"_s, u"4th Line"_s, 5, 12)};
    french.commands = {division, brigade};
    NapArmy allied;
    allied.id = u"al"_s;
    allied.name = u"Allied"_s;
    NapCommand pack;
    pack.id = u"pack"_s;
    pack.name = u"Pack's Brigade"_s;
    pack.officerName = u"Pack"_s;
    pack.order = NapOrder::Defend;
    pack.units = {napUnit(u"r42"_s, u"42nd Highlanders"_s, 8, 12)};
    allied.commands = {pack};
    battle.armies = {french, allied};
    return battle;
}

inline const RuleSystem &napSystem()
{
    const RuleSystem *system = ruleSystems().find(QString::fromLatin1(NapBattle::systemId));
    Q_ASSERT(system);
    return *system;
}

inline QStringList undoTexts(const QUndoStack *stack)
{
    QStringList texts;
    for (int i = 0; i < stack->count(); ++i)
        texts << stack->text(i);
    return texts;
}

class NapWindowFixture
{
protected:
    void init();
    void cleanup();
    // Opens the battle in a fresh window; the workspace shown.
    NapWorkspace *open(const NapBattle &battle = testBattle());
    NapDocument *document() const { return m_workspace->document(); }
    const NapBattle &battle() const { return document()->battle(); }
    QUndoStack *stack() const { return document()->undoStack(); }
    // Figures lost to fire by a unit, through the Losses box.
    void recordLoss(const QString &unitId, int figures, int cannon = 0);
    // The queued check at `row` into the check panel by the phase bar's Test.
    void testPending(int row);
    // The player's own d10 (0 = 10) applied to the check in the panel.
    void typeRoll(int face);

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<Settings> m_settings;
    std::unique_ptr<TestPrompter> m_prompter;
    std::unique_ptr<RecoveryFile> m_recovery;
    std::unique_ptr<MainWindow> m_window;
    NapWorkspace *m_workspace = nullptr;
    std::unique_ptr<QAbstractItemModelTester> m_orderTester;
    std::unique_ptr<QAbstractItemModelTester> m_pendingTester;
    std::unique_ptr<QAbstractItemModelTester> m_logTester;
};

inline void NapWindowFixture::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    m_settings = std::make_unique<Settings>(m_dir->filePath(u"settings.ini"_s));
    m_settings->setFirstStartDone(true);
    m_prompter = std::make_unique<TestPrompter>();
    m_recovery = std::make_unique<RecoveryFile>(m_dir->filePath(u"recovery"_s));
}

inline void NapWindowFixture::cleanup()
{
    m_orderTester.reset();
    m_pendingTester.reset();
    m_logTester.reset();
    m_window.reset();
    m_workspace = nullptr;
    m_recovery.reset();
    m_prompter.reset();
    m_settings.reset();
    m_dir.reset();
}

inline NapWorkspace *NapWindowFixture::open(const NapBattle &battle)
{
    const QString file = m_dir->filePath(u"battle.moraledesk"_s);
    {
        QFile out(file);
        if (!out.open(QIODevice::WriteOnly))
            return nullptr;
        out.write(napSystem().write(NapState(battle)));
    }
    m_window = std::make_unique<MainWindow>(m_settings.get(), m_prompter.get(), m_recovery.get());
    m_window->resize(1366, 768);
    m_window->show();
    if (!m_window->openFile(file))
        return nullptr;
    m_workspace = qobject_cast<NapWorkspace *>(m_window->workspace());
    if (!m_workspace || !m_workspace->document())
        return nullptr;
    using Mode = QAbstractItemModelTester::FailureReportingMode;
    m_orderTester = std::make_unique<QAbstractItemModelTester>(m_workspace->orderModel(), Mode::QtTest);
    m_pendingTester = std::make_unique<QAbstractItemModelTester>(m_workspace->phaseBar()->pendingModel(), Mode::QtTest);
    m_logTester = std::make_unique<QAbstractItemModelTester>(m_workspace->logModel(), Mode::QtTest);
    return m_workspace;
}

inline void NapWindowFixture::recordLoss(const QString &unitId, int figures, int cannon)
{
    m_workspace->select(unitId);
    QCOMPARE(m_workspace->checkPanel()->unit(), unitId);
    NapLossBox *box = m_workspace->checkPanel()->lossBox();
    box->figuresSpin()->setValue(figures);
    box->cannonSpin()->setValue(cannon);
    QVERIFY2(box->recordButton()->isEnabled(), qPrintable(box->recordButton()->toolTip()));
    QTest::mouseClick(box->recordButton(), Qt::LeftButton);
}

inline void NapWindowFixture::testPending(int row)
{
    NapPhaseBar *bar = m_workspace->phaseBar();
    QVERIFY(row < bar->pendingModel()->rowCount());
    bar->pendingView()->setCurrentIndex(bar->pendingModel()->index(row, 0));
    QVERIFY(bar->testButton()->isEnabled());
    QTest::mouseClick(bar->testButton(), Qt::LeftButton);
}

inline void NapWindowFixture::typeRoll(int face)
{
    NapCheckPanel *panel = m_workspace->checkPanel();
    panel->typedSpin()->setValue(face);
    QVERIFY2(panel->applyButton()->isEnabled(), qPrintable(panel->applyButton()->toolTip()));
    QTest::mouseClick(panel->applyButton(), Qt::LeftButton);
}

} // namespace md::test
