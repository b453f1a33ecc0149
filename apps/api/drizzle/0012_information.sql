CREATE TYPE "public"."help_audience" AS ENUM('drivers', 'suppliers');--> statement-breakpoint
CREATE TYPE "public"."subscription_status" AS ENUM('pending', 'subscribed', 'unsubscribed');--> statement-breakpoint
CREATE TABLE "help_article_translations" (
	"article_id" text NOT NULL,
	"language" "language" NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"body" text NOT NULL,
	CONSTRAINT "help_article_translations_article_id_language_pk" PRIMARY KEY("article_id","language")
);
--> statement-breakpoint
CREATE TABLE "help_articles" (
	"id" text PRIMARY KEY NOT NULL,
	"audience" "help_audience" NOT NULL,
	"topic" text NOT NULL,
	"position" integer NOT NULL,
	"helpful_count" integer DEFAULT 0 NOT NULL,
	"not_helpful_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "help_search_words" (
	"language" "language" NOT NULL,
	"word" text NOT NULL,
	CONSTRAINT "help_search_words_language_word_pk" PRIMARY KEY("language","word")
);
--> statement-breakpoint
CREATE TABLE "mailing_list_subscribers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"language" "language" NOT NULL,
	"status" "subscription_status" NOT NULL,
	"confirm_token_hash" text,
	"confirm_expires_at" timestamp with time zone,
	"unsubscribe_token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone,
	CONSTRAINT "mailing_list_subscribers_email_unique" UNIQUE("email"),
	CONSTRAINT "mailing_list_subscribers_confirm_token_hash_unique" UNIQUE("confirm_token_hash"),
	CONSTRAINT "mailing_list_subscribers_unsubscribe_token_unique" UNIQUE("unsubscribe_token")
);
--> statement-breakpoint
ALTER TABLE "email_messages" ADD COLUMN "reply_to" text;--> statement-breakpoint
ALTER TABLE "email_messages" ADD COLUMN "list_unsubscribe" text;--> statement-breakpoint
ALTER TABLE "help_article_translations" ADD CONSTRAINT "help_article_translations_article_id_help_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."help_articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "help_articles_audience_idx" ON "help_articles" USING btree ("audience","position");