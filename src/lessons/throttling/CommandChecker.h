#pragma once

#include "lessons/throttling/CommandRules.h"

#include <QObject>
#include <QQmlEngine>
#include <QString>
#include <QStringList>

// Tells the student whether one command line would be throttled, and why: the page's
// command checker. The rules live in CommandRules; this type adds the translated text.
class CommandChecker : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(QString indexPrefixes READ indexPrefixes WRITE setIndexPrefixes NOTIFY indexPrefixesChanged FINAL)
    Q_PROPERTY(QString command READ command WRITE setCommand NOTIFY commandChanged FINAL)
    Q_PROPERTY(QStringList prefixList READ prefixList NOTIFY indexPrefixesChanged FINAL)
    Q_PROPERTY(Verdict verdict READ verdict NOTIFY resultChanged FINAL)
    Q_PROPERTY(bool throttled READ throttled NOTIFY resultChanged FINAL)
    Q_PROPERTY(bool valid READ valid NOTIFY resultChanged FINAL)
    Q_PROPERTY(QString commandName READ commandName NOTIFY resultChanged FINAL)
    Q_PROPERTY(QStringList keys READ keys NOTIFY resultChanged FINAL)
    Q_PROPERTY(QString headline READ headline NOTIFY resultChanged FINAL)
    Q_PROPERTY(QString explanation READ explanation NOTIFY resultChanged FINAL)
    Q_PROPERTY(QStringList throttledCommands READ throttledCommands CONSTANT FINAL)
    // The lesson's index and its example commands, for the page and the worksheet alike.
    Q_PROPERTY(QString exampleIndexPrefixes READ exampleIndexPrefixes CONSTANT FINAL)
    Q_PROPERTY(QStringList exampleCommands READ exampleCommands CONSTANT FINAL)

public:
    enum Verdict {
        Empty = int(CommandRules::Verdict::Empty),
        Malformed = int(CommandRules::Verdict::Malformed),
        Unknown = int(CommandRules::Verdict::Unknown),
        WrongArguments = int(CommandRules::Verdict::WrongArguments),
        Read = int(CommandRules::Verdict::Read),
        WriteNotListed = int(CommandRules::Verdict::WriteNotListed),
        NoIndexPrefix = int(CommandRules::Verdict::NoIndexPrefix),
        NotIndexed = int(CommandRules::Verdict::NotIndexed),
        Throttled = int(CommandRules::Verdict::Throttled),
    };
    Q_ENUM(Verdict)

    explicit CommandChecker(QObject *parent = nullptr);

    QString indexPrefixes() const { return m_indexPrefixes; }
    void setIndexPrefixes(const QString &text);
    QString command() const { return m_command; }
    void setCommand(const QString &command);
    QStringList prefixList() const { return m_prefixList; }

    Verdict verdict() const { return Verdict(int(m_check.verdict)); }
    bool throttled() const { return m_check.verdict == CommandRules::Verdict::Throttled; }
    // False when the line cannot be judged (empty, unknown, malformed, wrong arguments).
    bool valid() const;
    QString commandName() const { return m_check.commandName; }
    QStringList keys() const { return m_check.keys; }
    QString headline() const;
    QString explanation() const;
    static QStringList throttledCommands() { return CommandRules::throttledCommandNames(); }
    static QString exampleIndexPrefixes() { return QStringLiteral("product:"); }
    // One of each kind of answer: throttled, a read, a write the service does not list,
    // keys outside the index, spelling the checker accepts, and a line it cannot judge.
    static QStringList exampleCommands()
    {
        return {QStringLiteral("HSET product:42 price 10"),
                QStringLiteral("GET product:42"),
                QStringLiteral("RENAME product:1 archive:1"),
                QStringLiteral("DEL cart:7 product:9"),
                QStringLiteral("hset \"product:43\" name \"Blue mug\""),
                QStringLiteral("JSON.SET user:5 $.name '\"Ana\"'"),
                QStringLiteral("SET product:42 hello"),
                QStringLiteral("HSET product:42 price")};
    }

signals:
    void indexPrefixesChanged();
    void commandChanged();
    void resultChanged();

private:
    void recheck();

    QString m_indexPrefixes;
    QString m_command;
    QStringList m_prefixList;
    CommandRules::Check m_check;
};
