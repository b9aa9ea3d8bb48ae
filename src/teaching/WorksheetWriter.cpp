#include "teaching/WorksheetWriter.h"

#include "teaching/RunExport.h"
#include "teaching/SheetFigurePainter.h"

#include <QAbstractTextDocumentLayout>
#include <QDir>
#include <QPageLayout>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QSaveFile>
#include <QTextDocument>
#include <QUrl>

#include <memory>

namespace {

constexpr int kDotsPerInch = 300;
constexpr double kBodyPoints = 10.5;
constexpr double kFooterPoints = 8.0;
constexpr double kPointsPerInch = 72.0;
constexpr double kFigureHeightShare = 0.36; // a figure's height, as a share of its width
constexpr double kFigureWidthShare = 0.8;   // a figure's width, as a share of the text width

QString escaped(const QString &text)
{
    return text.toHtmlEscaped().replace(QLatin1Char('\n'), QStringLiteral("<br/>"));
}

QString list(const QStringList &items)
{
    QString html = QStringLiteral("<ul>");
    for (const QString &item : items)
        html += QStringLiteral("<li>%1</li>").arg(escaped(item));
    return html + QStringLiteral("</ul>");
}

QString figureHtml(const SheetFigure &figure, int index, const QSize &pixels)
{
    QStringList values;
    for (int i = 0; i < figure.values.size(); ++i) {
        values.append(
            QStringLiteral("%1: %2").arg(figure.labels.value(i), SheetFigurePainter::valueText(figure.values.at(i))));
    }
    return QStringLiteral("<p><b>%1</b></p><p><img src=\"figure:%2\" width=\"%3\" height=\"%4\"/></p>"
                          "<p style=\"color:#444444\">%5</p>")
        .arg(escaped(figure.title))
        .arg(index)
        .arg(pixels.width())
        .arg(pixels.height())
        .arg(escaped(values.join(QStringLiteral(" · "))));
}

// Without headings, a section's items are numbered. After a heading, the items of its
// group are lettered, unless the heading has only one: the heading names it then.
QStringList itemLabels(const QList<SheetItem> &items)
{
    QStringList labels;
    bool grouped = false;
    int number = 0;
    for (int i = 0; i < items.size(); ++i) {
        if (!items.at(i).heading.isEmpty()) {
            grouped = true;
            number = 0;
        }
        ++number;
        if (!grouped) {
            labels.append(QStringLiteral("%1.").arg(number));
            continue;
        }
        const bool alone = number == 1 && (i + 1 == items.size() || !items.at(i + 1).heading.isEmpty());
        labels.append(alone ? QString() : QStringLiteral("%1)").arg(QChar(u'a' + (number - 1) % 26)));
    }
    return labels;
}

} // namespace

QString WorksheetWriter::fileKind(Kind kind)
{
    return kind == Kind::Worksheet ? QStringLiteral("worksheet") : QStringLiteral("answers");
}

