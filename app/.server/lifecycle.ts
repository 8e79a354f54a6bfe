/** Server start and stop. The database issue opens and migrates the database here. */
export async function boot() {}

export async function shutdown() {}
