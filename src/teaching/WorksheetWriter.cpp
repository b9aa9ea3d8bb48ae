#include "teaching/WorksheetWriter.h"

#include "i18n/NumberFormat.h"
#include "teaching/SheetFigurePainter.h"

#include <QAbstractTextDocumentLayout>
#include <QDir>
#include <QFileInfo>
#include <QLocale>
#include <QPageLayout>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QSaveFile>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>
#include <QTextLayout>
#include <QTextTable>
#include <QUrl>

#include <cmath>

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
        values.append(QStringLiteral("%1: %2").arg(
            figure.labels.value(i), NumberFormat::number(figure.values.at(i), QLocale::FloatingPointShortest)));
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

// Qt 6.4's rich-text layout can leave a line across a page break (after an image, or in a
// table cell), and such a line would be printed cut on one page and again on the next.
// Each such block (or the table that holds it) starts on a new page instead.
void keepLinesOnOnePage(QTextDocument &document, double pageHeight)
{
    constexpr int kMostPasses = 50;
    for (int pass = 0; pass < kMostPasses; ++pass) {
        bool moved = false;
        for (QTextBlock block = document.begin(); block.isValid() && !moved; block = block.next()) {
            const QTextLayout *layout = block.layout();
            const QRectF bounds = document.documentLayout()->blockBoundingRect(block);
            for (int i = 0; i < layout->lineCount(); ++i) {
                const QTextLine line = layout->lineAt(i);
                const double top = bounds.top() + line.y();
                const double pageEnd = (std::floor(top / pageHeight) + 1) * pageHeight;
                if (top + line.height() <= pageEnd + 0.5)
                    continue;
                QTextCursor cursor(block);
                if (QTextTable *table = cursor.currentTable()) {
                    QTextTableFormat format = table->format();
                    if (format.pageBreakPolicy() & QTextFormat::PageBreak_AlwaysBefore)
                        continue; // taller than a page: it has to be split
                    format.setPageBreakPolicy(QTextFormat::PageBreak_AlwaysBefore);
                    table->setFormat(format);
                } else {
                    QTextBlockFormat format;
                    format.setPageBreakPolicy(QTextFormat::PageBreak_AlwaysBefore);
                    cursor.mergeBlockFormat(format);
                }
                moved = true;
                break;
            }
        }
        if (!moved)
            return;
    }
}

} // namespace

QString WorksheetWriter::suggestedFileName(const QString &lessonId, Kind kind, const QString &language)
{
    return QStringLiteral("hotspot-lab-%1-%2-%3.pdf")
        .arg(lessonId, kind == Kind::Worksheet ? QStringLiteral("worksheet") : QStringLiteral("answers"), language);
}

