CREATE TYPE "public"."internal_role" AS ENUM('reader', 'editor');--> statement-breakpoint
CREATE TABLE "commercial_guide_revisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" integer NOT NULL,
	"content" text NOT NULL,
	"author_id" uuid,
	"author_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "commercial_guide_revisions_number_unique" UNIQUE("number")
);
--> statement-breakpoint
CREATE TABLE "internal_sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "internal_users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"username" text NOT NULL,
	"role" "internal_role" NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "internal_users_username_unique" UNIQUE("username"),
	CONSTRAINT "internal_users_role_unique" UNIQUE("role")
);
--> statement-breakpoint
ALTER TABLE "commercial_guide_revisions" ADD CONSTRAINT "commercial_guide_revisions_author_id_internal_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."internal_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "internal_sessions" ADD CONSTRAINT "internal_sessions_user_id_internal_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."internal_users"("id") ON DELETE cascade ON UPDATE no action;