#pragma once

// What both WW1 window tests (tst_ww1_window, tst_ww1_window_files) share: the test force, a fresh folder,
// settings, prompter and recovery file for each test function, and the real main window opened on a force.
// A test class inherits it next to QObject and forwards its init() and cleanup() slots here.

#include "MainWindow.h"
#include "base/Translations.h"
#include "TestPrompter.h"
#include "base/Settings.h"
#include "document/RecoveryFile.h"
#include "system/SystemUi.h"
#include "systems/BuiltInSystemUis.h"
#include "systems/BuiltInSystems.h"
#include "ww1/Ww1State.h"
#include "ww1/Ww1Workspace.h"
#include "ww1/commands/Ww1Commands.h"
#include "ww1/document/Ww1Document.h"
#include "ww1/document/Ww1Journal.h"
#include "ww1/editors/Ww1EditorPanel.h"
#include "ww1/model/Ww1Templates.h"
#include "ww1/models/Ww1DueModel.h"
#include "ww1/models/Ww1LogModel.h"
#include "ww1/models/Ww1RosterModel.h"
#include "ww1/rules/Ww1GroupRules.h"
#include "ww1/rules/Ww1IndividualRules.h"
#include "ww1/widgets/Ww1GroupPanel.h"
#include "ww1/widgets/Ww1IndividualPanel.h"
#include "ww1/widgets/Ww1StandTestRow.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QPushButton>
#include <QSpinBox>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeView>
#include <QUndoStack>

#include <memory>

namespace md::test {

using namespace md::ww1;
using namespace Qt::StringLiterals;

// A d6 that shows the faces it is given and counts what it was asked: a redo must not ask again.
class CountingDice final : public DiceSource
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

inline Ww1Stand stand(const QString &id, const QString &name, Ww1Rank rank, const QString &square, const QString &officerRank = {})
{
    Ww1Stand s;
    s.id = id;
    s.name = name;
    s.rank = rank;
    s.square = square;
    s.officerRank = officerRank;
    return s;
}

// Two platoons of 8 (C1 at 2 casualties, C2 at 4: A.2.1) and a defending section; B4 holds an officer and an
// NCO, who share a roll.
inline Ww1Force testForce()
{
    Ww1Force force;
    force.name = u"Hill 60"_s;
    Ww1Group first;
    first.id = u"pl1"_s;
    first.name = u"1st Platoon"_s;
    first.side = u"British"_s;
    first.kind = Ww1GroupKind::Platoon;
    first.role = Ww1Role::Attacker;
    first.startMembers = 8;
    first.stands = {stand(u"ashby"_s, u"Lt Ashby"_s, Ww1Rank::Officer, u"B4"_s, u"Lieutenant"_s),
                    stand(u"hale"_s, u"Sgt Hale"_s, Ww1Rank::Nco, u"B4"_s),
                    stand(u"lewis"_s, u"Lewis gun team"_s, Ww1Rank::Other, u"C4"_s)};
    Ww1Group second;
    second.id = u"pl2"_s;
    second.name = u"2nd Platoon"_s;
    second.side = u"British"_s;
    second.kind = Ww1GroupKind::Platoon;
    second.role = Ww1Role::Attacker;
    second.startMembers = 8;
    second.stands = {stand(u"rees"_s, u"Cpl Rees"_s, Ww1Rank::Nco, u"C5"_s)};
    Ww1Group third;
    third.id = u"post"_s;
    third.name = u"Bombing post"_s;
    third.side = u"German"_s;
    third.kind = Ww1GroupKind::Section;
    third.role = Ww1Role::Defender;
    third.startMembers = 6;
    third.stands = {stand(u"lang"_s, u"Uffz Lang"_s, Ww1Rank::Nco, u"F4"_s)};
    force.groups = {first, second, third};
    return force;
}

inline const RuleSystem &ww1System()
{
    const RuleSystem *system = ruleSystems().find(QString::fromLatin1(Ww1Force::systemId));
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

class Ww1WindowFixture
{
protected:
    void init();
    void cleanup();
    // Opens the test force in a fresh window; the workspace shown.
    Ww1Workspace *open(const Ww1Force &force = testForce());
    Ww1Document *document() const { return m_workspace->document(); }
    QUndoStack *stack() const { return document()->undoStack(); }
    void typeGroupRoll(int total);
    void addCasualties(const QString &groupId, int count);

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<Settings> m_settings;
    std::unique_ptr<TestPrompter> m_prompter;
    std::unique_ptr<RecoveryFile> m_recovery;
    std::unique_ptr<MainWindow> m_window;
    Ww1Workspace *m_workspace = nullptr;
    std::unique_ptr<QAbstractItemModelTester> m_rosterTester;
    std::unique_ptr<QAbstractItemModelTester> m_dueTester;
    std::unique_ptr<QAbstractItemModelTester> m_logTester;
};

inline void Ww1WindowFixture::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    m_settings = std::make_unique<Settings>(m_dir->filePath(u"settings.ini"_s));
    m_settings->setFirstStartDone(true);
    m_prompter = std::make_unique<TestPrompter>();
    m_recovery = std::make_unique<RecoveryFile>(m_dir->filePath(u"recovery"_s));
}

inline void Ww1WindowFixture::cleanup()
{
    m_rosterTester.reset();
    m_dueTester.reset();
    m_logTester.reset();
    m_window.reset();
    m_workspace = nullptr;
    m_recovery.reset();
    m_prompter.reset();
    m_settings.reset();
    m_dir.reset();
}

inline Ww1Workspace *Ww1WindowFixture::open(const Ww1Force &force)
{
    const QString file = m_dir->filePath(u"force.moraledesk"_s);
    {
        QFile out(file);
        if (!out.open(QIODevice::WriteOnly))
            return nullptr;
        out.write(ww1System().write(Ww1State(force)));
    }
    m_window = std::make_unique<MainWindow>(m_settings.get(), m_prompter.get(), m_recovery.get());
    m_window->resize(1366, 768);
    m_window->show();
    if (!m_window->openFile(file))
        return nullptr;
    m_workspace = qobject_cast<Ww1Workspace *>(m_window->workspace());
    if (!m_workspace || !m_workspace->document())
        return nullptr;
    using Mode = QAbstractItemModelTester::FailureReportingMode;
    m_rosterTester = std::make_unique<QAbstractItemModelTester>(m_workspace->rosterModel(), Mode::QtTest);
    m_dueTester = std::make_unique<QAbstractItemModelTester>(m_workspace->groupPanel()->dueModel(), Mode::QtTest);
    m_logTester = std::make_unique<QAbstractItemModelTester>(m_workspace->logModel(), Mode::QtTest);
    return m_workspace;
}

inline void Ww1WindowFixture::addCasualties(const QString &groupId, int count)
{
    m_workspace->select(groupId);
    Ww1GroupPanel *panel = m_workspace->groupPanel();
    QCOMPARE(panel->group(), groupId);
    panel->countSpin()->setValue(count);
    QVERIFY(panel->addButton()->isEnabled());
    QTest::mouseClick(panel->addButton(), Qt::LeftButton);
}

inline void Ww1WindowFixture::typeGroupRoll(int total)
{
    Ww1GroupPanel *panel = m_workspace->groupPanel();
    panel->typedSpin()->setValue(total);
    QVERIFY2(panel->applyButton()->isEnabled(), qPrintable(panel->applyButton()->toolTip()));
    QTest::mouseClick(panel->applyButton(), Qt::LeftButton);
}

} // namespace md::test
