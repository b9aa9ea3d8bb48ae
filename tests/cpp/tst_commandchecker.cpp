// hotspot-models-test: links hotspotmodels, no Qt Quick, Charts or Widgets (models_links_models_only checks it).
// The command checker of the throttling lesson: tokenizer, command table and verdicts.
#include "i18n/LanguageService.h"
#include "lessons/throttling/CommandChecker.h"
#include "lessons/throttling/CommandRules.h"

#include <QCoreApplication>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

using CommandRules::TokenError;
using CommandRules::Verdict;

Q_DECLARE_METATYPE(CommandRules::Verdict)

class TestCommandChecker : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        // English plural forms come from the English catalogue, as in the app.
        QVERIFY(LanguageService::instance()->applyLanguage(QStringLiteral("en")));
    }
    void cleanup() { LanguageService::instance()->applyLanguage(QStringLiteral("en")); }

    void tokenizerSplitsLikeTheCommandLineClient_data()
    {
        QTest::addColumn<QString>("line");
        QTest::addColumn<QStringList>("arguments");
        QTest::newRow("plain") << "HSET product:42 price 10" << QStringList {"HSET", "product:42", "price", "10"};
        QTest::newRow("extra spaces and tabs") << "  GET \t product:1  " << QStringList {"GET", "product:1"};
        QTest::newRow("double quotes") << "HSET \"product:43\" name \"Blue mug\""
                                       << QStringList {"HSET", "product:43", "name", "Blue mug"};
        QTest::newRow("escapes in double quotes")
            << "SET k \"a\\\"b\\\\c\\n\\x41\"" << QStringList {"SET", "k", "a\"b\\c\nA"};
        QTest::newRow("single quotes keep backslashes") << "SET k 'a\\nb\\'c'" << QStringList {"SET", "k", "a\\nb'c"};
        QTest::newRow("json in single quotes")
            << "JSON.SET user:5 $.name '\"Ana\"'" << QStringList {"JSON.SET", "user:5", "$.name", "\"Ana\""};
        QTest::newRow("empty quoted argument")
            << "HSET product:1 note \"\"" << QStringList {"HSET", "product:1", "note", ""};
        QTest::newRow("quote inside a word") << "GET pro\"duct:1\"" << QStringList {"GET", "product:1"};
        QTest::newRow("empty") << "" << QStringList {};
        QTest::newRow("blank") << "   \t " << QStringList {};
    }

    void tokenizerSplitsLikeTheCommandLineClient()
    {
        QFETCH(QString, line);
        QFETCH(QStringList, arguments);
        const CommandRules::Tokens tokens = CommandRules::tokenize(line);
        QCOMPARE(tokens.error, TokenError::None);
        QCOMPARE(tokens.arguments, arguments);
    }

    void tokenizerReportsQuotingErrors_data()
    {
        QTest::addColumn<QString>("line");
        QTest::addColumn<TokenError>("error");
        QTest::addColumn<int>("position");
        QTest::newRow("open double quote") << "HSET \"product:1 a b" << TokenError::UnclosedDoubleQuote << 5;
        QTest::newRow("escaped closing quote") << "GET \"abc\\\"" << TokenError::UnclosedDoubleQuote << 4;
        QTest::newRow("open single quote") << "GET 'product:1" << TokenError::UnclosedSingleQuote << 4;
        QTest::newRow("text after double quote") << "GET \"a\"b" << TokenError::TextAfterClosingQuote << 7;
        QTest::newRow("text after single quote") << "GET 'a'b" << TokenError::TextAfterClosingQuote << 7;
    }

    void tokenizerReportsQuotingErrors()
    {
        QFETCH(QString, line);
        QFETCH(TokenError, error);
        QFETCH(int, position);
        const CommandRules::Tokens tokens = CommandRules::tokenize(line);
        QCOMPARE(tokens.error, error);
        QCOMPARE(tokens.errorPosition, position);
    }

    void everyListedCommandOnIndexedAndPlainKeys_data()
    {
        QTest::addColumn<QString>("indexed");
        QTest::addColumn<QString>("plain");
        const QList<QPair<QString, QString>> lines = {
            {"HSET product:1 price 10", "HSET cart:1 price 10"},
            {"HSETNX product:1 price 10", "HSETNX cart:1 price 10"},
            {"HMSET product:1 price 10 stock 3", "HMSET cart:1 price 10 stock 3"},
            {"HINCRBY product:1 stock 1", "HINCRBY cart:1 stock 1"},
            {"HINCRBYFLOAT product:1 price 0.5", "HINCRBYFLOAT cart:1 price 0.5"},
            {"HDEL product:1 price stock", "HDEL cart:1 price stock"},
            {"JSON.SET product:1 $ '{\"a\":1}'", "JSON.SET cart:1 $ '{\"a\":1}'"},
            {"JSON.DEL product:1 $.a", "JSON.DEL cart:1 $.a"},
            {"JSON.NUMINCRBY product:1 $.stock 1", "JSON.NUMINCRBY cart:1 $.stock 1"},
            {"JSON.NUMMULTBY product:1 $.price 2", "JSON.NUMMULTBY cart:1 $.price 2"},
            {"JSON.STRAPPEND product:1 $.name '\"!\"'", "JSON.STRAPPEND cart:1 $.name '\"!\"'"},
            {"JSON.ARRAPPEND product:1 $.tags '\"new\"'", "JSON.ARRAPPEND cart:1 $.tags '\"new\"'"},
            {"JSON.ARRINSERT product:1 $.tags 0 '\"a\"'", "JSON.ARRINSERT cart:1 $.tags 0 '\"a\"'"},
            {"JSON.ARRPOP product:1 $.tags", "JSON.ARRPOP cart:1 $.tags"},
            {"JSON.ARRTRIM product:1 $.tags 0 2", "JSON.ARRTRIM cart:1 $.tags 0 2"},
            {"JSON.TOGGLE product:1 $.active", "JSON.TOGGLE cart:1 $.active"},
            {"JSON.CLEAR product:1 $.tags", "JSON.CLEAR cart:1 $.tags"},
            {"JSON.MERGE product:1 $ '{\"b\":2}'", "JSON.MERGE cart:1 $ '{\"b\":2}'"},
            {"DEL product:1", "DEL cart:1"},
            {"UNLINK product:1", "UNLINK cart:1"},
            {"RENAME product:1 product:2", "RENAME cart:1 cart:2"},
            {"RENAMENX product:1 product:2", "RENAMENX cart:1 cart:2"},
            {"COPY product:1 product:2", "COPY cart:1 cart:2"},
            {"RESTORE product:1 0 \"\\x00\\x01\"", "RESTORE cart:1 0 \"\\x00\\x01\""},
        };
        for (const auto &[indexed, plain] : lines)
            QTest::newRow(qPrintable(indexed.section(QLatin1Char(' '), 0, 0))) << indexed << plain;
    }

    void everyListedCommandOnIndexedAndPlainKeys()
    {
        QFETCH(QString, indexed);
        QFETCH(QString, plain);
        const QStringList prefixes {QStringLiteral("product:")};
        const CommandRules::Check hit = CommandRules::check(indexed, prefixes);
        QCOMPARE(hit.verdict, Verdict::Throttled);
        QCOMPARE(hit.indexedKeys.first(), QStringLiteral("product:1"));
        QCOMPARE(hit.matchedPrefixes, prefixes);
        const CommandRules::Check miss = CommandRules::check(plain, prefixes);
        QCOMPARE(miss.verdict, Verdict::NotIndexed);
        QVERIFY(miss.indexedKeys.isEmpty());
        QCOMPARE(miss.keys.first(), QStringLiteral("cart:1"));
        // Without any index prefix no key is in an index.
        QCOMPARE(CommandRules::check(indexed, {}).verdict, Verdict::NoIndexPrefix);
    }

    void theListIsComplete()
    {
        const QStringList expected {"HSET",
                                    "HSETNX",
                                    "HMSET",
                                    "HINCRBY",
                                    "HINCRBYFLOAT",
                                    "HDEL",
                                    "JSON.SET",
                                    "JSON.DEL",
                                    "JSON.NUMINCRBY",
                                    "JSON.NUMMULTBY",
                                    "JSON.STRAPPEND",
                                    "JSON.ARRAPPEND",
                                    "JSON.ARRINSERT",
                                    "JSON.ARRPOP",
                                    "JSON.ARRTRIM",
                                    "JSON.TOGGLE",
                                    "JSON.CLEAR",
                                    "JSON.MERGE",
                                    "DEL",
                                    "UNLINK",
                                    "RENAME",
                                    "RENAMENX",
                                    "COPY",
                                    "RESTORE"};
        QCOMPARE(CommandRules::throttledCommandNames(), expected);
        QCOMPARE(CommandChecker::throttledCommands(), expected);
    }

    void readsAndOtherWritesAreNeverThrottled_data()
    {
        QTest::addColumn<QString>("line");
        QTest::addColumn<Verdict>("verdict");
        QTest::newRow("GET") << "GET product:42" << Verdict::Read;
        QTest::newRow("HGET") << "HGET product:42 price" << Verdict::Read;
        QTest::newRow("HGETALL") << "HGETALL product:42" << Verdict::Read;
        QTest::newRow("HMGET") << "HMGET product:42 price stock" << Verdict::Read;
        QTest::newRow("JSON.GET") << "JSON.GET product:42 $.price" << Verdict::Read;
        QTest::newRow("JSON.MGET") << "JSON.MGET product:1 product:2 $" << Verdict::Read;
        QTest::newRow("FT.SEARCH") << "FT.SEARCH idx:products \"@price:[0 10]\"" << Verdict::Read;
        QTest::newRow("MGET") << "MGET product:1 product:2" << Verdict::Read;
        QTest::newRow("EXISTS") << "EXISTS product:1 product:2" << Verdict::Read;
        QTest::newRow("TTL") << "TTL product:1" << Verdict::Read;
        QTest::newRow("TYPE") << "TYPE product:1" << Verdict::Read;
        QTest::newRow("SCAN") << "SCAN 0 MATCH product:*" << Verdict::Read;
        QTest::newRow("SET") << "SET product:42 hello" << Verdict::WriteNotListed;
        QTest::newRow("EXPIRE") << "EXPIRE product:42 60" << Verdict::WriteNotListed;
        QTest::newRow("MSET") << "MSET product:1 a product:2 b" << Verdict::WriteNotListed;
        QTest::newRow("GETDEL") << "GETDEL product:1" << Verdict::WriteNotListed;
    }

    void readsAndOtherWritesAreNeverThrottled()
    {
        QFETCH(QString, line);
        QFETCH(Verdict, verdict);
        QCOMPARE(CommandRules::check(line, {QStringLiteral("product:")}).verdict, verdict);
    }

    void multiKeyCommands()
    {
        const QStringList prefixes {QStringLiteral("product:"), QStringLiteral("user:")};
        // Any indexed key is enough.
        CommandRules::Check del = CommandRules::check(QStringLiteral("DEL cart:7 session:1 product:9"), prefixes);
        QCOMPARE(del.verdict, Verdict::Throttled);
        QCOMPARE(del.keys, (QStringList {"cart:7", "session:1", "product:9"}));
        QCOMPARE(del.indexedKeys, QStringList {"product:9"});
        QCOMPARE(CommandRules::check(QStringLiteral("UNLINK cart:1 cart:2 cart:3"), prefixes).verdict,
                 Verdict::NotIndexed);
        QCOMPARE(CommandRules::check(QStringLiteral("UNLINK cart:1 user:2"), prefixes).verdict, Verdict::Throttled);
        // RENAME and COPY: source and destination both count.
        CommandRules::Check rename = CommandRules::check(QStringLiteral("RENAME product:1 archive:1"), prefixes);
        QCOMPARE(rename.verdict, Verdict::Throttled);
        QCOMPARE(rename.keys, (QStringList {"product:1", "archive:1"}));
        QCOMPARE(CommandRules::check(QStringLiteral("RENAME archive:1 product:1"), prefixes).verdict,
                 Verdict::Throttled);
        QCOMPARE(CommandRules::check(QStringLiteral("RENAMENX archive:1 backup:1"), prefixes).verdict,
                 Verdict::NotIndexed);
        CommandRules::Check copy = CommandRules::check(QStringLiteral("COPY draft:1 user:1 REPLACE"), prefixes);
        QCOMPARE(copy.verdict, Verdict::Throttled);
        QCOMPARE(copy.keys, (QStringList {"draft:1", "user:1"}));
        QCOMPARE(copy.matchedPrefixes, QStringList {"user:"});
        // MSET writes several keys but is not on the list.
        QCOMPARE(CommandRules::check(QStringLiteral("MSET product:1 a"), prefixes).keys, QStringList {"product:1"});
    }

    void namesAreCaseInsensitiveKeysAreNot()
    {
        const QStringList prefixes {QStringLiteral("product:")};
        for (const QString &line : {QStringLiteral("hset product:1 a 1"), QStringLiteral("HsEt product:1 a 1"),
                                    QStringLiteral("json.set product:1 $ 1"), QStringLiteral("Del product:1")}) {
            const CommandRules::Check result = CommandRules::check(line, prefixes);
            QCOMPARE(result.verdict, Verdict::Throttled);
            QCOMPARE(result.commandName, result.commandName.toUpper());
        }
        QCOMPARE(CommandRules::check(QStringLiteral("get product:1"), prefixes).verdict, Verdict::Read);
        QCOMPARE(CommandRules::check(QStringLiteral("HSET Product:1 a 1"), prefixes).verdict, Verdict::NotIndexed);
        // Quoted keys are keys like any other.
        QCOMPARE(CommandRules::check(QStringLiteral("hset \"product:43\" name \"Blue mug\""), prefixes).verdict,
                 Verdict::Throttled);
        QCOMPARE(CommandRules::check(QStringLiteral("DEL 'product:1' \"cart:2\""), prefixes).indexedKeys,
                 QStringList {"product:1"});
    }

    void malformedAndUnknownInput_data()
    {
        QTest::addColumn<QString>("line");
        QTest::addColumn<Verdict>("verdict");
        QTest::newRow("empty") << "" << Verdict::Empty;
        QTest::newRow("spaces") << "    " << Verdict::Empty;
        QTest::newRow("unknown") << "FLY product:1" << Verdict::Unknown;
        QTest::newRow("near miss") << "HSETT product:1 a 1" << Verdict::Unknown;
        QTest::newRow("open quote") << "HSET \"product:1 a 1" << Verdict::Malformed;
        QTest::newRow("quote then text") << "GET 'a'b" << Verdict::Malformed;
        QTest::newRow("HSET without value") << "HSET product:42 price" << Verdict::WrongArguments;
        QTest::newRow("HSET odd pairs") << "HSET product:42 a 1 b" << Verdict::WrongArguments;
        QTest::newRow("GET two keys") << "GET a b" << Verdict::WrongArguments;
        QTest::newRow("DEL nothing") << "DEL" << Verdict::WrongArguments;
        QTest::newRow("RENAME one key") << "RENAME product:1" << Verdict::WrongArguments;
        QTest::newRow("MSET odd") << "MSET a 1 b" << Verdict::WrongArguments;
        QTest::newRow("only quotes") << "\"\"" << Verdict::Unknown;
    }

    void malformedAndUnknownInput()
    {
        QFETCH(QString, line);
        QFETCH(Verdict, verdict);
        QCOMPARE(CommandRules::check(line, {QStringLiteral("product:")}).verdict, verdict);
    }

    void prefixesAreParsed()
    {
        QCOMPARE(CommandRules::parsePrefixes(QStringLiteral(" product:, user: ,, idx:a  idx:b ")),
                 (QStringList {"product:", "user:", "idx:a", "idx:b"}));
        QVERIFY(CommandRules::parsePrefixes(QStringLiteral(" , ")).isEmpty());
    }

    void checkerObjectExplains()
    {
        CommandChecker checker;
        QCOMPARE(checker.verdict(), CommandChecker::Empty);
        QVERIFY(!checker.valid());
        QVERIFY(checker.explanation().contains(QStringLiteral("HSET product:42 price 10")));

        QSignalSpy resultSpy(&checker, &CommandChecker::resultChanged);
        checker.setIndexPrefixes(QStringLiteral("product:, user:"));
        QCOMPARE(checker.prefixList(), (QStringList {"product:", "user:"}));
        checker.setCommand(QStringLiteral("HSET product:42 price 10"));
        QCOMPARE(resultSpy.count(), 2);
        QVERIFY(checker.throttled());
        QVERIFY(checker.valid());
        QCOMPARE(checker.commandName(), QStringLiteral("HSET"));
        QCOMPARE(checker.keys(), QStringList {"product:42"});
        QVERIFY(checker.headline().startsWith(QStringLiteral("Throttled")));
        QVERIFY(checker.explanation().contains(QStringLiteral("“product:42”")));
        QVERIFY(checker.explanation().contains(QStringLiteral("still succeeds")));

        checker.setCommand(QStringLiteral("GET product:42"));
        QCOMPARE(checker.verdict(), CommandChecker::Read);
        QCOMPARE(checker.headline(), QStringLiteral("Not throttled"));
        QVERIFY(checker.explanation().contains(QStringLiteral("only reads")));

        checker.setCommand(QStringLiteral("RENAME cart:1 archive:1"));
        QCOMPARE(checker.verdict(), CommandChecker::NotIndexed);
        QVERIFY(checker.explanation().contains(QStringLiteral("“cart:1”, “archive:1”")));
        QVERIFY(checker.explanation().contains(QStringLiteral("“product:”, “user:”")));

        checker.setCommand(QStringLiteral("DEL cart:1 user:2"));
        QVERIFY(checker.throttled());
        QVERIFY(checker.explanation().contains(QStringLiteral("One indexed key is enough")));

        checker.setCommand(QStringLiteral("SET product:42 x"));
        QCOMPARE(checker.verdict(), CommandChecker::WriteNotListed);

        checker.setCommand(QStringLiteral("HSET product:42 price"));
        QCOMPARE(checker.verdict(), CommandChecker::WrongArguments);
        QCOMPARE(checker.explanation(),
                 QStringLiteral("HSET does not take 2 arguments. Its form is: HSET key field value [field value ...]"));

        checker.setCommand(QStringLiteral("HSET \"product:42 price 10"));
        QCOMPARE(checker.verdict(), CommandChecker::Malformed);
        QVERIFY(checker.explanation().contains(QStringLiteral("character 6")));
        QCOMPARE(checker.headline(), QStringLiteral("Cannot check this line"));

        checker.setCommand(QStringLiteral("FLY away"));
        QCOMPARE(checker.verdict(), CommandChecker::Unknown);
        QVERIFY(checker.explanation().startsWith(QStringLiteral("“FLY”")));

        checker.setCommand(QStringLiteral("HDEL product:1 a"));
        checker.setIndexPrefixes(QString());
        QCOMPARE(checker.verdict(), CommandChecker::NoIndexPrefix);
        QVERIFY(!checker.throttled());

        // Unchanged input: no new result.
        const int before = int(resultSpy.count());
        checker.setIndexPrefixes(QString());
        checker.setCommand(QStringLiteral("HDEL product:1 a"));
        QCOMPARE(resultSpy.count(), before);
    }

    void explanationFollowsTheLanguage()
    {
        CommandChecker checker;
        checker.setIndexPrefixes(QStringLiteral("product:"));
        checker.setCommand(QStringLiteral("GET product:1"));
        QCOMPARE(checker.headline(), QStringLiteral("Not throttled"));
        QSignalSpy resultSpy(&checker, &CommandChecker::resultChanged);
        QVERIFY(LanguageService::instance()->applyLanguage(QStringLiteral("de")));
        QCOMPARE(resultSpy.count(), 1);
        QCOMPARE(checker.headline(), QStringLiteral("Nicht gedrosselt"));
        checker.setCommand(QStringLiteral("HDEL product:1"));
        QCOMPARE(checker.explanation(),
                 QStringLiteral("Mit %1 Argument ist HDEL nicht gültig. Die Syntax lautet: HDEL key field [field ...]")
                     .arg(1));
        // Keys are quoted the German way: the switch made the default locale German.
        checker.setCommand(QStringLiteral("HSET product:42 price 10"));
        QVERIFY2(checker.explanation().contains(QStringLiteral("„product:42“")), qPrintable(checker.explanation()));
        checker.setCommand(QStringLiteral("HDEL product:1"));
        QVERIFY(LanguageService::instance()->applyLanguage(QStringLiteral("en")));
        QCOMPARE(checker.headline(), QStringLiteral("Cannot check this line"));
        QCOMPARE(checker.explanation(),
                 QStringLiteral("HDEL does not take 1 argument. Its form is: HDEL key field [field ...]"));
    }

    void everyVerdictHasText()
    {
        CommandChecker checker;
        checker.setIndexPrefixes(QStringLiteral("product:"));
        for (const QString &line :
             {QString(), QStringLiteral("x"), QStringLiteral("GET 'a"), QStringLiteral("GET \"a"),
              QStringLiteral("GET 'a'b"), QStringLiteral("GET"), QStringLiteral("GET a"), QStringLiteral("SET a b"),
              QStringLiteral("DEL a"), QStringLiteral("DEL product:1")}) {
            checker.setCommand(line);
            QVERIFY2(!checker.headline().isEmpty(), qPrintable(line));
            QVERIFY2(!checker.explanation().isEmpty(), qPrintable(line));
        }
    }
};

QTEST_GUILESS_MAIN(TestCommandChecker)
#include "tst_commandchecker.moc"
