// StartupHeap: the heap the app prepares before Qt starts. Prepared here in a global
// constructor, before Qt Test's main and its watchdog thread, as AppRunner::run prepares it
// before the QApplication.
#include "app/StartupHeap.h"

#include <QFile>
#include <QtTest>

#include <memory>
#include <thread>
#include <vector>

#include <unistd.h>

#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
#define HOTSPOT_SANITIZED_ALLOCATOR 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(thread_sanitizer) || __has_feature(memory_sanitizer)
#define HOTSPOT_SANITIZED_ALLOCATOR 1
#endif
#endif

namespace {

const StartupHeap::Result g_prepared = StartupHeap::prepare();

std::uintptr_t heapBreak()
{
    return reinterpret_cast<std::uintptr_t>(sbrk(0));
}

// The mappings of /proc/self/smaps, each with its VmFlags line.
struct Mapping
{
    std::uintptr_t start = 0;
    std::uintptr_t end = 0;
    QByteArray name;
    QByteArray flags;
    QByteArray anonHugePages;
};

std::vector<Mapping> mappings()
{
    std::vector<Mapping> result;
    QFile smaps(QStringLiteral("/proc/self/smaps"));
    if (!smaps.open(QIODevice::ReadOnly | QIODevice::Text))
        return result;
    static const QRegularExpression header(QStringLiteral(R"(^([0-9a-f]+)-([0-9a-f]+) \S+ \S+ \S+ \S+\s*(.*)$)"));
    for (const QByteArray &line : smaps.readAll().split('\n')) {
        const QRegularExpressionMatch match = header.match(QString::fromLatin1(line));
        if (match.hasMatch()) {
            result.push_back({match.captured(1).toULongLong(nullptr, 16),
                              match.captured(2).toULongLong(nullptr, 16),
                              match.captured(3).toLatin1(),
                              {}});
        } else if (line.startsWith("VmFlags:") && !result.empty()) {
            result.back().flags = line.mid(8).trimmed();
        } else if (line.startsWith("AnonHugePages:") && !result.empty()) {
            result.back().anonHugePages = line.mid(14).trimmed();
        }
    }
    return result;
}

bool inHeap(const void *pointer)
{
    const auto address = reinterpret_cast<std::uintptr_t>(pointer);
    for (const Mapping &mapping : mappings()) {
        if (mapping.name == "[heap]" && address >= mapping.start && address < mapping.end)
            return true;
    }
    return false;
}

} // namespace

class TestStartupHeap : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
#ifdef HOTSPOT_SANITIZED_ALLOCATOR
        // The sanitizer's allocator does not use the break: nothing is advised, nothing changes.
        QVERIFY(!g_prepared.applied);
        QCOMPARE(g_prepared.regionBytes, std::size_t {0});
        QSKIP("The sanitizer's allocator keeps its own heap; the app's heap is left as it is.");
#endif
        if (!StartupHeap::hugePagesOnRequest()) {
            // In "always" mode the heap gets huge pages anyway, in "never" not at all.
            QVERIFY(!g_prepared.applied);
            QSKIP("This kernel does not give transparent huge pages on request (madvise mode).");
        }
        QVERIFY(g_prepared.applied);
    }

    void advisesSixteenMibOfHeapForHugePages()
    {
        QCOMPARE(g_prepared.regionBytes, StartupHeap::kHugePageRegionBytes);
        QCOMPARE(g_prepared.regionStart % StartupHeap::kHugePageBytes, std::uintptr_t {0});
        const std::uintptr_t end = g_prepared.regionStart + g_prepared.regionBytes;
        QVERIFY(heapBreak() >= end);

        bool covered = false;
        for (const Mapping &mapping : mappings()) {
            if (mapping.start <= g_prepared.regionStart && end <= mapping.end) {
                QCOMPARE(mapping.name, QByteArray("[heap]"));
                // "hg": the kernel's mark for memory advised MADV_HUGEPAGE.
                QVERIFY2(mapping.flags.split(' ').contains("hg"), mapping.flags.constData());
                covered = true;
            }
        }
        QVERIFY2(covered, "no single mapping holds the advised region");
    }

    void smallAllocationsFillTheRegion()
    {
        // About what the lab page allocates until it is complete, in blocks of QObject size.
        const std::uintptr_t breakBefore = heapBreak();
        constexpr int kBlocks = 8 * 1024;
        std::vector<std::unique_ptr<char[]>> blocks;
        blocks.reserve(kBlocks);
        for (int i = 0; i < kBlocks; ++i)
            blocks.push_back(std::make_unique<char[]>(1024));
        QCOMPARE(heapBreak(), breakBefore);
        QVERIFY(inHeap(blocks.front().get()));
        // The first blocks may fill holes below the region; the last come from it.
        const auto last = reinterpret_cast<std::uintptr_t>(blocks.back().get());
        QVERIFY(last >= g_prepared.regionStart);
        QVERIFY(last < g_prepared.regionStart + g_prepared.regionBytes);
        // Whether the kernel found free huge pages depends on the machine: reported, not checked.
        for (const Mapping &mapping : mappings()) {
            if (mapping.start == g_prepared.regionStart)
                qInfo("huge pages in the advised region: %s", mapping.anonHugePages.constData());
        }
    }

    void anotherThreadAllocatesFromTheSameHeap()
    {
        // Qt's QML type loader runs in a thread of its own; with a second arena its
        // allocations would land outside the advised heap.
        void *fromThread = nullptr;
        std::thread thread([&fromThread] { fromThread = std::malloc(256); });
        thread.join();
        QVERIFY(fromThread);
        QVERIFY(inHeap(fromThread));
        std::free(fromThread);
    }

    void preparesOnlyOnce()
    {
        const std::uintptr_t breakBefore = heapBreak();
        const StartupHeap::Result again = StartupHeap::prepare();
        QCOMPARE(again.applied, g_prepared.applied);
        QCOMPARE(again.regionStart, g_prepared.regionStart);
        QCOMPARE(again.regionBytes, g_prepared.regionBytes);
        QCOMPARE(heapBreak(), breakBefore);
    }
};

QTEST_APPLESS_MAIN(TestStartupHeap)
#include "tst_startupheap.moc"
