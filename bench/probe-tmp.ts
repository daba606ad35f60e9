import { postgresTarget } from './support/api-vs-sql.ts';
import { prepareVehicles } from './support/vehicle-target.ts';
import { listStatement } from '../server/modules/list-query.ts';
import { planListQuery } from '../runtime/index.ts';
const LIST_REQUEST = { condition: 'plateNo:@冀G1|purchaseDate:D_B2019-01-01|purchaseDate:D_S2022-12-31', orderField: 'purchaseDate', orderCondition: 'desc', pageNo: 1, pageSize: 20 };
const target = (await postgresTarget())!;
const { token } = await prepareVehicles(target, 1_000_000, async ({ database, registry, vehicle, ctx }) => listStatement(registry, vehicle, planListQuery(vehicle, LIST_REQUEST), ctx).compile(database.db));
console.log(token);