QList<WorksheetWriter::Block> WorksheetWriter::blocks(const LessonSheet &sheet, Kind kind, const QSize &figurePixels)
{
    const bool answers = kind == Kind::AnswerSheet;
    QList<Block> blocks;
    const auto add = [&blocks](const QString &html, bool keepWithNext = false) { blocks.append({html, keepWithNext}); };
    const auto heading = [&add](const char *tag, const QString &text) {
        add(QStringLiteral("<%1>%2</%1>").arg(QLatin1String(tag), escaped(text)), true);
    };

    heading("h1", answers ? tr("Answer sheet: %1").arg(sheet.title) : tr("Worksheet: %1").arg(sheet.title));
    if (!answers) {
        //: The line at the top of a worksheet where students write their name, group and the date
        add(QStringLiteral("<p>%1</p>")
                .arg(escaped(tr("Name: ____________________   Group: ____________   Date: ____________"))));
    }
    // The teacher's learning goals name what the questions lead to, so the worksheet
    // states the lesson's goal as the Start page does.
    const QList<TeacherNotes::Part> parts = sheet.notes.parts();
    if (answers) {
        heading("h2", parts.constFirst().title);
        add(list(parts.constFirst().items));
    } else {
        heading("h2", tr("Goal"));
        add(QStringLiteral("<p>%1</p>").arg(escaped(sheet.goal)));
    }
    heading("h2", tr("The situation"));
    for (const QString &paragraph : sheet.notes.situation)
        add(QStringLiteral("<p>%1</p>").arg(escaped(paragraph)));
    int figureIndex = 0;
    for (const SheetFigure &figure : sheet.figures)
        add(figureHtml(figure, figureIndex++, figurePixels));
    if (answers && !sheet.answerFigures.isEmpty()) {
        heading("h2", tr("Results"));
        for (const SheetFigure &figure : sheet.answerFigures)
            add(figureHtml(figure, figureIndex++, figurePixels));
    }

    for (const SheetSection &section : sheet.sections) {
        heading("h2", section.title);
        if (!section.intro.isEmpty())
            add(QStringLiteral("<p><i>%1</i></p>").arg(escaped(section.intro)), true);
        const QStringList labels = section.numbered ? itemLabels(section.items) : QStringList();
        for (int i = 0; i < section.items.size(); ++i) {
            const SheetItem &item = section.items.at(i);
            QString question;
            if (!item.heading.isEmpty())
                question += QStringLiteral("<h3>%1</h3>").arg(escaped(item.heading));
            if (!item.context.isEmpty())
                question += QStringLiteral("<p>%1</p>").arg(escaped(item.context));
            question += section.numbered ? QStringLiteral("<p><b>%1</b> %2</p>").arg(labels.at(i), escaped(item.prompt))
                                         : QStringLiteral("<p><b>%1</b></p>").arg(escaped(item.prompt));
            for (const QString &choice : item.choices) {
                // The answer sheet ticks the right choice.
                question += answers && choice == item.answer
                    ? QStringLiteral("<p style=\"margin-left:18px\">☒ <b>%1</b></p>").arg(escaped(choice))
                    : QStringLiteral("<p style=\"margin-left:18px\">☐ %1</p>").arg(escaped(choice));
            }
            if (!answers) {
                if (item.choices.isEmpty()) {
                    for (int line = 0; line < item.answerLines; ++line)
                        question += QStringLiteral("<p>&nbsp;</p><hr/>");
                }
                add(question);
                continue;
            }
            add(question, true);
            // The answer on a tinted band, one block per paragraph, so that a long answer
            // can go on over a page break.
            const auto band = [&add](const QString &content, bool keepWithNext = false) {
                add(QStringLiteral("<p style=\"background-color:#eef3e6; margin-left:12px\">%1</p>").arg(content),
                    keepWithNext);
            };
            band(QStringLiteral("<b>%1</b> %2").arg(escaped(tr("Answer:")), escaped(item.answer)));
            if (!item.reasoning.isEmpty())
                band(QStringLiteral("<b>%1</b> %2").arg(escaped(tr("Why:")), escaped(item.reasoning)));
            if (!item.wrongAnswers.isEmpty()) {
                band(QStringLiteral("<b>%1</b>").arg(escaped(tr("Common wrong answers:"))), true);
                for (const QString &wrong : item.wrongAnswers)
                    band(QStringLiteral("– %1").arg(escaped(wrong)));
            }
        }
    }

    if (answers) {
        heading("h2", tr("For the teacher"));
        for (const TeacherNotes::Part &part : parts.mid(1)) // the goals are at the top already
            add(QStringLiteral("<h3>%1</h3>").arg(escaped(part.title)) + list(part.items));
    }
    return blocks;
}

