import { defineApi } from '../access/api-route';

/**
 * One employee's data in the API catalogue (access/api-routes.ts): what the bot keeps about them,
 * found by e-mail or chat account id, exported and erased on their request (GDPR articles 15 and 17).
 */
export const EMPLOYEE_DATA_API = defineApi(
  'Employee data',
  { all: ['manage-users'] },
  {
    'employeeData.find': {
      route: 'GET /api/EmployeeData/find',
      summary:
        "The tenant's bot users whose e-mail (any case) or chat account id is `query`, with their message counts",
    },
    'employeeData.export': {
      route: 'GET /api/EmployeeData/export',
      summary:
        'Everything kept about the bot users matching `query`, as one JSON document (employee-data.json; 404 when none match)',
    },
    'employeeData.erase': {
      route: 'POST /api/EmployeeData/erase',
      summary:
        'Erases the named bot users and everything kept about them, the rollups staying as they were (409 when they no longer match `query`)',
    },
  },
);
