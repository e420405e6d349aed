import { mountStandalone } from '@greatstep/shared/standalone';
import { StandaloneApp } from './app/standalone-app';

mountStandalone(StandaloneApp);
