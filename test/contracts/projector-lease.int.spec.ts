import type { Db } from 'mongodb';
import { MongoProjectorLease } from '../../src/projections/lease/mongo-projector-lease';
import { SqlProjectorLease } from '../../src/projections/lease/sql-projector-lease';
import type { SqlClient } from '../../src/storage/sql-client';
import { type LeaseFactory, projectorLeaseContract } from './projector-lease.contract';
import { mongoBackend, pgliteBackend, postgresBackend } from './read-model-store.setups';

const sqlLease: LeaseFactory = (backend, options) => SqlProjectorLease.open((backend.sql as () => SqlClient)(), options);
const mongoLease: LeaseFactory = (backend, options) => MongoProjectorLease.open((backend.mongo as () => Db)(), options);

// The SQL lease on PGlite always and on PostgreSQL when reachable; the MongoDB lease on MongoDB/FerretDB when reachable.
projectorLeaseContract(pgliteBackend(), sqlLease);
projectorLeaseContract(postgresBackend(), sqlLease);
projectorLeaseContract(mongoBackend(), mongoLease);
