#include "app/KeyboardShortcuts.h"

#include "i18n/LanguageService.h"
#include "lessons/catalog/LessonDefinition.h"

#include <QCoreApplication>
#include <QKeySequence>

namespace {
QString native(const QString &portable)
{
    return QKeySequence(portable, QKeySequence::PortableText).toString(QKeySequence::NativeText);
}
} // namespace

KeyboardShortcuts::KeyboardShortcuts(QObject *parent)
    : QAbstractListModel(parent)
{
    connect(LanguageService::instance(), &LanguageService::languageChanged, this, [this] {
        if (!entries().isEmpty())
            emit dataChanged(index(0), index(rowCount() - 1), {GroupRole, ActionRole, KeysRole});
    });
}

const QList<KeyboardShortcuts::Entry> &KeyboardShortcuts::entries()
{
    // The order is the dialog's order: groups stay together. Each lesson's own shortcuts
    // (LessonDefinition::shortcuts) follow the lesson keys, in teaching order, grouped
    // under the lesson's title.
    static const QList<Entry> list = [] {
        QList<Entry> entries = {
            {QStringLiteral("nextControl"), QStringLiteral("moving"), {}},
            {QStringLiteral("previousControl"), QStringLiteral("moving"), {}},
            {QStringLiteral("activate"), QStringLiteral("moving"), {}},
            {QStringLiteral("arrows"), QStringLiteral("moving"), {}},
            {QStringLiteral("close"), QStringLiteral("moving"), {}},
            {QStringLiteral("lessonList"), QStringLiteral("lessons"), {}},
            {QStringLiteral("nextLesson"), QStringLiteral("lessons"), {QStringLiteral("Ctrl+PgDown")}},
            {QStringLiteral("previousLesson"), QStringLiteral("lessons"), {QStringLiteral("Ctrl+PgUp")}},
        };
        for (const LessonDefinition &lesson : LessonRegistry::lessons()) {
            for (const LessonShortcut &shortcut : lesson.shortcuts)
                entries.append({shortcut.id, lesson.id, shortcut.sequences, shortcut.action});
        }
        entries.append({
            {QStringLiteral("zoomIn"),
             QStringLiteral("textSize"),
             {QStringLiteral("Ctrl++"), QStringLiteral("Ctrl+=")}},
            {QStringLiteral("zoomOut"), QStringLiteral("textSize"), {QStringLiteral("Ctrl+-")}},
            {QStringLiteral("resetZoom"), QStringLiteral("textSize"), {QStringLiteral("Ctrl+0")}},
            {QStringLiteral("presenterMode"), QStringLiteral("teaching"), {QStringLiteral("F5")}},
            {QStringLiteral("fullScreen"), QStringLiteral("teaching"), {QStringLiteral("F11")}},
            {QStringLiteral("resetAll"), QStringLiteral("teaching"), {QStringLiteral("Ctrl+Shift+N")}},
            {QStringLiteral("fileMenu"), QStringLiteral("menus"), {}},
            {QStringLiteral("languageMenu"), QStringLiteral("menus"), {}},
            {QStringLiteral("viewMenu"), QStringLiteral("menus"), {}},
            {QStringLiteral("helpMenu"), QStringLiteral("menus"), {}},
            {QStringLiteral("keyboardHelp"), QStringLiteral("menus"), {QStringLiteral("F1")}},
        });
        return entries;
    }();
    return list;
}

int KeyboardShortcuts::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(entries().size());
}

QHash<int, QByteArray> KeyboardShortcuts::roleNames() const
{
    return {
        {IdRole, "shortcutId"}, {GroupRole, "group"},         {ActionRole, "action"},
        {KeysRole, "keys"},     {SequencesRole, "sequences"},
    };
}

QVariant KeyboardShortcuts::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || !checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Entry &entry = entries().at(index.row());
    switch (role) {
    case IdRole:
        return entry.id;
    case GroupRole:
        return groupText(entry.group);
    case Qt::DisplayRole:
    case ActionRole:
        return entry.action ? tr(entry.action) : actionText(entry.id);
    case KeysRole:
        return keysText(entry.id);
    case SequencesRole:
        return entry.sequences;
    default:
        return {};
    }
}

int KeyboardShortcuts::rowOf(const QString &id) const
{
    const auto &list = entries();
    for (int row = 0; row < list.size(); ++row) {
        if (list.at(row).id == id)
            return row;
    }
    return -1;
}

QStringList KeyboardShortcuts::ids() const
{
    QStringList result;
    for (const Entry &entry : entries())
        result.append(entry.id);
    return result;
}

QVariantList KeyboardShortcuts::sequences(const QString &id) const
{
    QVariantList result;
    for (const QString &sequence : sequenceList(id))
        result.append(sequence);
    return result;
}

QStringList KeyboardShortcuts::sequenceList(const QString &id) const
{
    const int row = rowOf(id);
    if (row < 0) {
        qWarning("KeyboardShortcuts: no shortcut \"%s\"; valid ids are %s.", qPrintable(id),
                 qPrintable(ids().join(QStringLiteral(", "))));
        return {};
    }
    return entries().at(row).sequences;
}

QString KeyboardShortcuts::sequence(const QString &id) const
{
    const QStringList list = sequenceList(id);
    return list.isEmpty() ? QString() : list.constFirst();
}

