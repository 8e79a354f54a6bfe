-- Custom migration: a role belongs to a user, and deleting the user removes the role. Written by hand because
-- user_roles is declared in schema.ts and users in auth-schema.ts; drizzle-kit generates FKs only from the
-- referencing table's definition. No user existed before 0001, so there is nothing to clean up first.
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