QString WorksheetWriter::html(const LessonSheet &sheet, Kind kind, const QSize &figurePixels)
{
    const bool answers = kind == Kind::AnswerSheet;
    QString html;
    //: Title of a printed sheet, %1 the lesson
    html += QStringLiteral("<h1>%1</h1>")
                .arg(escaped(answers ? tr("Answer sheet: %1").arg(sheet.title) : tr("Worksheet: %1").arg(sheet.title)));
    if (!answers) {
        //: The line at the top of a worksheet where students write their name, group and the date
        html += QStringLiteral("<p>%1</p>")
                    .arg(escaped(tr("Name: ____________________   Group: ____________   Date: ____________")));
    }
    html += QStringLiteral("<h2>%1</h2>").arg(escaped(tr("Goals"))) + list(sheet.notes.goals);
    html += QStringLiteral("<h2>%1</h2>").arg(escaped(tr("The situation")));
    for (const QString &paragraph : sheet.notes.situation)
        html += QStringLiteral("<p>%1</p>").arg(escaped(paragraph));
    int figureIndex = 0;
    for (const SheetFigure &figure : sheet.figures)
        html += figureHtml(figure, figureIndex++, figurePixels);
    if (answers && !sheet.answerFigures.isEmpty()) {
        html += QStringLiteral("<h2>%1</h2>").arg(escaped(tr("Results")));
        for (const SheetFigure &figure : sheet.answerFigures)
            html += figureHtml(figure, figureIndex++, figurePixels);
    }

    for (const SheetSection &section : sheet.sections) {
        html += QStringLiteral("<h2>%1</h2>").arg(escaped(section.title));
        if (!section.intro.isEmpty())
            html += QStringLiteral("<p><i>%1</i></p>").arg(escaped(section.intro));
        const QStringList labels = itemLabels(section.items);
        for (int i = 0; i < section.items.size(); ++i) {
            const SheetItem &item = section.items.at(i);
            if (!item.heading.isEmpty())
                html += QStringLiteral("<h3>%1</h3>").arg(escaped(item.heading));
            if (!item.context.isEmpty())
                html += QStringLiteral("<p>%1</p>").arg(escaped(item.context));
            html += QStringLiteral("<p><b>%1</b> %2</p>").arg(labels.at(i), escaped(item.prompt));
            for (const QString &choice : item.choices)
                html += QStringLiteral("<p style=\"margin-left:18px\">☐ %1</p>").arg(escaped(choice));
            if (!answers) {
                if (item.choices.isEmpty()) {
                    for (int line = 0; line < item.answerLines; ++line)
                        html += QStringLiteral("<p>&nbsp;</p><hr/>");
                }
                continue;
            }
            html +=
                QStringLiteral("<table width=\"100%\" cellpadding=\"6\" style=\"background-color:#eef3e6\"><tr><td>");
            html += QStringLiteral("<p><b>%1</b> %2</p>").arg(escaped(tr("Answer:")), escaped(item.answer));
            if (!item.reasoning.isEmpty())
                html += QStringLiteral("<p><b>%1</b> %2</p>").arg(escaped(tr("Why:")), escaped(item.reasoning));
            if (!item.wrongAnswers.isEmpty())
                html += QStringLiteral("<p><b>%1</b></p>").arg(escaped(tr("Common wrong answers:")))
                    + list(item.wrongAnswers);
            html += QStringLiteral("</td></tr></table>");
        }
    }

    if (answers) {
        html += QStringLiteral("<h2>%1</h2>").arg(escaped(tr("For the teacher")));
        const QList<TeacherNotes::Part> parts = sheet.notes.parts();
        for (const TeacherNotes::Part &part : parts.mid(1)) // the goals are at the top already
            html += QStringLiteral("<h3>%1</h3>").arg(escaped(part.title)) + list(part.items);
    }
    return html;
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
        result.error = tr("Could not write \"%1\": %2").arg(QDir::toNativeSeparators(path), file.errorString());
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

    QTextDocument document;
    document.documentLayout()->setPaintDevice(&pdf);
    QFont font;
    font.setPointSizeF(kBodyPoints);
    document.setDefaultFont(font);
    document.setPageSize(textSize);
    document.setDocumentMargin(0);

    const int figureWidth = qRound(textSize.width() * kFigureWidthShare);
    const QSize figurePixels(figureWidth, qRound(figureWidth * kFigureHeightShare));
    QList<SheetFigure> figures = sheet.figures;
    if (kind == Kind::AnswerSheet)
        figures += sheet.answerFigures;
    for (int i = 0; i < figures.size(); ++i) {
        document.addResource(QTextDocument::ImageResource, QUrl(QStringLiteral("figure:%1").arg(i)),
                             SheetFigurePainter::render(figures.at(i), figurePixels, kDotsPerInch));
    }
    // Rich text sizes images in pixels of a 96 dpi screen and scales them to the device.
    constexpr double kScreenDotsPerInch = 96.0;
    document.setHtml(html(sheet, kind, (QSizeF(figurePixels) * kScreenDotsPerInch / kDotsPerInch).toSize()));
    keepLinesOnOnePage(document, textSize.height());

    QPainter painter;
    if (!painter.begin(&pdf)) {
        result.error = tr("Could not write \"%1\": the PDF could not be started.").arg(QDir::toNativeSeparators(path));
        return result;
    }
    const int pages = document.pageCount();
    QFont footerFont;
    footerFont.setPointSizeF(kFooterPoints);
    for (int page = 0; page < pages; ++page) {
        if (page > 0)
            pdf.newPage();
        painter.save();
        painter.translate(0, -page * textSize.height());
        const QRectF visible(0, page * textSize.height(), textSize.width(), textSize.height());
        painter.setClipRect(visible);
        QAbstractTextDocumentLayout::PaintContext context;
        context.clip = visible;
        document.documentLayout()->draw(&painter, context);
        painter.restore();

        painter.setFont(footerFont);
        painter.setPen(Qt::darkGray);
        //: The footer of a printed sheet: %1 the sheet's title, %2 the page, %3 the number of pages
        painter.drawText(QRectF(0, body.height() - footerHeight / 2, body.width(), footerHeight / 2),
                         Qt::AlignRight | Qt::AlignBottom,
                         tr("%1 · page %2 of %3").arg(pdf.title()).arg(page + 1).arg(pages));
    }
    painter.end();
    if (!file.commit()) {
        result.error = tr("Could not write \"%1\": %2").arg(QDir::toNativeSeparators(path), file.errorString());
        return result;
    }
    result.ok = true;
    result.pages = pages;
    return result;
}
