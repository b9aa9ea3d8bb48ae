#include "lessons/throttling/CommandChecker.h"

#include "i18n/LanguageService.h"

#include <QLocale>

namespace {
// In the quotation marks of the current language (QLocale's default follows the app's
// language): „…“ in German, “…” in English.
QString quotedList(const QStringList &items)
{
    const QLocale locale;
    QStringList quoted;
    for (const QString &item : items)
        quoted.append(locale.quoteString(item));
    return quoted.join(QStringLiteral(", "));
}
} // namespace

CommandChecker::CommandChecker(QObject *parent)
    : QObject(parent)
{
    // Texts and numbers are formatted for the language: refresh them after a switch.
    connect(LanguageService::instance(), &LanguageService::languageChanged, this, &CommandChecker::resultChanged);
    recheck();
}

void CommandChecker::setIndexPrefixes(const QString &text)
{
    if (text == m_indexPrefixes)
        return;
    m_indexPrefixes = text;
    m_prefixList = CommandRules::parsePrefixes(text);
    emit indexPrefixesChanged();
    recheck();
}

void CommandChecker::setCommand(const QString &command)
{
    if (command == m_command)
        return;
    m_command = command;
    emit commandChanged();
    recheck();
}

void CommandChecker::recheck()
{
    m_check = CommandRules::check(m_command, m_prefixList);
    emit resultChanged();
}

bool CommandChecker::valid() const
{
    switch (m_check.verdict) {
    case CommandRules::Verdict::Empty:
    case CommandRules::Verdict::Malformed:
    case CommandRules::Verdict::Unknown:
    case CommandRules::Verdict::WrongArguments:
        return false;
    default:
        return true;
    }
}

QString CommandChecker::headline() const
{
    using V = CommandRules::Verdict;
    switch (m_check.verdict) {
    case V::Empty:
        //: Command checker result when nothing has been typed yet
        return tr("Type a command");
    case V::Malformed:
    case V::Unknown:
    case V::WrongArguments:
        //: Command checker result when the line cannot be judged
        return tr("Cannot check this line");
    case V::Throttled:
        //: Command checker result: the command is slowed down while throttling is active
        return tr("Throttled: delayed while throttling is active");
    case V::Read:
    case V::WriteNotListed:
    case V::NoIndexPrefix:
    case V::NotIndexed:
        //: Command checker result: the command is never slowed down by the throttle
        return tr("Not throttled");
    }
    return {};
}

QString CommandChecker::explanation() const
{
    using V = CommandRules::Verdict;
    const QString name = m_check.commandName;
    switch (m_check.verdict) {
    case V::Empty:
        return tr("Enter one command line, for example HSET product:42 price 10 or GET product:42.");
    case V::Malformed:
        switch (m_check.tokenError) {
        case CommandRules::TokenError::UnclosedDoubleQuote:
            //: %1 is a character position, counted from 1
            return tr("The double quote at character %1 is never closed. Add the closing \" "
                      "(write \\\" for a quote inside the text).")
                .arg(m_check.errorPosition + 1);
        case CommandRules::TokenError::UnclosedSingleQuote:
            //: %1 is a character position, counted from 1
            return tr("The single quote at character %1 is never closed. Add the closing ' "
                      "(write \\' for a quote inside the text).")
                .arg(m_check.errorPosition + 1);
        case CommandRules::TokenError::TextAfterClosingQuote:
            //: %1 is a character position, counted from 1
            return tr("Character %1 follows a closing quote directly. The command-line client "
                      "expects a space or the end of the line after a closing quote.")
                .arg(m_check.errorPosition + 1);
        case CommandRules::TokenError::None:
            break;
        }
        return {};
    case V::Unknown:
        //: %1 is the word the student typed as command name
        return tr("“%1” is not a command this checker knows. It knows every command on the "
                  "service's throttling list and common commands such as GET, HGET, JSON.GET, "
                  "FT.SEARCH and SET.")
            .arg(name);
    case V::WrongArguments:
        //: %n how many arguments the student typed, %1 the command's name, %2 its syntax
        //: (e.g. "HDEL key field [field ...]")
        return tr("%1 does not take %n argument(s). Its form is: %2", "", m_check.argumentCount)
            .arg(name, QString::fromLatin1(m_check.spec->usage));
    case V::Read:
        return tr("%1 only reads. Reads are never throttled, whatever key they touch.").arg(name);
    case V::WriteNotListed:
        return tr("%1 changes data, but it is not on the service's list of throttled commands, "
                  "so the throttle never delays it.")
            .arg(name);
    case V::NoIndexPrefix:
        return tr("%1 is on the list of throttled commands, but you have not defined any index "
                  "prefix, so no key belongs to a search index. Add a prefix such as product: "
                  "above.")
            .arg(name);
    case V::NotIndexed:
        //: %1 command name, %2 the keys, %3 the index prefixes
        return tr("%1 is on the list of throttled commands, but no key it writes (%2) starts with "
                  "an index prefix (%3). Writes to keys outside every search index are never "
                  "throttled.")
            .arg(name, quotedList(m_check.keys), quotedList(m_prefixList));
    case V::Throttled:
        if (m_check.keys.size() > 1) {
            //: %1 command name, %2 the indexed keys, %3 the matching prefixes
            return tr("%1 is on the list of throttled commands, and %2 belongs to a search index "
                      "(prefix %3). One indexed key is enough: while throttling is active, the "
                      "whole command waits longer, and it still succeeds.")
                .arg(name, quotedList(m_check.indexedKeys), quotedList(m_check.matchedPrefixes));
        }
        //: %1 command name, %2 the key, %3 the matching prefix
        return tr("%1 is on the list of throttled commands, and %2 belongs to a search index "
                  "(prefix %3). While throttling is active, this write waits longer, and it still "
                  "succeeds: no error reaches the client.")
            .arg(name, quotedList(m_check.indexedKeys), quotedList(m_check.matchedPrefixes));
    }
    return {};
}
