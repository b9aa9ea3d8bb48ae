#pragma once

#include <QLocale>
#include <QObject>
#include <QPointer>
#include <QQmlEngine>
#include <QString>
#include <QStringList>
#include <QTranslator>
#include <QVariantList>

#include <map>
#include <memory>

// The app's one language: translators are process-wide, so there is one service for the
// process, shared by every QML engine (each engine's LanguageService singleton is this
// object). Switching swaps the Qt and app translators, sets the default QLocale (so C++
// number formatting follows), emits languageChanged() once, and then asks every engine to
// re-evaluate its translated bindings. C++ models connect to languageChanged() of
// instance(); nothing else in the app watches for language changes.
class LanguageService : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON
    Q_PROPERTY(QString language READ language NOTIFY languageChanged FINAL)
    Q_PROPERTY(QString localeName READ localeName NOTIFY languageChanged FINAL)
    Q_PROPERTY(QVariantList languages READ languages CONSTANT FINAL)

public:
    ~LanguageService() override;

    // The process's service, created on first use with the saved language (or the
    // system's). It lives as long as the QCoreApplication.
    static LanguageService *instance();
    // The QML singleton: instance(), with the engine noted so that a switch retranslates it.
    static LanguageService *create(QQmlEngine *engine, QJSEngine *scriptEngine);

    // The languages the app ships, in menu order: "en", "de", "id".
    static QStringList supportedLanguages();
    static bool isSupported(const QString &code);
    // "en" unless the system locale is German or Indonesian.
    static QString systemDefaultLanguage();
    static QLocale localeFor(const QString &code);
    // Where the compiled catalogues (hotspotlab_<code>.qm) are looked up: the resources
    // built into the app (":/i18n") unless a test points it elsewhere.
    static QString catalogueDirectory();
    static void setCatalogueDirectory(const QString &directory);

    QString language() const { return m_language; }
    QString localeName() const;
    QVariantList languages() const;
    // The file of Qt's own catalogue for the current language (qtbase_de.qm gives German
    // key names, "Strg+B"), or empty when none was loaded: Qt ships none for English or
    // Indonesian, and German needs the Debian package qt6-translations-l10n.
    QString qtCatalogueFile() const { return m_qtTranslator ? m_qtTranslator->filePath() : QString(); }
    // How many catalogues have been read from disk or resources: each is read once and
    // kept, so switching back to a language reads nothing.
    int cataloguesLoaded() const { return m_cataloguesLoaded; }

    // Switches and remembers the choice. Unknown codes are refused with a warning.
    Q_INVOKABLE bool setLanguage(const QString &code);
    // Switches for this session only (the --lang option must not overwrite the setting).
    bool applyLanguage(const QString &code);
    // The saved choice, or the system's language when none (or an unknown one) is saved.
    static QString savedLanguage();
    // What a start does: switches to savedLanguage() for this session.
    void applySavedLanguage();

signals:
    // Once per switch to another language, after the new translators are installed and
    // before QML is retranslated: models refresh first, so that the page's bindings read
    // their new texts in the one retranslation that follows.
    void languageChanged();

private:
    LanguageService();
    bool switchTo(const QString &code);
    // Takes the installed catalogues out of the application (they stay kept).
    void removeCatalogues();
    QTranslator *appCatalogue(const QString &code);
    QTranslator *qtCatalogue(const QString &code);

    QList<QPointer<QQmlEngine>> m_engines;
    QString m_language;
    // Catalogues read so far, kept for the next switch: reading one costs a language
    // switch more time than swapping translators (the resources are compressed). The
    // app's are kept by file, so a test that points catalogueDirectory() elsewhere reads
    // that directory's; Qt's by language, null where Qt ships none.
    std::map<QString, std::unique_ptr<QTranslator>> m_appCatalogues;
    std::map<QString, std::unique_ptr<QTranslator>> m_qtCatalogues;
    // The installed ones, owned by the maps above.
    QTranslator *m_appTranslator = nullptr;
    QTranslator *m_qtTranslator = nullptr;
    int m_cataloguesLoaded = 0;
};
