#include "i18n/LanguageService.h"

#include "settings/AppSettings.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QVariantMap>

namespace {
const auto kSettingsKey = QStringLiteral("language");

QString &catalogueDirectoryStorage()
{
    static QString directory = QStringLiteral(":/i18n");
    return directory;
}
} // namespace

QString LanguageService::catalogueDirectory()
{
    return catalogueDirectoryStorage();
}

void LanguageService::setCatalogueDirectory(const QString &directory)
{
    catalogueDirectoryStorage() = directory;
}

LanguageService::LanguageService()
    : QObject(QCoreApplication::instance())
    , m_language(QStringLiteral("en"))
{
    switchTo(savedLanguage());
}

LanguageService *LanguageService::instance()
{
    // A QPointer: the service goes with the application, and a test that makes a new
    // application gets a new service.
    static QPointer<LanguageService> service;
    if (!service)
        service = new LanguageService;
    return service;
}

LanguageService::~LanguageService()
{
    // Deleted as a child of the application, whose translator list is gone by then.
    if (QCoreApplication::instance())
        removeCatalogues();
}

void LanguageService::removeCatalogues()
{
    if (m_appTranslator)
        QCoreApplication::removeTranslator(m_appTranslator);
    if (m_qtTranslator)
        QCoreApplication::removeTranslator(m_qtTranslator);
    m_appTranslator = nullptr;
    m_qtTranslator = nullptr;
}

LanguageService *LanguageService::create(QQmlEngine *engine, QJSEngine *)
{
    LanguageService *service = instance();
    // Shared by every engine: no engine may delete it.
    QJSEngine::setObjectOwnership(service, QJSEngine::CppOwnership);
    service->m_engines.removeAll(nullptr);
    if (!service->m_engines.contains(engine))
        service->m_engines.append(engine);
    return service;
}

QStringList LanguageService::supportedLanguages()
{
    return {QStringLiteral("en"), QStringLiteral("de"), QStringLiteral("id")};
}

bool LanguageService::isSupported(const QString &code)
{
    return supportedLanguages().contains(code);
}

QString LanguageService::systemDefaultLanguage()
{
    switch (QLocale::system().language()) {
    case QLocale::German:
        return QStringLiteral("de");
    case QLocale::Indonesian:
        return QStringLiteral("id");
    default:
        return QStringLiteral("en");
    }
}

QLocale LanguageService::localeFor(const QString &code)
{
    if (code == QLatin1String("de"))
        return QLocale(QLocale::German, QLocale::Germany);
    if (code == QLatin1String("id"))
        return QLocale(QLocale::Indonesian, QLocale::Indonesia);
    return QLocale(QLocale::English, QLocale::UnitedStates);
}

QString LanguageService::localeName() const
{
    return localeFor(m_language).name();
}

QVariantList LanguageService::languages() const
{
    // Each language is named in its own language, so nobody is stuck in a language they
    // cannot read.
    return {
        QVariantMap {{QStringLiteral("code"), QStringLiteral("en")},
                     {QStringLiteral("name"), QStringLiteral("English")}},
        QVariantMap {{QStringLiteral("code"), QStringLiteral("de")},
                     {QStringLiteral("name"), QStringLiteral("Deutsch")}},
        QVariantMap {{QStringLiteral("code"), QStringLiteral("id")},
                     {QStringLiteral("name"), QStringLiteral("Bahasa Indonesia")}},
    };
}

bool LanguageService::setLanguage(const QString &code)
{
    if (!applyLanguage(code))
        return false;
    AppSettings::setValue(kSettingsKey, m_language);
    return true;
}

bool LanguageService::applyLanguage(const QString &code)
{
    if (!isSupported(code)) {
        qWarning("LanguageService: unknown language \"%s\"; valid values are %s.", qPrintable(code),
                 qPrintable(supportedLanguages().join(QStringLiteral(", "))));
        return false;
    }
    if (code == m_language && (m_appTranslator || code == QLatin1String("en")))
        return true;
    return switchTo(code);
}

void LanguageService::applySavedLanguage()
{
    applyLanguage(savedLanguage());
}

QString LanguageService::savedLanguage()
{
    const auto settings = AppSettings::open();
    if (!settings->contains(kSettingsKey))
        return systemDefaultLanguage();
    QString saved = settings->value(kSettingsKey).toString();
    if (isSupported(saved))
        return saved;
    qWarning("hotspot-lab: ignoring unknown language \"%s\" in %s; valid values are %s.", qPrintable(saved),
             qPrintable(settings->fileName()), qPrintable(supportedLanguages().join(QStringLiteral(", "))));
    return systemDefaultLanguage();
}

QTranslator *LanguageService::appCatalogue(const QString &code)
{
    const QString file = QStringLiteral("%1/hotspotlab_%2.qm").arg(catalogueDirectory(), code);
    if (const auto kept = m_appCatalogues.find(file); kept != m_appCatalogues.end())
        return kept->second.get();
    auto translator = std::make_unique<QTranslator>();
    // A catalogue that is missing is not kept: it is looked for again on the next switch.
    if (!translator->load(file))
        return nullptr;
    ++m_cataloguesLoaded;
    return m_appCatalogues.emplace(file, std::move(translator)).first->second.get();
}

QTranslator *LanguageService::qtCatalogue(const QString &code)
{
    if (const auto kept = m_qtCatalogues.find(code); kept != m_qtCatalogues.end())
        return kept->second.get();
    auto translator = std::make_unique<QTranslator>();
    if (translator->load(localeFor(code), QStringLiteral("qtbase"), QStringLiteral("_"),
                         QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        ++m_cataloguesLoaded;
    else
        translator.reset();
    return m_qtCatalogues.emplace(code, std::move(translator)).first->second.get();
}

bool LanguageService::switchTo(const QString &code)
{
    removeCatalogues();

    QLocale::setDefault(localeFor(code));

    // English is the source language; its catalogue only carries plural forms.
    m_appTranslator = appCatalogue(code);
    if (m_appTranslator) {
        QCoreApplication::installTranslator(m_appTranslator);
    } else if (code != QLatin1String("en")) {
        // A missing catalogue falls back to the English source text.
        qWarning("hotspot-lab: no translation for \"%s\" found; showing English.", qPrintable(code));
    }
    m_qtTranslator = qtCatalogue(code);
    if (m_qtTranslator)
        QCoreApplication::installTranslator(m_qtTranslator);

    const bool changed = m_language != code;
    m_language = code;
    if (changed)
        emit languageChanged();
    for (QQmlEngine *engine : std::as_const(m_engines)) {
        if (engine)
            engine->retranslate();
    }
    return true;
}
