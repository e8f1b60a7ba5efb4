#include "ratio/document/BattlegroupDocument.h"

#include "ratio/io/BattlegroupReader.h"
#include "ratio/io/BattlegroupWriter.h"

#include <QFileInfo>

namespace md {

BattlegroupDocument::BattlegroupDocument(Battlegroup battlegroup, QObject *parent)
    : QObject(parent)
    , m_battlegroup(std::move(battlegroup))
    , m_endurance(ratio::endurance(m_battlegroup))
{
    connect(&m_undoStack, &QUndoStack::cleanChanged, this, [this](bool clean) { Q_EMIT modifiedChanged(!clean); });
}

BattlegroupDocument::~BattlegroupDocument()
{
    // The stack announces its own clearing while it dies; nobody should act on a document that is going.
    m_undoStack.blockSignals(true);
}

void BattlegroupDocument::setFileName(const QString &fileName)
{
    if (m_fileName == fileName)
        return;
    m_fileName = fileName;
    Q_EMIT fileNameChanged(fileName);
}

bool BattlegroupDocument::hasUnsavedWork() const
{
    if (isModified())
        return true;
    if (m_battlegroup.units.isEmpty())
        return false;
    if (m_fileName.isEmpty())
        return m_bundledSource.isEmpty();
    return !QFileInfo::exists(m_fileName);
}

QString BattlegroupDocument::displayName() const
{
    return m_fileName.isEmpty() ? tr("Untitled") : QFileInfo(m_fileName).fileName();
}

std::unique_ptr<BattlegroupDocument> BattlegroupDocument::load(const QString &fileName, Problems *problems,
                                                              QObject *parent)
{
    LoadResult loaded = BattlegroupReader::readFile(fileName);
    if (!loaded.ok()) {
        if (problems)
            *problems = loaded.problems;
        return nullptr;
    }
    auto document = std::make_unique<BattlegroupDocument>(std::move(*loaded.battlegroup), parent);
    document->setFileName(fileName);
    document->m_savedDigest = loaded.digest;
    return document;
}

bool BattlegroupDocument::save(const QString &fileName, QString *error)
{
    if (!BattlegroupWriter::saveFile(m_battlegroup, fileName, error, &m_savedDigest))
        return false;
    setFileName(fileName);
    m_undoStack.setClean();
    return true;
}

void BattlegroupDocument::replaceState(const Battlegroup &battlegroup, const ratio::Endurance &endurance)
{
    // A wrong sum here would misplace the breaking point (R11) for the rest of the game.
    Q_ASSERT(endurance == ratio::endurance(battlegroup));
    m_battlegroup = battlegroup;
    m_endurance = endurance;
    Q_EMIT changed();
}

} // namespace md
