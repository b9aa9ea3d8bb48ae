#include "lessons/catalog/LessonCatalog.h"

#include "i18n/LanguageService.h"

namespace {
const auto kPagePrefix = QStringLiteral("/qt/qml/HotspotLab/qml/pages/");
}

const QList<LessonCatalog::Entry> &LessonCatalog::entries()
{
    static const QList<Entry> all = {
        {QStringLiteral("start"),
         QT_TR_NOOP("Start"),
         QT_TR_NOOP("What the app teaches and how to use it in class."),
         "",
         QStringLiteral("StartPage.qml"),
         {}},
        {QStringLiteral("keys-vs-load"), QT_TR_NOOP("Keys are not load"),
         QT_TR_NOOP("Measure imbalance per partition, tell a hot key, a hot tenant and large "
                    "values apart, and match the fix to the cause."),
         QT_TR_NOOP("Every partition holds the same number of keys. Why is one of them drowning?"),
         QStringLiteral("KeysVsLoadPage.qml"), QStringLiteral("KeysVsLoadState.qml")},
        {QStringLiteral("lab"), QT_TR_NOOP("Hot-key lab"),
         QT_TR_NOOP("Predict which partition gets the work when one key is hot, then watch its "
                    "queue grow step by step."),
         QT_TR_NOOP("One key gets most of the requests. Which partition does the work, and how fast "
                    "does its queue grow?"),
         QStringLiteral("LabPage.qml"), QStringLiteral("LabState.qml")},
        {QStringLiteral("subkeys"), QT_TR_NOOP("Splitting a hot key"),
         QT_TR_NOOP("Work out how many sub-keys a hot write key needs once collisions are "
                    "counted, and what the split costs."),
         QT_TR_NOOP("A key takes twice the writes a partition can serve. Into how many sub-keys "
                    "must you split it?"),
         QStringLiteral("SubKeysPage.qml"), QStringLiteral("SubKeysState.qml")},
        {QStringLiteral("detect"), QT_TR_NOOP("Finding the hot key"),
         QT_TR_NOOP("Find the key behind a hot partition with bounded memory: exact counts, sampling "
                    "and a count-min sketch, and a hot key that moves on."),
         QT_TR_NOOP("One partition runs at 95% CPU. Which key is it, and will the answer still be "
                    "true tomorrow?"),
         QStringLiteral("DetectPage.qml"), QStringLiteral("DetectState.qml")},
        {QStringLiteral("throttling"), QT_TR_NOOP("Write throttling"),
         QT_TR_NOOP("See how a managed store delays writes when its writer threads stay busy, "
                    "and how it recovers."),
         QT_TR_NOOP("Your writes get slower every night, yet no error shows. What is the store "
                    "doing?"),
         QStringLiteral("ThrottlingPage.qml"), QStringLiteral("ThrottlingState.qml")},
    };
    return all;
}

QUrl LessonCatalog::pageUrlOf(const Entry &entry)
{
    return QUrl(QStringLiteral("qrc:") + kPagePrefix + entry.pageFile);
}

QUrl LessonCatalog::pageUrlFor(const QString &lessonId)
{
    for (const Entry &entry : entries()) {
        if (entry.id == lessonId)
            return pageUrlOf(entry);
    }
    return {};
}

QUrl LessonCatalog::stateUrlFor(const QString &lessonId)
{
    for (const Entry &entry : entries()) {
        if (entry.id == lessonId)
            return entry.stateFile.isEmpty() ? QUrl() : QUrl(QStringLiteral("qrc:") + kPagePrefix + entry.stateFile);
    }
    return {};
}

LessonCatalog::LessonCatalog(QObject *parent)
    : QAbstractListModel(parent)
{
    connect(LanguageService::instance(), &LanguageService::languageChanged, this, [this] {
        emit dataChanged(index(0), index(rowCount() - 1), {TitleRole, GoalRole, QuestionRole, Qt::DisplayRole});
    });
}

QStringList LessonCatalog::lessonIds()
{
    QStringList ids;
    for (const Entry &entry : entries())
        ids.append(entry.id);
    return ids;
}

int LessonCatalog::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(entries().size());
}

QVariant LessonCatalog::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Entry &entry = entries().at(index.row());
    switch (role) {
    case LessonIdRole:
        return entry.id;
    case Qt::DisplayRole:
    case TitleRole:
        return tr(entry.title);
    case GoalRole:
        return tr(entry.goal);
    case PageUrlRole:
        return pageUrlOf(entry);
    case QuestionRole:
        return *entry.question ? tr(entry.question) : QString();
    case LessonNumberRole:
        // The number in the curriculum: the Start page is 0, the first lesson 1.
        return index.row();
    default:
        return {};
    }
}

QHash<int, QByteArray> LessonCatalog::roleNames() const
{
    return {
        {LessonIdRole, "lessonId"},         {TitleRole, "title"},       {GoalRole, "goal"}, {PageUrlRole, "pageUrl"},
        {LessonNumberRole, "lessonNumber"}, {QuestionRole, "question"},
    };
}

bool LessonCatalog::contains(const QString &lessonId) const
{
    return indexOf(lessonId) >= 0;
}

int LessonCatalog::indexOf(const QString &lessonId) const
{
    return int(lessonIds().indexOf(lessonId));
}

QUrl LessonCatalog::pageUrl(const QString &lessonId) const
{
    return pageUrlFor(lessonId);
}

QString LessonCatalog::title(const QString &lessonId) const
{
    const int row = indexOf(lessonId);
    return row < 0 ? QString() : data(index(row), TitleRole).toString();
}

QString LessonCatalog::question(const QString &lessonId) const
{
    const int row = indexOf(lessonId);
    return row < 0 ? QString() : data(index(row), QuestionRole).toString();
}

QString LessonCatalog::nextLessonAfter(const QString &lessonId) const
{
    const QStringList ids = lessonIds();
    const qsizetype row = ids.indexOf(lessonId);
    if (row <= 0)
        return {};
    return row + 1 < ids.size() ? ids.at(row + 1) : startLessonId();
}