WorksheetWriter::Result WorksheetWriter::write(const QString &lessonId, Kind kind, Paper paper, const QString &path)
{
    Result result;
    const LessonSheet sheet = LessonSheet::build(lessonId);
    if (sheet.title.isEmpty()) {
        result.error = tr("There is no sheet for \"%1\".").arg(lessonId);
        return result;
    }
    if (path.isEmpty()) {
        result.error = tr("Choose a file to save the sheet in.");
        return result;
    }
    // QSaveFile writes next to the target and renames at the end: a failed export leaves
    // an existing file as it was.
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        result.error = RunExport::cannotWrite(path, file.errorString());
        return result;
    }

    QPdfWriter pdf(&file);
    pdf.setResolution(kDotsPerInch);
    pdf.setCreator(QStringLiteral("Hotspot Lab"));
    pdf.setTitle(kind == Kind::Worksheet ? tr("Worksheet: %1").arg(sheet.title)
                                         : tr("Answer sheet: %1").arg(sheet.title));
    pdf.setPageLayout(
        QPageLayout(QPageSize(paper == Paper::A4 ? QPageSize::A4 : QPageSize::Letter), QPageLayout::Portrait,
                    QMarginsF(kMarginMillimetres, kMarginMillimetres, kMarginMillimetres, kMarginMillimetres),
                    QPageLayout::Millimeter));
    const QRect body = pdf.pageLayout().paintRectPixels(kDotsPerInch);
    // The footer sits inside the margins, below the text.
    const double footerHeight = kFooterPoints * 2.5 * kDotsPerInch / kPointsPerInch;
    const QSizeF textSize(body.width(), body.height() - footerHeight);

    const int figureWidth = qRound(textSize.width() * kFigureWidthShare);
    const QSize figurePixels(figureWidth, qRound(figureWidth * kFigureHeightShare));
    QList<SheetFigure> figures = sheet.figures;
    if (kind == Kind::AnswerSheet)
        figures += sheet.answerFigures;
    QList<QImage> images;
    for (const SheetFigure &figure : std::as_const(figures))
        images.append(SheetFigurePainter::render(figure, figurePixels, kDotsPerInch));

    // One document per page: each page is laid out and drawn on its own, so that nothing of
    // another page is drawn (clipped) into it, as Qt 6.4's paginated layout does.
    QFont font;
    font.setPointSizeF(kBodyPoints);
    const auto pageDocument = [&](const QString &html) {
        auto document = std::make_unique<QTextDocument>();
        document->documentLayout()->setPaintDevice(&pdf);
        document->setDefaultFont(font);
        document->setDocumentMargin(0);
        document->setTextWidth(textSize.width());
        for (int i = 0; i < images.size(); ++i)
            document->addResource(QTextDocument::ImageResource, QUrl(QStringLiteral("figure:%1").arg(i)), images.at(i));
        document->setHtml(html);
        return document;
    };
    // Rich text sizes images in pixels of a 96 dpi screen and scales them to the device.
    constexpr double kScreenDotsPerInch = 96.0;
    const QList<Block> content =
        blocks(sheet, kind, (QSizeF(figurePixels) * kScreenDotsPerInch / kDotsPerInch).toSize());

    // Blocks fill a page until the next one would not fit; a heading goes with what follows.
    QStringList pageHtml;
    QList<Block> onPage;
    const auto joined = [](const QList<Block> &blocks) {
        QString html;
        for (const Block &block : blocks)
            html += block.html;
        return html;
    };
    for (const Block &block : content) {
        onPage.append(block);
        if (onPage.size() == 1 || pageDocument(joined(onPage))->size().height() <= textSize.height())
            continue;
        onPage.removeLast();
        QList<Block> carried {block};
        while (onPage.size() > 1 && onPage.constLast().keepWithNext)
            carried.prepend(onPage.takeLast());
        pageHtml.append(joined(onPage));
        onPage = carried;
    }
    if (!onPage.isEmpty())
        pageHtml.append(joined(onPage));

    QPainter painter;
    if (!painter.begin(&pdf)) {
        result.error = tr("Could not write \"%1\": the PDF could not be started.").arg(QDir::toNativeSeparators(path));
        return result;
    }
    const int pages = int(pageHtml.size());
    QFont footerFont;
    footerFont.setPointSizeF(kFooterPoints);
    for (int page = 0; page < pages; ++page) {
        if (page > 0)
            pdf.newPage();
        const auto document = pageDocument(pageHtml.at(page));
        if (document->size().height() > textSize.height())
            qWarning("WorksheetWriter: page %d of \"%s\" is too long for the paper", page + 1, qPrintable(pdf.title()));
        painter.save();
        painter.setClipRect(QRectF(QPointF(0, 0), textSize));
        document->drawContents(&painter, QRectF(QPointF(0, 0), textSize));
        painter.restore();

        painter.setFont(footerFont);
        painter.setPen(Qt::darkGray);
        // A little above the bottom margin, so that no glyph reaches into it.
        painter.drawText(QRectF(0, body.height() - footerHeight * 0.6, body.width(), footerHeight / 2),
                         Qt::AlignRight | Qt::AlignBottom,
                         //: The footer of a printed sheet: %1 the sheet's title, %2 the page, %3 the pages
                         tr("%1 · page %2 of %3").arg(pdf.title()).arg(page + 1).arg(pages));
    }
    painter.end();
    if (!file.commit()) {
        result.error = RunExport::cannotWrite(path, file.errorString());
        return result;
    }
    result.ok = true;
    result.pages = pages;
    return result;
}
