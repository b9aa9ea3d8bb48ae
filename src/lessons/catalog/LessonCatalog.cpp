#include "lessons/catalog/LessonCatalog.h"

#include "i18n/LanguageService.h"
#include "lessons/catalog/LessonDefinition.h"

namespace {
const auto kPagePrefix = QStringLiteral("/qt/qml/HotspotLab/qml/pages/");
}

const QList<LessonCatalog::Entry> &LessonCatalog::entries()
{
    static const QList<Entry> all = [] {
        QList<Entry> list {{QStringLiteral("start"),
                            QT_TR_NOOP("Start"),
                            QT_TR_NOOP("What the app teaches and how to use it in class."),
                            "",
                            QStringLiteral("StartPage.qml"),
                            {}}};
        for (const LessonDefinition &lesson : LessonRegistry::lessons())
            list.append({lesson.id, lesson.title, lesson.goal, lesson.question, lesson.pageFile, lesson.stateFile});
        return list;
    }();
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
