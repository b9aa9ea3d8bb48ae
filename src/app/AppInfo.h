#pragma once

#include <QObject>
#include <QQmlEngine>
#include <QString>

// Facts about the build that the About dialog shows.
class AppInfo : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON
    Q_PROPERTY(QString name READ name CONSTANT FINAL)
    Q_PROPERTY(QString version READ version CONSTANT FINAL)
    Q_PROPERTY(QString applicationId READ applicationId CONSTANT FINAL)
    Q_PROPERTY(QString licence READ licence CONSTANT FINAL)
    Q_PROPERTY(QString qtVersion READ qtVersion CONSTANT FINAL)

public:
    explicit AppInfo(QObject *parent = nullptr);

    static QString name();
    static QString version();
    static QString applicationId();
    static QString licence();
    static QString qtVersion();
};
