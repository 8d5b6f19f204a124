CREATE TABLE "content_state" (
	"id" smallint PRIMARY KEY NOT NULL,
	"version" text NOT NULL
);
