#pragma once

#include <QLocale>
#include <QObject>
#include <QQmlEngine>
#include <QString>
#include <QStringList>
#include <QTranslator>
#include <QVariantList>

#include <memory>

// Owns the app's translators. Switching the language swaps the Qt and app translators,
// sets the default QLocale (so C++ number formatting follows) and asks the QML engine to
// re-evaluate every translated binding. C++ models react to the LanguageChange event
// that installing a translator sends (see LanguageChangeWatcher).
class LanguageService : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON
    Q_PROPERTY(QString language READ language NOTIFY languageChanged FINAL)
    Q_PROPERTY(QString localeName READ localeName NOTIFY languageChanged FINAL)
    Q_PROPERTY(QVariantList languages READ languages CONSTANT FINAL)

public:
    // The engine is re-evaluated on every switch; null when used without QML (tests).
    // No default argument: QML must create the singleton through create().
    explicit LanguageService(QQmlEngine *engine, QObject *parent = nullptr);
    ~LanguageService() override;

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

    // Switches and remembers the choice. Unknown codes are refused with a warning.
    Q_INVOKABLE bool setLanguage(const QString &code);
    // Switches for this session only (the --lang option must not overwrite the setting).
    bool applyLanguage(const QString &code);

signals:
    void languageChanged();

private:
    bool switchTo(const QString &code);
    QString loadSavedLanguage() const;

    QQmlEngine *m_engine = nullptr;
    QString m_language;
    std::unique_ptr<QTranslator> m_appTranslator;
    std::unique_ptr<QTranslator> m_qtTranslator;
};
