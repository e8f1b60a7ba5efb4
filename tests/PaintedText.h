#pragma once

// A paint device that keeps the text painted on it and draws nothing: tests read what a print document
// writes (tst_print), the way a reader of the page would, without rendering pixels or running pdftotext.

#include <QFont>
#include <QPaintDevice>
#include <QPaintEngine>
#include <QPainter>
#include <QStringList>
#include <QTextItem>

class PaintedText final : public QPaintDevice
{
public:
    struct Item
    {
        QString text;
        bool bold = false;
    };

    QPaintEngine *paintEngine() const override { return &m_engine; }
    const QList<Item> &items() const { return m_engine.items; }
    void clear() { m_engine.items.clear(); }
    QStringList texts() const
    {
        QStringList out;
        for (const Item &item : m_engine.items)
            out << item.text;
        return out;
    }
    QStringList boldTexts() const
    {
        QStringList out;
        for (const Item &item : m_engine.items) {
            if (item.bold)
                out << item.text;
        }
        return out;
    }

protected:
    int metric(PaintDeviceMetric metric) const override
    {
        switch (metric) {
        case PdmWidth:
            return 2000;
        case PdmHeight:
            return 4000;
        case PdmWidthMM:
            return 706; // 2000 points
        case PdmHeightMM:
            return 1411;
        case PdmNumColors:
            return 0x7fffffff;
        case PdmDepth:
            return 32;
        case PdmDpiX:
        case PdmDpiY:
        case PdmPhysicalDpiX:
        case PdmPhysicalDpiY:
            return 72; // one device unit per point, as the print documents measure
        case PdmDevicePixelRatio:
            return 1;
        case PdmDevicePixelRatioScaled:
            return static_cast<int>(devicePixelRatioFScale());
        }
        return 0;
    }

private:
    class Engine final : public QPaintEngine
    {
    public:
        Engine() : QPaintEngine(QPaintEngine::AllFeatures) {}
        bool begin(QPaintDevice *) override { return true; }
        bool end() override { return true; }
        void updateState(const QPaintEngineState &) override {}
        void drawPixmap(const QRectF &, const QPixmap &, const QRectF &) override {}
        void drawPath(const QPainterPath &) override {}
        void drawPolygon(const QPointF *, int, PolygonDrawMode) override {}
        void drawRects(const QRectF *, int) override {}
        void drawLines(const QLineF *, int) override {}
        void drawEllipse(const QRectF &) override {}
        void drawPoints(const QPointF *, int) override {}
        void drawTextItem(const QPointF &, const QTextItem &item) override { items.append({item.text(), item.font().bold()}); }
        Type type() const override { return QPaintEngine::User; }

        QList<Item> items;
    };

    mutable Engine m_engine;
};
