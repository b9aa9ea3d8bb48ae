#pragma once

#include <QAbstractListModel>
#include <QQmlEngine>
#include <QString>
#include <QStringList>
#include <QUrl>

// The pages of the app in teaching order: the Start page, then every registered lesson
// (LessonRegistry). A lesson is listed only when its folder is part of the build, so the
// navigation never offers a page that does not exist.
class LessonCatalog : public QAbstractListModel
{
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON
    Q_PROPERTY(int count READ rowCount CONSTANT FINAL)

public:
    enum Role {
        LessonIdRole = Qt::UserRole + 1,
        TitleRole,
        GoalRole,
        PageUrlRole,
        LessonNumberRole,
        QuestionRole,
    };
    Q_ENUM(Role)

    explicit LessonCatalog(QObject *parent = nullptr);

    // Every lesson's id in teaching order: the navigation, --lesson and the settings use it.
    static QStringList lessonIds();
    static QString startLessonId() { return QStringLiteral("start"); }
    static bool isKnown(const QString &lessonId) { return lessonIds().contains(lessonId); }
    // The page's file in the module's resources (tst_lessoncatalog checks that it exists).
    static QUrl pageUrlFor(const QString &lessonId);
    // The file that declares the lesson's state (LessonSession), next to its page; empty
    // for the Start page, which has none, and for an unknown id.
    static QUrl stateUrlFor(const QString &lessonId);

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

    Q_INVOKABLE bool contains(const QString &lessonId) const;
    Q_INVOKABLE int indexOf(const QString &lessonId) const;
    Q_INVOKABLE QUrl pageUrl(const QString &lessonId) const;
    Q_INVOKABLE QString title(const QString &lessonId) const;
    // The question a lesson opens with, in the current language: the end of the lesson
    // before it points to it. Empty for the Start page or an unknown id.
    Q_INVOKABLE QString question(const QString &lessonId) const;
    // The lesson after lessonId in teaching order, "start" after the last one, and empty
    // for the Start page or an unknown id: what a page's "Next lesson" button opens.
    Q_INVOKABLE QString nextLessonAfter(const QString &lessonId) const;

private:
    struct Entry
    {
        QString id;
        const char *title;
        const char *goal;
        const char *question;
        QString pageFile;
        QString stateFile;
    };
    static const QList<Entry> &entries();
    static QUrl pageUrlOf(const Entry &entry);
};
