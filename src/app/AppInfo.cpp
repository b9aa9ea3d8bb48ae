#include "app/AppInfo.h"

AppInfo::AppInfo(QObject *parent)
    : QObject(parent)
{ }

QString AppInfo::name()
{
    return QStringLiteral("Hotspot Lab");
}

QString AppInfo::version()
{
    return QStringLiteral(HOTSPOT_VERSION);
}

QString AppInfo::applicationId()
{
    return QStringLiteral(HOTSPOT_APP_ID);
}

QString AppInfo::licence()
{
    return QStringLiteral("MIT");
}

QString AppInfo::qtVersion()
{
    return QString::fromLatin1(qVersion());
}
