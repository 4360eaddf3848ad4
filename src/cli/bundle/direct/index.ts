// Direct modules: route modules that skip rollup. plan.ts decides which they are; the rest
// writes their browser and server files.
export * from './plan.ts';
export { directFileName, pageDataCompanions, writeDirectClient, writeEditedModule, type DirectClientOutput } from './client.ts';
export { directModuleToCommonJs, plainBrowserModule, plainModuleToCommonJs } from './commonJs.ts';
export { directServerDir, writeDirectServer } from './server.ts';
