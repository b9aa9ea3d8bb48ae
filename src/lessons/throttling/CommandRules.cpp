#include "lessons/throttling/CommandRules.h"

#include <QRegularExpression>

namespace CommandRules {

namespace {

bool isHexDigit(QChar c)
{
    return (c >= u'0' && c <= u'9') || (c >= u'a' && c <= u'f') || (c >= u'A' && c <= u'F');
}

} // namespace

Tokens tokenize(const QString &line)
{
    Tokens result;
    const qsizetype length = line.size();
    qsizetype i = 0;
    while (true) {
        while (i < length && line.at(i).isSpace())
            ++i;
        if (i >= length)
            return result;

        QString current;
        bool inDouble = false;
        bool inSingle = false;
        qsizetype quoteStart = -1;
        bool done = false;
        while (!done) {
            if (inDouble) {
                if (i >= length) {
                    result.error = TokenError::UnclosedDoubleQuote;
                    result.errorPosition = int(quoteStart);
                    return result;
                }
                const QChar c = line.at(i);
                if (c == u'\\' && i + 3 < length && line.at(i + 1) == u'x' && isHexDigit(line.at(i + 2))
                    && isHexDigit(line.at(i + 3))) {
                    current.append(QChar(line.mid(i + 2, 2).toUShort(nullptr, 16)));
                    i += 4;
                } else if (c == u'\\' && i + 1 < length) {
                    const QChar next = line.at(i + 1);
                    switch (next.unicode()) {
                    case 'n':
                        current.append(u'\n');
                        break;
                    case 'r':
                        current.append(u'\r');
                        break;
                    case 't':
                        current.append(u'\t');
                        break;
                    case 'b':
                        current.append(u'\b');
                        break;
                    case 'a':
                        current.append(u'\a');
                        break;
                    default:
                        current.append(next);
                        break;
                    }
                    i += 2;
                } else if (c == u'"') {
                    ++i;
                    if (i < length && !line.at(i).isSpace()) {
                        result.error = TokenError::TextAfterClosingQuote;
                        result.errorPosition = int(i);
                        return result;
                    }
                    done = true;
                } else {
                    current.append(c);
                    ++i;
                }
            } else if (inSingle) {
                if (i >= length) {
                    result.error = TokenError::UnclosedSingleQuote;
                    result.errorPosition = int(quoteStart);
                    return result;
                }
                const QChar c = line.at(i);
                if (c == u'\\' && i + 1 < length && line.at(i + 1) == u'\'') {
                    current.append(u'\'');
                    i += 2;
                } else if (c == u'\'') {
                    ++i;
                    if (i < length && !line.at(i).isSpace()) {
                        result.error = TokenError::TextAfterClosingQuote;
                        result.errorPosition = int(i);
                        return result;
                    }
                    done = true;
                } else {
                    current.append(c);
                    ++i;
                }
            } else {
                if (i >= length)
                    break;
                const QChar c = line.at(i);
                if (c.isSpace()) {
                    done = true;
                } else if (c == u'"') {
                    inDouble = true;
                    quoteStart = i;
                    ++i;
                } else if (c == u'\'') {
                    inSingle = true;
                    quoteStart = i;
                    ++i;
                } else {
                    current.append(c);
                    ++i;
                }
            }
        }
        result.arguments.append(current);
    }
}

const QList<CommandSpec> &allCommands()
{
    using K = Kind;
    using C = Category;
    static const QList<CommandSpec> table = {
        // The service's list of throttled commands: hash, JSON, generic.
        {"HSET", K::ThrottledWrite, C::Hash, 3, -1, 0, 0, 1, true, "HSET key field value [field value ...]"},
        {"HSETNX", K::ThrottledWrite, C::Hash, 3, 3, 0, 0, 1, false, "HSETNX key field value"},
        {"HMSET", K::ThrottledWrite, C::Hash, 3, -1, 0, 0, 1, true, "HMSET key field value [field value ...]"},
        {"HINCRBY", K::ThrottledWrite, C::Hash, 3, 3, 0, 0, 1, false, "HINCRBY key field increment"},
        {"HINCRBYFLOAT", K::ThrottledWrite, C::Hash, 3, 3, 0, 0, 1, false, "HINCRBYFLOAT key field increment"},
        {"HDEL", K::ThrottledWrite, C::Hash, 2, -1, 0, 0, 1, false, "HDEL key field [field ...]"},
        {"JSON.SET", K::ThrottledWrite, C::Json, 3, 4, 0, 0, 1, false, "JSON.SET key path value [NX | XX]"},
        {"JSON.DEL", K::ThrottledWrite, C::Json, 1, 2, 0, 0, 1, false, "JSON.DEL key [path]"},
        {"JSON.NUMINCRBY", K::ThrottledWrite, C::Json, 3, 3, 0, 0, 1, false, "JSON.NUMINCRBY key path number"},
        {"JSON.NUMMULTBY", K::ThrottledWrite, C::Json, 3, 3, 0, 0, 1, false, "JSON.NUMMULTBY key path number"},
        {"JSON.STRAPPEND", K::ThrottledWrite, C::Json, 2, 3, 0, 0, 1, false, "JSON.STRAPPEND key [path] value"},
        {"JSON.ARRAPPEND", K::ThrottledWrite, C::Json, 2, -1, 0, 0, 1, false,
         "JSON.ARRAPPEND key [path] value [value ...]"},
        {"JSON.ARRINSERT", K::ThrottledWrite, C::Json, 4, -1, 0, 0, 1, false,
         "JSON.ARRINSERT key path index value [value ...]"},
        {"JSON.ARRPOP", K::ThrottledWrite, C::Json, 1, 3, 0, 0, 1, false, "JSON.ARRPOP key [path [index]]"},
        {"JSON.ARRTRIM", K::ThrottledWrite, C::Json, 4, 4, 0, 0, 1, false, "JSON.ARRTRIM key path start stop"},
        {"JSON.TOGGLE", K::ThrottledWrite, C::Json, 1, 2, 0, 0, 1, false, "JSON.TOGGLE key [path]"},
        {"JSON.CLEAR", K::ThrottledWrite, C::Json, 1, 2, 0, 0, 1, false, "JSON.CLEAR key [path]"},
        {"JSON.MERGE", K::ThrottledWrite, C::Json, 3, 3, 0, 0, 1, false, "JSON.MERGE key path value"},
        {"DEL", K::ThrottledWrite, C::Generic, 1, -1, 0, -1, 1, false, "DEL key [key ...]"},
        {"UNLINK", K::ThrottledWrite, C::Generic, 1, -1, 0, -1, 1, false, "UNLINK key [key ...]"},
        {"RENAME", K::ThrottledWrite, C::Generic, 2, 2, 0, 1, 1, false, "RENAME key newkey"},
        {"RENAMENX", K::ThrottledWrite, C::Generic, 2, 2, 0, 1, 1, false, "RENAMENX key newkey"},
        {"COPY", K::ThrottledWrite, C::Generic, 2, 5, 0, 1, 1, false, "COPY source destination [DB db] [REPLACE]"},
        {"RESTORE", K::ThrottledWrite, C::Generic, 3, -1, 0, 0, 1, false,
         "RESTORE key ttl serialized-value [REPLACE] [ABSTTL] [IDLETIME seconds] [FREQ frequency]"},

        // Writes that are not on the list.
        {"SET", K::OtherWrite, C::Other, 2, -1, 0, 0, 1, false, "SET key value [options]"},
        {"SETNX", K::OtherWrite, C::Other, 2, 2, 0, 0, 1, false, "SETNX key value"},
        {"SETEX", K::OtherWrite, C::Other, 3, 3, 0, 0, 1, false, "SETEX key seconds value"},
        {"MSET", K::OtherWrite, C::Other, 2, -1, 0, -1, 2, true, "MSET key value [key value ...]"},
        {"APPEND", K::OtherWrite, C::Other, 2, 2, 0, 0, 1, false, "APPEND key value"},
        {"INCR", K::OtherWrite, C::Other, 1, 1, 0, 0, 1, false, "INCR key"},
        {"INCRBY", K::OtherWrite, C::Other, 2, 2, 0, 0, 1, false, "INCRBY key increment"},
        {"DECR", K::OtherWrite, C::Other, 1, 1, 0, 0, 1, false, "DECR key"},
        {"GETDEL", K::OtherWrite, C::Other, 1, 1, 0, 0, 1, false, "GETDEL key"},
        {"EXPIRE", K::OtherWrite, C::Other, 2, 3, 0, 0, 1, false, "EXPIRE key seconds [NX | XX | GT | LT]"},
        {"PEXPIRE", K::OtherWrite, C::Other, 2, 3, 0, 0, 1, false, "PEXPIRE key milliseconds [NX | XX | GT | LT]"},
        {"PERSIST", K::OtherWrite, C::Other, 1, 1, 0, 0, 1, false, "PERSIST key"},
        {"LPUSH", K::OtherWrite, C::Other, 2, -1, 0, 0, 1, false, "LPUSH key element [element ...]"},
        {"RPUSH", K::OtherWrite, C::Other, 2, -1, 0, 0, 1, false, "RPUSH key element [element ...]"},
        {"LPOP", K::OtherWrite, C::Other, 1, 2, 0, 0, 1, false, "LPOP key [count]"},
        {"RPOP", K::OtherWrite, C::Other, 1, 2, 0, 0, 1, false, "RPOP key [count]"},
        {"SADD", K::OtherWrite, C::Other, 2, -1, 0, 0, 1, false, "SADD key member [member ...]"},
        {"SREM", K::OtherWrite, C::Other, 2, -1, 0, 0, 1, false, "SREM key member [member ...]"},
        {"ZADD", K::OtherWrite, C::Other, 3, -1, 0, 0, 1, false, "ZADD key [options] score member [score member ...]"},
        {"ZREM", K::OtherWrite, C::Other, 2, -1, 0, 0, 1, false, "ZREM key member [member ...]"},

        // Reads: never throttled.
        {"GET", K::Read, C::Other, 1, 1, 0, 0, 1, false, "GET key"},
        {"MGET", K::Read, C::Other, 1, -1, 0, -1, 1, false, "MGET key [key ...]"},
        {"GETRANGE", K::Read, C::Other, 3, 3, 0, 0, 1, false, "GETRANGE key start end"},
        {"STRLEN", K::Read, C::Other, 1, 1, 0, 0, 1, false, "STRLEN key"},
        {"EXISTS", K::Read, C::Other, 1, -1, 0, -1, 1, false, "EXISTS key [key ...]"},
        {"TTL", K::Read, C::Other, 1, 1, 0, 0, 1, false, "TTL key"},
        {"PTTL", K::Read, C::Other, 1, 1, 0, 0, 1, false, "PTTL key"},
        {"TYPE", K::Read, C::Other, 1, 1, 0, 0, 1, false, "TYPE key"},
        {"DUMP", K::Read, C::Other, 1, 1, 0, 0, 1, false, "DUMP key"},
        {"HGET", K::Read, C::Hash, 2, 2, 0, 0, 1, false, "HGET key field"},
        {"HMGET", K::Read, C::Hash, 2, -1, 0, 0, 1, false, "HMGET key field [field ...]"},
        {"HGETALL", K::Read, C::Hash, 1, 1, 0, 0, 1, false, "HGETALL key"},
        {"HEXISTS", K::Read, C::Hash, 2, 2, 0, 0, 1, false, "HEXISTS key field"},
        {"HKEYS", K::Read, C::Hash, 1, 1, 0, 0, 1, false, "HKEYS key"},
        {"HVALS", K::Read, C::Hash, 1, 1, 0, 0, 1, false, "HVALS key"},
        {"HLEN", K::Read, C::Hash, 1, 1, 0, 0, 1, false, "HLEN key"},
        {"HSTRLEN", K::Read, C::Hash, 2, 2, 0, 0, 1, false, "HSTRLEN key field"},
        {"HSCAN", K::Read, C::Hash, 2, -1, 0, 0, 1, false, "HSCAN key cursor [MATCH pattern] [COUNT count]"},
        {"JSON.GET", K::Read, C::Json, 1, -1, 0, 0, 1, false, "JSON.GET key [options] [path ...]"},
        {"JSON.MGET", K::Read, C::Json, 2, -1, 0, -2, 1, false, "JSON.MGET key [key ...] path"},
        {"JSON.TYPE", K::Read, C::Json, 1, 2, 0, 0, 1, false, "JSON.TYPE key [path]"},
        {"JSON.STRLEN", K::Read, C::Json, 1, 2, 0, 0, 1, false, "JSON.STRLEN key [path]"},
        {"JSON.ARRLEN", K::Read, C::Json, 1, 2, 0, 0, 1, false, "JSON.ARRLEN key [path]"},
        {"JSON.ARRINDEX", K::Read, C::Json, 3, 5, 0, 0, 1, false, "JSON.ARRINDEX key path value [start [stop]]"},
        {"JSON.OBJKEYS", K::Read, C::Json, 1, 2, 0, 0, 1, false, "JSON.OBJKEYS key [path]"},
        {"JSON.OBJLEN", K::Read, C::Json, 1, 2, 0, 0, 1, false, "JSON.OBJLEN key [path]"},
        {"JSON.RESP", K::Read, C::Json, 1, 2, 0, 0, 1, false, "JSON.RESP key [path]"},
        {"FT.SEARCH", K::Read, C::Other, 2, -1, -1, -1, 1, false, "FT.SEARCH index query [options]"},
        {"FT.AGGREGATE", K::Read, C::Other, 2, -1, -1, -1, 1, false, "FT.AGGREGATE index query [options]"},
        {"FT.INFO", K::Read, C::Other, 1, 1, -1, -1, 1, false, "FT.INFO index"},
        {"FT._LIST", K::Read, C::Other, 0, 0, -1, -1, 1, false, "FT._LIST"},
        {"FT.EXPLAIN", K::Read, C::Other, 2, -1, -1, -1, 1, false, "FT.EXPLAIN index query [options]"},
        {"KEYS", K::Read, C::Other, 1, 1, -1, -1, 1, false, "KEYS pattern"},
        {"SCAN", K::Read, C::Other, 1, -1, -1, -1, 1, false, "SCAN cursor [MATCH pattern] [COUNT count] [TYPE type]"},
        {"DBSIZE", K::Read, C::Other, 0, 0, -1, -1, 1, false, "DBSIZE"},
        {"PING", K::Read, C::Other, 0, 1, -1, -1, 1, false, "PING [message]"},
        {"INFO", K::Read, C::Other, 0, -1, -1, -1, 1, false, "INFO [section ...]"},
        {"LRANGE", K::Read, C::Other, 3, 3, 0, 0, 1, false, "LRANGE key start stop"},
        {"LLEN", K::Read, C::Other, 1, 1, 0, 0, 1, false, "LLEN key"},
        {"SMEMBERS", K::Read, C::Other, 1, 1, 0, 0, 1, false, "SMEMBERS key"},
        {"SISMEMBER", K::Read, C::Other, 2, 2, 0, 0, 1, false, "SISMEMBER key member"},
        {"SCARD", K::Read, C::Other, 1, 1, 0, 0, 1, false, "SCARD key"},
        {"ZRANGE", K::Read, C::Other, 3, -1, 0, 0, 1, false, "ZRANGE key start stop [options]"},
        {"ZSCORE", K::Read, C::Other, 2, 2, 0, 0, 1, false, "ZSCORE key member"},
        {"ZCARD", K::Read, C::Other, 1, 1, 0, 0, 1, false, "ZCARD key"},
    };
    return table;
}

const CommandSpec *findCommand(const QString &name)
{
    for (const CommandSpec &spec : allCommands()) {
        if (name.compare(QLatin1String(spec.name), Qt::CaseInsensitive) == 0)
            return &spec;
    }
    return nullptr;
}

QStringList throttledCommandNames()
{
    QStringList names;
    for (const CommandSpec &spec : allCommands()) {
        if (spec.kind == Kind::ThrottledWrite)
            names.append(QLatin1String(spec.name));
    }
    return names;
}

QStringList parsePrefixes(const QString &text)
{
    static const QRegularExpression separators(QStringLiteral("[,\\s]+"));
    return text.split(separators, Qt::SkipEmptyParts);
}

Check check(const QString &commandLine, const QStringList &indexPrefixes)
{
    Check result;
    const Tokens tokens = tokenize(commandLine);
    if (tokens.error != TokenError::None) {
        result.verdict = Verdict::Malformed;
        result.tokenError = tokens.error;
        result.errorPosition = tokens.errorPosition;
        return result;
    }
    if (tokens.arguments.isEmpty()) {
        result.verdict = Verdict::Empty;
        return result;
    }

    const QString &name = tokens.arguments.first();
    const QStringList arguments = tokens.arguments.mid(1);
    result.argumentCount = int(arguments.size());
    result.spec = findCommand(name);
    if (!result.spec) {
        result.commandName = name;
        result.verdict = Verdict::Unknown;
        return result;
    }
    const CommandSpec &spec = *result.spec;
    result.commandName = QLatin1String(spec.name);

    const int count = result.argumentCount;
    bool arityOk = count >= spec.minArguments && (spec.maxArguments < 0 || count <= spec.maxArguments);
    if (arityOk && spec.pairsAfterKey) {
        // HSET key f v [f v ...]: an odd count; MSET k v [k v ...]: an even count.
        arityOk = spec.keyStep == 2 ? count % 2 == 0 : count % 2 == 1;
    }
    if (!arityOk) {
        result.verdict = Verdict::WrongArguments;
        return result;
    }

    if (spec.firstKey >= 0) {
        const int last = spec.lastKey >= 0 ? spec.lastKey : count + spec.lastKey;
        for (int i = spec.firstKey; i <= last && i < count; i += spec.keyStep)
            result.keys.append(arguments.at(i));
    }

    if (spec.kind == Kind::Read) {
        result.verdict = Verdict::Read;
        return result;
    }
    if (spec.kind == Kind::OtherWrite) {
        result.verdict = Verdict::WriteNotListed;
        return result;
    }
    if (indexPrefixes.isEmpty()) {
        result.verdict = Verdict::NoIndexPrefix;
        return result;
    }
    for (const QString &key : std::as_const(result.keys)) {
        for (const QString &prefix : indexPrefixes) {
            // Keys are case-sensitive in the store, and so are index prefixes.
            if (key.startsWith(prefix)) {
                result.indexedKeys.append(key);
                if (!result.matchedPrefixes.contains(prefix))
                    result.matchedPrefixes.append(prefix);
                break;
            }
        }
    }
    result.verdict = result.indexedKeys.isEmpty() ? Verdict::NotIndexed : Verdict::Throttled;
    return result;
}

} // namespace CommandRules
