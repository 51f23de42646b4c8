// @rigforge/planner: the build planner's pure code, shared by the server (PlannerService) and the
// static deployment's in-browser link (client/src/static/planner.ts), so both give the same build
// for the same catalog. It depends on @rigforge/common only: no database, transport or browser API.
export * from './engine';
export * from './core';
