import { describe, expect, it } from "vitest";
import {
  DEFAULT_VISIT_SETTINGS,
  daySlots,
  freeSlots,
  slotsByDay,
  wallClock,
  type VisitSettings,
} from "~/models/site-visit-slots";

const starts = (settings: VisitSettings, day: string) => daySlots(settings, day).map((s) => s.startsAt);

describe("site-visit slots", () => {
  it("defaults: weekdays 9:00-17:00, 45-minute visits on the hour, none at weekends", () => {
    const slots = daySlots(DEFAULT_VISIT_SETTINGS, "2026-12-01"); // a Tuesday, EST (UTC-5)
    expect(slots.map((s) => s.wallTime)).toEqual([
      "09:00",
      "10:00",
      "11:00",
      "12:00",
      "13:00",
      "14:00",
      "15:00",
      "16:00",
    ]);
    expect(slots[0]).toMatchObject({
      startsAt: "2026-12-01T14:00:00.000Z",
      endsAt: "2026-12-01T14:45:00.000Z",
    });
    expect(daySlots(DEFAULT_VISIT_SETTINGS, "2026-12-05")).toEqual([]); // Saturday
  });

  it("the March change: 9:00 is 14:00 UTC on Friday and 13:00 UTC on Monday", () => {
    expect(starts(DEFAULT_VISIT_SETTINGS, "2026-03-06")[0]).toBe("2026-03-06T14:00:00.000Z");
    expect(starts(DEFAULT_VISIT_SETTINGS, "2026-03-09")[0]).toBe("2026-03-09T13:00:00.000Z");
  });

  it("the November change: 9:00 is 13:00 UTC on Friday and 14:00 UTC on Monday", () => {
    expect(starts(DEFAULT_VISIT_SETTINGS, "2026-10-30")[0]).toBe("2026-10-30T13:00:00.000Z");
    expect(starts(DEFAULT_VISIT_SETTINGS, "2026-11-02")[0]).toBe("2026-11-02T14:00:00.000Z");
  });

  const night: VisitSettings = {
    ...DEFAULT_VISIT_SETTINGS,
    weekly: Array.from({ length: 7 }, () => ({ closed: false, open: "01:00", close: "04:00" })),
    lengthMinutes: 30,
    bufferMinutes: 0,
  };

  it("the night of the March change: the skipped hour 2:00-3:00 has no slot", () => {
    const slots = daySlots(night, "2026-03-08");
    expect(slots.map((s) => s.wallTime)).toEqual(["01:00", "01:30", "03:00", "03:30"]);
    expect(slots.map((s) => s.startsAt)).toEqual([
      "2026-03-08T06:00:00.000Z",
      "2026-03-08T06:30:00.000Z",
      "2026-03-08T07:00:00.000Z",
      "2026-03-08T07:30:00.000Z",
    ]);
    for (const slot of slots) expect(wallClock(new Date(slot.startsAt))).toBe(`2026-03-08 ${slot.wallTime}`);
  });

  it("the night of the November change: every slot is distinct, 30 real minutes long, at its wall time", () => {
    const slots = daySlots(night, "2026-11-01");
    expect(slots.map((s) => s.wallTime)).toEqual(["01:00", "01:30", "02:00", "02:30", "03:00", "03:30"]);
    expect(new Set(slots.map((s) => s.startsAt)).size).toBe(6);
    for (const slot of slots) {
      expect(Date.parse(slot.endsAt) - Date.parse(slot.startsAt)).toBe(30 * 60_000);
      expect(wallClock(new Date(slot.startsAt))).toBe(`2026-11-01 ${slot.wallTime}`);
    }
    expect(slots.find((s) => s.wallTime === "02:00")?.startsAt).toBe("2026-11-01T07:00:00.000Z"); // EST
  });

  it("free slots respect the notice, the days off and the taken times, grouped by day", () => {
    const now = new Date("2026-12-01T14:30:00.000Z"); // Tue 9:30 New York
    const settings = { ...DEFAULT_VISIT_SETTINGS, daysOff: ["2026-12-03"] };
    const taken = new Set(["2026-12-02T15:00:00.000Z"]);
    const slots = freeSlots(settings, taken, now, 3);
    expect(slots[0].startsAt).toBe("2026-12-02T16:00:00.000Z"); // 24 h later: Wed 11:00; 10:00 is taken
    expect(slots.some((s) => s.day === "2026-12-03")).toBe(false);
    expect(slotsByDay(slots).map((g) => g.day)).toEqual(["2026-12-02", "2026-12-04"]);
  });
});
