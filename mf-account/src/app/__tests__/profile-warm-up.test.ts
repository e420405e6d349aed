import MockAdapter from 'axios-mock-adapter';

/**
 * The profile's two calls start when its route loads the page's code, not when something imports the module: a
 * harness, a test or a bundler's evaluation asks nothing (docs/PERFORMANCE.md#the-profile-asks-as-its-code-arrives).
 * Fresh modules, so no earlier load of the page has been cached.
 */
it('asks nothing when the module is imported, and both calls as the route loads the page', async () => {
  await jest.isolateModulesAsync(async () => {
    const { userStore } = await import('@greatstep/shared');
    const { sampleLogin } = await import('@greatstep/shared/testing');
    const { apiClient } = await import('@greatstep/shared/api');
    const api = new MockAdapter(apiClient);
    api.onGet(/\/auth\/updateUser\//).reply(200, { success: true, token: 'tok-1', user: sampleLogin().user });
    api.onGet('/auth/team/myTeams').reply(200, { success: true, teams: [] });
    userStore.setFromLogin(sampleLogin());
    const asked = () => api.history.get.map((request) => request.url);

    await import('../../features/profile/profile-page');
    // axios sends after its interceptors, a few promise turns later: a macrotask is past all of them.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(asked()).toEqual([]);

    const { ProfilePage } = await import('../pages');
    await ProfilePage.preload();
    expect(asked()).toEqual(
      expect.arrayContaining(['/auth/team/myTeams', expect.stringMatching(/^\/auth\/updateUser\//)]),
    );
  });
});