bool KeyboardShortcuts::lists(const QString &keySequence) const
{
    const QKeySequence wanted(keySequence, QKeySequence::PortableText);
    if (wanted.isEmpty())
        return false;
    for (const Entry &entry : entries()) {
        for (const QString &sequence : entry.sequences) {
            if (QKeySequence(sequence, QKeySequence::PortableText) == wanted)
                return true;
        }
    }
    return false;
}

// The Alt+letter that opens a menu: the letter after "&" in the menu's title, as the
// menu bar translates it, so the dialog names the right key in every language.
QString KeyboardShortcuts::mnemonicText(const char *menuTitle)
{
    const QString title = QCoreApplication::translate("AppMenuBar", menuTitle);
    const qsizetype amp = title.indexOf(QLatin1Char('&'));
    if (amp < 0 || amp + 1 >= title.size())
        return QString();
    return native(QStringLiteral("Alt+") + title.at(amp + 1).toUpper());
}

QString KeyboardShortcuts::keysText(const QString &id) const
{
    const int row = rowOf(id);
    if (row < 0) {
        qWarning("KeyboardShortcuts: no shortcut \"%s\"; valid ids are %s.", qPrintable(id),
                 qPrintable(ids().join(QStringLiteral(", "))));
        return QString();
    }
    const Entry &entry = entries().at(row);
    if (!entry.sequences.isEmpty()) {
        QStringList shown;
        for (const QString &sequence : entry.sequences)
            shown.append(native(sequence));
        //: Between two keys that do the same, e.g. "Ctrl++ or Ctrl+="
        return shown.join(tr(" or "));
    }
    if (id == QLatin1String("nextControl"))
        return native(QStringLiteral("Tab"));
    if (id == QLatin1String("previousControl"))
        return native(QStringLiteral("Shift+Tab"));
    if (id == QLatin1String("activate"))
        //: Keys on the keyboard: the space bar or the Enter (Return) key
        return tr("Space or Enter");
    if (id == QLatin1String("arrows"))
        //: The four arrow keys on the keyboard
        return tr("Arrow keys");
    if (id == QLatin1String("close"))
        return native(QStringLiteral("Esc"));
    if (id == QLatin1String("lessonList"))
        //: Keys in the list of lessons: the up and down arrow keys
        return tr("Up, Down");
    // The menu titles as AppMenuBar.qml has them; QT_TRANSLATE_NOOP keeps lupdate quiet.
    if (id == QLatin1String("fileMenu"))
        return mnemonicText(QT_TRANSLATE_NOOP("AppMenuBar", "&File"));
    if (id == QLatin1String("languageMenu"))
        return mnemonicText(QT_TRANSLATE_NOOP("AppMenuBar", "&Language"));
    if (id == QLatin1String("viewMenu"))
        return mnemonicText(QT_TRANSLATE_NOOP("AppMenuBar", "&View"));
    if (id == QLatin1String("helpMenu"))
        return mnemonicText(QT_TRANSLATE_NOOP("AppMenuBar", "&Help"));
    return QString();
}

QString KeyboardShortcuts::groupText(const QString &group)
{
    if (group == QLatin1String("moving"))
        //: Group in the Keyboard help dialog: moving between and using controls
        return tr("Moving around");
    if (group == QLatin1String("lessons"))
        //: Group in the Keyboard help dialog
        return tr("Lessons");
    if (const LessonDefinition *lesson = LessonRegistry::find(group))
        return QCoreApplication::translate("LessonCatalog", lesson->title);
    if (group == QLatin1String("teaching"))
        //: Group in the Keyboard help dialog: commands for a teacher in class
        return tr("Teaching");
    if (group == QLatin1String("textSize"))
        //: Group in the Keyboard help dialog
        return tr("Text size");
    //: Group in the Keyboard help dialog
    return tr("Menus and help");
}

QString KeyboardShortcuts::actionText(const QString &id)
{
    if (id == QLatin1String("nextControl"))
        return tr("Go to the next control");
    if (id == QLatin1String("previousControl"))
        return tr("Go to the previous control");
    if (id == QLatin1String("activate"))
        //: What Space or Enter does on a focused button, key chip or choice
        return tr("Press the focused button, key chip or choice");
    if (id == QLatin1String("arrows"))
        return tr("Move a slider, change a number, pick another choice in a group");
    if (id == QLatin1String("close"))
        return tr("Close a dialog or an open menu");
    if (id == QLatin1String("lessonList"))
        return tr("In the lesson list: open the lesson above or below");
    if (id == QLatin1String("nextLesson"))
        return tr("Open the next lesson");
    if (id == QLatin1String("previousLesson"))
        return tr("Open the previous lesson");
    if (id == QLatin1String("zoomIn"))
        return tr("Larger text");
    if (id == QLatin1String("zoomOut"))
        return tr("Smaller text");
    if (id == QLatin1String("resetZoom"))
        return tr("Normal text size");
    if (id == QLatin1String("presenterMode"))
        return tr("Presenter mode: hide the lesson list and make all text large");
    if (id == QLatin1String("fullScreen"))
        return tr("Full screen on or off");
    if (id == QLatin1String("resetAll"))
        return tr("Reset all lessons (asks first)");
    if (id == QLatin1String("fileMenu"))
        return tr("Open the File menu");
    if (id == QLatin1String("languageMenu"))
        return tr("Open the Language menu");
    if (id == QLatin1String("viewMenu"))
        return tr("Open the View menu (text size)");
    if (id == QLatin1String("helpMenu"))
        return tr("Open the Help menu");
    if (id == QLatin1String("keyboardHelp"))
        return tr("Show this list of keys");
    return QString();
}
