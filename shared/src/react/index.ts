// React stays out of the main entry: the API (Node) imports `@greatstep/shared` without React installed.
export { useCurUser } from './use-cur-user';
