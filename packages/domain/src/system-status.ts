/** SPEC §4 system status. Maintenance wins over region restriction. */
export const SystemStatus = {
  Normal: 0,
  Maintenance: 1,
  RegionRestricted: 2,
} as const;
export type SystemStatus = (typeof SystemStatus)[keyof typeof SystemStatus];

export function resolveSystemStatus(input: { maintenance: boolean; regionRestricted: boolean }): SystemStatus {
  if (input.maintenance) return SystemStatus.Maintenance;
  if (input.regionRestricted) return SystemStatus.RegionRestricted;
  return SystemStatus.Normal;
}
