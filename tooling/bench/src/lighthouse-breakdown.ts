/**
 * Where a Lighthouse run's main-thread time went, read from its report: the time per kind of work
 * (script, style and layout, rendering, ...) and the scripts that ran longest. Blocking time is made
 * of these tasks; a page whose blocking time rose shows here which work grew.
 */
export interface MainThreadBreakdown {
  /** main-thread milliseconds per Lighthouse group ("Script Evaluation", "Style & Layout", ...) */
  groupsMs: Record<string, number>;
  /** main-thread milliseconds of each script, longest first */
  scripts: { url: string; totalMs: number; scriptingMs: number }[];
  /** tasks of 50 ms or more and their total milliseconds */
  longTasks: { count: number; totalMs: number };
}

/** The part of a Lighthouse result the breakdown reads. */
export interface BreakdownReport {
  audits: Record<string, { details?: unknown } | undefined>;
}

interface Items {
  items?: Record<string, unknown>[];
}

function items(report: BreakdownReport, audit: string): Record<string, unknown>[] {
  const details = report.audits[audit]?.details as Items | undefined;
  return Array.isArray(details?.items) ? details.items : [];
}

const number = (value: unknown): number => (typeof value === 'number' ? value : 0);

export function mainThreadBreakdown(report: BreakdownReport): MainThreadBreakdown {
  const groupsMs: Record<string, number> = {};
  for (const item of items(report, 'mainthread-work-breakdown')) {
    const group = String(item.groupLabel ?? item.group ?? 'Other');
    groupsMs[group] = (groupsMs[group] ?? 0) + number(item.duration);
  }
  const scripts = items(report, 'bootup-time')
    .map((item) => ({ url: String(item.url ?? ''), totalMs: number(item.total), scriptingMs: number(item.scripting) }))
    .sort((a, b) => b.totalMs - a.totalMs);
  const tasks = items(report, 'long-tasks');
  return { groupsMs, scripts, longTasks: { count: tasks.length, totalMs: tasks.reduce((sum, task) => sum + number(task.duration), 0) } };
}

/** A script's URL as a short name: its path without the build hash ("/assets/vendor-Ab12.js" -> "vendor.js"). */
export function scriptName(url: string): string {
  let pathname: string;
  try {
    pathname = new URL(url).pathname;
  } catch {
    return url;
  }
  const file = pathname.split('/').pop() || pathname;
  return file.replace(/-[A-Za-z0-9_-]{8}(\.[a-z]+)$/, '$1');
}
