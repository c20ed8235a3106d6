import { describe, expect, it } from "vitest";
import { areaRadius, change, monthsBefore, seriesOf, conversionRate, fillDays, formatRate, funnel, lastWeek, niceScale, periodFromSearch, previousRange, projectPlaces, rateChange, sumTotals } from "./analytics-report";

const today = "2027-03-17";
const period = (query: string) => periodFromSearch(new URLSearchParams(query), today);

describe("the period the dashboard shows", () => {
  it("is the last 30 days by default, today included, against the 30 days before", () => {
    expect(period("").period).toMatchObject({ from: "2027-02-16", to: today, days: 30, preset: 30, previous: { from: "2027-01-17", to: "2027-02-15" } });
    expect(period("days=7").period).toMatchObject({ from: "2027-03-11", to: today, previous: { from: "2027-03-04", to: "2027-03-10" } });
    expect(period("days=90").period.days).toBe(90);
  });

  it("takes a custom range, cut at today", () => {
    expect(period("from=2027-03-01&to=2027-03-14")).toEqual({
      period: expect.objectContaining({ from: "2027-03-01", to: "2027-03-14", days: 14, preset: null, label: "Mar 1, 2027 – Mar 14, 2027", previous: { from: "2027-02-15", to: "2027-02-28" } }),
      problem: null,
    });
    expect(period("from=2027-03-10&to=2027-04-30").period.to).toBe(today);
  });

  it.each([
    ["days=12", "Choose 7, 30 or 90 days, or a custom period."],
    ["from=2027-03-10", "Give both days of the custom period as dates."],
    ["from=2027-03-10&to=yesterday", "Give both days of the custom period as dates."],
    ["from=2027-03-10&to=2027-03-01", "The custom period must start before it ends."],
    ["from=2027-04-01&to=2027-04-02", "The custom period must start today or earlier."],
    ["from=2020-01-01&to=2027-01-01", "A custom period can be at most 800 days."],
  ])("says what is wrong with %s and shows the last 30 days", (query, problem) => {
    expect(period(query)).toEqual({ period: expect.objectContaining({ days: 30 }), problem });
  });

  it("keeps daily totals a number of months back", () => {
    expect(monthsBefore("2027-03-17", 25)).toBe("2025-02-17");
    expect(monthsBefore("2027-03-31", 1)).toBe("2027-02-28");
    expect(monthsBefore("2027-01-15", 2)).toBe("2026-11-15");
  });

  it("compares a range with as many days just before it", () => {
    expect(previousRange({ from: "2027-03-01", to: "2027-03-01" })).toEqual({ from: "2027-02-28", to: "2027-02-28" });
  });

  it("finds last week, Monday to Sunday", () => {
    expect(lastWeek("2027-03-17")).toEqual({ from: "2027-03-08", to: "2027-03-14" }); // a Wednesday
    expect(lastWeek("2027-03-15")).toEqual({ from: "2027-03-08", to: "2027-03-14" }); // a Monday
    expect(lastWeek("2027-03-14")).toEqual({ from: "2027-03-01", to: "2027-03-07" }); // a Sunday
  });
});

describe("the figures", () => {
  it("fills the days nothing happened and adds them up", () => {
    const days = fillDays({ from: "2027-03-01", to: "2027-03-03" }, [{ day: "2027-03-02", visitors: 4, views: 9, requests: 1, calls: 2 }]);
    expect(days.map((d) => d.visitors)).toEqual([0, 4, 0]);
    expect(sumTotals(days)).toEqual({ visitors: 4, views: 9, requests: 1, calls: 2 });
  });

  it("draws a point a day up to 92 days, and a point a week beyond, each week added up", () => {
    const day = (d: string, visitors: number) => ({ day: d, visitors, views: visitors * 2, requests: 0, calls: 0 });
    const days = (n: number) => Array.from({ length: n }, (_, i) => ({ current: day(`2027-01-${String((i % 28) + 1).padStart(2, "0")}`, i), previous: day("2026-01-01", 1) }));
    expect(seriesOf(days(92))).toMatchObject({ unit: "day", points: { length: 92 } });
    const weekly = seriesOf(days(100));
    expect(weekly.unit).toBe("week");
    expect(weekly.points).toHaveLength(15);
    expect(weekly.points[0].current).toEqual({ day: "2027-01-01", visitors: 0 + 1 + 2 + 3 + 4 + 5 + 6, views: 42, requests: 0, calls: 0 });
    expect(weekly.points[14].current.visitors).toBe(98 + 99);
    expect(weekly.points[14].previous.visitors).toBe(2);
  });

  it("says the change against the period before in words", () => {
    expect(change(120, 100).words).toBe("up 20 %");
    expect(change(97, 100).words).toBe("down 3 %");
    expect(change(5, 0).words).toBe("new: none the period before");
    expect(change(0, 0).words).toBe("none either period");
    expect(change(7, 7).words).toBe("no change");
  });

  it("gives conversion per 100 visitors", () => {
    expect(conversionRate(3, 200)).toBe(1.5);
    expect(conversionRate(1, 0)).toBeNull();
    expect(formatRate(1.5)).toBe("1.5 %");
    expect(formatRate(12.34)).toBe("12 %");
    expect(formatRate(null)).toBe("–");
    expect(rateChange(1.5, 1.1)).toBe("up 0.4 points");
  });

  it("gives each estimate step its share of the addresses entered", () => {
    expect(funnel({ "estimate-address": 40, "estimate-measured": 30, "estimate-range": 30, "estimate-contact": 10, "estimate-inspection": 4 }).map((s) => [s.label, s.count, s.ofFirst])).toEqual([
      ["Address entered", 40, 100],
      ["Roof measured", 30, 75],
      ["Price range shown", 30, 75],
      ["Contact details given", 10, 25],
      ["Inspection booked", 4, 10],
    ]);
    expect(funnel({})[0].ofFirst).toBeNull();
  });
});

describe("drawing", () => {
  it("rounds a chart's top to a readable figure", () => {
    expect(niceScale(37)).toEqual({ top: 40, ticks: [0, 10, 20, 30, 40] });
    expect(niceScale(0)).toEqual({ top: 1, ticks: [0, 1] });
    expect(niceScale(3).top).toBe(3);
    expect(niceScale(1234).top).toBe(1500);
  });

  it("places towns on the map with north up and east right, inside the margin", () => {
    const placed = projectPlaces(
      [
        { name: "Greenville", latitude: 35.61, longitude: -77.37 },
        { name: "Wilson", latitude: 35.72, longitude: -77.92 },
        { name: "Morehead City", latitude: 34.72, longitude: -76.73 },
      ],
      600,
      400,
      20,
    );
    const [greenville, wilson, morehead] = placed;
    expect(wilson.x).toBeLessThan(greenville.x);
    expect(morehead.y).toBeGreaterThan(greenville.y);
    for (const p of placed) {
      expect(p.x).toBeGreaterThanOrEqual(20);
      expect(p.x).toBeLessThanOrEqual(580);
      expect(p.y).toBeGreaterThanOrEqual(20);
      expect(p.y).toBeLessThanOrEqual(380);
    }
  });

  it("grows a circle's area with its figure", () => {
    expect(areaRadius(0, 100, 3, 20)).toBe(0);
    expect(areaRadius(100, 100, 3, 20)).toBe(20);
    expect(areaRadius(25, 100, 3, 20)).toBe(11.5);
  });
});
