import type { Db } from 'mongodb';
import { MongoProjectorLease } from '../../src/projections/lease/mongo-projector-lease';
import { SqlProjectorLease } from '../../src/projections/lease/sql-projector-lease';
import type { SqlClient } from '../../src/storage/sql-client';
import { type LeaseFactory, projectorLeaseContract } from './projector-lease.contract';
import { mongoBackend, postgresBackend } from './read-model-store.setups';

const sqlLease: LeaseFactory = (backend, options) =>
  SqlProjectorLease.open((backend.sql as () => SqlClient)(), options);
const mongoLease: LeaseFactory = (backend, options) => MongoProjectorLease.open((backend.mongo as () => Db)(), options);

// The SQL lease on PostgreSQL and the MongoDB lease on MongoDB/FerretDB, when reachable. The embedded
// profile has no lease to test: DATA_DIR's lock already makes its process the only projector (soleProcessLease).
projectorLeaseContract(postgresBackend(), sqlLease);
projectorLeaseContract(mongoBackend(), mongoLease);
