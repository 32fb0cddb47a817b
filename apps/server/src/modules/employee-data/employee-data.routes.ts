import {
  EMPLOYEE_EXPORT_FILE_NAME,
  ZEmployeeErased,
  ZEmployeeEraseRequest,
  ZEmployeeExport,
  ZEmployeeFindQuery,
  ZEmployeeFound,
} from '@askhr/shared/employee-data/employee-data.schemas';
import { principalOf, tenantOf } from '../../auth/guard';
import { apiPlugin } from '../../auth/api-routes';
import type { TDb } from '../../db/client';
import { eraseEmployee, exportEmployee, findEmployee } from './employee-data.service';

/** One employee's data (GDPR articles 15 and 17): find, export, erase; all need manage-users. */
export const employeeDataRoutes = apiPlugin<{ db: TDb }>((route, { db }) => {
  route('employeeData.find', { querystring: ZEmployeeFindQuery, response: ZEmployeeFound }, async (request) =>
    findEmployee(db, tenantOf(request).customerId, request.query.query),
  );

  route(
    'employeeData.export',
    { querystring: ZEmployeeFindQuery, response: ZEmployeeExport },
    async (request, reply) => {
      const document = await exportEmployee(
        db,
        tenantOf(request).customerId,
        request.query.query,
        principalOf(request),
      );
      return reply
        .header('content-disposition', `attachment; filename="${EMPLOYEE_EXPORT_FILE_NAME}"`)
        .send(document);
    },
  );

  route('employeeData.erase', { body: ZEmployeeEraseRequest, response: ZEmployeeErased }, async (request) =>
    eraseEmployee(db, tenantOf(request).customerId, request.body, principalOf(request)),
  );
});
