/** Query keys of one employee's data; the tenant id comes second like every feature's keys. */
export const employeeDataKeys = {
  find: (tenantId: number, query: string) => ['employee-data', tenantId, 'find', query] as const,
};
