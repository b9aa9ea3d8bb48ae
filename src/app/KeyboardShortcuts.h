#pragma once

#include <QAbstractListModel>
#include <QList>
#include <QQmlEngine>
#include <QString>
#include <QStringList>

// The one list of every keyboard shortcut and key the app understands. The Shortcut items
// in QML take their sequences from here (sequences(id)), and the Keyboard help dialog (F1)
// shows this model, so the dialog cannot drift from the real shortcuts. Texts are
// translated and follow a language switch.
class KeyboardShortcuts : public QAbstractListModel
{
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON
    Q_PROPERTY(int count READ rowCount CONSTANT FINAL)

public:
    enum Role {
        IdRole = Qt::UserRole + 1,
        GroupRole,
        ActionRole,
        KeysRole,
        SequencesRole,
    };
    Q_ENUM(Role)

    explicit KeyboardShortcuts(QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

    // The portable key sequences ("Ctrl+B") of a shortcut, for Shortcut.sequences (a list
    // of variants there); an unknown id is refused with a warning and gives an empty list.
    Q_INVOKABLE QVariantList sequences(const QString &id) const;
    // The first of them, for Shortcut.sequence.
    Q_INVOKABLE QString sequence(const QString &id) const;
    // Whether a key sequence (in any spelling QKeySequence understands) is listed.
    Q_INVOKABLE bool lists(const QString &keySequence) const;
    // The ids, in the order the dialog shows them.
    Q_INVOKABLE QStringList ids() const;
    // The translated keys column of one entry, e.g. "Ctrl+B" or "Alt+S" for the German
    // language menu.
    Q_INVOKABLE QString keysText(const QString &id) const;

private:
    struct Entry
    {
        QString id;
        QString group;
        // Portable sequences of a real Shortcut; empty for keys that controls handle
        // themselves (Tab, Space, arrows) or menu mnemonics.
        QStringList sequences;
        // What a lesson's shortcut does (QT_TRANSLATE_NOOP in its LessonDefinition); the
        // shell's own entries take theirs from actionText().
        const char *action = nullptr;
    };

    static const QList<Entry> &entries();
    int rowOf(const QString &id) const;
    QStringList sequenceList(const QString &id) const;
    static QString groupText(const QString &group);
    static QString actionText(const QString &id);
    static QString mnemonicText(const char *menuTitle);
};
