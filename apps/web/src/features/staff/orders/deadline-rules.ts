import { parseMonthDayYear } from '@marginalia/contracts/formatting/dates';
import { ceilToDeadlineStep, DEADLINE_STEP_MINUTES, isOnDeadlineStep, minutesLeft } from '@marginalia/contracts/staff/order-workflow';

/** One unit of a time-left text: days, hours or minutes. */
export interface TimeUnit {
  unit: 'days' | 'hours' | 'minutes';
  count: number;
}

export interface TimeLeft {
  overdue: boolean;
  /** The two largest non-zero units ("3 d 4 h", "5 h 30 min", "45 min"); one unit of 0 minutes at the deadline. */
  units: TimeUnit[];
}

/** Time left until a deadline (or how late it is), in the two largest units, rounded down. */
export function timeLeft(deadline: Date, now: Date): TimeLeft {
  const left = minutesLeft(deadline, now);
  const overdue = left < 0;
  // Overdue by 59 s reads "overdue by 1 min", not "0 min": round the lateness up to a whole minute.
  const total = overdue ? Math.ceil((now.getTime() - deadline.getTime()) / 60_000) : left;
  const days = Math.floor(total / 1440);
  const hours = Math.floor((total % 1440) / 60);
  const minutes = total % 60;
  const all: TimeUnit[] = [
    { unit: 'days', count: days },
    { unit: 'hours', count: hours },
    { unit: 'minutes', count: minutes },
  ];
  const first = all.findIndex((part) => part.count > 0);
  if (first === -1) return { overdue, units: [{ unit: 'minutes', count: 0 }] };
  const units = all.slice(first, first + 2).filter((part) => part.count > 0);
  return { overdue, units };
}

function localParts(instant: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(instant);
  const value = (type: Intl.DateTimeFormatPartTypes) => parts.find((part) => part.type === type)?.value ?? '';
  return { day: `${value('year')}-${value('month')}-${value('day')}`, time: `${value('hour')}:${value('minute')}` };
}

/** The calendar day (YYYY-MM-DD) of an instant in a zone. */
export function localDay(instant: Date, timeZone: string): string {
  return localParts(instant, timeZone).day;
}

/** The wall-clock time (HH:mm, 24 h) of an instant in a zone. */
export function localTime(instant: Date, timeZone: string): string {
  return localParts(instant, timeZone).time;
}

function zoneOffsetName(instant: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'shortOffset' }).formatToParts(instant);
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? '';
}

export interface DeadlineSlot {
  /** The instant, ISO 8601 UTC: what is sent. */
  value: string;
  /** Wall-clock time in the zone; a time that happens twice (clocks going back) carries its UTC offset. */
  label: string;
}

/**
 * The times a deadline may take on a calendar day in the staff member's zone: every
 * 30-minute step of UTC that falls on the day — 48 on an ordinary day, 46 or 50 when the clocks change,
 * and on :15/:45 in zones whose offset is not a whole half hour. Empty for a malformed day.
 *
 * `current` is the order's deadline as stored. Deadlines set when the order was placed are rarely on a
 * step; on its own day it is listed too, at its exact time, so the picker shows it and saving without
 * touching the time keeps it (the API accepts the unchanged deadline).
 */
export function deadlineSlots(day: string, timeZone: string, current: string | null = null): DeadlineSlot[] {
  const slots = stepSlots(day, timeZone);
  if (!current) return slots;
  const instant = new Date(current);
  if (Number.isNaN(instant.getTime()) || isOnDeadlineStep(instant) || localDay(instant, timeZone) !== day) return slots;
  const exact: DeadlineSlot = { value: instant.toISOString(), label: localTime(instant, timeZone) };
  const at = slots.findIndex((slot) => new Date(slot.value).getTime() > instant.getTime());
  return at === -1 ? [...slots, exact] : [...slots.slice(0, at), exact, ...slots.slice(at)];
}

function stepSlots(day: string, timeZone: string): DeadlineSlot[] {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return [];
  const range = parseMonthDayYear(`${match[2]}/${match[3]}/${match[1]}`, timeZone);
  if (!range) return [];
  const step = DEADLINE_STEP_MINUTES * 60_000;
  const slots: { instant: Date; time: string }[] = [];
  for (let at = ceilToDeadlineStep(range.start).getTime(); at <= range.end.getTime(); at += step) {
    const instant = new Date(at);
    slots.push({ instant, time: localTime(instant, timeZone) });
  }
  const seen = new Map<string, number>();
  for (const slot of slots) seen.set(slot.time, (seen.get(slot.time) ?? 0) + 1);
  return slots.map(({ instant, time }) => ({
    value: instant.toISOString(),
    label: (seen.get(time) ?? 0) > 1 ? `${time} (${zoneOffsetName(instant, timeZone)})` : time,
  }));
}

/**
 * The slot of `day` at the same wall-clock time as `instant` (keeping the time when the day changes), or
 * null. `current` (the stored deadline) is a slot of its own day. A time between two steps, moved to
 * another day, takes the next step: the deadline never gets earlier in the day by moving it.
 */
export function sameTimeOn(day: string, instant: string | null, timeZone: string, current: string | null = null): string | null {
  if (!instant) return null;
  const at = new Date(instant);
  const time = localTime(at, timeZone);
  const slots = deadlineSlots(day, timeZone, current);
  const same = slots.find((slot) => slot.label.startsWith(time));
  if (same || isOnDeadlineStep(at)) return same?.value ?? null;
  return slots.find((slot) => localTime(new Date(slot.value), timeZone) > time)?.value ?? null;
}
