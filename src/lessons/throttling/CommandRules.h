#pragma once

#include <QList>
#include <QString>
#include <QStringList>

// Which commands the managed store throttles, without any user-interface text: a
// tokenizer that splits a command line the way the usual command-line client does, and a
// table of known commands with their arguments and key positions.
namespace CommandRules {

// The result of splitting a command line.
enum class TokenError {
    None,
    UnclosedDoubleQuote,
    UnclosedSingleQuote,
    TextAfterClosingQuote, // "a"b: the client wants a space after a closing quote
};

struct Tokens
{
    QStringList arguments;
    TokenError error = TokenError::None;
    int errorPosition = -1; // 0-based character position of the problem
};

// Splits like redis-cli: whitespace separates arguments; "double quotes" take the
// escapes \n \r \t \b \a \\ \" and \xHH; 'single quotes' take only \'; a closing quote
// must be followed by whitespace or the end of the line.
Tokens tokenize(const QString &line);

enum class Kind {
    ThrottledWrite, // on the service's list: delayed when it targets an indexed key
    OtherWrite,     // changes data but is not on the list
    Read,           // never throttled
};

enum class Category {
    Hash,
    Json,
    Generic,
    Other
};

struct CommandSpec
{
    const char *name;
    Kind kind;
    Category category;
    int minArguments;
    int maxArguments; // -1: no upper limit
    int firstKey;     // index into the arguments after the name; -1: no key
    int lastKey;      // -1: the last argument, -2: the one before it
    int keyStep;
    bool pairsAfterKey; // field value pairs (HSET, HMSET) or key value pairs (MSET)
    const char *usage;
};

// The spec of a command, case-insensitive; nullptr when unknown.
const CommandSpec *findCommand(const QString &name);
// Every known command, in table order.
const QList<CommandSpec> &allCommands();
// The names of the throttled commands, in the order of the service's list.
QStringList throttledCommandNames();

// Index prefixes typed by the user: separated by commas or whitespace, empty parts dropped.
QStringList parsePrefixes(const QString &text);

enum class Verdict {
    Empty,
    Malformed,      // quoting problem, see tokenError
    Unknown,        // not a command of the table
    WrongArguments, // known command, wrong number of arguments
    Read,
    WriteNotListed,
    NoIndexPrefix, // listed write, but no prefix defined
    NotIndexed,    // listed write, no key in an index
    Throttled,     // listed write, at least one key in an index
};

struct Check
{
    Verdict verdict = Verdict::Empty;
    TokenError tokenError = TokenError::None;
    int errorPosition = -1;
    QString commandName; // upper case when known, as typed otherwise
    const CommandSpec *spec = nullptr;
    QStringList keys;        // every key the command touches
    QStringList indexedKeys; // the keys that start with an index prefix
    QStringList matchedPrefixes;
    int argumentCount = 0; // arguments after the command name
};

Check check(const QString &commandLine, const QStringList &indexPrefixes);

} // namespace CommandRules
