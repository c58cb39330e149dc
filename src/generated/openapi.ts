// Generated from openapi/openapi.yaml by `npm run generate`. Do not edit by hand.

export interface paths {
    "/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Check liveness and database readiness
         * @description Answers 200 when the process is up and the database answers, 503 when the database is unreachable. Needs no credential; like the other public routes it is not counted against the caller's address quota but has its own, larger quota per client address.
         */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/health/live": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Check that the process answers
         * @description Liveness probe: answers 200 whenever the process can answer at all, without asking the database or anything else, so that a database outage does not get every process restarted. It keeps answering 200 while the process drains on SIGTERM. Needs no credential; it has the public routes' own quota per client address.
         */
        get: operations["getLiveness"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/health/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Check that the process can serve requests
         * @description Readiness probe: answers 200 when the database answers and, when they are configured, Redis and the media storage do; 503 when one of them does not (each check is bounded to 1.5 s), and 503 with status `draining` from the moment the process got SIGTERM, so that a load balancer stops sending it requests while those in flight finish. Needs no credential; it has the public routes' own quota per client address.
         */
        get: operations["getReadiness"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/openapi.yaml": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the OpenAPI contract as YAML
         * @description The published contract, this document, in YAML. Needs no credential.
         */
        get: operations["getOpenApiYaml"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the OpenAPI contract as JSON
         * @description The published contract, this document, in JSON. Needs no credential.
         */
        get: operations["getOpenApiJson"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/metrics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the process's metrics (Prometheus text)
         * @description The Prometheus exposition (text format 0.0.4) of the process that answers: HTTP requests by route template, method and status with their durations, requests in flight, event-loop lag, database pool usage, job queue depth and age, job runs, webhook delivery attempts, open event streams, rate-limit refusals and media render durations (the names are listed in the README). Each API process answers for itself. Not rate-limited (no `X-RateLimit-*` headers). With `METRICS_TOKEN` set on the server it needs `Authorization: Bearer <token>`; otherwise no credential. Answers 404 when the server runs with `METRICS=false`.
         */
        get: operations["getMetrics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/docs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Open the interactive API reference
         * @description An HTML page that renders this contract. Needs no credential.
         */
        get: operations["getApiDocs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/media/images/{fileName}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description File name of an uploaded image, as given in a post's `imageUrl`.
                 * @example 3f1c9a2e-7b4d-4c6a-9e8f-1a2b3c4d5e6f.png
                 */
                fileName: components["parameters"]["ImageFileNamePath"];
            };
            cookie?: never;
        };
        /**
         * Get an uploaded image
         * @description Serves the bytes of an image uploaded with `uploadPostImage`; a post's `imageUrl` points here. The file name is an unguessable UUID, so the URL can be used directly in an `<img>` tag: no credential is needed. The content type is the sniffed type of the stored file. A name is never reused for other bytes, so the answer may be cached for good (`Cache-Control: public, max-age=31536000, immutable`). An image that was replaced, or whose post was deleted, answers 404.
         */
        get: operations["getMediaImage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/anecdotes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List anecdotes
         * @description A page of the owner's anecdotes, newest first. `isFavorite` keeps only favorites (or only non-favorites), `tag` keeps anecdotes carrying that exact tag, and `q` searches title and content (case-insensitive). Filters combine with AND.
         */
        get: operations["listAnecdotes"];
        put?: never;
        /**
         * Create an anecdote
         * @description Stores a new anecdote. `mood` defaults to `neutral`, `storyType` to `personal` and `tags` to an empty array when omitted; `isFavorite` starts false.
         */
        post: operations["createAnecdote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/anecdotes/export/voice": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export anecdotes as audio in a ZIP
         * @description Converts all of the owner's anecdotes to audio by text-to-speech and returns them in one
         *     ZIP archive. An owner without anecdotes gets an empty archive (the manifest only).
         *
         *     Each anecdote's title and content are spoken in the anecdote's language, detected from
         *     its text (English, French, Spanish, German, Italian, Portuguese; English when unsure),
         *     by the speech provider's voice (`SPEECH_PROVIDER`: the offline espeak-ng by default), as
         *     MP3 (mono).
         *
         *     Layout of the archive, in the owner's creation order (oldest first):
         *
         *     - `NNN-<slug-of-title>.mp3`: one audio file per anecdote; `NNN` is the anecdote's
         *       position, counted from `001`; the slug is the title in lower-case ASCII letters and
         *       digits joined by hyphens (`anecdote` when nothing is left).
         *     - `manifest.json`, last: `{generatedAt, format: {mimeType, extension}, voice, count,
         *       failed, anecdotes: [{id, title, file, durationSeconds, language, voice, warning?,
         *       error?}]}`. An
         *       anecdote that could not be spoken is listed with `file` and `durationSeconds` null
         *       and an `error` message, and has no audio file; the rest of the archive is complete.
         *
         *     The archive is streamed while it is produced: the first entries arrive before the last
         *     anecdote is spoken, and there is no `Content-Length`. Audio of unchanged text is reused,
         *     so a repeated export is fast. One export per owner runs at a time: a second one started
         *     while the first is running answers 429 with `Retry-After`.
         *
         *     `voice` names the voice that reads every anecdote (one of `listVoices`; an unknown name
         *     answers 400) and `rate` its speaking rate (0.5 to 2, default 1). Without `voice`, each
         *     anecdote is read by the speech provider's voice for its language; a language the
         *     provider has no voice for is read by the offline espeak-ng voice, or the English one when
         *     no voice speaks it, and its manifest entry says so in `warning` (as it does when the
         *     named voice does not speak the anecdote's language). Each manifest entry names its
         *     `voice`.
         */
        get: operations["exportAnecdotesVoice"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/anecdotes/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier of the resource (UUID).
                 * @example 0b6f5a4e-3c2d-4e1f-9a8b-7c6d5e4f3a2b
                 */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /**
         * Get an anecdote
         * @description Reads one of the owner's anecdotes.
         */
        get: operations["getAnecdote"];
        put?: never;
        post?: never;
        /**
         * Delete an anecdote
         * @description Deletes the anecdote. Content already generated from it (posts, carousels, jobs) is kept.
         */
        delete: operations["deleteAnecdote"];
        options?: never;
        head?: never;
        /**
         * Update an anecdote
         * @description Changes the given fields only; at least one field is required.
         */
        patch: operations["updateAnecdote"];
        trace?: never;
    };
    "/v1/anecdotes/{id}/favorite": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier of the resource (UUID).
                 * @example 0b6f5a4e-3c2d-4e1f-9a8b-7c6d5e4f3a2b
                 */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Toggle the favorite flag of an anecdote
         * @description Toggles `isFavorite` and returns the anecdote. Two response shapes exist: a short one (`id`, `title`, `isFavorite`, `updatedAt`) and the full anecdote. No request body.
         */
        post: operations["toggleAnecdoteFavorite"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/posts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List posts
         * @description A page of the owner's posts, newest first.
         */
        get: operations["listPosts"];
        put?: never;
        /**
         * Create a post
         * @description Stores a post written by hand. `videoUrl` defaults to null.
         */
        post: operations["createPost"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/posts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier of the resource (UUID).
                 * @example 0b6f5a4e-3c2d-4e1f-9a8b-7c6d5e4f3a2b
                 */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /**
         * Get a post
         * @description Reads one of the owner's posts.
         */
        get: operations["getPost"];
        put?: never;
        post?: never;
        /**
         * Delete a post
         * @description Deletes the post, its revision history and its uploaded image.
         */
        delete: operations["deletePost"];
        options?: never;
        head?: never;
        /**
         * Update a post
         * @description Changes the given fields only; at least one field is required. Send `videoUrl: null` to detach the video.
         */
        patch: operations["updatePost"];
        trace?: never;
    };
    "/v1/posts/{id}/upload-image": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier of the resource (UUID).
                 * @example 0b6f5a4e-3c2d-4e1f-9a8b-7c6d5e4f3a2b
                 */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Attach an image to a post
         * @description Uploads one image file (jpg, png, gif or webp, recognised from its bytes, never from the declared content type or file name) in the multipart part `image` and attaches it to the post, replacing (and deleting) any previous image. The answer is the post with `imageUrl` set to a server-relative path (`/media/images/{fileName}`, a new name for each upload) that answers GET with the image. Refused, and nothing stored: a missing `image` part, another part or field, a file of another type, or an image that does not decode (truncated, corrupt, over `IMAGE_MAX_PIXELS` pixels, default 16,777,216, all frames counted, or 16384 pixels on a side, or an animation of more than `IMAGE_MAX_FRAMES` frames, default 1000, or a PNG whose image data inflates past what its pixels need; the header is checked before any decoding) answer 400 `validation_failed`; the image is stored re-encoded from its decoded pixels, so bytes it carried besides the picture (trailing data, comments, EXIF) are not served; a file larger than `UPLOAD_MAX_BYTES` (default 10 MiB) answers 413 `payload_too_large`; a request that is not `multipart/form-data` answers 415 `unsupported_media_type`.
         */
        patch: operations["uploadPostImage"];
        trace?: never;
    };
    "/v1/posts/{id}/history": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier of the resource (UUID).
                 * @example 0b6f5a4e-3c2d-4e1f-9a8b-7c6d5e4f3a2b
                 */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /**
         * Get the revision history of a post
         * @description The previous drafts of the post, newest first. A draft is kept each time the post generation job that produced the post is regenerated. A post without earlier drafts answers an empty `history`.
         */
        get: operations["getPostHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/post-generation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List post generation jobs
         * @description A page of the owner's post generation jobs, newest first.
         */
        get: operations["listPostGenerations"];
        put?: never;
        /**
         * Start a post generation job
         * @description Starts a job that writes a post from the anecdote, in the given theme or else in the owner's default theme (if any). The job runs in the background: poll `getPostGeneration` until `status` is `completed` (then `postId` names the post) or `failed`. Its `currentStep` goes `queued`, `post_draft`, `scoring`, then `done`. An `anecdoteId` or `themeId` that is unknown or owned by someone else answers 404 `not_found`, exactly as an unknown path id would.
         */
        post: operations["createPostGeneration"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/post-generation/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier of the resource (UUID).
                 * @example 0b6f5a4e-3c2d-4e1f-9a8b-7c6d5e4f3a2b
                 */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /**
         * Get a post generation job
         * @description Reads one of the owner's post generation jobs, to follow its progress.
         */
        get: operations["getPostGeneration"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/post-generation/{id}/regenerate": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier of the resource (UUID).
                 * @example 0b6f5a4e-3c2d-4e1f-9a8b-7c6d5e4f3a2b
                 */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Regenerate a post generation job
         * @description Resets the job for regeneration and runs it again. The optional `reason` (at least 10 characters) adjusts the next draft. When the job had already produced a post, the current draft is kept in the post's history (`getPostHistory`) and the post is updated with the new draft when the job completes. Regenerating a job that is still running cancels that run. The body may be an empty object or absent. A job whose source anecdote has been deleted cannot be regenerated: 409 `conflict`.
         */
        post: operations["regeneratePostGeneration"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/post-generation/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier of the resource (UUID).
                 * @example 0b6f5a4e-3c2d-4e1f-9a8b-7c6d5e4f3a2b
                 */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a post generation job
         * @description Cancels a `pending` or `running` post generation job: it ends `canceled` at once and its run in progress stops at its next step (a model call or render in flight is abandoned); nothing it would have produced is written. A job already in a final status (`completed`, `failed`, `draft`, `delivered`, `canceled`) answers 409 `conflict`. A canceled job can be run again with `regeneratePostGeneration`.
         */
        post: operations["cancelPostGeneration"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/carousel-generation/from-anecdote/run": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create and run a carousel generation job
         * @description Creates a carousel generation job for the anecdote, queues it like every job, and waits for it before answering: the answer is the job, normally `completed` with `progress` 1 and `carouselId` naming the generated carousel (steps `outline`, `slides`, `scoring`, then `done`), written in the owner's default theme if one is set. A run that could not complete answers the job `failed`, with a warning naming the cause. A job still `pending` or `running` after the server's wait bound (`CAROUSEL_WAIT_SECONDS`, default 60) is answered as it stands; `GET /v1/carousel-generation/{id}` follows it. An anecdote that is unknown or owned by someone else answers 404. With `brand`, the job also renders the PDF (step `pdf`, after `scoring`) in the brand's colours with its logo; a `logoMediaId` of another owner, or an unknown one, answers 404, a clip or audio 400.
         */
        post: operations["runCarouselGenerationFromAnecdote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/carousel-generation/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier of the resource (UUID).
                 * @example 0b6f5a4e-3c2d-4e1f-9a8b-7c6d5e4f3a2b
                 */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /**
         * Get a carousel generation job
         * @description Reads one of the owner's carousel generation jobs.
         */
        get: operations["getCarouselGeneration"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/carousel-generation/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier of the resource (UUID).
                 * @example 0b6f5a4e-3c2d-4e1f-9a8b-7c6d5e4f3a2b
                 */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a carousel generation job
         * @description Cancels a `pending` or `running` carousel generation job: it ends `canceled` at once and its run in progress stops at its next step (a model call or render in flight is abandoned); nothing it would have produced is written. A job already in a final status (`completed`, `failed`, `draft`, `delivered`, `canceled`) answers 409 `conflict`. A run answered by `runCarouselGenerationFromAnecdote` that is canceled meanwhile answers the job `canceled`. A canceled carousel generation is not restarted: run a new one.
         */
        post: operations["cancelCarouselGeneration"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/carousel/generations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List carousel generation jobs
         * @description The owner's carousel generation jobs, newest first, `page` and `limit` applied. The answer is a bare array (no `total`).
         */
        get: operations["listCarouselGenerations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/carousels/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier of the resource (UUID).
                 * @example 0b6f5a4e-3c2d-4e1f-9a8b-7c6d5e4f3a2b
                 */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /**
         * Get a carousel
         * @description The generated carousel with its slides and the path of its PDF.
         */
        get: operations["getCarousel"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/carousels/{id}/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier of the resource (UUID).
                 * @example 0b6f5a4e-3c2d-4e1f-9a8b-7c6d5e4f3a2b
                 */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /**
         * Download a carousel as PDF
         * @description The carousel rendered as a PDF document, one page per slide. Rendered once and kept in the media store: later downloads stream the stored file (`ETag`, `Range`).
         */
        get: operations["getCarouselPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/script-jobs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List script jobs
         * @description A page of the owner's script jobs, newest first.
         */
        get: operations["listScriptJobs"];
        put?: never;
        /**
         * Start a script job
         * @description Starts a job that writes a long-form video script from the selected anecdotes (in the given order). The job runs in the background; poll `getScriptJob`. Anecdote ids that are unknown or owned by someone else answer 404 `not_found`, naming them.
         */
        post: operations["createScriptJob"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/script-jobs/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier of the resource (UUID).
                 * @example 0b6f5a4e-3c2d-4e1f-9a8b-7c6d5e4f3a2b
                 */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /**
         * Get a script job
         * @description Reads one of the owner's script jobs, with the script once it is written.
         */
        get: operations["getScriptJob"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update a script job
         * @description Changes the given fields only; at least one field is required. Anecdote ids that are unknown or owned by someone else answer 404 `not_found`, naming them; a job whose state no longer accepts the change answers 409. A change to `brief` or `selectedAnecdoteIds` makes the job write the script again (status `pending`; a run in progress is replaced); a change to `title` alone keeps the script and re-renders only the cover thumbnail. A `canceled` job runs again on any update that gives `brief` or `selectedAnecdoteIds`, changed or not.
         */
        patch: operations["updateScriptJob"];
        trace?: never;
    };
    "/v1/script-jobs/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier of the resource (UUID).
                 * @example 0b6f5a4e-3c2d-4e1f-9a8b-7c6d5e4f3a2b
                 */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a script job
         * @description Cancels a `pending` or `running` script job: it ends `canceled` at once and its run in progress stops at its next step (a model call or render in flight is abandoned); nothing it would have produced is written. A job already in a final status (`completed`, `failed`, `draft`, `delivered`, `canceled`) answers 409 `conflict`. A canceled script job runs again when it is updated (`updateScriptJob`) with a `brief` or `selectedAnecdoteIds`, even unchanged ones.
         */
        post: operations["cancelScriptJob"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/script-jobs/{id}/thumbnails/{index}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier of the resource (UUID).
                 * @example 0b6f5a4e-3c2d-4e1f-9a8b-7c6d5e4f3a2b
                 */
                id: components["parameters"]["IdPath"];
                /**
                 * @description Zero-based index of the thumbnail, as a string of digits.
                 * @example 0
                 */
                index: components["parameters"]["ThumbnailIndexPath"];
            };
            cookie?: never;
        };
        /**
         * Get the cover thumbnail of a script job
         * @description The PNG cover image (1280x720) of the long-form video, at index 0: the job's only thumbnail, rendered when the script is written and again when the title changes. A thumbnail that does not exist or is not rendered yet answers 404.
         */
        get: operations["getScriptJobThumbnail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/shorts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List shorts
         * @description A page of the owner's short jobs, newest first.
         */
        get: operations["listShorts"];
        put?: never;
        /**
         * Start a short job
         * @description Starts a job that cuts a short-form video script (hook, beats, closing line) and its thumbnails from a script job. The title defaults to the script job's title. A script job that is unknown or owned by someone else answers 404 `not_found`; a script job that is not `completed` answers 409.
         */
        post: operations["createShort"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/shorts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier of the resource (UUID).
                 * @example 0b6f5a4e-3c2d-4e1f-9a8b-7c6d5e4f3a2b
                 */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /**
         * Get a short
         * @description Reads one of the owner's short jobs, with its script and thumbnails.
         */
        get: operations["getShort"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/shorts/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier of the resource (UUID).
                 * @example 0b6f5a4e-3c2d-4e1f-9a8b-7c6d5e4f3a2b
                 */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a short job
         * @description Cancels a `pending` or `running` short job: it ends `canceled` at once and its run in progress stops at its next step (a model call or render in flight is abandoned); nothing it would have produced is written. A job already in a final status (`completed`, `failed`, `draft`, `delivered`, `canceled`) answers 409 `conflict`. A canceled short is not restarted: create a new one from the script job. Thumbnail regenerations (`regenerateShortThumbnail`) are short renders of a completed short and are not canceled.
         */
        post: operations["cancelShort"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/shorts/{id}/validate": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier of the resource (UUID).
                 * @example 0b6f5a4e-3c2d-4e1f-9a8b-7c6d5e4f3a2b
                 */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Validate a short
         * @description Marks a completed short as validated, so that B-roll can be made from it (`createBrollFromShort`). A short that is not `completed` answers 409. Validating an already validated short answers 200 with the short unchanged. No request body.
         */
        post: operations["validateShort"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/shorts/{id}/regenerate-thumbnail/{index}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier of the resource (UUID).
                 * @example 0b6f5a4e-3c2d-4e1f-9a8b-7c6d5e4f3a2b
                 */
                id: components["parameters"]["IdPath"];
                /**
                 * @description Zero-based index of the thumbnail, as a string of digits.
                 * @example 0
                 */
                index: components["parameters"]["ThumbnailIndexPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Regenerate one thumbnail of a short
         * @description Starts the regeneration of the single thumbnail at `index` and returns the short job; that thumbnail's `status` goes back to `pending` and its `version` increases when the new image (a new variation) is ready; the previous image is served until then. An index the short does not have answers 404; a short that is not `completed` answers 409. No request body.
         */
        post: operations["regenerateShortThumbnail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/shorts/{id}/thumbnails/{index}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier of the resource (UUID).
                 * @example 0b6f5a4e-3c2d-4e1f-9a8b-7c6d5e4f3a2b
                 */
                id: components["parameters"]["IdPath"];
                /**
                 * @description Zero-based index of the thumbnail, as a string of digits.
                 * @example 0
                 */
                index: components["parameters"]["ThumbnailIndexPath"];
            };
            cookie?: never;
        };
        /**
         * Get a thumbnail of a short
         * @description The PNG image of the thumbnail at `index`. A thumbnail that does not exist or is not rendered yet answers 404.
         */
        get: operations["getShortThumbnail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/voices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the voices
         * @description The voices a B-roll request (`voice`) or the voice export (`voice`) may name: those of the speech provider the server runs (`SPEECH_PROVIDER`: `espeak`, `festival` or `openai`) first, then, with another provider than espeak, the offline espeak-ng voices that read the languages it has no voice for. Each lists the languages it speaks (ISO 639-1). `language` keeps those speaking it; a language no voice speaks answers an empty list (its text would be read by the English voice, with a warning).
         */
        get: operations["listVoices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/broll": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List B-roll jobs
         * @description The owner's B-roll jobs, newest first, as a bare array (the 1000 most recent at most).
         */
        get: operations["listBroll"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/broll/from-short/{shortId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier of a validated short (UUID).
                 * @example 5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1a
                 */
                shortId: components["parameters"]["ShortIdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a B-roll job from a validated short
         * @description Creates a B-roll job for the short and starts rendering it scene by scene. The short must be validated (`validateShort`): a short that is not answers 409. `format` is one of HORIZONTAL, VERTICAL, SQUARE, or the aliases `16:9` (HORIZONTAL), `9:16` (VERTICAL) and `1:1` (SQUARE); it defaults to VERTICAL. The job always reports the canonical name. The body may be an empty object or absent. `scenes` shows the owner's uploaded media in chosen scenes (an image with a slow pan and zoom, a clip trimmed or looped to the scene, both cropped to the format), `musicMediaId` mixes an uploaded audio under the voice-over (lowered while the voice speaks, faded at the end), `targetSeconds` asks for a length (see `BrollTargetSeconds`) and `brand` sets colours and a logo (`BrollBrand`). A media id of another owner, or an unknown one, answers 404; a scene index the short does not have, or a medium of the wrong kind, answers 400.
         */
        post: operations["createBrollFromShort"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/broll/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier of the resource (UUID).
                 * @example 0b6f5a4e-3c2d-4e1f-9a8b-7c6d5e4f3a2b
                 */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /**
         * Get a B-roll job
         * @description Reads one of the owner's B-roll jobs with its scenes.
         */
        get: operations["getBroll"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/broll/{id}/re-render": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier of the resource (UUID).
                 * @example 0b6f5a4e-3c2d-4e1f-9a8b-7c6d5e4f3a2b
                 */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Re-render a completed or failed B-roll job
         * @description Runs a B-roll job that is COMPLETED or FAILED (`completed` or `failed`) again: components are selected afresh for each scene and the job goes back to a running state (step `scene_rendering`). A `canceled` job counts as FAILED here and can be re-rendered too. The answer is the job, or a mutation result. A job in any other state answers 400 `validation_failed`. The body is optional: `scenes`, `musicMediaId` and `targetSeconds` and `brand` (as on `createBrollFromShort`) replace the job's own when given (`[]`, `null` and `{}` remove them); absent, the job's are kept. Their media are checked as on creation (404, 400).
         */
        post: operations["rerenderBroll"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/broll/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier of the resource (UUID).
                 * @example 0b6f5a4e-3c2d-4e1f-9a8b-7c6d5e4f3a2b
                 */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a B-roll job
         * @description Cancels a `pending` or `running` B-roll job: it ends `canceled` at once and its run in progress stops at its next step (a model call or render in flight is abandoned); nothing it would have produced is written. A job already in a final status (`completed`, `failed`, `draft`, `delivered`, `canceled`) answers 409 `conflict`. A canceled B-roll job can be rendered again with `rerenderBroll`; the canceled state counts as FAILED there.
         */
        post: operations["cancelBroll"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/broll/{id}/video": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier of the resource (UUID).
                 * @example 0b6f5a4e-3c2d-4e1f-9a8b-7c6d5e4f3a2b
                 */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /**
         * Download the rendered B-roll video
         * @description The rendered MP4 of the job. Answers 404 until the job has been rendered.
         */
        get: operations["getBrollVideo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/broll/{id}/captions.vtt": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier of the resource (UUID).
                 * @example 0b6f5a4e-3c2d-4e1f-9a8b-7c6d5e4f3a2b
                 */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /**
         * Download the captions of the B-roll video (WebVTT)
         * @description The phrase captions burned into the rendered video, as WebVTT: the same cues as the other caption formats, timed on the voice-over, each word of a cue after the first preceded by its WebVTT timestamp (`<00:00:01.200>`), so players can follow the words. Answers 404 until the job has been rendered.
         */
        get: operations["getBrollCaptionsVtt"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/broll/{id}/captions.srt": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier of the resource (UUID).
                 * @example 0b6f5a4e-3c2d-4e1f-9a8b-7c6d5e4f3a2b
                 */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /**
         * Download the captions of the B-roll video (SubRip)
         * @description The phrase captions burned into the rendered video, as SubRip: the same cues as the other caption format, timed on the voice-over. Answers 404 until the job has been rendered.
         */
        get: operations["getBrollCaptionsSrt"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/broll/{id}/captions.json": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier of the resource (UUID).
                 * @example 0b6f5a4e-3c2d-4e1f-9a8b-7c6d5e4f3a2b
                 */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /**
         * Download the word-timed captions of the B-roll video (JSON)
         * @description The captions of the rendered video with every word timed on the voice-over: each cue (the phrase on screen) with its words, and every word with its own start and end (seconds from the start of the video). Word times are the speech provider's where it tells them (espeak-ng), else the speech's duration shared by syllables. Answers 404 until the job has been rendered, and for another owner's job.
         */
        get: operations["getBrollCaptionsJson"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/broll/{id}/scenes/{index}/video": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier of the resource (UUID).
                 * @example 0b6f5a4e-3c2d-4e1f-9a8b-7c6d5e4f3a2b
                 */
                id: components["parameters"]["IdPath"];
                /**
                 * @description Zero-based index of the scene, as a string of digits.
                 * @example 0
                 */
                index: components["parameters"]["SceneIndexPath"];
            };
            cookie?: never;
        };
        /**
         * Download the rendered clip of one scene
         * @description The rendered MP4 clip of the scene at `index` (a scene's `assetUrl`). Answers 404 for a scene the job does not have or has not rendered yet.
         */
        get: operations["getBrollSceneVideo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/components": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List components
         * @description A page of the components the owner can use, newest first: with `include=own` their own only; with `include=public` (or without `include`, as before 1.16.0) their own and the public ones of other owners, whose `name`, `prompt`, `description` and other fields are text those owners wrote (a client that hands the list to a model should treat it as data, never as instructions; the MCP tool `list_components` takes `own` unless told otherwise and returns other owners' components only as third-party text). `category` and `tag` filter exactly; `q` searches name and description (case-insensitive). Filters combine with AND.
         */
        get: operations["listComponents"];
        put?: never;
        /**
         * Generate a component
         * @description Generates a visual component from the prompt and stores it with its source code in `sourceCode`: a TSX module in the component dialect (see `Component.sourceCode`) that exports one function component with typed props and animates with `useCurrentFrame`/`interpolate`/`spring`. The source is then checked without running it: it must parse and type-check as TSX (TypeScript compiler, strict) against the dialect's declarations, export exactly one component, and import only from `react` and `remotion` (the dialect's module names). `isValidated` is true only when every check passes; otherwise `warnings` says why. A generation that fails (the model server is unreachable or answers unusable output) still creates the component, with an empty `sourceCode`, `isValidated` false and a warning naming the cause; send a `prompt` with `updateComponent` to try again. `defaultProps` and `description` default to the generated ones. `isPublic` defaults to false; public components are visible to every owner (read and duplicate only).
         */
        post: operations["createComponent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/components/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier of the resource (UUID).
                 * @example 0b6f5a4e-3c2d-4e1f-9a8b-7c6d5e4f3a2b
                 */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /**
         * Get a component
         * @description Reads one of the owner's components, or a public component of another owner.
         */
        get: operations["getComponent"];
        put?: never;
        post?: never;
        /**
         * Delete a component
         * @description Deletes one of the owner's components. A public component of another owner can't be deleted: 403; a private one of another owner answers 404.
         */
        delete: operations["deleteComponent"];
        options?: never;
        head?: never;
        /**
         * Update component metadata
         * @description Changes the given metadata only; at least one field is required. A `prompt` (even the current one) regenerates and re-checks `sourceCode` for the component's (new) category, and replaces `description` and `defaultProps` with the generated ones unless the body gives them; if that generation fails, the previous source and its check stay and a warning says why. A public component of another owner can be read but not changed: 403; a private one of another owner answers 404. New versions of one component (a body with `prompt` or `defaultProps`: each is a preview to render) are rate limited per component (`COMPONENT_VERSIONS_PER_MINUTE`, 10 by default): one more within the minute answers `429` with `Retry-After`.
         */
        patch: operations["updateComponent"];
        trace?: never;
    };
    "/v1/components/{id}/preview.png": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier of the resource (UUID).
                 * @example 0b6f5a4e-3c2d-4e1f-9a8b-7c6d5e4f3a2b
                 */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /**
         * A still of the component rendered with its default props
         * @description A PNG of the component's source rendered (by a worker, in the component sandbox) with its `defaultProps`, at 540×960, a little after its entrance: one still, within its own time limit, renders shared round robin between owners. Rendered once per version of the source and props and then served from storage. The first request for a version waits for the render (up to about 30 s); past that it answers `503` with code `preview_rendering` and `Retry-After` (the render goes on). A source that does not build, or fails or hits a limit as it renders, answers `409` with the reason.
         */
        get: operations["getComponentPreview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/components/{id}/duplicate": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier of the resource (UUID).
                 * @example 0b6f5a4e-3c2d-4e1f-9a8b-7c6d5e4f3a2b
                 */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Duplicate a component
         * @description Copies one of the owner's components, or a public one, into a new private component of the owner. `name` defaults to the original name followed by " (copy)"; `prompt` and `category` default to the original's. The source, its check, `description`, `tags` and `defaultProps` are copied; a given `prompt` regenerates (and re-checks) the copy's source, `description` and `defaultProps` (if that generation fails, the copy keeps the original's source and a warning says why). A private component of another owner answers 404. The body may be an empty object or absent.
         */
        post: operations["duplicateComponent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/users/themes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List themes
         * @description A page of the owner's writing-style themes, newest first.
         */
        get: operations["listThemes"];
        put?: never;
        /**
         * Create a theme
         * @description Creates a writing-style theme. A new theme has `isDefault` false; `description` defaults to an empty string and `config` to an empty object.
         */
        post: operations["createTheme"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/users/themes/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier of the resource (UUID).
                 * @example 0b6f5a4e-3c2d-4e1f-9a8b-7c6d5e4f3a2b
                 */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /**
         * Get a theme
         * @description Reads one of the owner's themes.
         */
        get: operations["getTheme"];
        put?: never;
        post?: never;
        /**
         * Delete a theme
         * @description Deletes one of the owner's themes. Jobs that used it are kept. Deleting the default theme leaves the owner without a default.
         */
        delete: operations["deleteTheme"];
        options?: never;
        head?: never;
        /**
         * Update a theme
         * @description Changes the given fields only; at least one field is required. `config` replaces the whole configuration. Setting `isDefault` true makes this the owner's only default theme (used by post generation when no `themeId` is given), clearing the flag on the previous default in the same transaction; `isDefault` false on the default leaves the owner without one.
         */
        patch: operations["updateTheme"];
        trace?: never;
    };
    "/v1/users/themes/{id}/duplicate": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier of the resource (UUID).
                 * @example 0b6f5a4e-3c2d-4e1f-9a8b-7c6d5e4f3a2b
                 */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Duplicate a theme
         * @description Copies one of the owner's themes. The copy has `isDefault` false; `name` defaults to the original name followed by " (copy)", `description` to the original's. `config` keys merge over the original's: a given key replaces the original's value, the other keys are kept. The body may be an empty object or absent.
         */
        post: operations["duplicateTheme"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/blog/site": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the stored site context
         * @description The website context stored by the last `analyzeBlogSite`. Answers 404 before the first analysis.
         */
        get: operations["getBlogSite"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/blog/site/analyze": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Analyze and store the website context
         * @description Fetches the website, analyzes it (positioning, audience, voice, visual identity) and stores the result as the owner's site context, replacing any previous one. Article generation uses it. A bare host name is read as `https://` + host; other schemes than `http` and `https`, and URLs with credentials, answer 400.
         *
         *     The home page is read, then a few same-site pages it links to (about, services or pricing, blog) and its stylesheets. Only public addresses are fetched: a URL or redirect that names or resolves to a loopback, private, link-local, unspecified, carrier-grade NAT, unique-local or cloud metadata address (in any spelling, IPv4-compatible, IPv4-mapped, NAT64, 6to4 and Teredo IPv6 forms included) answers 400; the message says what kind of address a name resolves to, never the address. Only ports 80, 443 and 1024 to 65535 other than well-known service ports (databases, caches, queues, cluster and container APIs, proxies; the README lists them) are fetched; another port answers 400 (`refused_address`). At most 5 redirects are followed; each page has a size cap and a time limit, and the home page must be HTML. A site that cannot be read (DNS failure, refused connection, timeout, HTTP error status, not HTML, too large, too many redirects) answers 400 whose `message` names the cause and whose `details.cause` is one of `invalid_url`, `refused_address`, `dns`, `unreachable`, `timeout`, `tls`, `http_status`, `not_html`, `too_large`, `too_many_redirects`. A second analysis for the same owner while one is running (in any API process) answers 409.
         */
        post: operations["analyzeBlogSite"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/blog/articles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List blog articles
         * @description A page of the owner's blog article jobs, newest first.
         */
        get: operations["listBlogArticles"];
        put?: never;
        /**
         * Start a blog article job
         * @description Starts a job that writes a blog article on the topic, using the stored site context when there is one. The job runs in the background (`pending`, `running`) and ends as a `draft` with its `markdown`, or `failed`; poll `getBlogArticle`.
         */
        post: operations["createBlogArticle"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/blog/articles/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier of the resource (UUID).
                 * @example 0b6f5a4e-3c2d-4e1f-9a8b-7c6d5e4f3a2b
                 */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /**
         * Get a blog article
         * @description Reads one of the owner's blog article jobs, with its markdown once written.
         */
        get: operations["getBlogArticle"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/blog/articles/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier of the resource (UUID).
                 * @example 0b6f5a4e-3c2d-4e1f-9a8b-7c6d5e4f3a2b
                 */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a blog article job
         * @description Cancels a `pending` or `running` blog article job: it ends `canceled` at once and its run in progress stops at its next step (a model call or render in flight is abandoned); nothing it would have produced is written. A job already in a final status (`completed`, `failed`, `draft`, `delivered`, `canceled`) answers 409 `conflict`. A `draft` is final (deliver it or leave it): canceling it answers 409 as well. A canceled article is not restarted: create a new one.
         */
        post: operations["cancelBlogArticle"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/blog/articles/{id}/deliver": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier of the resource (UUID).
                 * @example 0b6f5a4e-3c2d-4e1f-9a8b-7c6d5e4f3a2b
                 */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Deliver a blog article
         * @description Finalizes a `draft` article: its `markdown` gets a YAML front matter (title, description, slug, language, date and the cover image note built from the site context's cover image guidelines), `slug`, `description` and `coverImageNote` are set, and the article answers with `status: delivered` and `deliveredAt`. An article in another state (still being written, failed, already delivered) answers 409. No request body.
         */
        post: operations["deliverBlogArticle"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/youtube-suggestions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List YouTube suggestions
         * @description A page of the owner's suggestions from every run, newest first (within a run, best score first). `status` keeps only new, used or dismissed ones; `runId` keeps only one run's.
         */
        get: operations["listYoutubeSuggestions"];
        put?: never;
        /**
         * Start a YouTube suggestion run
         * @description Starts a job that proposes long-form YouTube videos from the owner's anecdotes (alone or combined): `count` suggestions (1 to 20, default 5), drawn from the anecdotes carrying any of `tags`, from `anecdoteIds`, or from the listed anecdotes that carry one of the tags when both are given (the owner's 50 newest anecdotes when neither is given). A run never proposes the same anecdote combination twice, and never brings back a combination with the same angle as a suggestion that was used or dismissed. The run works in the background; poll `getYoutubeSuggestionRun`. Anecdote ids that are unknown or owned by someone else answer 404 `not_found`, naming them. A run that finds fewer new ideas than asked (no anecdote matches the filters, every combination was used or dismissed) completes with what it found and says so in `warnings`.
         */
        post: operations["createYoutubeSuggestionRun"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/youtube-suggestions/runs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List YouTube suggestion runs
         * @description A page of the owner's suggestion runs, newest first, each with its suggestions once written.
         */
        get: operations["listYoutubeSuggestionRuns"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/youtube-suggestions/runs/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier of the resource (UUID).
                 * @example 0b6f5a4e-3c2d-4e1f-9a8b-7c6d5e4f3a2b
                 */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /**
         * Get a YouTube suggestion run
         * @description Reads one of the owner's suggestion runs, with its suggestions (best score first) once the run is completed.
         */
        get: operations["getYoutubeSuggestionRun"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/youtube-suggestions/runs/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier of the resource (UUID).
                 * @example 0b6f5a4e-3c2d-4e1f-9a8b-7c6d5e4f3a2b
                 */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a YouTube suggestion run
         * @description Cancels a `pending` or `running` YouTube suggestion run: it ends `canceled` at once and its run in progress stops at its next step (a model call or render in flight is abandoned); nothing it would have produced is written. A job already in a final status (`completed`, `failed`, `draft`, `delivered`, `canceled`) answers 409 `conflict`. A canceled run cannot be restarted: start a new one.
         */
        post: operations["cancelYoutubeSuggestionRun"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/youtube-suggestions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier of the resource (UUID).
                 * @example 0b6f5a4e-3c2d-4e1f-9a8b-7c6d5e4f3a2b
                 */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /**
         * Get a YouTube suggestion
         * @description Reads one of the owner's suggestions.
         */
        get: operations["getYoutubeSuggestion"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/youtube-suggestions/{id}/script-job": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier of the resource (UUID).
                 * @example 0b6f5a4e-3c2d-4e1f-9a8b-7c6d5e4f3a2b
                 */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Turn a suggestion into a script job
         * @description Starts a script job (as `createScriptJob` does) with the suggestion's title, a brief made of its hook, angle, outline, target length and keywords, and its anecdotes (those still there), and marks the suggestion `used` (its `scriptJobId` names the job). A suggestion already used or dismissed answers 409, as does one whose anecdotes were all deleted since. No request body.
         */
        post: operations["createScriptJobFromYoutubeSuggestion"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/youtube-suggestions/{id}/dismiss": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier of the resource (UUID).
                 * @example 0b6f5a4e-3c2d-4e1f-9a8b-7c6d5e4f3a2b
                 */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Dismiss a suggestion
         * @description Marks a new suggestion `dismissed`: later runs do not propose its anecdote combination with its angle again. Dismissing a dismissed suggestion changes nothing; a used one answers 409. No request body.
         */
        post: operations["dismissYoutubeSuggestion"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/media": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List media
         * @description A page of the owner's media library, newest first; `kind` keeps one kind.
         */
        get: operations["listMedia"];
        put?: never;
        /**
         * Upload a media file
         * @description Uploads one file in the multipart part `file` to the owner's media library: an image (png, jpeg, webp), a video clip (mp4, mov, webm) or audio (mp3, wav, m4a). The type is read from the bytes (and the clip or audio is probed and decoded in full by ffmpeg, in a separate process with a time limit), never from the file name or declared content type. An optional text part `sourceUrl` records where the file was taken from (an http(s) address of at most 2048 characters, else 400). Refused with 400 `validation_failed`, and nothing stored: a missing `file` part or any other part, a file of another type, a truncated or corrupt file, a file carrying bytes past the end of its media (a polyglot), an image or clip frame of more than `IMAGE_MAX_PIXELS` pixels (default 16,777,216; the header is checked before any decoding), a PNG whose image data inflates past what its pixels need (a decompression bomb), a clip or audio longer than `MEDIA_MAX_SECONDS` (default 600). A file larger than `MEDIA_MAX_BYTES` (default 200 MiB) answers 413 `payload_too_large`; a request that is not `multipart/form-data` answers 415. Images are stored re-encoded from their decoded pixels (metadata dropped); clips and audio as sent.
         */
        post: operations["uploadMedia"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/media/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Import a media file from a URL
         * @description Fetches the file at `url` and adds it to the owner's media library exactly as `uploadMedia` adds an uploaded one: the type is read from the bytes (never from the URL or the served content type), clips and audio are probed and decoded by ffmpeg, and every refusal of `uploadMedia` (a file of another type, truncated, a polyglot, a decompression bomb, too many pixels, too long) answers the same 400 `validation_failed`, with nothing stored. The fetch is the site analysis's (`analyzeBlogSite`): only public addresses and the same ports, at most 5 redirects, each target checked again. A body larger than `MEDIA_MAX_BYTES` (declared, or counted while it streams) answers 413 `payload_too_large`; a URL that cannot be fetched (refused address, DNS failure, refused connection, timeout, HTTP error status, too many redirects) answers 400 whose `details.cause` names the cause as for `analyzeBlogSite`.
         */
        post: operations["importMedia"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/media/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier of the resource (UUID).
                 * @example 0b6f5a4e-3c2d-4e1f-9a8b-7c6d5e4f3a2b
                 */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /**
         * Get a media item
         * @description Reads one item of the owner's media library (another owner's id answers 404).
         */
        get: operations["getMedia"];
        put?: never;
        post?: never;
        /**
         * Delete a media item
         * @description Deletes the item and its stored file. While a queued or running B-roll job uses it (a scene's image or clip, its music, its logo), or a carousel generation job its logo, it answers 409 `conflict` naming the job.
         */
        delete: operations["deleteMedia"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/media/{id}/content": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier of the resource (UUID).
                 * @example 0b6f5a4e-3c2d-4e1f-9a8b-7c6d5e4f3a2b
                 */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /**
         * Get a media item's bytes
         * @description The stored file, with its `contentType`. Supports one `Range` (206) and `If-None-Match` (304) with the stored file's ETag.
         */
        get: operations["getMediaContent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/statistics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get statistics
         * @description The owner's figures for what was created in `[from, to)` (all time when both are omitted): counts of content, jobs by kind and status with success rate and p50/p95 run duration, tokens used by kind, mean quality score and risk levels, rendered media minutes and storage used. With `interval`, also a series of counts per day, week or month (a window of 30 days, 26 weeks or 12 months ending at `to` when `from` is omitted). `from` must not be after `to`, and the range is at most 366 days; anything else answers 400.
         */
        get: operations["getStatistics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhook-endpoints": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List webhook endpoints
         * @description A page of the owner's webhook endpoints, newest first. Secrets are never listed.
         */
        get: operations["listWebhookEndpoints"];
        put?: never;
        /**
         * Create a webhook endpoint
         * @description Registers a URL that receives the owner's events as signed POST requests (Standard Webhooks: `webhook-id`, `webhook-timestamp`, `webhook-signature`). `events` filters the types sent (default `["*"]`, every type). The answer carries the signing `secret` (`whsec_` + base64), shown this once. A URL that names a loopback, private, link-local or otherwise non-public address, or a refused port, is refused with 400 (the same rules as site analysis). A delivery attempt's `error` never quotes the address a host resolved to. An owner has at most 16 endpoints: a 17th is 409.
         */
        post: operations["createWebhookEndpoint"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhook-endpoints/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier of the resource (UUID).
                 * @example 0b6f5a4e-3c2d-4e1f-9a8b-7c6d5e4f3a2b
                 */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /**
         * Get a webhook endpoint
         * @description Reads one of the owner's webhook endpoints (without its secret).
         */
        get: operations["getWebhookEndpoint"];
        put?: never;
        post?: never;
        /**
         * Delete a webhook endpoint
         * @description Deletes the endpoint and its delivery history; nothing more is sent to it.
         */
        delete: operations["deleteWebhookEndpoint"];
        options?: never;
        head?: never;
        /**
         * Update a webhook endpoint
         * @description Changes the URL, the event filter, the description, or `enabled`. Enabling an endpoint that was disabled (by the owner, or automatically after a `410 Gone`) clears `disabledReason`; deliveries of events recorded while it was disabled are not sent.
         */
        patch: operations["updateWebhookEndpoint"];
        trace?: never;
    };
    "/v1/webhook-endpoints/{id}/rotate-secret": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier of the resource (UUID).
                 * @example 0b6f5a4e-3c2d-4e1f-9a8b-7c6d5e4f3a2b
                 */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rotate the signing secret
         * @description Creates a new signing secret, answered this once. For the next 24 hours (`previousSecretExpiresAt`) every delivery is signed with both the new and the previous secret (two `v1,` signatures in `webhook-signature`), so a receiver can switch without losing a message. Rotating again within the overlap ends the oldest secret at once. No request body.
         */
        post: operations["rotateWebhookEndpointSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhook-endpoints/{id}/test": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier of the resource (UUID).
                 * @example 0b6f5a4e-3c2d-4e1f-9a8b-7c6d5e4f3a2b
                 */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a test event to an endpoint
         * @description POSTs one `webhook_endpoint.test` event (`WebhookTestEvent`) to the endpoint now, signed exactly as real deliveries are (Standard Webhooks headers, every current secret), whatever the endpoint subscribes to and even while it is disabled, and answers with the attempt: the receiver's status code, or why it failed. It is a single attempt (no retries), not recorded as a delivery and not listed as an event. No request body.
         */
        post: operations["testWebhookEndpoint"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhook-endpoints/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier of the resource (UUID).
                 * @example 0b6f5a4e-3c2d-4e1f-9a8b-7c6d5e4f3a2b
                 */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /**
         * List deliveries to an endpoint
         * @description A page of the deliveries to one endpoint, newest first, each with every attempt's time, HTTP status, duration and error.
         */
        get: operations["listWebhookDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List events
         * @description A page of the owner's events, newest first, optionally filtered by type and by the job they are about.
         */
        get: operations["listEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/events/stream": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Stream events (Server-Sent Events)
         * @description The owner's events as they happen, as `text/event-stream`: each message has `id:` (the event's `sequence`), `event:` (its type) and `data:` (the Event as JSON). With `Last-Event-ID` (or `lastEventId`) the stream first replays every stored event after that one, in order, then continues live: a client that reconnects with the last id it saw misses nothing and sees nothing twice. Without it the stream starts with the next event. A comment line (`: keep-alive`) is sent every 15 seconds (`EVENTS_KEEPALIVE_SECONDS`). The stream ends when the server shuts down; reconnect then. An owner may have at most 10 streams open at once per server process (`EVENTS_STREAMS_PER_OWNER`): one more answers `429 rate_limit_exceeded` with `Retry-After`. Events are sent only as fast as the client reads them; a client that reads nothing for 30 seconds (`EVENTS_STREAM_STALL_SECONDS`) while events wait is disconnected, and resumes with the `Last-Event-ID` it last saw. Events older than the retention (30 days, `EVENTS_RETENTION_DAYS`) are pruned: a stream resuming from a `Last-Event-ID` that pruning has passed first gets one message `event: events.pruned` (no `id:`) whose `data:` is a JSON object with `prunedThroughSequence` (the highest pruned sequence, an integer), `lastEventId` (the id the stream was asked to resume after) and a `message`, then the replay of what is left; the client should read again the resources it follows. Ids are the owner's own sequence (see `Event.sequence`); an id of the single sequence all owners shared before 1.8.0 gets the same `events.pruned` message (`prunedThroughSequence` is then the owner's last event numbered at the upgrade), and the replay goes on with the events recorded since.
         */
        get: operations["streamEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/events/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier of the resource (UUID).
                 * @example 0b6f5a4e-3c2d-4e1f-9a8b-7c6d5e4f3a2b
                 */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /**
         * Get an event
         * @description Reads one of the owner's events.
         */
        get: operations["getEvent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/events/{id}/redeliver": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier of the resource (UUID).
                 * @example 0b6f5a4e-3c2d-4e1f-9a8b-7c6d5e4f3a2b
                 */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Redeliver an event
         * @description Sends the event again (with the same `webhook-id`) to one endpoint (`endpointId`), or to every enabled endpoint of the owner that subscribes to its type. A new delivery is made for each, retried on the usual schedule. An unknown or another owner's `endpointId` is 404; a disabled endpoint, an endpoint that does not subscribe to the type, or no endpoint at all is 409.
         */
        post: operations["redeliverEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mcp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a Model Context Protocol message (Streamable HTTP)
         * @description The API as a [Model Context Protocol](https://modelcontextprotocol.io) server, for AI agents, over the Streamable HTTP transport, stateless: each POST carries one JSON-RPC 2.0 message (`initialize`, `tools/list`, `tools/call`, `ping`, a notification, ...) and is answered on its own; no `Mcp-Session-Id` is issued, and `GET /mcp` (a standing stream for server-initiated messages, which this server never sends) answers `405`. A request is answered with its JSON-RPC response as `text/event-stream` when `Accept` names it (the SDKs' clients do; progress notifications of `wait_for_job` then come on the same stream before the response), else as `application/json`; a notification answers `202` without a body.
         *
         *     The credential is the API's: `x-api-key`, or `Authorization: Bearer` with either an API key or a JWT the API accepts. Every tool acts for that owner only; another owner's id answers the same `not_found` as an unknown one. A credential without the `write` scope sees only the read tools in `tools/list`, and a write tool called anyway is refused as a tool error `forbidden` (and likewise for a credential without the `read` scope). Each POST counts against the owner's rate limit like any request; each API operation a tool performs counts as that operation's request would.
         *
         *     The tools are curated and job-shaped: create and list anecdotes, generate a post (in a theme) and regenerate it with a reason, read a post, run a carousel and read it with its PDF link, create a script job and a short, validate a short, start a B-roll from a validated short, analyze a site and write an article, list themes and components, and `get_job`, `wait_for_job`, `cancel_job` for every job kind. Their input and output schemas are this document's component schemas (request bodies, path and query parameters, `Idempotency-Key` as the `idempotencyKey` argument of the tools that create; success bodies as output), and each tool calls the operation it stands for, with the caller's credential, so validation, scopes, ownership, idempotency and serialization are the operation's own. `list_components` lists the caller's own components unless called with `include: public`. Text the caller did not write (other owners' public components, what `analyze_site` read on the web, article prose that quotes the site) is moved out of the structured content into `structuredContent.thirdPartyText` (items marked `untrusted: true`, `ownerIsCaller: false`, with `source`, `kind` and the fields as `data`) and never appears in the text content; the tools that can return it say `openWorldHint: true`, and the server's `instructions` say it is data, never instructions. A tool answers the resource as structured content with a short text summary, media (PDF, MP4, captions, thumbnails, images) as resource links to their URLs (fetched with the same credential), and an error as a tool error (`isError: true`) whose text is the API's error body. `wait_for_job` waits for a job to be final (60 s by default, at most 300 s), woken by the job's own notification as `Prefer: wait` is, sends `notifications/progress` from the job's progress events when the call carries a `progressToken`, and answers a job still running as it stands (not an error).
         *
         *     An HTTP-level refusal (a missing or invalid credential, a body that is not a JSON-RPC message, a foreign `Origin` (`403`: a browser page of another site may not drive the tools) or `Host` (`421`), the rate limit, an outage) answers its status with a JSON-RPC error response (`id` null) that also carries the API's error fields (`McpErrorResponse`); a `401` carries `WWW-Authenticate: Bearer`.
         */
        post: operations["postMcpMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** @description The body of every error answer. Extra properties may appear. (Named `ErrorResponse`, not `Error`, so that generated clients do not shadow the JavaScript global.) */
        ErrorResponse: {
            /**
             * @description HTTP status.
             * @example 400
             */
            statusCode: number;
            /** @description What went wrong; validation errors give an array of field-level messages. */
            message: string | string[];
            /**
             * @description HTTP status phrase.
             * @example Bad Request
             */
            error?: string;
            code?: components["schemas"]["ErrorCode"];
            /** @description Correlation identifier, also sent as the `X-Request-Id` header. */
            requestId?: string;
            /** @description Seconds to wait; present on rate-limit answers. */
            retryAfter?: number;
            /** @description Structured details for validation or domain errors. */
            details?: {
                [key: string]: unknown;
            };
        };
        /**
         * @description Stable machine-readable code of an error.
         * @enum {string}
         */
        ErrorCode: "validation_failed" | "unauthorized" | "forbidden" | "not_found" | "conflict" | "rate_limit_exceeded" | "internal_server_error" | "payload_too_large" | "unsupported_media_type" | "not_implemented" | "service_unavailable" | "uri_too_long" | "idempotency_key_mismatch" | "precondition_failed" | "method_not_allowed" | "range_not_satisfiable" | "preview_rendering" | "misdirected_request";
        /** @description Generic result of a mutation, returned by some operations instead of the object. */
        MutationResult: {
            success: boolean;
            message: string;
            /**
             * Format: uuid
             * @description Identifier of the affected resource, when available.
             */
            id?: string;
        };
        Health: {
            /** @enum {string} */
            status: "ok" | "unavailable";
            /** @enum {string} */
            database: "up" | "down";
            /**
             * @description Version of the running service.
             * @example 1.0.0
             */
            version?: string;
        };
        Liveness: {
            /** @enum {string} */
            status: "ok";
            /**
             * @description Version of the running service.
             * @example 1.0.0
             */
            version?: string;
        };
        Readiness: {
            /**
             * @description `ready`; `unavailable` when a dependency does not answer; `draining` after SIGTERM.
             * @enum {string}
             */
            status: "ready" | "unavailable" | "draining";
            /** @description Each dependency this process uses, `up` or `down`; `redis` only when REDIS_URL is set. */
            checks: {
                /** @enum {string} */
                database: "up" | "down";
                /** @enum {string} */
                redis?: "up" | "down";
                /** @enum {string} */
                storage: "up" | "down";
            };
            /**
             * @description Version of the running service.
             * @example 1.0.0
             */
            version?: string;
        };
        /** @description Free-form tags. */
        Tags: string[];
        /**
         * @description State of a job. The upper-case COMPLETED and FAILED used in some descriptions name `completed` and `failed`.
         * @enum {string}
         */
        JobStatus: "pending" | "running" | "completed" | "failed" | "draft" | "canceled";
        /** @description Fields shared by every job kind. */
        JobFields: {
            /** Format: uuid */
            id: string;
            status: components["schemas"]["JobStatus"];
            /**
             * @description Current or last pipeline step (`queued` before a worker takes the job). The steps of each kind are listed in its create operation; new ones may be added.
             * @example draft_generation
             * @example scene_rendering
             * @example post_draft
             * @example render
             * @example outline
             */
            currentStep: string;
            /** @description How far the current run is, from 0 (queued) to 1 (finished), rising as it passes its steps (a B-roll render rises scene by scene). Follow it by polling, or with the `<job>.progress` events. */
            progress?: number;
            /** @description Quality estimate of the output, once known: craft (readability, length fit, hook, repetition) minus what makes a text unpublishable, judged by the same judges as the quality gate (a broken fill-in or a sentence in another language costs 35 points or more, a frame repeated 15, copying the source beyond 60% up to 20). */
            qualityScore?: number;
            /**
             * @description Content risk estimate of the output, once known: `high` for a named patient, client or minor, someone else's health details, personal contact data, legal or financial advice; `medium` for one's own health, a minor mentioned, an unverifiable claim.
             * @enum {string}
             */
            riskLevel?: "low" | "medium" | "high";
            /** @description What the run could not do as asked, and what the quality gate changed. Every generated text is judged before it is stored (whatever the generation provider): a draft with a broken fill-in, a sentence in another language or a frame repeated is replaced by the writer's next plan (a model's draft by the offline writer's text), and a warning starting with `quality gate:` names the defect and the replacement. */
            warnings: string[];
            totalTokensUsed: number;
            /** Format: date-time */
            startedAt?: string;
            /** Format: date-time */
            completedAt?: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        /**
         * @description Video format of a B-roll job.
         * @enum {string}
         */
        BrollFormat: "HORIZONTAL" | "VERTICAL" | "SQUARE";
        /** @description One scene of a B-roll video. Free-form; the documented properties are listed. */
        BrollScene: {
            index?: number;
            /** @description Start time in seconds. */
            start?: number;
            /** @description End time in seconds. */
            end?: number;
            text?: string;
            /** @description Component category chosen for the scene. */
            category?: string;
            /** Format: uuid */
            componentId?: string;
            componentName?: string;
            /** @description SHA-256 (hex) of the component's source and the props it was given, recorded when it was chosen: a re-render that picks the same component with another hash says so in `warnings`. */
            componentSha256?: string;
            /** @description Props given to the component. */
            props?: {
                [key: string]: unknown;
            };
            /** @description Server-relative path of the rendered scene clip (`/v1/broll/{id}/scenes/{index}/video`), once rendered. */
            assetUrl?: string;
            /**
             * Format: uuid
             * @description The owner's image or clip the scene shows (asked for in `scenes`), instead of its component.
             */
            mediaId?: string;
            /** @description Set when a `targetSeconds` shorter than the story merged this scene with the one before: the index of that scene, whose visual shows both (the scene's `assetUrl` is that shared clip). See `BrollTargetSeconds`. */
            shownWith?: number;
            /** @description Set when a `targetSeconds` longer than the story held this scene so long that it is shown as two visuals (its `assetUrl` holds both). See `BrollTargetSeconds`. */
            visuals?: number;
        };
        /** @description A B-roll video job. */
        BrollJob: components["schemas"]["JobFields"] & {
            /** Format: uuid */
            sourceScriptJobId?: string;
            /** Format: uuid */
            sourceShortId?: string;
            format?: components["schemas"]["BrollFormat"];
            scenes?: components["schemas"]["BrollScene"][];
            /**
             * @description Server-relative path of the rendered MP4 (`/v1/broll/{id}/video`), once rendered.
             * @example /v1/broll/4d3c2b1a-0f9e-4d8c-b7a6-95847362514f/video
             */
            videoUrl?: string;
            /**
             * @description Server-relative path of the captions as WebVTT, once rendered.
             * @example /v1/broll/4d3c2b1a-0f9e-4d8c-b7a6-95847362514f/captions.vtt
             */
            captionsVttUrl?: string;
            /**
             * @description Server-relative path of the captions as SubRip, once rendered.
             * @example /v1/broll/4d3c2b1a-0f9e-4d8c-b7a6-95847362514f/captions.srt
             */
            captionsSrtUrl?: string;
            /**
             * @description Server-relative path of the word-timed captions as JSON, once rendered.
             * @example /v1/broll/4d3c2b1a-0f9e-4d8c-b7a6-95847362514f/captions.json
             */
            captionsJsonUrl?: string;
            captionStyle?: components["schemas"]["CaptionStyle"];
            mediaScenes?: components["schemas"]["BrollMediaScenes"];
            musicMediaId?: components["schemas"]["BrollMusicMediaId"];
            targetSeconds?: components["schemas"]["BrollTargetSeconds"];
            brand?: components["schemas"]["BrollBrand"];
            /** @description The voice-over of the rendered video: the short's spoken text in its language, how long the speech and the video last (seconds), and the voice that read it (with its provider and speaking rate). */
            voiceOver?: {
                /** @example en */
                language?: string;
                speechSeconds?: number;
                videoSeconds?: number;
                /** @example espeak-en-us */
                voice?: string;
                /** @example espeak */
                provider?: string;
                /** @example 1 */
                speakingRate?: number;
            };
        };
        /** @description A job that writes a post from an anecdote. */
        PostGenerationJob: components["schemas"]["JobFields"] & {
            /**
             * Format: uuid
             * @description Source anecdote.
             */
            anecdoteId: string;
            /**
             * Format: uuid
             * @description The created post, present once the post exists.
             */
            postId?: string;
            /**
             * Format: uuid
             * @description Writing-style theme used.
             */
            themeId?: string;
            /** @description Reason given for the last regeneration. */
            reason?: string;
            progress?: number;
        };
        /** @description A job that makes a carousel from an anecdote. */
        CarouselGenerationJob: components["schemas"]["JobFields"] & {
            /**
             * Format: uuid
             * @description Source anecdote.
             */
            anecdoteId: string;
            /**
             * Format: uuid
             * @description The created carousel, present once it exists.
             */
            carouselId?: string;
            /** @description The brand the run was asked for, when one was. */
            brand?: components["schemas"]["BrollBrand"];
            /** @description 1 on a completed job. */
            progress?: number;
        };
        /**
         * @description State of a thumbnail. On a job it sums up its thumbnails: `pending` before any render starts, `running` while one is queued or rendering, `failed` when one failed, else `completed`.
         * @enum {string}
         */
        ThumbnailStatus: "pending" | "running" | "completed" | "failed";
        ScriptSection: {
            heading: string;
            spokenText: string;
            onScreenNotes?: string[];
            estimatedSeconds?: number;
        };
        /** @description A long-form video script. */
        Script: {
            outline: string[];
            sections: components["schemas"]["ScriptSection"][];
            estimatedDurationSeconds?: number;
        };
        /** @description A job that writes a long-form script from selected anecdotes. */
        ScriptJob: components["schemas"]["JobFields"] & {
            title: string;
            brief?: string;
            selectedAnecdoteIds: string[];
            thumbnailStatus?: components["schemas"]["ThumbnailStatus"];
            /** @description The cover thumbnail (one item, index 0), once the script is written. */
            thumbnails?: components["schemas"]["Thumbnail"][];
            script?: components["schemas"]["Script"];
        };
        ShortBeat: {
            /** @description Start time in seconds. */
            start: number;
            /** @description End time in seconds. */
            end: number;
            text: string;
            caption?: string;
        };
        /** @description The short-form video script. */
        ShortScript: {
            hook: string;
            beats: components["schemas"]["ShortBeat"][];
            closingLine?: string;
            durationSeconds?: number;
        };
        /** @description One rendered PNG image (1280x720) of a short or the cover of a script job. */
        Thumbnail: {
            index: number;
            /**
             * @description Server-relative path of the image (`/v1/shorts/{id}/thumbnails/{index}` or `/v1/script-jobs/{id}/thumbnails/0`); it answers 404 until a version is rendered.
             * @example /v1/shorts/8e7d6c5b-4a39-4281-a0f9-e8d7c6b5a493/thumbnails/0
             */
            url: string;
            status: components["schemas"]["ThumbnailStatus"];
            /** @description Increases each time the thumbnail is regenerated. */
            version?: number;
            /** Format: date-time */
            updatedAt?: string;
        };
        /** @description A short-form video job made from a script job. */
        ShortJob: components["schemas"]["JobFields"] & {
            title?: string;
            /** Format: uuid */
            sourceScriptJobId: string;
            thumbnailStatus?: components["schemas"]["ThumbnailStatus"];
            /** @description True once validated; B-roll can then be made from the short. */
            validated?: boolean;
            /** Format: date-time */
            validatedAt?: string;
            short?: components["schemas"]["ShortScript"];
            thumbnails?: components["schemas"]["Thumbnail"][];
        };
        Anecdote: {
            /** Format: uuid */
            id: string;
            title: string;
            content: string;
            mood: string;
            storyType: string;
            tags: string[];
            isFavorite: boolean;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        /** @description Short shape of an anecdote returned by the favorite toggle. */
        AnecdoteFavoriteSummary: {
            /** Format: uuid */
            id: string;
            title: string;
            isFavorite: boolean;
            /** Format: date-time */
            updatedAt: string;
        };
        AnecdoteList: {
            anecdotes: components["schemas"]["Anecdote"][];
            total: number;
            page: number;
            totalPages: number;
        };
        AnecdoteCreate: {
            title: string;
            content: string;
            mood?: string;
            storyType?: string;
            tags?: components["schemas"]["Tags"];
        };
        AnecdoteUpdate: {
            title?: string;
            content?: string;
            mood?: string;
            storyType?: string;
            tags?: components["schemas"]["Tags"];
            isFavorite?: boolean;
        };
        Post: {
            /** Format: uuid */
            id: string;
            content: string;
            /**
             * @description Server-relative path of the uploaded image (`/media/images/{fileName}`); omitted when the post has no image.
             * @example /media/images/3f1c9a2e-7b4d-4c6a-9e8f-1a2b3c4d5e6f.png
             */
            imageUrl?: string;
            videoUrl: string | null;
            /** Format: uuid */
            authorId: string;
            /**
             * Format: uuid
             * @description The post generation job that produced the post, if any.
             */
            generationJobId?: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        /** @description A previous draft of a post. */
        PostRevision: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            postId: string;
            content: string;
            /** @description Reason given for the regeneration that replaced this draft. */
            reason?: string;
            /** Format: date-time */
            createdAt: string;
        };
        PostHistory: {
            history: components["schemas"]["PostRevision"][];
        };
        MediaUpload: {
            /** @description The file: png, jpeg or webp image, mp4, mov or webm clip, mp3, wav or m4a audio; largest size `MEDIA_MAX_BYTES` (default 200 MiB). */
            file: string;
            /**
             * Format: uri
             * @description Optional text part: the http(s) address the file was taken from, kept with the item (nothing is fetched from it). A B-roll with `brand: site` draws the item whose `sourceUrl` is the logo address the site analysis found (`SiteLogo.url`).
             */
            sourceUrl?: string;
        };
        MediaImport: {
            /** @description An `http` or `https` URL of the file (a bare host and path is read as `https://`); credentials in it answer 400. The item keeps it as its `sourceUrl`, so an image imported from the logo address of the owner's site is the logo of a B-roll with `brand: site`. */
            url: string;
        };
        /** @enum {string} */
        MediaKind: "image" | "video" | "audio";
        Media: {
            /** Format: uuid */
            id: string;
            kind: components["schemas"]["MediaKind"];
            /**
             * @description the type read from the bytes (what `getMediaContent` answers with)
             * @enum {string}
             */
            contentType: "image/png" | "image/jpeg" | "image/webp" | "video/mp4" | "video/quicktime" | "video/webm" | "audio/mpeg" | "audio/wav" | "audio/mp4";
            /** @description size of the stored file */
            bytes: number;
            /** @description images and clips */
            width?: number;
            /** @description images and clips */
            height?: number;
            /** @description clips and audio */
            durationSeconds?: number;
            /**
             * Format: uri
             * @description where the file was taken from, when the upload said so (`MediaUpload.sourceUrl`)
             */
            sourceUrl?: string;
            /** Format: date-time */
            createdAt: string;
        };
        MediaList: {
            media: components["schemas"]["Media"][];
            total: number;
            page: number;
            totalPages: number;
        };
        PostList: {
            posts: components["schemas"]["Post"][];
            total: number;
            page: number;
            totalPages: number;
        };
        PostCreate: {
            content: string;
            videoUrl?: string | null;
        };
        PostUpdate: {
            content?: string;
            videoUrl?: string | null;
        };
        PostImageUpload: {
            /** @description The image file: jpg, png, gif or webp; largest size `UPLOAD_MAX_BYTES` (default 10 MiB). */
            image: string;
        };
        PostGenerationJobList: {
            postGenerations: components["schemas"]["PostGenerationJob"][];
            total: number;
            page: number;
            totalPages: number;
        };
        PostGenerationCreate: {
            /** Format: uuid */
            anecdoteId: string;
            /** Format: uuid */
            themeId?: string;
        };
        PostGenerationRegenerate: {
            /** @description Why the draft is regenerated; adjusts the next draft. */
            reason?: string;
        };
        CarouselGenerationRun: {
            /** Format: uuid */
            anecdoteId: string;
            /** @description The PDF's brand, as a B-roll's: `site` takes the colours of the owner's site context (none there is a warning, and the carousel's default colours are used); an object sets `colors` (over the default ones) and `logoMediaId`, an image of the owner's media library. The cover and closing slides stand on the brand's background with its text colour, every slide's accent bar and page number take its accent, and the logo is drawn in the top right corner of every page. A logo deleted while the job runs is a warning: the PDF is made without it. Absent: the PDF as without a brand. */
            brand?: components["schemas"]["BrollBrand"];
        };
        CarouselSlide: {
            index: number;
            /** @enum {string} */
            kind: "cover" | "content" | "cta";
            title: string;
            body?: string;
            visualHint?: string;
        };
        Carousel: {
            /** Format: uuid */
            id: string;
            /**
             * Format: uuid
             * @description Source anecdote; omitted once that anecdote has been deleted.
             */
            anecdoteId?: string;
            /**
             * Format: uuid
             * @description The carousel generation job that made the carousel; omitted if that job no longer exists.
             */
            generationJobId?: string;
            title: string;
            slides: components["schemas"]["CarouselSlide"][];
            /**
             * @description Server-relative path of the PDF (`/v1/carousels/{id}/pdf`).
             * @example /v1/carousels/5a4b3c2d-1e0f-4a9b-8c7d-6e5f4a3b2c1d/pdf
             */
            pdfUrl: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        ScriptJobList: {
            scriptJobs: components["schemas"]["ScriptJob"][];
            total: number;
            page: number;
            totalPages: number;
        };
        /** @description Anecdotes to use, in order. */
        AnecdoteIdSelection: string[];
        ScriptJobCreate: {
            title: string;
            brief?: string;
            selectedAnecdoteIds: components["schemas"]["AnecdoteIdSelection"];
        };
        ScriptJobUpdate: {
            title?: string;
            brief?: string;
            selectedAnecdoteIds?: components["schemas"]["AnecdoteIdSelection"];
        };
        ShortJobList: {
            shorts: components["schemas"]["ShortJob"][];
            total: number;
            page: number;
            totalPages: number;
        };
        ShortCreate: {
            /** Format: uuid */
            sourceScriptJobId: string;
            title?: string;
        };
        /**
         * @description A voice's name, as `listVoices` lists it.
         * @example espeak-en-us
         */
        VoiceName: string;
        /**
         * @description Speaking rate, 1 the voice's own (0.5 half as fast, 2 twice as fast). Default 1.
         * @default 1
         */
        SpeakingRate: number;
        /**
         * @description How the burned-in captions look; each highlights the word being spoken. `clean`: white words with a soft shadow, the spoken one in the accent colour. `bold-highlight`: large bold capitals, the spoken word on an accent-coloured pill. `boxed`: the phrase on a dark translucent box, the spoken word underlined in the accent colour. Default `clean`.
         * @default clean
         * @enum {string}
         */
        CaptionStyle: "clean" | "bold-highlight" | "boxed";
        Voice: {
            name: components["schemas"]["VoiceName"];
            /**
             * @description The speech provider that speaks it (espeak, festival, openai).
             * @example espeak
             */
            provider: string;
            /** @description The languages it speaks (ISO 639-1). */
            languages: string[];
        };
        VoiceList: {
            /**
             * @description The speech provider the server runs (`SPEECH_PROVIDER`).
             * @example espeak
             */
            provider: string;
            voices: components["schemas"]["Voice"][];
        };
        CaptionWord: {
            /** @example night */
            word: string;
            /** @description Seconds from the start of the video. */
            start: number;
            /** @description Seconds from the start of the video. */
            end: number;
        };
        BrollCaptions: {
            style: components["schemas"]["CaptionStyle"];
            /** @description The phrases on screen, in order, each with its words. */
            cues: {
                start: number;
                end: number;
                text: string;
                words: components["schemas"]["CaptionWord"][];
            }[];
            /** @description Every spoken word of the video, in order. */
            words: components["schemas"]["CaptionWord"][];
        };
        BrollFromShort: {
            /**
             * @description Video format. `16:9`, `9:16` and `1:1` are aliases of HORIZONTAL, VERTICAL and SQUARE. Default VERTICAL.
             * @default VERTICAL
             * @enum {string}
             */
            format: "HORIZONTAL" | "VERTICAL" | "SQUARE" | "16:9" | "9:16" | "1:1";
            /** @description The voice that reads the voice-over (a name from `listVoices`; an unknown one answers 400). Default: the speech provider's voice for the short's language. */
            voice?: components["schemas"]["VoiceName"];
            speakingRate?: components["schemas"]["SpeakingRate"];
            captionStyle?: components["schemas"]["CaptionStyle"];
            scenes?: components["schemas"]["BrollMediaScenes"];
            musicMediaId?: components["schemas"]["BrollMusicMediaId"];
            targetSeconds?: components["schemas"]["BrollTargetSeconds"];
            brand?: components["schemas"]["BrollBrand"];
        };
        /** @description The video's brand. `site`: the colours, font and logo of the owner's site context (`analyzeBlogSite`): its colours (an owner without any is a warning, and the default colours are used); its first font family, on the cards and captions, when the renderer has it or one like it (a serif family drawn in DejaVu Serif, a sans-serif one in DejaVu Sans; any other, a script or monospace font say, is a warning naming it, and DejaVu Sans is used); its logo (`SiteLogo.url`) when it is among the owner's media (an image uploaded with that `sourceUrl`), else a warning: the logo is never fetched by the render. An object: explicit `colors` (each `#rrggbb`, over the owner's default colours) for the cards and captions, and `logoMediaId`, an image of the owner's media library drawn in the top right corner of every frame (another owner's 404, a clip or audio 400). `{}` is the default. Absent: the owner's default colours (the site context's, else the default theme's), no logo. */
        BrollBrand: "site" | {
            colors?: {
                /** @example #101820 */
                background?: string;
                /** @example #ffffff */
                text?: string;
                /** @example #ff6b00 */
                accent?: string;
            };
            /** Format: uuid */
            logoMediaId?: string;
        };
        /** @description What a re-render changes: each field given replaces the job's own (`scenes: []` and `null` remove them); an absent field keeps it. */
        BrollRerender: {
            scenes?: components["schemas"]["BrollMediaScenes"];
            /**
             * Format: uuid
             * @description As on `createBrollFromShort`; `null` removes the music.
             */
            musicMediaId?: string | null;
            /** @description As on `createBrollFromShort`; `null` lets the voice-over set the length. */
            targetSeconds?: number | null;
            brand?: components["schemas"]["BrollBrand"];
        };
        BrollMediaScene: {
            /** @description The scene (one beat of the short, from 0); one the short does not have answers 400. */
            index: number;
            /**
             * Format: uuid
             * @description An image or video clip of the owner's media library (`uploadMedia`). An image is shown with a slow pan and zoom; a clip is trimmed (or looped) to the scene. Both are cropped to fill the format. Audio answers 400; another owner's 404.
             */
            mediaId: string;
        };
        /** @description Scenes that show the owner's media instead of a component, at most one entry per index. */
        BrollMediaScenes: components["schemas"]["BrollMediaScene"][];
        /**
         * Format: uuid
         * @description An audio item of the owner's media library, mixed under the voice-over: lowered while the voice speaks, looped when shorter than the video, faded out over its last seconds. An image or clip answers 400; another owner's 404.
         */
        BrollMusicMediaId: string;
        /** @description The finished video's length, in seconds, reached within 15%. Longer than the story at its natural pace: the time its speech leaves is shared out as pauses after each beat (held at most 4 s each), and a beat held so that it lasts more than 5 s is shown as two visuals, cut after its speech (its component then its card, its image zoomed and panned back the other way, its clip going on; the scene says `visuals: 2`). Shorter: the shortest pauses (0.15 s, each beat at least 0.6 s), two adjacent beats either of which would be on screen less than 1.5 s share one visual (the first's; never the closing beat, never two that show different media: a scene's own medium stays on its beat; the second says `shownWith`), and when that is not enough the voice-over is spoken again faster (at most twice its speed). A target the story cannot fill (or be told in) is a warning on the job, not a failure: the video is then as close as it gets. Scene indexes stay the short's beats whatever is merged or split. */
        BrollTargetSeconds: number;
        /** @enum {string} */
        ComponentCategory: "text" | "stat" | "transition" | "cta" | "custom";
        Component: {
            /** Format: uuid */
            id: string;
            name: string;
            category: components["schemas"]["ComponentCategory"];
            isPublic: boolean;
            /** @description True when the generated source code passed validation. */
            isValidated: boolean;
            /** @description The generated source code of the component: a TSX module in the component dialect, exporting one function component animated from the frame number. It imports only from `react` (elements, `Fragment`, and `useState`/`useMemo`/`useRef`/`useCallback` as plain per-render values) and `remotion` (the dialect's module: `useCurrentFrame`, `useVideoConfig`, `interpolate`, `interpolateColors`, `spring`, `Easing`, `AbsoluteFill`, `Sequence`, `random`, and `Img`). It runs in a sandbox with no network, files or host functions, within time, memory and element limits; what it draws is plain elements (boxes, text, SVG shapes, images) with CSS styles, and no URL in it is ever fetched. `Img` (or `<img>`) `src` accepts two forms only: a `data:` image URL (PNG, JPEG, GIF, WebP, SVG, AVIF), or one of the component owner's own post images by exactly the path a post's `imageUrl` gives (`/media/images/{fileName}`, e.g. `/media/images/3f1c9a2e-7b4d-4c6a-9e8f-1a2b3c4d5e6f.png`; read by the renderer from the project's storage, never over HTTP, at most 8 different ones per render and 16 MiB each). Any other path or URL (another host, `..`, escapes, a query), and an image that is not one of the owner's (another owner's, including the original owner's in a duplicated public component, a deleted post's or an unknown one), is not drawn: the component is treated as failing, so a preview answers `409` and a B-roll scene shows the built-in card, with a warning naming the component and the image. CSS `url()` accepts `data:` images only. */
            sourceCode: string;
            description?: string;
            tags?: string[];
            defaultProps?: {
                [key: string]: unknown;
            };
            prompt?: string;
            /** Format: uuid */
            ownerId?: string;
            warnings?: string[];
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        ComponentList: {
            components: components["schemas"]["Component"][];
            total: number;
            page: number;
            totalPages: number;
        };
        ComponentCreate: {
            name: string;
            prompt: string;
            category: components["schemas"]["ComponentCategory"];
            description?: string;
            tags?: components["schemas"]["Tags"];
            defaultProps?: {
                [key: string]: unknown;
            };
            isPublic?: boolean;
        };
        ComponentUpdate: {
            name?: string;
            description?: string;
            category?: components["schemas"]["ComponentCategory"];
            prompt?: string;
            tags?: components["schemas"]["Tags"];
            defaultProps?: {
                [key: string]: unknown;
            };
            isPublic?: boolean;
        };
        ComponentDuplicate: {
            /** @description Name of the copy. */
            name?: string;
            prompt?: string;
            category?: components["schemas"]["ComponentCategory"];
        };
        /** @description Writing-style settings. Keys beyond the listed ones may appear. */
        ThemeConfig: {
            tone?: string;
            pacing?: string;
            pointOfView?: string;
        } & {
            [key: string]: string | number | boolean;
        };
        /** @description Writing-style settings. Keys beyond `tone`, `pacing` and `pointOfView` are accepted with string, number or boolean values. */
        ThemeConfigInput: {
            tone?: string;
            pacing?: string;
            pointOfView?: string;
        } & {
            [key: string]: string | number | boolean;
        };
        Theme: {
            /** Format: uuid */
            id: string;
            name: string;
            description?: string;
            /** @description A newly created or duplicated theme has false. */
            isDefault: boolean;
            config: components["schemas"]["ThemeConfig"];
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        ThemeList: {
            themes: components["schemas"]["Theme"][];
            total: number;
            page: number;
            totalPages: number;
        };
        ThemeCreate: {
            name: string;
            description?: string;
            config?: components["schemas"]["ThemeConfigInput"];
        };
        ThemeUpdate: {
            name?: string;
            description?: string;
            config?: components["schemas"]["ThemeConfigInput"];
            isDefault?: boolean;
        };
        ThemeDuplicate: {
            /** @description Name of the copy. */
            name?: string;
            description?: string;
            config?: components["schemas"]["ThemeConfigInput"];
        };
        /** @enum {string} */
        BlogArticleStatus: "pending" | "running" | "draft" | "failed" | "delivered" | "canceled";
        /** @description A blog article generation job and its article. */
        BlogArticle: {
            /** Format: uuid */
            id: string;
            title: string;
            status: components["schemas"]["BlogArticleStatus"];
            /** @description The article in Markdown; empty until written. */
            markdown: string;
            topic?: string;
            /** @description Short summary (meta description). */
            description?: string;
            slug?: string;
            coverImageUrl?: string;
            /** @description How the cover image should look, from the site context's cover image guidelines (set on delivery). */
            coverImageNote?: string;
            /** @description Language code the article is written in. */
            language?: string;
            /**
             * @description Current or last pipeline step of the article job.
             * @example outline
             * @example draft_generation
             * @example quality_check
             * @example delivered
             */
            currentStep?: string;
            qualityScore?: number;
            /** @enum {string} */
            riskLevel?: "low" | "medium" | "high";
            warnings?: string[];
            totalTokensUsed?: number;
            /** Format: date-time */
            startedAt?: string;
            /** Format: date-time */
            completedAt?: string;
            /** Format: date-time */
            deliveredAt?: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        BlogArticleList: {
            articles: components["schemas"]["BlogArticle"][];
            total: number;
            page: number;
            totalPages: number;
        };
        BlogArticleCreate: {
            topic: string;
        };
        SiteAnalyze: {
            siteUrl: string;
        };
        SiteColor: {
            /** @description Color as `#rrggbb`. */
            hex: string;
            /**
             * @example accent
             * @example text
             */
            role?: string;
            label?: string;
            /**
             * @example theme-color
             * @example css
             */
            source?: string;
        };
        SiteLogo: {
            url?: string;
            alt?: string;
            /** @example svg */
            kind?: string;
            background?: string;
        };
        SiteTypography: {
            fontFamilies?: string[];
            style?: string;
        };
        SiteVisualIdentity: {
            colors?: components["schemas"]["SiteColor"][];
            logo?: components["schemas"]["SiteLogo"];
            typography?: components["schemas"]["SiteTypography"];
            imageryStyle?: string;
            layoutCues?: string[];
            coverImageGuidelines?: string[];
            avoidVisuals?: string[];
            confidence?: string;
        };
        SiteRecap: {
            siteName?: string;
            /**
             * @description Language code.
             * @example en
             */
            detectedLanguage?: string;
            oneLineSummary?: string;
            positioning?: string;
            offerSummary?: string;
            targetAudience?: string;
            brandVoice?: string;
            proofPoints?: string[];
            contentPillars?: string[];
            seoAngles?: string[];
            writingGuidelines?: string[];
            ctaGuidance?: string;
            /** @description The site's main call to action, as written on the site (when one was found). */
            callToAction?: string;
            avoidInArticles?: string[];
            /** @example high */
            confidence?: string;
            visualIdentity?: components["schemas"]["SiteVisualIdentity"];
            /** @description What the analysis could not write as it should: the quality gate's note when a text field read broken or in another language and was replaced (or kept, when nothing better passed), one line per fact. Empty when the recap passed the judges. */
            warnings?: string[];
        };
        /** @description The stored website context used for blog generation. */
        SiteContext: {
            /** @description The analyzed URL, normalized (scheme added to a bare host name). */
            siteUrl: string;
            audience: string;
            positioning: string;
            recap: components["schemas"]["SiteRecap"];
            /** Format: date-time */
            analyzedAt: string;
        };
        /**
         * @description `new` until the owner turns the suggestion into a script job (`used`) or dismisses it (`dismissed`).
         * @enum {string}
         */
        YoutubeSuggestionStatus: "new" | "used" | "dismissed";
        /**
         * @description The angle the video takes on its anecdotes: the lesson they teach, a figure they turn on, the turning point, a question they raise, or the story itself.
         * @enum {string}
         */
        YoutubeSuggestionAngle: "lesson" | "numbers" | "turning-point" | "question" | "story";
        /** @description One long-form video idea drawn from the owner's anecdotes. */
        YoutubeSuggestion: {
            /** Format: uuid */
            id: string;
            /**
             * Format: uuid
             * @description The run that proposed it.
             */
            runId: string;
            status: components["schemas"]["YoutubeSuggestionStatus"];
            /** @description Working title. */
            title: string;
            alternativeTitles: string[];
            /** @description What the first 15 seconds say. */
            hook: string;
            /** @description Headings of the video's parts, in order. */
            outline: string[];
            /** @description The anecdotes it draws on (one or several). */
            anecdoteIds: string[];
            angle: components["schemas"]["YoutubeSuggestionAngle"];
            targetLengthMinutes: number;
            /** @description Search keywords for the title, description and tags. */
            keywords: string[];
            /** @description A few words for the thumbnail. */
            thumbnailText: string;
            /** @description How strong the idea is, from the reasons below. */
            score: number;
            scoreReasons: string[];
            /**
             * Format: uuid
             * @description The script job made from it, once used.
             */
            scriptJobId?: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        YoutubeSuggestionList: {
            youtubeSuggestions: components["schemas"]["YoutubeSuggestion"][];
            total: number;
            page: number;
            totalPages: number;
        };
        /** @description The filters a run was started with. */
        YoutubeSuggestionFilters: {
            tags?: components["schemas"]["Tags"];
            anecdoteIds?: string[];
            count: number;
        };
        /** @description A job that proposes long-form YouTube videos from the owner's anecdotes. */
        YoutubeSuggestionRun: components["schemas"]["JobFields"] & {
            filters: components["schemas"]["YoutubeSuggestionFilters"];
            /** @description The suggestions, best score first, once the run is completed. */
            suggestions?: components["schemas"]["YoutubeSuggestion"][];
        };
        YoutubeSuggestionRunList: {
            youtubeSuggestionRuns: components["schemas"]["YoutubeSuggestionRun"][];
            total: number;
            page: number;
            totalPages: number;
        };
        YoutubeSuggestionRunCreate: {
            tags?: components["schemas"]["Tags"];
            anecdoteIds?: components["schemas"]["AnecdoteIdSelection"];
            /**
             * @description How many suggestions to propose.
             * @default 5
             */
            count: number;
        };
        /** @description Items created in the range; each count equals the `total` (or the length) of the matching list operation over the same range. */
        ContentCounts: {
            anecdotes: number;
            posts: number;
            /** @description Generated carousels. */
            carousels: number;
            /** @description Script jobs. */
            scripts: number;
            /** @description Short jobs. */
            shorts: number;
            /** @description B-roll jobs. */
            brollVideos: number;
            /** @description Blog article jobs. */
            articles: number;
            youtubeSuggestions: number;
        };
        JobKindStatistics: {
            /** @description The job kind: post_generation, carousel_generation, script, short, broll, blog_article, youtube_suggestions. */
            kind: string;
            total: number;
            /** @description Jobs per status (only statuses that occur). */
            byStatus: {
                [key: string]: number;
            };
            /** @description Completed (or draft, delivered) jobs over finished ones; null when none finished. */
            successRate: number | null;
            /** @description Run duration (start to completion) of finished jobs; absent when none finished. */
            durationSeconds?: {
                p50: number;
                p95: number;
            };
            tokensUsed: number;
        };
        StatisticsBucket: {
            /**
             * Format: date-time
             * @description Start of the bucket (UTC).
             */
            start: string;
            content: components["schemas"]["ContentCounts"];
            jobs: number;
            tokensUsed: number;
        };
        /** @description The owner's figures over the range. */
        Statistics: {
            /**
             * Format: date-time
             * @description Start of the range (absent for all time).
             */
            from?: string;
            /** Format: date-time */
            to: string;
            /** @enum {string} */
            interval?: "day" | "week" | "month";
            content: components["schemas"]["ContentCounts"];
            /** @description One entry per job kind that has jobs in the range. */
            jobs: components["schemas"]["JobKindStatistics"][];
            tokens: {
                total: number;
                byKind: {
                    [key: string]: number;
                };
            };
            quality: {
                /** @description Mean quality score of the jobs that have one; null when none has. */
                meanScore: number | null;
                scoredJobs: number;
                riskLevels: {
                    low: number;
                    medium: number;
                    high: number;
                };
            };
            media: {
                /** @description Items of the media library (`uploadMedia`) uploaded in the range, by kind. */
                library: {
                    image: number;
                    video: number;
                    audio: number;
                };
                /** @description Total duration of the rendered B-roll videos of the jobs in the range. */
                renderedMinutes: number;
                /** @description Bytes of the files kept under DATA_DIR for the jobs, posts and media library items created in the range (rendered videos and their scene clips, thumbnails, uploaded post images, the library's files), as recorded when each file was written (files written before sizes were recorded count as 0). */
                storageBytes: number;
            };
            /** @description With `interval`, one bucket per period of the range, oldest first. */
            series?: components["schemas"]["StatisticsBucket"][];
        };
        /**
         * @description What happened to a job: `<job>.completed`, `<job>.failed`, `<job>.canceled` for each job kind (a blog article's `completed` is its `draft`), `blog_article.delivered`, `short.validated`, and `<job>.thumbnail.completed` / `.failed` when a thumbnail render of a short or a script job settles. `<job>.started` when a run starts (status `running`) and `<job>.progress` as its `progress` or `currentStep` advances, at most one per second per job (intermediate values may be skipped; the final one is the `completed` event's): these two are on the event list and stream, but reach a webhook endpoint only when it names them (`*` does not include them). New types may be added (the enum is open).
         * @enum {string}
         */
        EventType: "post_generation.completed" | "post_generation.failed" | "post_generation.canceled" | "carousel_generation.completed" | "carousel_generation.failed" | "carousel_generation.canceled" | "script_job.completed" | "script_job.failed" | "script_job.canceled" | "script_job.thumbnail.completed" | "script_job.thumbnail.failed" | "short.completed" | "short.failed" | "short.canceled" | "short.validated" | "short.thumbnail.completed" | "short.thumbnail.failed" | "broll.completed" | "broll.failed" | "broll.canceled" | "blog_article.completed" | "blog_article.failed" | "blog_article.canceled" | "blog_article.delivered" | "youtube_suggestion_run.completed" | "youtube_suggestion_run.failed" | "youtube_suggestion_run.canceled" | "post_generation.started" | "post_generation.progress" | "carousel_generation.started" | "carousel_generation.progress" | "script_job.started" | "script_job.progress" | "short.started" | "short.progress" | "broll.started" | "broll.progress" | "blog_article.started" | "blog_article.progress" | "youtube_suggestion_run.started" | "youtube_suggestion_run.progress";
        /** @description An event type, or `*` for every type. */
        EventTypeFilter: components["schemas"]["EventType"] | "*";
        /** @description One event, as `GET /v1/events/{id}` answers it, as the stream's `data:` carries it and as the body of a webhook delivery. `data.object` is the job exactly as its GET operation answered when the event was recorded. */
        Event: {
            /**
             * Format: uuid
             * @description Also the `webhook-id` of its deliveries (receivers deduplicate on it).
             */
            id: string;
            /** @description The owner's own sequence number of the event: an owner's events are numbered 1, 2, 3, … in the order they were recorded, without gaps and whatever other owners do (events recorded before 1.8.0 were renumbered per owner, continuing above the highest number the owner had been shown). The stream's `id:` and `Last-Event-ID`. */
            sequence: number;
            type: components["schemas"]["EventType"];
            /** Format: date-time */
            createdAt: string;
            data: {
                /** @description The job resource (post generation, carousel generation, script job, short, B-roll, blog article or YouTube suggestion run). */
                object: components["schemas"]["PostGenerationJob"] | components["schemas"]["CarouselGenerationJob"] | components["schemas"]["ScriptJob"] | components["schemas"]["ShortJob"] | components["schemas"]["BrollJob"] | components["schemas"]["BlogArticle"] | components["schemas"]["YoutubeSuggestionRun"];
                /** @description For `*.thumbnail.*` events, the thumbnail that settled. */
                thumbnailIndex?: number;
            };
        };
        EventList: {
            events: components["schemas"]["Event"][];
            total: number;
            page: number;
            totalPages: number;
        };
        EventRedeliver: {
            /**
             * Format: uuid
             * @description Only this endpoint (else every enabled endpoint that subscribes to the event's type).
             */
            endpointId?: string;
        };
        /** @description Where the owner's events are POSTed. Deliveries are signed per Standard Webhooks and retried on failure (a non-2xx answer, a timeout of 10 s, a refused address) after about 5 s, 30 s, 2 min, 10 min, 1 h, 6 h and 24 h (each ±20 %), then given up. A `410 Gone` answer disables the endpoint (`enabled: false`, `disabledReason`). */
        WebhookEndpoint: {
            /** Format: uuid */
            id: string;
            /** Format: uri */
            url: string;
            description?: string;
            events: components["schemas"]["EventTypeFilter"][];
            enabled: boolean;
            /** @description Why the endpoint was disabled automatically, while it is. */
            disabledReason?: string;
            /**
             * Format: date-time
             * @description Until then deliveries are also signed with the secret before the last rotation.
             */
            previousSecretExpiresAt?: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        /** @description An endpoint with its signing secret (answered only at creation and rotation). */
        WebhookEndpointWithSecret: components["schemas"]["WebhookEndpoint"] & {
            /** @description The signing secret, `whsec_` + base64 of 32 random bytes (Standard Webhooks). */
            secret: string;
        };
        WebhookEndpointCreate: {
            /** @description An absolute `http` or `https` URL without credentials. */
            url: string;
            description?: string;
            /**
             * @default [
             *       "*"
             *     ]
             */
            events: components["schemas"]["EventTypeFilter"][];
            /** @default true */
            enabled: boolean;
        };
        WebhookEndpointUpdate: {
            url?: string;
            description?: string | null;
            events?: components["schemas"]["EventTypeFilter"][];
            enabled?: boolean;
        };
        WebhookEndpointList: {
            webhookEndpoints: components["schemas"]["WebhookEndpoint"][];
            total: number;
            page: number;
            totalPages: number;
        };
        /** @description The body `testWebhookEndpoint` POSTs: shaped like an `Event` (so a receiver parses it the same way), with `type` `webhook_endpoint.test` and the endpoint as `data.object`. */
        WebhookTestEvent: {
            /**
             * Format: uuid
             * @description Also the `webhook-id` header.
             */
            id: string;
            /** @enum {string} */
            type: "webhook_endpoint.test";
            /** Format: date-time */
            createdAt: string;
            data: {
                object: components["schemas"]["WebhookEndpoint"];
            };
        };
        WebhookTestResult: {
            /**
             * Format: uuid
             * @description The test event's id (`webhook-id`).
             */
            eventId: string;
            event: components["schemas"]["WebhookTestEvent"];
            /** @description The endpoint answered 2xx in time. */
            succeeded: boolean;
            attempt: components["schemas"]["WebhookAttempt"];
        };
        WebhookAttempt: {
            attempt: number;
            /** Format: date-time */
            attemptedAt: string;
            /** @description The receiver's HTTP status, when it answered. */
            statusCode?: number;
            durationMs: number;
            /** @description Why the attempt failed (non-2xx status, timeout, refused address, connection error). */
            error?: string;
        };
        WebhookDelivery: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            eventId: string;
            eventType: components["schemas"]["EventType"];
            /** Format: uuid */
            endpointId: string;
            /**
             * @description `pending` until an attempt succeeds (`succeeded`) or the retries run out or the endpoint is disabled (`failed`).
             * @enum {string}
             */
            status: "pending" | "succeeded" | "failed";
            attemptCount: number;
            /**
             * Format: date-time
             * @description When the next attempt is due, while `pending`.
             */
            nextAttemptAt?: string;
            attempts: components["schemas"]["WebhookAttempt"][];
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        WebhookDeliveryList: {
            deliveries: components["schemas"]["WebhookDelivery"][];
            total: number;
            page: number;
            totalPages: number;
        };
        WebhookDeliveryBatch: {
            deliveries: components["schemas"]["WebhookDelivery"][];
        };
        /** @description One JSON-RPC 2.0 message of the Model Context Protocol that a client sends this server: a request (`id` and `method`) or a notification (`method` without `id`). Batches (arrays) are not taken, nor are responses (`result` or `error`): this server sends its clients no requests, so there is nothing to respond to (before 1.16.0 this schema listed them, and the server refused them all the same). */
        McpMessage: {
            /** @enum {string} */
            jsonrpc: "2.0";
            /** @description The request's id, echoed by its response. */
            id?: string | number;
            /**
             * @example initialize
             * @example tools/list
             * @example tools/call
             * @example ping
             * @example notifications/initialized
             */
            method: string;
            /** @description The method's parameters: for `tools/call`, `name` and `arguments` (the tool's input schema), and `_meta.progressToken` to receive `notifications/progress`. */
            params?: {
                [key: string]: unknown;
            };
        };
        /** @description A JSON-RPC 2.0 error object. */
        McpJsonRpcError: {
            /** @description JSON-RPC error code: -32700 (a body that is not JSON), -32600 (not a valid message), -32601 (unknown method), -32602 (invalid params, an unknown tool), -32603 (internal error), -32000 (any other refusal at the HTTP level: its status is in `data`). */
            code: number;
            message: string;
            /** @description More about the error; on an HTTP-level refusal, its `statusCode` and API error `code`. */
            data?: unknown;
        };
        /** @description A JSON-RPC 2.0 response: `result` (for `tools/call`, the tool's `content`, `structuredContent` and `isError`) or `error`. */
        McpResponse: {
            /** @enum {string} */
            jsonrpc: "2.0";
            id: string | number | null;
            result?: {
                [key: string]: unknown;
            };
            error?: components["schemas"]["McpJsonRpcError"];
        };
        /** @description An HTTP-level refusal of `/mcp`: a JSON-RPC 2.0 error response (`jsonrpc`, `id` null, `error`) that also carries the API's error fields of `ErrorResponse` except its `error` phrase (which JSON-RPC takes for the error object). */
        McpErrorResponse: {
            /** @enum {string} */
            jsonrpc: "2.0";
            id: null;
            error: components["schemas"]["McpJsonRpcError"];
            /** @description HTTP status. */
            statusCode: number;
            code: components["schemas"]["ErrorCode"];
            /** @description What went wrong; validation errors give an array of field-level messages. */
            message: string | string[];
            /** @description Correlation identifier, also sent as the `X-Request-Id` header. */
            requestId: string;
            /** @description Seconds to wait; present on rate-limit answers. */
            retryAfter?: number;
            details?: {
                [key: string]: unknown;
            };
        };
    };
    responses: {
        /** @description Deleted. No body. */
        NoContent: {
            headers: {
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content?: never;
        };
        /** @description Invalid input (`validation_failed`); `message` lists every field-level problem. */
        BadRequest: {
            headers: {
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "statusCode": 400,
                 *       "error": "Bad Request",
                 *       "code": "validation_failed",
                 *       "message": [
                 *         "body/title must NOT have fewer than 1 characters",
                 *         "body must NOT have additional properties (unknownField)"
                 *       ],
                 *       "requestId": "req-7f3a2c"
                 *     }
                 */
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description Missing or invalid credential (`unauthorized`). */
        Unauthorized: {
            headers: {
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "statusCode": 401,
                 *       "error": "Unauthorized",
                 *       "code": "unauthorized",
                 *       "message": "Invalid or missing API key",
                 *       "requestId": "req-7f3a2c"
                 *     }
                 */
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description The request names in `Host` a host this server does not answer for (`misdirected_request`): not one of `PUBLIC_BASE_URL`'s and `ALLOWED_HOSTS`, nor a loopback name. Nothing was done; the request was not counted. */
        MisdirectedRequest: {
            headers: {
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "statusCode": 421,
                 *       "error": "Misdirected Request",
                 *       "code": "misdirected_request",
                 *       "message": "This server does not answer for the host evil.example",
                 *       "requestId": "req-7f3a2c"
                 *     }
                 */
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description No access to the feature or resource (`forbidden`). */
        Forbidden: {
            headers: {
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "statusCode": 403,
                 *       "error": "Forbidden",
                 *       "code": "forbidden",
                 *       "message": "This API key does not have the write scope",
                 *       "requestId": "req-7f3a2c"
                 *     }
                 */
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description Resource unknown or owned by another owner (`not_found`). */
        NotFound: {
            headers: {
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "statusCode": 404,
                 *       "error": "Not Found",
                 *       "code": "not_found",
                 *       "message": "Resource not found",
                 *       "requestId": "req-7f3a2c"
                 *     }
                 */
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description The representation still has one of the `If-None-Match` tags: no body, use the copy you have. */
        NotModified: {
            headers: {
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                "X-Request-Id": components["headers"]["X-Request-Id"];
                ETag: components["headers"]["ETag"];
                [name: string]: unknown;
            };
            content?: never;
        };
        /** @description The `Range` starts at or past the end of the file (`range_not_satisfiable`); `Content-Range` gives the file's size. */
        RangeNotSatisfiable: {
            headers: {
                "Content-Range": components["headers"]["Content-Range"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "statusCode": 416,
                 *       "error": "Range Not Satisfiable",
                 *       "code": "range_not_satisfiable",
                 *       "message": "The range bytes=100- starts past the end of the file (100 bytes)",
                 *       "requestId": "req-7f3a2c"
                 *     }
                 */
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description The resource changed since the `ETag` sent in `If-Match` (`precondition_failed`); nothing was changed. Read it again and retry with its new `ETag`. */
        PreconditionFailed: {
            headers: {
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "statusCode": 412,
                 *       "error": "Precondition Failed",
                 *       "code": "precondition_failed",
                 *       "message": "The resource has changed since the ETag given in If-Match",
                 *       "requestId": "req-7f3a2c"
                 *     }
                 */
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description The resource is already in another state (`conflict`). */
        Conflict: {
            headers: {
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "statusCode": 409,
                 *       "error": "Conflict",
                 *       "code": "conflict",
                 *       "message": "The short must be validated before B-roll can be made from it",
                 *       "requestId": "req-7f3a2c"
                 *     }
                 */
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description The request body is larger than the server accepts (`payload_too_large`). */
        PayloadTooLarge: {
            headers: {
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "statusCode": 413,
                 *       "error": "Payload Too Large",
                 *       "code": "payload_too_large",
                 *       "message": "Request body is too large",
                 *       "requestId": "req-7f3a2c"
                 *     }
                 */
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description The request body's content type, or the uploaded file's type, is not accepted (`unsupported_media_type`). JSON bodies are UTF-8: a `charset` other than `utf-8` is refused here rather than read as UTF-8. */
        UnsupportedMediaType: {
            headers: {
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "statusCode": 415,
                 *       "error": "Unsupported Media Type",
                 *       "code": "unsupported_media_type",
                 *       "message": "Unsupported Media Type; expected application/json",
                 *       "requestId": "req-7f3a2c"
                 *     }
                 */
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description The request's URL, or one of its path parameters, is longer than the server accepts (`uri_too_long`). */
        UriTooLong: {
            headers: {
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "statusCode": 414,
                 *       "error": "URI Too Long",
                 *       "code": "uri_too_long",
                 *       "message": "The request URL is too long",
                 *       "requestId": "req-7f3a2c"
                 *     }
                 */
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description The `Idempotency-Key` was already used with another path or another body (`idempotency_key_mismatch`); use a new key for a new request. */
        UnprocessableContent: {
            headers: {
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "statusCode": 422,
                 *       "error": "Unprocessable Entity",
                 *       "code": "idempotency_key_mismatch",
                 *       "message": "This Idempotency-Key was used with another request body; use a new key for a new request",
                 *       "requestId": "req-7f3a2c"
                 *     }
                 */
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description Rate limit exceeded (`rate_limit_exceeded`). Wait `Retry-After` seconds (also given as `retryAfter` in the body). */
        TooManyRequests: {
            headers: {
                "Retry-After": components["headers"]["Retry-After"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "statusCode": 429,
                 *       "error": "Too Many Requests",
                 *       "code": "rate_limit_exceeded",
                 *       "message": "Rate limit exceeded, retry in 42 seconds",
                 *       "retryAfter": 42,
                 *       "requestId": "req-7f3a2c"
                 *     }
                 */
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description Unexpected backend error (`internal_server_error`). */
        InternalServerError: {
            headers: {
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "statusCode": 500,
                 *       "error": "Internal Server Error",
                 *       "code": "internal_server_error",
                 *       "message": "Internal Server Error",
                 *       "requestId": "req-7f3a2c"
                 *     }
                 */
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description The service cannot answer right now (`service_unavailable`): it is shutting down, the database does not answer, or (site analysis, with `GENERATION_FALLBACK=fail`) the language model gave no usable answer. `Retry-After` says when to try again. */
        ServiceUnavailable: {
            headers: {
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "Retry-After": components["headers"]["Retry-After"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "statusCode": 503,
                 *       "error": "Service Unavailable",
                 *       "code": "service_unavailable",
                 *       "message": "The database is not answering; try again shortly",
                 *       "requestId": "req-7f3a2c",
                 *       "retryAfter": 5
                 *     }
                 */
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description The MCP request was refused at the HTTP level (a body that is not a JSON-RPC message, a credential without any scope, an `Origin` that is not the server's own nor one of `CORS_ORIGINS` (`403 forbidden`), a `Host` the server does not answer for (`421 misdirected_request`), a body too large or not JSON, an unexpected error): the status's JSON-RPC error response with the API's error fields (`McpErrorResponse`). */
        McpRefused: {
            headers: {
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "jsonrpc": "2.0",
                 *       "id": null,
                 *       "error": {
                 *         "code": -32600,
                 *         "message": "body.jsonrpc must be one of 2.0",
                 *         "data": {
                 *           "statusCode": 400,
                 *           "code": "validation_failed"
                 *         }
                 *       },
                 *       "statusCode": 400,
                 *       "code": "validation_failed",
                 *       "message": [
                 *         "body.jsonrpc must be one of 2.0"
                 *       ],
                 *       "requestId": "req-7f3a2c"
                 *     }
                 */
                "application/json": components["schemas"]["McpErrorResponse"];
            };
        };
        /** @description Missing or invalid credential (`unauthorized`), as a JSON-RPC error response with the API's error fields, and a `WWW-Authenticate` challenge. */
        McpUnauthorized: {
            headers: {
                "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "jsonrpc": "2.0",
                 *       "id": null,
                 *       "error": {
                 *         "code": -32000,
                 *         "message": "Missing credentials: send Authorization: Bearer <API key or token>, or x-api-key",
                 *         "data": {
                 *           "statusCode": 401,
                 *           "code": "unauthorized"
                 *         }
                 *       },
                 *       "statusCode": 401,
                 *       "code": "unauthorized",
                 *       "message": "Missing credentials: send Authorization: Bearer <API key or token>, or x-api-key",
                 *       "requestId": "req-7f3a2c"
                 *     }
                 */
                "application/json": components["schemas"]["McpErrorResponse"];
            };
        };
        /** @description The rate limit is exceeded (`rate_limit_exceeded`), or the service cannot answer right now (`service_unavailable`): wait `Retry-After` seconds. A JSON-RPC error response with the API's error fields. */
        McpRetryLater: {
            headers: {
                "Retry-After": components["headers"]["Retry-After"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "jsonrpc": "2.0",
                 *       "id": null,
                 *       "error": {
                 *         "code": -32000,
                 *         "message": "Rate limit exceeded, retry in 42 seconds",
                 *         "data": {
                 *           "statusCode": 429,
                 *           "code": "rate_limit_exceeded"
                 *         }
                 *       },
                 *       "statusCode": 429,
                 *       "code": "rate_limit_exceeded",
                 *       "message": "Rate limit exceeded, retry in 42 seconds",
                 *       "retryAfter": 42,
                 *       "requestId": "req-7f3a2c"
                 *     }
                 */
                "application/json": components["schemas"]["McpErrorResponse"];
            };
        };
    };
    parameters: {
        /**
         * @description Identifier of the resource (UUID).
         * @example 0b6f5a4e-3c2d-4e1f-9a8b-7c6d5e4f3a2b
         */
        IdPath: string;
        /**
         * @description Identifier of a validated short (UUID).
         * @example 5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1a
         */
        ShortIdPath: string;
        /**
         * @description Zero-based index of the thumbnail, as a string of digits.
         * @example 0
         */
        ThumbnailIndexPath: string;
        /**
         * @description Zero-based index of the scene, as a string of digits.
         * @example 0
         */
        SceneIndexPath: string;
        /**
         * @description File name of an uploaded image, as given in a post's `imageUrl`.
         * @example 3f1c9a2e-7b4d-4c6a-9e8f-1a2b3c4d5e6f.png
         */
        ImageFileNamePath: string;
        /** @description One-based page number, at most 1000000 (a larger page answers 400 validation_failed; with `limit` at most 100 no list reaches it). */
        PageQuery: number;
        /** @description Maximum number of items per page. */
        LimitQuery: number;
        /** @description Only media of this kind. */
        MediaKindQuery: components["schemas"]["MediaKind"];
        /** @description Keep only favorites (`true`) or only non-favorites (`false`). */
        IsFavoriteQuery: boolean;
        /** @description Keep only items carrying this exact tag. */
        TagQuery: string;
        /** @description Case-insensitive text search. */
        SearchQuery: string;
        /** @description Whose components: `own` (the caller's only) or `public` (the caller's and other owners' public ones). Absent: `public` on `listComponents` (the behaviour before 1.16.0); the MCP tool `list_components` takes `own`. */
        ComponentIncludeQuery: "own" | "public";
        /** @description Keep only components of this category. */
        ComponentCategoryQuery: components["schemas"]["ComponentCategory"];
        /**
         * @description One byte range of a stored file (`bytes=0-1023`, `bytes=1024-` or `bytes=-1024`): answered `206` with `Content-Range`, or `416 range_not_satisfiable` when it starts past the end. A range in another unit, or several ranges, are ignored (the whole file, `200`). With `If-Range` naming another `ETag`, the whole file is sent.
         * @example bytes=0-1023
         */
        Range: string;
        /** @description One or more `ETag`s from earlier answers (or `*`): while the representation still has one of them the answer is `304 Not Modified` with no body. */
        IfNoneMatch: string;
        /** @description One or more `ETag`s (or `*`): the change is made only if the resource's current representation has one of them, else `412 precondition_failed` and nothing changes. Without the header the change is made unconditionally. */
        IfMatch: string;
        /**
         * @description Makes the POST safe to retry (1 to 255 printable ASCII characters, no spaces; a UUID is a good choice). The first answer with a 2xx or 4xx status given to a request with this key is stored for 24 hours, per owner: a later request with the same key, the same path and the same body gets that answer again (status, body, `Content-Type`, `Location` and `Preference-Applied`), flagged `Idempotent-Replayed: true`, and the work is not done again. Requests that fail before the operation starts (authentication, rate limit, request validation) and 5xx answers are not stored: a retry runs the operation. The same key with another path or body answers `422 idempotency_key_mismatch`; a request arriving while the first one with its key is still running waits up to 10 seconds (or its own `Prefer: wait`, if longer) for that answer, then answers `409 conflict`. Keys of different owners never meet.
         * @example 5f0c2b7e-8d1a-4f3e-9b6c-2a7d4e1f0c3b
         */
        IdempotencyKey: string;
        /**
         * @description `wait=N` (RFC 7240) asks the server to answer once the job reaches a final status (`completed`, `failed`, `draft`, `delivered`, `canceled`) or N seconds have passed, whichever comes first; N is at most 60, and `wait` alone means 60. The answer is the same operation's answer with the job as it stands then, and carries `Preference-Applied: wait=N` (N as applied). Other preferences are ignored; without the header the operation answers at once, as usual. A client that disconnects stops the wait; the job goes on.
         * @example wait=30
         */
        PreferWait: string;
        /** @description Keep only suggestions in this state. */
        SuggestionStatusQuery: components["schemas"]["YoutubeSuggestionStatus"];
        /** @description Keep only the suggestions of this run (UUID). */
        SuggestionRunQuery: string;
        /**
         * @description Start of the range (inclusive), ISO 8601 date-time.
         * @example 2025-03-01T00:00:00Z
         */
        StatisticsFromQuery: string;
        /**
         * @description End of the range (exclusive), ISO 8601 date-time; default now.
         * @example 2025-04-01T00:00:00Z
         */
        StatisticsToQuery: string;
        /** @description Adds a series with one bucket per day, week (starting Monday) or month (UTC). */
        StatisticsIntervalQuery: "day" | "week" | "month";
    };
    requestBodies: never;
    headers: {
        /**
         * @description Maximum number of requests in the current window.
         * @example 300
         */
        "X-RateLimit-Limit": number;
        /**
         * @description Requests left in the current window.
         * @example 299
         */
        "X-RateLimit-Remaining": number;
        /**
         * @description Unix time, in seconds, when the current window resets.
         * @example 1742119260
         */
        "X-RateLimit-Reset": number;
        /**
         * @description Seconds to wait before retrying.
         * @example 42
         */
        "Retry-After": number;
        /**
         * @description The authentication challenge of a `401` from `/mcp` (RFC 6750): `Bearer realm="content-workflow-api"`, with `error="invalid_token"` when a credential was sent but is not valid.
         * @example Bearer realm="content-workflow-api", error="invalid_token"
         */
        "WWW-Authenticate": string;
        /**
         * @description Correlation identifier of the request; error bodies repeat it as `requestId`.
         * @example req-7f3a2c
         */
        "X-Request-Id": string;
        /**
         * @description Suggested file name of the download.
         * @example attachment; filename="anecdotes-voice.zip"
         */
        "Content-Disposition": string;
        /**
         * @description Caching directives for the file.
         * @example public, max-age=31536000, immutable
         */
        "Cache-Control": string;
        /**
         * @description Strong validator of the stored bytes (the same on every process and backend while the object is unchanged). Send it back in `If-None-Match` (`304 Not Modified`) or `If-Range`.
         * @example "5d41402abc4b2a76b9719d911017c592"
         */
        StoredETag: string;
        /** @description `bytes`: the answer can be fetched in parts with `Range`. */
        "Accept-Ranges": "bytes";
        /**
         * @description The byte range sent and the whole size (`bytes 0-1023/52428800`) on a `206`; on a `416` only the whole size (`bytes *\/52428800`).
         * @example bytes 0-1023/52428800
         */
        "Content-Range": string;
        /**
         * @description Strong validator of this representation (a hash of the body). Send it back in `If-None-Match` on a GET (`304 Not Modified` while unchanged) or in `If-Match` on a PATCH or DELETE (`412 precondition_failed` when the resource has changed since).
         * @example "Xr4lJq0m3nVb1h9c0wq3Xw"
         */
        ETag: string;
        /**
         * @description Server-relative path of the created resource (see the response's `links`).
         * @example /v1/anecdotes/3f0e8a52-64a5-4bd4-9d5a-1b2c3d4e5f60
         */
        Location: string;
        /**
         * @description RFC 8288 links of a paginated list, server-relative, with the request's other query parameters kept: `first` and `last` always (`last` is `first` on an empty list), `prev` and `next` when those pages exist.
         * @example </v1/anecdotes?page=1&limit=10>; rel="first", </v1/anecdotes?page=3&limit=10>; rel="next", </v1/anecdotes?page=1&limit=10>; rel="prev", </v1/anecdotes?page=7&limit=10>; rel="last"
         */
        Link: string;
        /**
         * @description The `Prefer` preference the server applied, as `wait=N` (seconds).
         * @example wait=30
         */
        "Preference-Applied": string;
        /**
         * @description `true` when this answer is the stored answer to an earlier request with the same `Idempotency-Key`, sent again without doing the work again.
         * @example true
         */
        "Idempotent-Replayed": "true";
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The service and its database are up. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "ok",
                     *       "database": "up",
                     *       "version": "1.0.0"
                     *     }
                     */
                    "application/json": components["schemas"]["Health"];
                };
            };
            421: components["responses"]["MisdirectedRequest"];
            /** @description The database is unreachable. */
            503: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "unavailable",
                     *       "database": "down",
                     *       "version": "1.0.0"
                     *     }
                     */
                    "application/json": components["schemas"]["Health"];
                };
            };
        };
    };
    getLiveness: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The process answers. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "ok",
                     *       "version": "1.0.0"
                     *     }
                     */
                    "application/json": components["schemas"]["Liveness"];
                };
            };
            421: components["responses"]["MisdirectedRequest"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getReadiness: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Ready to serve. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "ready",
                     *       "checks": {
                     *         "database": "up",
                     *         "storage": "up"
                     *       },
                     *       "version": "1.0.0"
                     *     }
                     */
                    "application/json": components["schemas"]["Readiness"];
                };
            };
            421: components["responses"]["MisdirectedRequest"];
            429: components["responses"]["TooManyRequests"];
            /** @description A dependency does not answer, or the process is draining. */
            503: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "unavailable",
                     *       "checks": {
                     *         "database": "down",
                     *         "storage": "up"
                     *       },
                     *       "version": "1.0.0"
                     *     }
                     */
                    "application/json": components["schemas"]["Readiness"];
                };
            };
        };
    };
    getOpenApiYaml: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The OpenAPI document. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/yaml": string;
                };
            };
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            421: components["responses"]["MisdirectedRequest"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getOpenApiJson: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The OpenAPI document. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            421: components["responses"]["MisdirectedRequest"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getMetrics: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The metrics. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example # HELP http_requests_in_flight HTTP requests received and not yet answered
                     *     # TYPE http_requests_in_flight gauge
                     *     http_requests_in_flight 1
                     */
                    "text/plain": string;
                };
            };
            /** @description Invalid input, such as a query string the API cannot store or read (`validation_failed`). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description `METRICS_TOKEN` is set and the request has no `Authorization: Bearer` header with it (`unauthorized`). */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /**
                     * @description The scheme the endpoint wants.
                     * @example Bearer realm="metrics"
                     */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 401,
                     *       "error": "Unauthorized",
                     *       "code": "unauthorized",
                     *       "message": "GET /metrics needs Authorization: Bearer <METRICS_TOKEN>",
                     *       "requestId": "req-7f3a2c"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The server runs with `METRICS=false` (`not_found`). */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 404,
                     *       "error": "Not Found",
                     *       "code": "not_found",
                     *       "message": "Route GET /metrics was not found",
                     *       "requestId": "req-7f3a2c"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            421: components["responses"]["MisdirectedRequest"];
            /** @description Unexpected server error (`internal_server_error`). */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The server is shutting down (`service_unavailable`); `Retry-After` says when to try again. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getApiDocs: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The reference page. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            421: components["responses"]["MisdirectedRequest"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getMediaImage: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description One byte range of a stored file (`bytes=0-1023`, `bytes=1024-` or `bytes=-1024`): answered `206` with `Content-Range`, or `416 range_not_satisfiable` when it starts past the end. A range in another unit, or several ranges, are ignored (the whole file, `200`). With `If-Range` naming another `ETag`, the whole file is sent.
                 * @example bytes=0-1023
                 */
                Range?: components["parameters"]["Range"];
                /** @description One or more `ETag`s from earlier answers (or `*`): while the representation still has one of them the answer is `304 Not Modified` with no body. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                /**
                 * @description File name of an uploaded image, as given in a post's `imageUrl`.
                 * @example 3f1c9a2e-7b4d-4c6a-9e8f-1a2b3c4d5e6f.png
                 */
                fileName: components["parameters"]["ImageFileNamePath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The image bytes. */
            200: {
                headers: {
                    ETag: components["headers"]["StoredETag"];
                    "Accept-Ranges": components["headers"]["Accept-Ranges"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "image/jpeg": string;
                    "image/png": string;
                    "image/gif": string;
                    "image/webp": string;
                };
            };
            /** @description The requested byte range (`Range: bytes=start-end`, `start-` or `-suffix`; one range). */
            206: {
                headers: {
                    "Content-Range": components["headers"]["Content-Range"];
                    ETag: components["headers"]["StoredETag"];
                    "Accept-Ranges": components["headers"]["Accept-Ranges"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "image/jpeg": string;
                    "image/png": string;
                    "image/gif": string;
                    "image/webp": string;
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            416: components["responses"]["RangeNotSatisfiable"];
            421: components["responses"]["MisdirectedRequest"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listAnecdotes: {
        parameters: {
            query?: {
                /** @description One-based page number, at most 1000000 (a larger page answers 400 validation_failed; with `limit` at most 100 no list reaches it). */
                page?: components["parameters"]["PageQuery"];
                /** @description Maximum number of items per page. */
                limit?: components["parameters"]["LimitQuery"];
                /** @description Keep only favorites (`true`) or only non-favorites (`false`). */
                isFavorite?: components["parameters"]["IsFavoriteQuery"];
                /** @description Keep only items carrying this exact tag. */
                tag?: components["parameters"]["TagQuery"];
                /** @description Case-insensitive text search. */
                q?: components["parameters"]["SearchQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of anecdotes. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    Link: components["headers"]["Link"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "anecdotes": [
                     *         {
                     *           "id": "6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f",
                     *           "title": "The day the demo crashed",
                     *           "content": "Ten minutes before the investor demo, the staging database went down...",
                     *           "mood": "humorous",
                     *           "storyType": "failure",
                     *           "tags": [
                     *             "startup",
                     *             "lessons"
                     *           ],
                     *           "isFavorite": true,
                     *           "createdAt": "2025-03-14T09:30:00.000Z",
                     *           "updatedAt": "2025-03-15T11:02:10.000Z"
                     *         }
                     *       ],
                     *       "total": 1,
                     *       "page": 1,
                     *       "totalPages": 1
                     *     }
                     */
                    "application/json": components["schemas"]["AnecdoteList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            421: components["responses"]["MisdirectedRequest"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createAnecdote: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes the POST safe to retry (1 to 255 printable ASCII characters, no spaces; a UUID is a good choice). The first answer with a 2xx or 4xx status given to a request with this key is stored for 24 hours, per owner: a later request with the same key, the same path and the same body gets that answer again (status, body, `Content-Type`, `Location` and `Preference-Applied`), flagged `Idempotent-Replayed: true`, and the work is not done again. Requests that fail before the operation starts (authentication, rate limit, request validation) and 5xx answers are not stored: a retry runs the operation. The same key with another path or body answers `422 idempotency_key_mismatch`; a request arriving while the first one with its key is still running waits up to 10 seconds (or its own `Prefer: wait`, if longer) for that answer, then answers `409 conflict`. Keys of different owners never meet.
                 * @example 5f0c2b7e-8d1a-4f3e-9b6c-2a7d4e1f0c3b
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "title": "The day the demo crashed",
                 *       "content": "Ten minutes before the investor demo, the staging database went down...",
                 *       "mood": "humorous",
                 *       "storyType": "failure",
                 *       "tags": [
                 *         "startup",
                 *         "lessons"
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["AnecdoteCreate"];
            };
        };
        responses: {
            /** @description The created anecdote. */
            201: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    Location: components["headers"]["Location"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f",
                     *       "title": "The day the demo crashed",
                     *       "content": "Ten minutes before the investor demo, the staging database went down...",
                     *       "mood": "humorous",
                     *       "storyType": "failure",
                     *       "tags": [
                     *         "startup",
                     *         "lessons"
                     *       ],
                     *       "isFavorite": false,
                     *       "createdAt": "2025-03-14T09:30:00.000Z",
                     *       "updatedAt": "2025-03-14T09:30:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Anecdote"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            421: components["responses"]["MisdirectedRequest"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    exportAnecdotesVoice: {
        parameters: {
            query?: {
                /** @description The voice that reads the anecdotes (a name from `listVoices`). */
                voice?: components["schemas"]["VoiceName"];
                /** @description Speaking rate, 1 the voice's own (0.5 half as fast, 2 twice). */
                rate?: components["schemas"]["SpeakingRate"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The ZIP archive (binary). */
            200: {
                headers: {
                    "Content-Disposition": components["headers"]["Content-Disposition"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/zip": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            421: components["responses"]["MisdirectedRequest"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getAnecdote: {
        parameters: {
            query?: never;
            header?: {
                /** @description One or more `ETag`s from earlier answers (or `*`): while the representation still has one of them the answer is `304 Not Modified` with no body. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                /**
                 * @description Identifier of the resource (UUID).
                 * @example 0b6f5a4e-3c2d-4e1f-9a8b-7c6d5e4f3a2b
                 */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The anecdote. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Anecdote"];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            421: components["responses"]["MisdirectedRequest"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteAnecdote: {
        parameters: {
            query?: never;
            header?: {
                /** @description One or more `ETag`s (or `*`): the change is made only if the resource's current representation has one of them, else `412 precondition_failed` and nothing changes. Without the header the change is made unconditionally. */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                /**
                 * @description Identifier of the resource (UUID).
                 * @example 0b6f5a4e-3c2d-4e1f-9a8b-7c6d5e4f3a2b
                 */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["NoContent"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            412: components["responses"]["PreconditionFailed"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            421: components["responses"]["MisdirectedRequest"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateAnecdote: {
        parameters: {
            query?: never;
            header?: {
                /** @description One or more `ETag`s (or `*`): the change is made only if the resource's current representation has one of them, else `412 precondition_failed` and nothing changes. Without the header the change is made unconditionally. */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                /**
                 * @description Identifier of the resource (UUID).
                 * @example 0b6f5a4e-3c2d-4e1f-9a8b-7c6d5e4f3a2b
                 */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "tags": [
                 *         "startup",
                 *         "lessons",
                 *         "demo-day"
                 *       ],
                 *       "isFavorite": true
                 *     }
                 */
                "application/json": components["schemas"]["AnecdoteUpdate"];
            };
        };
        responses: {
            /** @description The updated anecdote. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Anecdote"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            421: components["responses"]["MisdirectedRequest"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    toggleAnecdoteFavorite: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes the POST safe to retry (1 to 255 printable ASCII characters, no spaces; a UUID is a good choice). The first answer with a 2xx or 4xx status given to a request with this key is stored for 24 hours, per owner: a later request with the same key, the same path and the same body gets that answer again (status, body, `Content-Type`, `Location` and `Preference-Applied`), flagged `Idempotent-Replayed: true`, and the work is not done again. Requests that fail before the operation starts (authentication, rate limit, request validation) and 5xx answers are not stored: a retry runs the operation. The same key with another path or body answers `422 idempotency_key_mismatch`; a request arriving while the first one with its key is still running waits up to 10 seconds (or its own `Prefer: wait`, if longer) for that answer, then answers `409 conflict`. Keys of different owners never meet.
                 * @example 5f0c2b7e-8d1a-4f3e-9b6c-2a7d4e1f0c3b
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description Identifier of the resource (UUID).
                 * @example 0b6f5a4e-3c2d-4e1f-9a8b-7c6d5e4f3a2b
                 */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The anecdote, short or full. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f",
                     *       "title": "The day the demo crashed",
                     *       "isFavorite": true,
                     *       "updatedAt": "2025-03-15T11:02:10.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["AnecdoteFavoriteSummary"] | components["schemas"]["Anecdote"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            421: components["responses"]["MisdirectedRequest"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listPosts: {
        parameters: {
            query?: {
                /** @description One-based page number, at most 1000000 (a larger page answers 400 validation_failed; with `limit` at most 100 no list reaches it). */
                page?: components["parameters"]["PageQuery"];
                /** @description Maximum number of items per page. */
                limit?: components["parameters"]["LimitQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of posts. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    Link: components["headers"]["Link"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PostList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            421: components["responses"]["MisdirectedRequest"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createPost: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes the POST safe to retry (1 to 255 printable ASCII characters, no spaces; a UUID is a good choice). The first answer with a 2xx or 4xx status given to a request with this key is stored for 24 hours, per owner: a later request with the same key, the same path and the same body gets that answer again (status, body, `Content-Type`, `Location` and `Preference-Applied`), flagged `Idempotent-Replayed: true`, and the work is not done again. Requests that fail before the operation starts (authentication, rate limit, request validation) and 5xx answers are not stored: a retry runs the operation. The same key with another path or body answers `422 idempotency_key_mismatch`; a request arriving while the first one with its key is still running waits up to 10 seconds (or its own `Prefer: wait`, if longer) for that answer, then answers `409 conflict`. Keys of different owners never meet.
                 * @example 5f0c2b7e-8d1a-4f3e-9b6c-2a7d4e1f0c3b
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "content": "Ten minutes before our investor demo, the database went down. Here is what we learned."
                 *     }
                 */
                "application/json": components["schemas"]["PostCreate"];
            };
        };
        responses: {
            /** @description The created post. */
            201: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    Location: components["headers"]["Location"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "2b7e1f4a-9c3d-4e8b-a1f0-5d6c7b8a9e01",
                     *       "content": "Ten minutes before our investor demo, the database went down. Here is what we learned.",
                     *       "videoUrl": null,
                     *       "authorId": "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d",
                     *       "createdAt": "2025-03-16T08:00:00.000Z",
                     *       "updatedAt": "2025-03-16T08:00:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Post"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            421: components["responses"]["MisdirectedRequest"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getPost: {
        parameters: {
            query?: never;
            header?: {
                /** @description One or more `ETag`s from earlier answers (or `*`): while the representation still has one of them the answer is `304 Not Modified` with no body. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                /**
                 * @description Identifier of the resource (UUID).
                 * @example 0b6f5a4e-3c2d-4e1f-9a8b-7c6d5e4f3a2b
                 */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The post. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "2b7e1f4a-9c3d-4e8b-a1f0-5d6c7b8a9e01",
                     *       "content": "Ten minutes before our investor demo, the database went down. Here is what we learned.",
                     *       "imageUrl": "/media/images/3f1c9a2e-7b4d-4c6a-9e8f-1a2b3c4d5e6f.png",
                     *       "videoUrl": null,
                     *       "authorId": "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d",
                     *       "generationJobId": "c1d2e3f4-a5b6-4c7d-9e8f-0a1b2c3d4e5f",
                     *       "createdAt": "2025-03-16T08:00:00.000Z",
                     *       "updatedAt": "2025-03-16T08:05:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Post"];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            421: components["responses"]["MisdirectedRequest"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deletePost: {
        parameters: {
            query?: never;
            header?: {
                /** @description One or more `ETag`s (or `*`): the change is made only if the resource's current representation has one of them, else `412 precondition_failed` and nothing changes. Without the header the change is made unconditionally. */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                /**
                 * @description Identifier of the resource (UUID).
                 * @example 0b6f5a4e-3c2d-4e1f-9a8b-7c6d5e4f3a2b
                 */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["NoContent"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            412: components["responses"]["PreconditionFailed"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            421: components["responses"]["MisdirectedRequest"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updatePost: {
        parameters: {
            query?: never;
            header?: {
                /** @description One or more `ETag`s (or `*`): the change is made only if the resource's current representation has one of them, else `412 precondition_failed` and nothing changes. Without the header the change is made unconditionally. */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                /**
                 * @description Identifier of the resource (UUID).
                 * @example 0b6f5a4e-3c2d-4e1f-9a8b-7c6d5e4f3a2b
                 */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "content": "Ten minutes before our investor demo, the database went down. Three lessons."
                 *     }
                 */
                "application/json": components["schemas"]["PostUpdate"];
            };
        };
        responses: {
            /** @description The updated post. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Post"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            421: components["responses"]["MisdirectedRequest"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    uploadPostImage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier of the resource (UUID).
                 * @example 0b6f5a4e-3c2d-4e1f-9a8b-7c6d5e4f3a2b
                 */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["PostImageUpload"];
            };
        };
        responses: {
            /** @description The post with its `imageUrl`. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "2b7e1f4a-9c3d-4e8b-a1f0-5d6c7b8a9e01",
                     *       "content": "Ten minutes before our investor demo, the database went down. Here is what we learned.",
                     *       "imageUrl": "/media/images/3f1c9a2e-7b4d-4c6a-9e8f-1a2b3c4d5e6f.png",
                     *       "videoUrl": null,
                     *       "authorId": "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d",
                     *       "createdAt": "2025-03-16T08:00:00.000Z",
                     *       "updatedAt": "2025-03-16T08:05:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Post"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            421: components["responses"]["MisdirectedRequest"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getPostHistory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier of the resource (UUID).
                 * @example 0b6f5a4e-3c2d-4e1f-9a8b-7c6d5e4f3a2b
                 */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The previous drafts. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "history": [
                     *         {
                     *           "id": "e4d3c2b1-a098-4f7e-8d6c-5b4a39281706",
                     *           "postId": "2b7e1f4a-9c3d-4e8b-a1f0-5d6c7b8a9e01",
                     *           "content": "The database went down ten minutes before our demo.",
                     *           "reason": "Make it shorter and end with a question to the reader.",
                     *           "createdAt": "2025-03-16T08:04:00.000Z"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["PostHistory"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            421: components["responses"]["MisdirectedRequest"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listPostGenerations: {
        parameters: {
            query?: {
                /** @description One-based page number, at most 1000000 (a larger page answers 400 validation_failed; with `limit` at most 100 no list reaches it). */
                page?: components["parameters"]["PageQuery"];
                /** @description Maximum number of items per page. */
                limit?: components["parameters"]["LimitQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of post generation jobs. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    Link: components["headers"]["Link"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PostGenerationJobList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            421: components["responses"]["MisdirectedRequest"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createPostGeneration: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes the POST safe to retry (1 to 255 printable ASCII characters, no spaces; a UUID is a good choice). The first answer with a 2xx or 4xx status given to a request with this key is stored for 24 hours, per owner: a later request with the same key, the same path and the same body gets that answer again (status, body, `Content-Type`, `Location` and `Preference-Applied`), flagged `Idempotent-Replayed: true`, and the work is not done again. Requests that fail before the operation starts (authentication, rate limit, request validation) and 5xx answers are not stored: a retry runs the operation. The same key with another path or body answers `422 idempotency_key_mismatch`; a request arriving while the first one with its key is still running waits up to 10 seconds (or its own `Prefer: wait`, if longer) for that answer, then answers `409 conflict`. Keys of different owners never meet.
                 * @example 5f0c2b7e-8d1a-4f3e-9b6c-2a7d4e1f0c3b
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /**
                 * @description `wait=N` (RFC 7240) asks the server to answer once the job reaches a final status (`completed`, `failed`, `draft`, `delivered`, `canceled`) or N seconds have passed, whichever comes first; N is at most 60, and `wait` alone means 60. The answer is the same operation's answer with the job as it stands then, and carries `Preference-Applied: wait=N` (N as applied). Other preferences are ignored; without the header the operation answers at once, as usual. A client that disconnects stops the wait; the job goes on.
                 * @example wait=30
                 */
                Prefer?: components["parameters"]["PreferWait"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "anecdoteId": "6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f",
                 *       "themeId": "7d6c5b4a-3e2f-4a1b-9c8d-7e6f5a4b3c2d"
                 *     }
                 */
                "application/json": components["schemas"]["PostGenerationCreate"];
            };
        };
        responses: {
            /** @description The created job. */
            201: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    "Preference-Applied": components["headers"]["Preference-Applied"];
                    Location: components["headers"]["Location"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "c1d2e3f4-a5b6-4c7d-9e8f-0a1b2c3d4e5f",
                     *       "status": "pending",
                     *       "currentStep": "post_draft",
                     *       "warnings": [],
                     *       "totalTokensUsed": 0,
                     *       "anecdoteId": "6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f",
                     *       "themeId": "7d6c5b4a-3e2f-4a1b-9c8d-7e6f5a4b3c2d",
                     *       "progress": 0,
                     *       "createdAt": "2025-03-16T08:00:00.000Z",
                     *       "updatedAt": "2025-03-16T08:00:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["PostGenerationJob"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            421: components["responses"]["MisdirectedRequest"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getPostGeneration: {
        parameters: {
            query?: never;
            header?: {
                /** @description One or more `ETag`s from earlier answers (or `*`): while the representation still has one of them the answer is `304 Not Modified` with no body. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                /**
                 * @description Identifier of the resource (UUID).
                 * @example 0b6f5a4e-3c2d-4e1f-9a8b-7c6d5e4f3a2b
                 */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The job. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "c1d2e3f4-a5b6-4c7d-9e8f-0a1b2c3d4e5f",
                     *       "status": "completed",
                     *       "currentStep": "post_draft",
                     *       "qualityScore": 82,
                     *       "riskLevel": "low",
                     *       "warnings": [],
                     *       "totalTokensUsed": 1240,
                     *       "anecdoteId": "6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f",
                     *       "postId": "2b7e1f4a-9c3d-4e8b-a1f0-5d6c7b8a9e01",
                     *       "themeId": "7d6c5b4a-3e2f-4a1b-9c8d-7e6f5a4b3c2d",
                     *       "progress": 1,
                     *       "startedAt": "2025-03-16T08:00:01.000Z",
                     *       "completedAt": "2025-03-16T08:00:09.000Z",
                     *       "createdAt": "2025-03-16T08:00:00.000Z",
                     *       "updatedAt": "2025-03-16T08:00:09.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["PostGenerationJob"];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            421: components["responses"]["MisdirectedRequest"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    regeneratePostGeneration: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes the POST safe to retry (1 to 255 printable ASCII characters, no spaces; a UUID is a good choice). The first answer with a 2xx or 4xx status given to a request with this key is stored for 24 hours, per owner: a later request with the same key, the same path and the same body gets that answer again (status, body, `Content-Type`, `Location` and `Preference-Applied`), flagged `Idempotent-Replayed: true`, and the work is not done again. Requests that fail before the operation starts (authentication, rate limit, request validation) and 5xx answers are not stored: a retry runs the operation. The same key with another path or body answers `422 idempotency_key_mismatch`; a request arriving while the first one with its key is still running waits up to 10 seconds (or its own `Prefer: wait`, if longer) for that answer, then answers `409 conflict`. Keys of different owners never meet.
                 * @example 5f0c2b7e-8d1a-4f3e-9b6c-2a7d4e1f0c3b
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /**
                 * @description `wait=N` (RFC 7240) asks the server to answer once the job reaches a final status (`completed`, `failed`, `draft`, `delivered`, `canceled`) or N seconds have passed, whichever comes first; N is at most 60, and `wait` alone means 60. The answer is the same operation's answer with the job as it stands then, and carries `Preference-Applied: wait=N` (N as applied). Other preferences are ignored; without the header the operation answers at once, as usual. A client that disconnects stops the wait; the job goes on.
                 * @example wait=30
                 */
                Prefer?: components["parameters"]["PreferWait"];
            };
            path: {
                /**
                 * @description Identifier of the resource (UUID).
                 * @example 0b6f5a4e-3c2d-4e1f-9a8b-7c6d5e4f3a2b
                 */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "reason": "Make it shorter and end with a question to the reader."
                 *     }
                 */
                "application/json": components["schemas"]["PostGenerationRegenerate"];
            };
        };
        responses: {
            /** @description The job, reset for regeneration. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    "Preference-Applied": components["headers"]["Preference-Applied"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "c1d2e3f4-a5b6-4c7d-9e8f-0a1b2c3d4e5f",
                     *       "status": "pending",
                     *       "currentStep": "post_draft",
                     *       "warnings": [],
                     *       "totalTokensUsed": 1240,
                     *       "anecdoteId": "6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f",
                     *       "postId": "2b7e1f4a-9c3d-4e8b-a1f0-5d6c7b8a9e01",
                     *       "reason": "Make it shorter and end with a question to the reader.",
                     *       "progress": 0,
                     *       "createdAt": "2025-03-16T08:00:00.000Z",
                     *       "updatedAt": "2025-03-16T08:04:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["PostGenerationJob"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            421: components["responses"]["MisdirectedRequest"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    cancelPostGeneration: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes the POST safe to retry (1 to 255 printable ASCII characters, no spaces; a UUID is a good choice). The first answer with a 2xx or 4xx status given to a request with this key is stored for 24 hours, per owner: a later request with the same key, the same path and the same body gets that answer again (status, body, `Content-Type`, `Location` and `Preference-Applied`), flagged `Idempotent-Replayed: true`, and the work is not done again. Requests that fail before the operation starts (authentication, rate limit, request validation) and 5xx answers are not stored: a retry runs the operation. The same key with another path or body answers `422 idempotency_key_mismatch`; a request arriving while the first one with its key is still running waits up to 10 seconds (or its own `Prefer: wait`, if longer) for that answer, then answers `409 conflict`. Keys of different owners never meet.
                 * @example 5f0c2b7e-8d1a-4f3e-9b6c-2a7d4e1f0c3b
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description Identifier of the resource (UUID).
                 * @example 0b6f5a4e-3c2d-4e1f-9a8b-7c6d5e4f3a2b
                 */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The canceled job. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PostGenerationJob"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            421: components["responses"]["MisdirectedRequest"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    runCarouselGenerationFromAnecdote: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes the POST safe to retry (1 to 255 printable ASCII characters, no spaces; a UUID is a good choice). The first answer with a 2xx or 4xx status given to a request with this key is stored for 24 hours, per owner: a later request with the same key, the same path and the same body gets that answer again (status, body, `Content-Type`, `Location` and `Preference-Applied`), flagged `Idempotent-Replayed: true`, and the work is not done again. Requests that fail before the operation starts (authentication, rate limit, request validation) and 5xx answers are not stored: a retry runs the operation. The same key with another path or body answers `422 idempotency_key_mismatch`; a request arriving while the first one with its key is still running waits up to 10 seconds (or its own `Prefer: wait`, if longer) for that answer, then answers `409 conflict`. Keys of different owners never meet.
                 * @example 5f0c2b7e-8d1a-4f3e-9b6c-2a7d4e1f0c3b
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /**
                 * @description `wait=N` (RFC 7240) asks the server to answer once the job reaches a final status (`completed`, `failed`, `draft`, `delivered`, `canceled`) or N seconds have passed, whichever comes first; N is at most 60, and `wait` alone means 60. The answer is the same operation's answer with the job as it stands then, and carries `Preference-Applied: wait=N` (N as applied). Other preferences are ignored; without the header the operation answers at once, as usual. A client that disconnects stops the wait; the job goes on.
                 * @example wait=30
                 */
                Prefer?: components["parameters"]["PreferWait"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "anecdoteId": "6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f"
                 *     }
                 */
                "application/json": components["schemas"]["CarouselGenerationRun"];
            };
        };
        responses: {
            /** @description The created job, with its pipeline run. */
            201: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    "Preference-Applied": components["headers"]["Preference-Applied"];
                    Location: components["headers"]["Location"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "0e1d2c3b-4a59-4687-b6a5-c4d3e2f1a0b9",
                     *       "status": "completed",
                     *       "currentStep": "render",
                     *       "qualityScore": 78,
                     *       "riskLevel": "low",
                     *       "warnings": [],
                     *       "totalTokensUsed": 980,
                     *       "anecdoteId": "6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f",
                     *       "carouselId": "5a4b3c2d-1e0f-4a9b-8c7d-6e5f4a3b2c1d",
                     *       "progress": 1,
                     *       "startedAt": "2025-03-16T09:00:00.000Z",
                     *       "completedAt": "2025-03-16T09:00:04.000Z",
                     *       "createdAt": "2025-03-16T09:00:00.000Z",
                     *       "updatedAt": "2025-03-16T09:00:04.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["CarouselGenerationJob"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            421: components["responses"]["MisdirectedRequest"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getCarouselGeneration: {
        parameters: {
            query?: never;
            header?: {
                /** @description One or more `ETag`s from earlier answers (or `*`): while the representation still has one of them the answer is `304 Not Modified` with no body. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                /**
                 * @description Identifier of the resource (UUID).
                 * @example 0b6f5a4e-3c2d-4e1f-9a8b-7c6d5e4f3a2b
                 */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The job. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CarouselGenerationJob"];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            421: components["responses"]["MisdirectedRequest"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    cancelCarouselGeneration: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes the POST safe to retry (1 to 255 printable ASCII characters, no spaces; a UUID is a good choice). The first answer with a 2xx or 4xx status given to a request with this key is stored for 24 hours, per owner: a later request with the same key, the same path and the same body gets that answer again (status, body, `Content-Type`, `Location` and `Preference-Applied`), flagged `Idempotent-Replayed: true`, and the work is not done again. Requests that fail before the operation starts (authentication, rate limit, request validation) and 5xx answers are not stored: a retry runs the operation. The same key with another path or body answers `422 idempotency_key_mismatch`; a request arriving while the first one with its key is still running waits up to 10 seconds (or its own `Prefer: wait`, if longer) for that answer, then answers `409 conflict`. Keys of different owners never meet.
                 * @example 5f0c2b7e-8d1a-4f3e-9b6c-2a7d4e1f0c3b
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description Identifier of the resource (UUID).
                 * @example 0b6f5a4e-3c2d-4e1f-9a8b-7c6d5e4f3a2b
                 */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The canceled job. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CarouselGenerationJob"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            421: components["responses"]["MisdirectedRequest"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listCarouselGenerations: {
        parameters: {
            query?: {
                /** @description One-based page number, at most 1000000 (a larger page answers 400 validation_failed; with `limit` at most 100 no list reaches it). */
                page?: components["parameters"]["PageQuery"];
                /** @description Maximum number of items per page. */
                limit?: components["parameters"]["LimitQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description An array of carousel generation jobs. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    Link: components["headers"]["Link"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CarouselGenerationJob"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            421: components["responses"]["MisdirectedRequest"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getCarousel: {
        parameters: {
            query?: never;
            header?: {
                /** @description One or more `ETag`s from earlier answers (or `*`): while the representation still has one of them the answer is `304 Not Modified` with no body. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                /**
                 * @description Identifier of the resource (UUID).
                 * @example 0b6f5a4e-3c2d-4e1f-9a8b-7c6d5e4f3a2b
                 */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The carousel. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "5a4b3c2d-1e0f-4a9b-8c7d-6e5f4a3b2c1d",
                     *       "anecdoteId": "6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f",
                     *       "generationJobId": "0e1d2c3b-4a59-4687-b6a5-c4d3e2f1a0b9",
                     *       "title": "The day the demo crashed",
                     *       "slides": [
                     *         {
                     *           "index": 0,
                     *           "kind": "cover",
                     *           "title": "The day the demo crashed",
                     *           "body": "And the three lessons it taught us.",
                     *           "visualHint": "server room, red alert light"
                     *         },
                     *         {
                     *           "index": 1,
                     *           "kind": "content",
                     *           "title": "Lesson 1",
                     *           "body": "Rehearse on the environment you will present on."
                     *         },
                     *         {
                     *           "index": 2,
                     *           "kind": "cta",
                     *           "title": "Your turn",
                     *           "body": "What is your worst demo story?"
                     *         }
                     *       ],
                     *       "pdfUrl": "/v1/carousels/5a4b3c2d-1e0f-4a9b-8c7d-6e5f4a3b2c1d/pdf",
                     *       "createdAt": "2025-03-16T09:00:04.000Z",
                     *       "updatedAt": "2025-03-16T09:00:04.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Carousel"];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            421: components["responses"]["MisdirectedRequest"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getCarouselPdf: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description One byte range of a stored file (`bytes=0-1023`, `bytes=1024-` or `bytes=-1024`): answered `206` with `Content-Range`, or `416 range_not_satisfiable` when it starts past the end. A range in another unit, or several ranges, are ignored (the whole file, `200`). With `If-Range` naming another `ETag`, the whole file is sent.
                 * @example bytes=0-1023
                 */
                Range?: components["parameters"]["Range"];
                /** @description One or more `ETag`s from earlier answers (or `*`): while the representation still has one of them the answer is `304 Not Modified` with no body. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                /**
                 * @description Identifier of the resource (UUID).
                 * @example 0b6f5a4e-3c2d-4e1f-9a8b-7c6d5e4f3a2b
                 */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The PDF document (binary). */
            200: {
                headers: {
                    ETag: components["headers"]["StoredETag"];
                    "Accept-Ranges": components["headers"]["Accept-Ranges"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /** @description The requested byte range (`Range: bytes=start-end`, `start-` or `-suffix`; one range). */
            206: {
                headers: {
                    "Content-Range": components["headers"]["Content-Range"];
                    ETag: components["headers"]["StoredETag"];
                    "Accept-Ranges": components["headers"]["Accept-Ranges"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            416: components["responses"]["RangeNotSatisfiable"];
            421: components["responses"]["MisdirectedRequest"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listScriptJobs: {
        parameters: {
            query?: {
                /** @description One-based page number, at most 1000000 (a larger page answers 400 validation_failed; with `limit` at most 100 no list reaches it). */
                page?: components["parameters"]["PageQuery"];
                /** @description Maximum number of items per page. */
                limit?: components["parameters"]["LimitQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of script jobs. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    Link: components["headers"]["Link"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ScriptJobList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            421: components["responses"]["MisdirectedRequest"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createScriptJob: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes the POST safe to retry (1 to 255 printable ASCII characters, no spaces; a UUID is a good choice). The first answer with a 2xx or 4xx status given to a request with this key is stored for 24 hours, per owner: a later request with the same key, the same path and the same body gets that answer again (status, body, `Content-Type`, `Location` and `Preference-Applied`), flagged `Idempotent-Replayed: true`, and the work is not done again. Requests that fail before the operation starts (authentication, rate limit, request validation) and 5xx answers are not stored: a retry runs the operation. The same key with another path or body answers `422 idempotency_key_mismatch`; a request arriving while the first one with its key is still running waits up to 10 seconds (or its own `Prefer: wait`, if longer) for that answer, then answers `409 conflict`. Keys of different owners never meet.
                 * @example 5f0c2b7e-8d1a-4f3e-9b6c-2a7d4e1f0c3b
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /**
                 * @description `wait=N` (RFC 7240) asks the server to answer once the job reaches a final status (`completed`, `failed`, `draft`, `delivered`, `canceled`) or N seconds have passed, whichever comes first; N is at most 60, and `wait` alone means 60. The answer is the same operation's answer with the job as it stands then, and carries `Preference-Applied: wait=N` (N as applied). Other preferences are ignored; without the header the operation answers at once, as usual. A client that disconnects stops the wait; the job goes on.
                 * @example wait=30
                 */
                Prefer?: components["parameters"]["PreferWait"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "title": "Three failures that built our company",
                 *       "brief": "Ten minutes, candid tone, for founders.",
                 *       "selectedAnecdoteIds": [
                 *         "6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f"
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["ScriptJobCreate"];
            };
        };
        responses: {
            /** @description The created job. */
            201: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    "Preference-Applied": components["headers"]["Preference-Applied"];
                    Location: components["headers"]["Location"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "3c2b1a09-8f7e-4d6c-b5a4-938271605f4e",
                     *       "status": "pending",
                     *       "currentStep": "outline",
                     *       "warnings": [],
                     *       "totalTokensUsed": 0,
                     *       "title": "Three failures that built our company",
                     *       "brief": "Ten minutes, candid tone, for founders.",
                     *       "selectedAnecdoteIds": [
                     *         "6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f"
                     *       ],
                     *       "thumbnailStatus": "pending",
                     *       "createdAt": "2025-03-17T10:00:00.000Z",
                     *       "updatedAt": "2025-03-17T10:00:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["ScriptJob"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            421: components["responses"]["MisdirectedRequest"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getScriptJob: {
        parameters: {
            query?: never;
            header?: {
                /** @description One or more `ETag`s from earlier answers (or `*`): while the representation still has one of them the answer is `304 Not Modified` with no body. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                /**
                 * @description Identifier of the resource (UUID).
                 * @example 0b6f5a4e-3c2d-4e1f-9a8b-7c6d5e4f3a2b
                 */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The job. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "3c2b1a09-8f7e-4d6c-b5a4-938271605f4e",
                     *       "status": "completed",
                     *       "currentStep": "outline",
                     *       "qualityScore": 85,
                     *       "riskLevel": "low",
                     *       "warnings": [],
                     *       "totalTokensUsed": 3400,
                     *       "title": "Three failures that built our company",
                     *       "brief": "Ten minutes, candid tone, for founders.",
                     *       "selectedAnecdoteIds": [
                     *         "6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f"
                     *       ],
                     *       "thumbnailStatus": "completed",
                     *       "script": {
                     *         "outline": [
                     *           "Hook",
                     *           "The crash",
                     *           "The lesson",
                     *           "Call to action"
                     *         ],
                     *         "sections": [
                     *           {
                     *             "heading": "Hook",
                     *             "spokenText": "Ten minutes before our investor demo, everything went dark.",
                     *             "onScreenNotes": [
                     *               "Black screen",
                     *               "ticking clock"
                     *             ],
                     *             "estimatedSeconds": 15
                     *           }
                     *         ],
                     *         "estimatedDurationSeconds": 540
                     *       },
                     *       "startedAt": "2025-03-17T10:00:01.000Z",
                     *       "completedAt": "2025-03-17T10:00:30.000Z",
                     *       "createdAt": "2025-03-17T10:00:00.000Z",
                     *       "updatedAt": "2025-03-17T10:00:30.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["ScriptJob"];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            421: components["responses"]["MisdirectedRequest"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateScriptJob: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description `wait=N` (RFC 7240) asks the server to answer once the job reaches a final status (`completed`, `failed`, `draft`, `delivered`, `canceled`) or N seconds have passed, whichever comes first; N is at most 60, and `wait` alone means 60. The answer is the same operation's answer with the job as it stands then, and carries `Preference-Applied: wait=N` (N as applied). Other preferences are ignored; without the header the operation answers at once, as usual. A client that disconnects stops the wait; the job goes on.
                 * @example wait=30
                 */
                Prefer?: components["parameters"]["PreferWait"];
                /** @description One or more `ETag`s (or `*`): the change is made only if the resource's current representation has one of them, else `412 precondition_failed` and nothing changes. Without the header the change is made unconditionally. */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                /**
                 * @description Identifier of the resource (UUID).
                 * @example 0b6f5a4e-3c2d-4e1f-9a8b-7c6d5e4f3a2b
                 */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "title": "Three failures that made our company"
                 *     }
                 */
                "application/json": components["schemas"]["ScriptJobUpdate"];
            };
        };
        responses: {
            /** @description The updated script job. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Preference-Applied": components["headers"]["Preference-Applied"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ScriptJob"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            421: components["responses"]["MisdirectedRequest"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    cancelScriptJob: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes the POST safe to retry (1 to 255 printable ASCII characters, no spaces; a UUID is a good choice). The first answer with a 2xx or 4xx status given to a request with this key is stored for 24 hours, per owner: a later request with the same key, the same path and the same body gets that answer again (status, body, `Content-Type`, `Location` and `Preference-Applied`), flagged `Idempotent-Replayed: true`, and the work is not done again. Requests that fail before the operation starts (authentication, rate limit, request validation) and 5xx answers are not stored: a retry runs the operation. The same key with another path or body answers `422 idempotency_key_mismatch`; a request arriving while the first one with its key is still running waits up to 10 seconds (or its own `Prefer: wait`, if longer) for that answer, then answers `409 conflict`. Keys of different owners never meet.
                 * @example 5f0c2b7e-8d1a-4f3e-9b6c-2a7d4e1f0c3b
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description Identifier of the resource (UUID).
                 * @example 0b6f5a4e-3c2d-4e1f-9a8b-7c6d5e4f3a2b
                 */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The canceled job. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ScriptJob"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            421: components["responses"]["MisdirectedRequest"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getScriptJobThumbnail: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description One byte range of a stored file (`bytes=0-1023`, `bytes=1024-` or `bytes=-1024`): answered `206` with `Content-Range`, or `416 range_not_satisfiable` when it starts past the end. A range in another unit, or several ranges, are ignored (the whole file, `200`). With `If-Range` naming another `ETag`, the whole file is sent.
                 * @example bytes=0-1023
                 */
                Range?: components["parameters"]["Range"];
                /** @description One or more `ETag`s from earlier answers (or `*`): while the representation still has one of them the answer is `304 Not Modified` with no body. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                /**
                 * @description Identifier of the resource (UUID).
                 * @example 0b6f5a4e-3c2d-4e1f-9a8b-7c6d5e4f3a2b
                 */
                id: components["parameters"]["IdPath"];
                /**
                 * @description Zero-based index of the thumbnail, as a string of digits.
                 * @example 0
                 */
                index: components["parameters"]["ThumbnailIndexPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The thumbnail image (binary). */
            200: {
                headers: {
                    ETag: components["headers"]["StoredETag"];
                    "Accept-Ranges": components["headers"]["Accept-Ranges"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "image/png": string;
                };
            };
            /** @description The requested byte range (`Range: bytes=start-end`, `start-` or `-suffix`; one range). */
            206: {
                headers: {
                    "Content-Range": components["headers"]["Content-Range"];
                    ETag: components["headers"]["StoredETag"];
                    "Accept-Ranges": components["headers"]["Accept-Ranges"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "image/png": string;
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            416: components["responses"]["RangeNotSatisfiable"];
            421: components["responses"]["MisdirectedRequest"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listShorts: {
        parameters: {
            query?: {
                /** @description One-based page number, at most 1000000 (a larger page answers 400 validation_failed; with `limit` at most 100 no list reaches it). */
                page?: components["parameters"]["PageQuery"];
                /** @description Maximum number of items per page. */
                limit?: components["parameters"]["LimitQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of short jobs. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    Link: components["headers"]["Link"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShortJobList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            421: components["responses"]["MisdirectedRequest"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createShort: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes the POST safe to retry (1 to 255 printable ASCII characters, no spaces; a UUID is a good choice). The first answer with a 2xx or 4xx status given to a request with this key is stored for 24 hours, per owner: a later request with the same key, the same path and the same body gets that answer again (status, body, `Content-Type`, `Location` and `Preference-Applied`), flagged `Idempotent-Replayed: true`, and the work is not done again. Requests that fail before the operation starts (authentication, rate limit, request validation) and 5xx answers are not stored: a retry runs the operation. The same key with another path or body answers `422 idempotency_key_mismatch`; a request arriving while the first one with its key is still running waits up to 10 seconds (or its own `Prefer: wait`, if longer) for that answer, then answers `409 conflict`. Keys of different owners never meet.
                 * @example 5f0c2b7e-8d1a-4f3e-9b6c-2a7d4e1f0c3b
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /**
                 * @description `wait=N` (RFC 7240) asks the server to answer once the job reaches a final status (`completed`, `failed`, `draft`, `delivered`, `canceled`) or N seconds have passed, whichever comes first; N is at most 60, and `wait` alone means 60. The answer is the same operation's answer with the job as it stands then, and carries `Preference-Applied: wait=N` (N as applied). Other preferences are ignored; without the header the operation answers at once, as usual. A client that disconnects stops the wait; the job goes on.
                 * @example wait=30
                 */
                Prefer?: components["parameters"]["PreferWait"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "sourceScriptJobId": "3c2b1a09-8f7e-4d6c-b5a4-938271605f4e",
                 *       "title": "The demo that crashed"
                 *     }
                 */
                "application/json": components["schemas"]["ShortCreate"];
            };
        };
        responses: {
            /** @description The created job. */
            201: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    "Preference-Applied": components["headers"]["Preference-Applied"];
                    Location: components["headers"]["Location"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "8e7d6c5b-4a39-4281-a0f9-e8d7c6b5a493",
                     *       "status": "pending",
                     *       "currentStep": "draft_generation",
                     *       "warnings": [],
                     *       "totalTokensUsed": 0,
                     *       "title": "The demo that crashed",
                     *       "sourceScriptJobId": "3c2b1a09-8f7e-4d6c-b5a4-938271605f4e",
                     *       "thumbnailStatus": "pending",
                     *       "validated": false,
                     *       "thumbnails": [],
                     *       "createdAt": "2025-03-17T11:00:00.000Z",
                     *       "updatedAt": "2025-03-17T11:00:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["ShortJob"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            421: components["responses"]["MisdirectedRequest"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getShort: {
        parameters: {
            query?: never;
            header?: {
                /** @description One or more `ETag`s from earlier answers (or `*`): while the representation still has one of them the answer is `304 Not Modified` with no body. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                /**
                 * @description Identifier of the resource (UUID).
                 * @example 0b6f5a4e-3c2d-4e1f-9a8b-7c6d5e4f3a2b
                 */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The short job. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "8e7d6c5b-4a39-4281-a0f9-e8d7c6b5a493",
                     *       "status": "completed",
                     *       "currentStep": "render",
                     *       "qualityScore": 80,
                     *       "riskLevel": "low",
                     *       "warnings": [],
                     *       "totalTokensUsed": 900,
                     *       "title": "The demo that crashed",
                     *       "sourceScriptJobId": "3c2b1a09-8f7e-4d6c-b5a4-938271605f4e",
                     *       "thumbnailStatus": "completed",
                     *       "validated": true,
                     *       "validatedAt": "2025-03-17T11:10:00.000Z",
                     *       "short": {
                     *         "hook": "Ten minutes before the demo, the screen went black.",
                     *         "beats": [
                     *           {
                     *             "start": 0,
                     *             "end": 4.5,
                     *             "text": "Ten minutes before the demo, the screen went black.",
                     *             "caption": "10 minutes to go"
                     *           }
                     *         ],
                     *         "closingLine": "Rehearse where you will present.",
                     *         "durationSeconds": 45
                     *       },
                     *       "thumbnails": [
                     *         {
                     *           "index": 0,
                     *           "url": "/v1/shorts/8e7d6c5b-4a39-4281-a0f9-e8d7c6b5a493/thumbnails/0",
                     *           "status": "completed",
                     *           "version": 1,
                     *           "updatedAt": "2025-03-17T11:01:00.000Z"
                     *         }
                     *       ],
                     *       "startedAt": "2025-03-17T11:00:01.000Z",
                     *       "completedAt": "2025-03-17T11:01:00.000Z",
                     *       "createdAt": "2025-03-17T11:00:00.000Z",
                     *       "updatedAt": "2025-03-17T11:10:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["ShortJob"];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            421: components["responses"]["MisdirectedRequest"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    cancelShort: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes the POST safe to retry (1 to 255 printable ASCII characters, no spaces; a UUID is a good choice). The first answer with a 2xx or 4xx status given to a request with this key is stored for 24 hours, per owner: a later request with the same key, the same path and the same body gets that answer again (status, body, `Content-Type`, `Location` and `Preference-Applied`), flagged `Idempotent-Replayed: true`, and the work is not done again. Requests that fail before the operation starts (authentication, rate limit, request validation) and 5xx answers are not stored: a retry runs the operation. The same key with another path or body answers `422 idempotency_key_mismatch`; a request arriving while the first one with its key is still running waits up to 10 seconds (or its own `Prefer: wait`, if longer) for that answer, then answers `409 conflict`. Keys of different owners never meet.
                 * @example 5f0c2b7e-8d1a-4f3e-9b6c-2a7d4e1f0c3b
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description Identifier of the resource (UUID).
                 * @example 0b6f5a4e-3c2d-4e1f-9a8b-7c6d5e4f3a2b
                 */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The canceled job. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShortJob"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            421: components["responses"]["MisdirectedRequest"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    validateShort: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes the POST safe to retry (1 to 255 printable ASCII characters, no spaces; a UUID is a good choice). The first answer with a 2xx or 4xx status given to a request with this key is stored for 24 hours, per owner: a later request with the same key, the same path and the same body gets that answer again (status, body, `Content-Type`, `Location` and `Preference-Applied`), flagged `Idempotent-Replayed: true`, and the work is not done again. Requests that fail before the operation starts (authentication, rate limit, request validation) and 5xx answers are not stored: a retry runs the operation. The same key with another path or body answers `422 idempotency_key_mismatch`; a request arriving while the first one with its key is still running waits up to 10 seconds (or its own `Prefer: wait`, if longer) for that answer, then answers `409 conflict`. Keys of different owners never meet.
                 * @example 5f0c2b7e-8d1a-4f3e-9b6c-2a7d4e1f0c3b
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description Identifier of the resource (UUID).
                 * @example 0b6f5a4e-3c2d-4e1f-9a8b-7c6d5e4f3a2b
                 */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The validated short. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShortJob"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            421: components["responses"]["MisdirectedRequest"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    regenerateShortThumbnail: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes the POST safe to retry (1 to 255 printable ASCII characters, no spaces; a UUID is a good choice). The first answer with a 2xx or 4xx status given to a request with this key is stored for 24 hours, per owner: a later request with the same key, the same path and the same body gets that answer again (status, body, `Content-Type`, `Location` and `Preference-Applied`), flagged `Idempotent-Replayed: true`, and the work is not done again. Requests that fail before the operation starts (authentication, rate limit, request validation) and 5xx answers are not stored: a retry runs the operation. The same key with another path or body answers `422 idempotency_key_mismatch`; a request arriving while the first one with its key is still running waits up to 10 seconds (or its own `Prefer: wait`, if longer) for that answer, then answers `409 conflict`. Keys of different owners never meet.
                 * @example 5f0c2b7e-8d1a-4f3e-9b6c-2a7d4e1f0c3b
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /**
                 * @description `wait=N` (RFC 7240) asks the server to answer once the job reaches a final status (`completed`, `failed`, `draft`, `delivered`, `canceled`) or N seconds have passed, whichever comes first; N is at most 60, and `wait` alone means 60. The answer is the same operation's answer with the job as it stands then, and carries `Preference-Applied: wait=N` (N as applied). Other preferences are ignored; without the header the operation answers at once, as usual. A client that disconnects stops the wait; the job goes on.
                 * @example wait=30
                 */
                Prefer?: components["parameters"]["PreferWait"];
            };
            path: {
                /**
                 * @description Identifier of the resource (UUID).
                 * @example 0b6f5a4e-3c2d-4e1f-9a8b-7c6d5e4f3a2b
                 */
                id: components["parameters"]["IdPath"];
                /**
                 * @description Zero-based index of the thumbnail, as a string of digits.
                 * @example 0
                 */
                index: components["parameters"]["ThumbnailIndexPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The short job; regeneration of the thumbnail is started. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    "Preference-Applied": components["headers"]["Preference-Applied"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShortJob"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            421: components["responses"]["MisdirectedRequest"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getShortThumbnail: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description One byte range of a stored file (`bytes=0-1023`, `bytes=1024-` or `bytes=-1024`): answered `206` with `Content-Range`, or `416 range_not_satisfiable` when it starts past the end. A range in another unit, or several ranges, are ignored (the whole file, `200`). With `If-Range` naming another `ETag`, the whole file is sent.
                 * @example bytes=0-1023
                 */
                Range?: components["parameters"]["Range"];
                /** @description One or more `ETag`s from earlier answers (or `*`): while the representation still has one of them the answer is `304 Not Modified` with no body. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                /**
                 * @description Identifier of the resource (UUID).
                 * @example 0b6f5a4e-3c2d-4e1f-9a8b-7c6d5e4f3a2b
                 */
                id: components["parameters"]["IdPath"];
                /**
                 * @description Zero-based index of the thumbnail, as a string of digits.
                 * @example 0
                 */
                index: components["parameters"]["ThumbnailIndexPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The thumbnail image (binary). */
            200: {
                headers: {
                    ETag: components["headers"]["StoredETag"];
                    "Accept-Ranges": components["headers"]["Accept-Ranges"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "image/png": string;
                };
            };
            /** @description The requested byte range (`Range: bytes=start-end`, `start-` or `-suffix`; one range). */
            206: {
                headers: {
                    "Content-Range": components["headers"]["Content-Range"];
                    ETag: components["headers"]["StoredETag"];
                    "Accept-Ranges": components["headers"]["Accept-Ranges"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "image/png": string;
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            416: components["responses"]["RangeNotSatisfiable"];
            421: components["responses"]["MisdirectedRequest"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listVoices: {
        parameters: {
            query?: {
                /** @description Only the voices speaking this language (ISO 639-1, such as `en` or `pl`). */
                language?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The voices. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "provider": "festival",
                     *       "voices": [
                     *         {
                     *           "name": "festival-slt",
                     *           "provider": "festival",
                     *           "languages": [
                     *             "en"
                     *           ]
                     *         },
                     *         {
                     *           "name": "espeak-en-us",
                     *           "provider": "espeak",
                     *           "languages": [
                     *             "en"
                     *           ]
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["VoiceList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            421: components["responses"]["MisdirectedRequest"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listBroll: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description An array of B-roll jobs. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BrollJob"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            421: components["responses"]["MisdirectedRequest"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createBrollFromShort: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes the POST safe to retry (1 to 255 printable ASCII characters, no spaces; a UUID is a good choice). The first answer with a 2xx or 4xx status given to a request with this key is stored for 24 hours, per owner: a later request with the same key, the same path and the same body gets that answer again (status, body, `Content-Type`, `Location` and `Preference-Applied`), flagged `Idempotent-Replayed: true`, and the work is not done again. Requests that fail before the operation starts (authentication, rate limit, request validation) and 5xx answers are not stored: a retry runs the operation. The same key with another path or body answers `422 idempotency_key_mismatch`; a request arriving while the first one with its key is still running waits up to 10 seconds (or its own `Prefer: wait`, if longer) for that answer, then answers `409 conflict`. Keys of different owners never meet.
                 * @example 5f0c2b7e-8d1a-4f3e-9b6c-2a7d4e1f0c3b
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /**
                 * @description `wait=N` (RFC 7240) asks the server to answer once the job reaches a final status (`completed`, `failed`, `draft`, `delivered`, `canceled`) or N seconds have passed, whichever comes first; N is at most 60, and `wait` alone means 60. The answer is the same operation's answer with the job as it stands then, and carries `Preference-Applied: wait=N` (N as applied). Other preferences are ignored; without the header the operation answers at once, as usual. A client that disconnects stops the wait; the job goes on.
                 * @example wait=30
                 */
                Prefer?: components["parameters"]["PreferWait"];
            };
            path: {
                /**
                 * @description Identifier of a validated short (UUID).
                 * @example 5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1a
                 */
                shortId: components["parameters"]["ShortIdPath"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "format": "9:16",
                 *       "scenes": [
                 *         {
                 *           "index": 0,
                 *           "mediaId": "5e4d3c2b-1a09-4f8e-9d7c-6b5a49382716"
                 *         }
                 *       ],
                 *       "musicMediaId": "6f5e4d3c-2b1a-4098-8f7e-6d5c4b3a2918",
                 *       "targetSeconds": 30
                 *     }
                 */
                "application/json": components["schemas"]["BrollFromShort"];
            };
        };
        responses: {
            /** @description The created B-roll job. */
            201: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    "Preference-Applied": components["headers"]["Preference-Applied"];
                    Location: components["headers"]["Location"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "4d3c2b1a-0f9e-4d8c-b7a6-95847362514f",
                     *       "status": "running",
                     *       "currentStep": "scene_rendering",
                     *       "warnings": [],
                     *       "totalTokensUsed": 0,
                     *       "sourceScriptJobId": "3c2b1a09-8f7e-4d6c-b5a4-938271605f4e",
                     *       "sourceShortId": "8e7d6c5b-4a39-4281-a0f9-e8d7c6b5a493",
                     *       "format": "VERTICAL",
                     *       "scenes": [],
                     *       "startedAt": "2025-03-17T12:00:00.000Z",
                     *       "createdAt": "2025-03-17T12:00:00.000Z",
                     *       "updatedAt": "2025-03-17T12:00:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["BrollJob"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            421: components["responses"]["MisdirectedRequest"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getBroll: {
        parameters: {
            query?: never;
            header?: {
                /** @description One or more `ETag`s from earlier answers (or `*`): while the representation still has one of them the answer is `304 Not Modified` with no body. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                /**
                 * @description Identifier of the resource (UUID).
                 * @example 0b6f5a4e-3c2d-4e1f-9a8b-7c6d5e4f3a2b
                 */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The B-roll job. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "4d3c2b1a-0f9e-4d8c-b7a6-95847362514f",
                     *       "status": "completed",
                     *       "currentStep": "render",
                     *       "qualityScore": 76,
                     *       "riskLevel": "low",
                     *       "warnings": [],
                     *       "totalTokensUsed": 0,
                     *       "sourceScriptJobId": "3c2b1a09-8f7e-4d6c-b5a4-938271605f4e",
                     *       "sourceShortId": "8e7d6c5b-4a39-4281-a0f9-e8d7c6b5a493",
                     *       "format": "VERTICAL",
                     *       "scenes": [
                     *         {
                     *           "index": 0,
                     *           "start": 0,
                     *           "end": 4.5,
                     *           "text": "Ten minutes before the demo, the screen went black.",
                     *           "category": "text",
                     *           "componentId": "1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d",
                     *           "componentName": "Bold headline",
                     *           "props": {
                     *             "headline": "10 minutes to go"
                     *           }
                     *         }
                     *       ],
                     *       "videoUrl": "/v1/broll/4d3c2b1a-0f9e-4d8c-b7a6-95847362514f/video",
                     *       "startedAt": "2025-03-17T12:00:00.000Z",
                     *       "completedAt": "2025-03-17T12:01:30.000Z",
                     *       "createdAt": "2025-03-17T12:00:00.000Z",
                     *       "updatedAt": "2025-03-17T12:01:30.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["BrollJob"];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            421: components["responses"]["MisdirectedRequest"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    rerenderBroll: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes the POST safe to retry (1 to 255 printable ASCII characters, no spaces; a UUID is a good choice). The first answer with a 2xx or 4xx status given to a request with this key is stored for 24 hours, per owner: a later request with the same key, the same path and the same body gets that answer again (status, body, `Content-Type`, `Location` and `Preference-Applied`), flagged `Idempotent-Replayed: true`, and the work is not done again. Requests that fail before the operation starts (authentication, rate limit, request validation) and 5xx answers are not stored: a retry runs the operation. The same key with another path or body answers `422 idempotency_key_mismatch`; a request arriving while the first one with its key is still running waits up to 10 seconds (or its own `Prefer: wait`, if longer) for that answer, then answers `409 conflict`. Keys of different owners never meet.
                 * @example 5f0c2b7e-8d1a-4f3e-9b6c-2a7d4e1f0c3b
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /**
                 * @description `wait=N` (RFC 7240) asks the server to answer once the job reaches a final status (`completed`, `failed`, `draft`, `delivered`, `canceled`) or N seconds have passed, whichever comes first; N is at most 60, and `wait` alone means 60. The answer is the same operation's answer with the job as it stands then, and carries `Preference-Applied: wait=N` (N as applied). Other preferences are ignored; without the header the operation answers at once, as usual. A client that disconnects stops the wait; the job goes on.
                 * @example wait=30
                 */
                Prefer?: components["parameters"]["PreferWait"];
            };
            path: {
                /**
                 * @description Identifier of the resource (UUID).
                 * @example 0b6f5a4e-3c2d-4e1f-9a8b-7c6d5e4f3a2b
                 */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "targetSeconds": 20
                 *     }
                 */
                "application/json": components["schemas"]["BrollRerender"];
            };
        };
        responses: {
            /** @description The B-roll job, or a mutation result. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    "Preference-Applied": components["headers"]["Preference-Applied"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "4d3c2b1a-0f9e-4d8c-b7a6-95847362514f",
                     *       "status": "running",
                     *       "currentStep": "scene_rendering",
                     *       "qualityScore": 76,
                     *       "riskLevel": "low",
                     *       "warnings": [],
                     *       "totalTokensUsed": 0,
                     *       "sourceScriptJobId": "3c2b1a09-8f7e-4d6c-b5a4-938271605f4e",
                     *       "sourceShortId": "8e7d6c5b-4a39-4281-a0f9-e8d7c6b5a493",
                     *       "format": "VERTICAL",
                     *       "scenes": [],
                     *       "startedAt": "2025-03-18T08:00:00.000Z",
                     *       "createdAt": "2025-03-17T12:00:00.000Z",
                     *       "updatedAt": "2025-03-18T08:00:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["BrollJob"] | components["schemas"]["MutationResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            421: components["responses"]["MisdirectedRequest"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    cancelBroll: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes the POST safe to retry (1 to 255 printable ASCII characters, no spaces; a UUID is a good choice). The first answer with a 2xx or 4xx status given to a request with this key is stored for 24 hours, per owner: a later request with the same key, the same path and the same body gets that answer again (status, body, `Content-Type`, `Location` and `Preference-Applied`), flagged `Idempotent-Replayed: true`, and the work is not done again. Requests that fail before the operation starts (authentication, rate limit, request validation) and 5xx answers are not stored: a retry runs the operation. The same key with another path or body answers `422 idempotency_key_mismatch`; a request arriving while the first one with its key is still running waits up to 10 seconds (or its own `Prefer: wait`, if longer) for that answer, then answers `409 conflict`. Keys of different owners never meet.
                 * @example 5f0c2b7e-8d1a-4f3e-9b6c-2a7d4e1f0c3b
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description Identifier of the resource (UUID).
                 * @example 0b6f5a4e-3c2d-4e1f-9a8b-7c6d5e4f3a2b
                 */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The canceled job. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BrollJob"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            421: components["responses"]["MisdirectedRequest"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getBrollVideo: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description One byte range of a stored file (`bytes=0-1023`, `bytes=1024-` or `bytes=-1024`): answered `206` with `Content-Range`, or `416 range_not_satisfiable` when it starts past the end. A range in another unit, or several ranges, are ignored (the whole file, `200`). With `If-Range` naming another `ETag`, the whole file is sent.
                 * @example bytes=0-1023
                 */
                Range?: components["parameters"]["Range"];
                /** @description One or more `ETag`s from earlier answers (or `*`): while the representation still has one of them the answer is `304 Not Modified` with no body. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                /**
                 * @description Identifier of the resource (UUID).
                 * @example 0b6f5a4e-3c2d-4e1f-9a8b-7c6d5e4f3a2b
                 */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The MP4 video (binary). */
            200: {
                headers: {
                    ETag: components["headers"]["StoredETag"];
                    "Accept-Ranges": components["headers"]["Accept-Ranges"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "video/mp4": string;
                };
            };
            /** @description The requested byte range (`Range: bytes=start-end`, `start-` or `-suffix`; one range). */
            206: {
                headers: {
                    "Content-Range": components["headers"]["Content-Range"];
                    ETag: components["headers"]["StoredETag"];
                    "Accept-Ranges": components["headers"]["Accept-Ranges"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "video/mp4": string;
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            416: components["responses"]["RangeNotSatisfiable"];
            421: components["responses"]["MisdirectedRequest"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getBrollCaptionsVtt: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier of the resource (UUID).
                 * @example 0b6f5a4e-3c2d-4e1f-9a8b-7c6d5e4f3a2b
                 */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The captions (WebVTT). */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "text/vtt": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            421: components["responses"]["MisdirectedRequest"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getBrollCaptionsSrt: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier of the resource (UUID).
                 * @example 0b6f5a4e-3c2d-4e1f-9a8b-7c6d5e4f3a2b
                 */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The captions (SubRip). */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/x-subrip": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            421: components["responses"]["MisdirectedRequest"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getBrollCaptionsJson: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier of the resource (UUID).
                 * @example 0b6f5a4e-3c2d-4e1f-9a8b-7c6d5e4f3a2b
                 */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The word-timed captions. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BrollCaptions"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            421: components["responses"]["MisdirectedRequest"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getBrollSceneVideo: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description One byte range of a stored file (`bytes=0-1023`, `bytes=1024-` or `bytes=-1024`): answered `206` with `Content-Range`, or `416 range_not_satisfiable` when it starts past the end. A range in another unit, or several ranges, are ignored (the whole file, `200`). With `If-Range` naming another `ETag`, the whole file is sent.
                 * @example bytes=0-1023
                 */
                Range?: components["parameters"]["Range"];
                /** @description One or more `ETag`s from earlier answers (or `*`): while the representation still has one of them the answer is `304 Not Modified` with no body. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                /**
                 * @description Identifier of the resource (UUID).
                 * @example 0b6f5a4e-3c2d-4e1f-9a8b-7c6d5e4f3a2b
                 */
                id: components["parameters"]["IdPath"];
                /**
                 * @description Zero-based index of the scene, as a string of digits.
                 * @example 0
                 */
                index: components["parameters"]["SceneIndexPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The MP4 clip (binary). */
            200: {
                headers: {
                    ETag: components["headers"]["StoredETag"];
                    "Accept-Ranges": components["headers"]["Accept-Ranges"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "video/mp4": string;
                };
            };
            /** @description The requested byte range (`Range: bytes=start-end`, `start-` or `-suffix`; one range). */
            206: {
                headers: {
                    "Content-Range": components["headers"]["Content-Range"];
                    ETag: components["headers"]["StoredETag"];
                    "Accept-Ranges": components["headers"]["Accept-Ranges"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "video/mp4": string;
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            416: components["responses"]["RangeNotSatisfiable"];
            421: components["responses"]["MisdirectedRequest"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listComponents: {
        parameters: {
            query?: {
                /** @description One-based page number, at most 1000000 (a larger page answers 400 validation_failed; with `limit` at most 100 no list reaches it). */
                page?: components["parameters"]["PageQuery"];
                /** @description Maximum number of items per page. */
                limit?: components["parameters"]["LimitQuery"];
                /** @description Whose components: `own` (the caller's only) or `public` (the caller's and other owners' public ones). Absent: `public` on `listComponents` (the behaviour before 1.16.0); the MCP tool `list_components` takes `own`. */
                include?: components["parameters"]["ComponentIncludeQuery"];
                /** @description Keep only components of this category. */
                category?: components["parameters"]["ComponentCategoryQuery"];
                /** @description Keep only items carrying this exact tag. */
                tag?: components["parameters"]["TagQuery"];
                /** @description Case-insensitive text search. */
                q?: components["parameters"]["SearchQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of components. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    Link: components["headers"]["Link"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ComponentList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            421: components["responses"]["MisdirectedRequest"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createComponent: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes the POST safe to retry (1 to 255 printable ASCII characters, no spaces; a UUID is a good choice). The first answer with a 2xx or 4xx status given to a request with this key is stored for 24 hours, per owner: a later request with the same key, the same path and the same body gets that answer again (status, body, `Content-Type`, `Location` and `Preference-Applied`), flagged `Idempotent-Replayed: true`, and the work is not done again. Requests that fail before the operation starts (authentication, rate limit, request validation) and 5xx answers are not stored: a retry runs the operation. The same key with another path or body answers `422 idempotency_key_mismatch`; a request arriving while the first one with its key is still running waits up to 10 seconds (or its own `Prefer: wait`, if longer) for that answer, then answers `409 conflict`. Keys of different owners never meet.
                 * @example 5f0c2b7e-8d1a-4f3e-9b6c-2a7d4e1f0c3b
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Bold headline",
                 *       "prompt": "A full-screen headline that slides in from the left, white on black.",
                 *       "category": "text",
                 *       "tags": [
                 *         "headline",
                 *         "intro"
                 *       ],
                 *       "defaultProps": {
                 *         "headline": "Your title here"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["ComponentCreate"];
            };
        };
        responses: {
            /** @description The created component with its source code. */
            201: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    Location: components["headers"]["Location"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d",
                     *       "name": "Bold headline",
                     *       "category": "text",
                     *       "isPublic": false,
                     *       "isValidated": true,
                     *       "sourceCode": "export default function BoldHeadline({ headline }) { return <h1>{headline}</h1>; }",
                     *       "description": "",
                     *       "tags": [
                     *         "headline",
                     *         "intro"
                     *       ],
                     *       "defaultProps": {
                     *         "headline": "Your title here"
                     *       },
                     *       "prompt": "A full-screen headline that slides in from the left, white on black.",
                     *       "ownerId": "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d",
                     *       "warnings": [],
                     *       "createdAt": "2025-03-18T09:00:00.000Z",
                     *       "updatedAt": "2025-03-18T09:00:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Component"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            421: components["responses"]["MisdirectedRequest"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getComponent: {
        parameters: {
            query?: never;
            header?: {
                /** @description One or more `ETag`s from earlier answers (or `*`): while the representation still has one of them the answer is `304 Not Modified` with no body. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                /**
                 * @description Identifier of the resource (UUID).
                 * @example 0b6f5a4e-3c2d-4e1f-9a8b-7c6d5e4f3a2b
                 */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The component. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Component"];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            421: components["responses"]["MisdirectedRequest"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteComponent: {
        parameters: {
            query?: never;
            header?: {
                /** @description One or more `ETag`s (or `*`): the change is made only if the resource's current representation has one of them, else `412 precondition_failed` and nothing changes. Without the header the change is made unconditionally. */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                /**
                 * @description Identifier of the resource (UUID).
                 * @example 0b6f5a4e-3c2d-4e1f-9a8b-7c6d5e4f3a2b
                 */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["NoContent"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            412: components["responses"]["PreconditionFailed"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            421: components["responses"]["MisdirectedRequest"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateComponent: {
        parameters: {
            query?: never;
            header?: {
                /** @description One or more `ETag`s (or `*`): the change is made only if the resource's current representation has one of them, else `412 precondition_failed` and nothing changes. Without the header the change is made unconditionally. */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                /**
                 * @description Identifier of the resource (UUID).
                 * @example 0b6f5a4e-3c2d-4e1f-9a8b-7c6d5e4f3a2b
                 */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Bold headline v2",
                 *       "description": "Headline for the first scene.",
                 *       "category": "text",
                 *       "tags": [
                 *         "headline"
                 *       ],
                 *       "isPublic": true
                 *     }
                 */
                "application/json": components["schemas"]["ComponentUpdate"];
            };
        };
        responses: {
            /** @description The updated component. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Component"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            421: components["responses"]["MisdirectedRequest"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getComponentPreview: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier of the resource (UUID).
                 * @example 0b6f5a4e-3c2d-4e1f-9a8b-7c6d5e4f3a2b
                 */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The preview (PNG). */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "image/png": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            421: components["responses"]["MisdirectedRequest"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    duplicateComponent: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes the POST safe to retry (1 to 255 printable ASCII characters, no spaces; a UUID is a good choice). The first answer with a 2xx or 4xx status given to a request with this key is stored for 24 hours, per owner: a later request with the same key, the same path and the same body gets that answer again (status, body, `Content-Type`, `Location` and `Preference-Applied`), flagged `Idempotent-Replayed: true`, and the work is not done again. Requests that fail before the operation starts (authentication, rate limit, request validation) and 5xx answers are not stored: a retry runs the operation. The same key with another path or body answers `422 idempotency_key_mismatch`; a request arriving while the first one with its key is still running waits up to 10 seconds (or its own `Prefer: wait`, if longer) for that answer, then answers `409 conflict`. Keys of different owners never meet.
                 * @example 5f0c2b7e-8d1a-4f3e-9b6c-2a7d4e1f0c3b
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description Identifier of the resource (UUID).
                 * @example 0b6f5a4e-3c2d-4e1f-9a8b-7c6d5e4f3a2b
                 */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "name": "Bold headline (dark)"
                 *     }
                 */
                "application/json": components["schemas"]["ComponentDuplicate"];
            };
        };
        responses: {
            /** @description The new component. */
            201: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    Location: components["headers"]["Location"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Component"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            421: components["responses"]["MisdirectedRequest"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listThemes: {
        parameters: {
            query?: {
                /** @description One-based page number, at most 1000000 (a larger page answers 400 validation_failed; with `limit` at most 100 no list reaches it). */
                page?: components["parameters"]["PageQuery"];
                /** @description Maximum number of items per page. */
                limit?: components["parameters"]["LimitQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of themes. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    Link: components["headers"]["Link"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ThemeList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            421: components["responses"]["MisdirectedRequest"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createTheme: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes the POST safe to retry (1 to 255 printable ASCII characters, no spaces; a UUID is a good choice). The first answer with a 2xx or 4xx status given to a request with this key is stored for 24 hours, per owner: a later request with the same key, the same path and the same body gets that answer again (status, body, `Content-Type`, `Location` and `Preference-Applied`), flagged `Idempotent-Replayed: true`, and the work is not done again. Requests that fail before the operation starts (authentication, rate limit, request validation) and 5xx answers are not stored: a retry runs the operation. The same key with another path or body answers `422 idempotency_key_mismatch`; a request arriving while the first one with its key is still running waits up to 10 seconds (or its own `Prefer: wait`, if longer) for that answer, then answers `409 conflict`. Keys of different owners never meet.
                 * @example 5f0c2b7e-8d1a-4f3e-9b6c-2a7d4e1f0c3b
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Candid founder",
                 *       "description": "Short sentences, first person, no jargon.",
                 *       "config": {
                 *         "tone": "candid",
                 *         "pacing": "fast",
                 *         "pointOfView": "first-person"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["ThemeCreate"];
            };
        };
        responses: {
            /** @description The created theme. */
            201: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    Location: components["headers"]["Location"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "7d6c5b4a-3e2f-4a1b-9c8d-7e6f5a4b3c2d",
                     *       "name": "Candid founder",
                     *       "description": "Short sentences, first person, no jargon.",
                     *       "isDefault": false,
                     *       "config": {
                     *         "tone": "candid",
                     *         "pacing": "fast",
                     *         "pointOfView": "first-person"
                     *       },
                     *       "createdAt": "2025-03-12T15:00:00.000Z",
                     *       "updatedAt": "2025-03-12T15:00:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Theme"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            421: components["responses"]["MisdirectedRequest"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getTheme: {
        parameters: {
            query?: never;
            header?: {
                /** @description One or more `ETag`s from earlier answers (or `*`): while the representation still has one of them the answer is `304 Not Modified` with no body. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                /**
                 * @description Identifier of the resource (UUID).
                 * @example 0b6f5a4e-3c2d-4e1f-9a8b-7c6d5e4f3a2b
                 */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The theme. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Theme"];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            421: components["responses"]["MisdirectedRequest"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteTheme: {
        parameters: {
            query?: never;
            header?: {
                /** @description One or more `ETag`s (or `*`): the change is made only if the resource's current representation has one of them, else `412 precondition_failed` and nothing changes. Without the header the change is made unconditionally. */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                /**
                 * @description Identifier of the resource (UUID).
                 * @example 0b6f5a4e-3c2d-4e1f-9a8b-7c6d5e4f3a2b
                 */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["NoContent"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            412: components["responses"]["PreconditionFailed"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            421: components["responses"]["MisdirectedRequest"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateTheme: {
        parameters: {
            query?: never;
            header?: {
                /** @description One or more `ETag`s (or `*`): the change is made only if the resource's current representation has one of them, else `412 precondition_failed` and nothing changes. Without the header the change is made unconditionally. */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                /**
                 * @description Identifier of the resource (UUID).
                 * @example 0b6f5a4e-3c2d-4e1f-9a8b-7c6d5e4f3a2b
                 */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "isDefault": true
                 *     }
                 */
                "application/json": components["schemas"]["ThemeUpdate"];
            };
        };
        responses: {
            /** @description The updated theme. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Theme"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            421: components["responses"]["MisdirectedRequest"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    duplicateTheme: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes the POST safe to retry (1 to 255 printable ASCII characters, no spaces; a UUID is a good choice). The first answer with a 2xx or 4xx status given to a request with this key is stored for 24 hours, per owner: a later request with the same key, the same path and the same body gets that answer again (status, body, `Content-Type`, `Location` and `Preference-Applied`), flagged `Idempotent-Replayed: true`, and the work is not done again. Requests that fail before the operation starts (authentication, rate limit, request validation) and 5xx answers are not stored: a retry runs the operation. The same key with another path or body answers `422 idempotency_key_mismatch`; a request arriving while the first one with its key is still running waits up to 10 seconds (or its own `Prefer: wait`, if longer) for that answer, then answers `409 conflict`. Keys of different owners never meet.
                 * @example 5f0c2b7e-8d1a-4f3e-9b6c-2a7d4e1f0c3b
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description Identifier of the resource (UUID).
                 * @example 0b6f5a4e-3c2d-4e1f-9a8b-7c6d5e4f3a2b
                 */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "name": "Candid founder (slow)",
                 *       "config": {
                 *         "tone": "candid",
                 *         "pacing": "slow",
                 *         "pointOfView": "first-person"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["ThemeDuplicate"];
            };
        };
        responses: {
            /** @description The new theme. */
            201: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    Location: components["headers"]["Location"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Theme"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            421: components["responses"]["MisdirectedRequest"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getBlogSite: {
        parameters: {
            query?: never;
            header?: {
                /** @description One or more `ETag`s from earlier answers (or `*`): while the representation still has one of them the answer is `304 Not Modified` with no body. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The site context. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SiteContext"];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            421: components["responses"]["MisdirectedRequest"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    analyzeBlogSite: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes the POST safe to retry (1 to 255 printable ASCII characters, no spaces; a UUID is a good choice). The first answer with a 2xx or 4xx status given to a request with this key is stored for 24 hours, per owner: a later request with the same key, the same path and the same body gets that answer again (status, body, `Content-Type`, `Location` and `Preference-Applied`), flagged `Idempotent-Replayed: true`, and the work is not done again. Requests that fail before the operation starts (authentication, rate limit, request validation) and 5xx answers are not stored: a retry runs the operation. The same key with another path or body answers `422 idempotency_key_mismatch`; a request arriving while the first one with its key is still running waits up to 10 seconds (or its own `Prefer: wait`, if longer) for that answer, then answers `409 conflict`. Keys of different owners never meet.
                 * @example 5f0c2b7e-8d1a-4f3e-9b6c-2a7d4e1f0c3b
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "siteUrl": "https://www.example.org"
                 *     }
                 */
                "application/json": components["schemas"]["SiteAnalyze"];
            };
        };
        responses: {
            /** @description The stored site context. */
            201: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    Location: components["headers"]["Location"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "siteUrl": "https://www.example.org",
                     *       "audience": "Founders of early-stage software companies",
                     *       "positioning": "Hands-on advice from people who shipped",
                     *       "recap": {
                     *         "siteName": "Example",
                     *         "detectedLanguage": "en",
                     *         "oneLineSummary": "Practical guides for first-time founders.",
                     *         "positioning": "Hands-on advice from people who shipped",
                     *         "offerSummary": "Guides, templates and a weekly newsletter.",
                     *         "targetAudience": "Founders of early-stage software companies",
                     *         "brandVoice": "Direct, friendly, concrete",
                     *         "proofPoints": [
                     *           "10,000 newsletter readers"
                     *         ],
                     *         "contentPillars": [
                     *           "Fundraising",
                     *           "Hiring",
                     *           "Product"
                     *         ],
                     *         "seoAngles": [
                     *           "how to pitch investors"
                     *         ],
                     *         "writingGuidelines": [
                     *           "Use short paragraphs"
                     *         ],
                     *         "ctaGuidance": "Invite readers to subscribe to the newsletter.",
                     *         "avoidInArticles": [
                     *           "Hype words"
                     *         ],
                     *         "confidence": "high",
                     *         "visualIdentity": {
                     *           "colors": [
                     *             {
                     *               "hex": "#1a73e8",
                     *               "role": "accent",
                     *               "label": "Primary blue",
                     *               "source": "theme-color"
                     *             }
                     *           ],
                     *           "logo": {
                     *             "url": "https://www.example.org/logo.svg",
                     *             "alt": "Example logo",
                     *             "kind": "svg",
                     *             "background": "light"
                     *           },
                     *           "typography": {
                     *             "fontFamilies": [
                     *               "Inter"
                     *             ],
                     *             "style": "geometric sans-serif"
                     *           },
                     *           "imageryStyle": "Flat illustrations",
                     *           "layoutCues": [
                     *             "Generous white space"
                     *           ],
                     *           "coverImageGuidelines": [
                     *             "Use the accent color"
                     *           ],
                     *           "avoidVisuals": [
                     *             "Stock photos of handshakes"
                     *           ],
                     *           "confidence": "medium"
                     *         }
                     *       },
                     *       "analyzedAt": "2025-03-19T10:00:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["SiteContext"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            421: components["responses"]["MisdirectedRequest"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listBlogArticles: {
        parameters: {
            query?: {
                /** @description One-based page number, at most 1000000 (a larger page answers 400 validation_failed; with `limit` at most 100 no list reaches it). */
                page?: components["parameters"]["PageQuery"];
                /** @description Maximum number of items per page. */
                limit?: components["parameters"]["LimitQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of blog articles. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    Link: components["headers"]["Link"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BlogArticleList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            421: components["responses"]["MisdirectedRequest"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createBlogArticle: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes the POST safe to retry (1 to 255 printable ASCII characters, no spaces; a UUID is a good choice). The first answer with a 2xx or 4xx status given to a request with this key is stored for 24 hours, per owner: a later request with the same key, the same path and the same body gets that answer again (status, body, `Content-Type`, `Location` and `Preference-Applied`), flagged `Idempotent-Replayed: true`, and the work is not done again. Requests that fail before the operation starts (authentication, rate limit, request validation) and 5xx answers are not stored: a retry runs the operation. The same key with another path or body answers `422 idempotency_key_mismatch`; a request arriving while the first one with its key is still running waits up to 10 seconds (or its own `Prefer: wait`, if longer) for that answer, then answers `409 conflict`. Keys of different owners never meet.
                 * @example 5f0c2b7e-8d1a-4f3e-9b6c-2a7d4e1f0c3b
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /**
                 * @description `wait=N` (RFC 7240) asks the server to answer once the job reaches a final status (`completed`, `failed`, `draft`, `delivered`, `canceled`) or N seconds have passed, whichever comes first; N is at most 60, and `wait` alone means 60. The answer is the same operation's answer with the job as it stands then, and carries `Preference-Applied: wait=N` (N as applied). Other preferences are ignored; without the header the operation answers at once, as usual. A client that disconnects stops the wait; the job goes on.
                 * @example wait=30
                 */
                Prefer?: components["parameters"]["PreferWait"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "topic": "How to rehearse a product demo"
                 *     }
                 */
                "application/json": components["schemas"]["BlogArticleCreate"];
            };
        };
        responses: {
            /** @description The created article job. */
            201: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    "Preference-Applied": components["headers"]["Preference-Applied"];
                    Location: components["headers"]["Location"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "b2c3d4e5-f6a7-4b8c-9d0e-1f2a3b4c5d6e",
                     *       "title": "How to rehearse a product demo",
                     *       "status": "pending",
                     *       "markdown": "",
                     *       "topic": "How to rehearse a product demo",
                     *       "warnings": [],
                     *       "createdAt": "2025-03-19T11:00:00.000Z",
                     *       "updatedAt": "2025-03-19T11:00:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["BlogArticle"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            421: components["responses"]["MisdirectedRequest"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getBlogArticle: {
        parameters: {
            query?: never;
            header?: {
                /** @description One or more `ETag`s from earlier answers (or `*`): while the representation still has one of them the answer is `304 Not Modified` with no body. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                /**
                 * @description Identifier of the resource (UUID).
                 * @example 0b6f5a4e-3c2d-4e1f-9a8b-7c6d5e4f3a2b
                 */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The blog article. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "b2c3d4e5-f6a7-4b8c-9d0e-1f2a3b4c5d6e",
                     *       "title": "How to rehearse a product demo",
                     *       "status": "draft",
                     *       "markdown": "# How to rehearse a product demo\n\nTen minutes before our investor demo...",
                     *       "topic": "How to rehearse a product demo",
                     *       "description": "Three habits that keep a live demo from failing.",
                     *       "slug": "how-to-rehearse-a-product-demo",
                     *       "warnings": [],
                     *       "createdAt": "2025-03-19T11:00:00.000Z",
                     *       "updatedAt": "2025-03-19T11:00:40.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["BlogArticle"];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            421: components["responses"]["MisdirectedRequest"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    cancelBlogArticle: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes the POST safe to retry (1 to 255 printable ASCII characters, no spaces; a UUID is a good choice). The first answer with a 2xx or 4xx status given to a request with this key is stored for 24 hours, per owner: a later request with the same key, the same path and the same body gets that answer again (status, body, `Content-Type`, `Location` and `Preference-Applied`), flagged `Idempotent-Replayed: true`, and the work is not done again. Requests that fail before the operation starts (authentication, rate limit, request validation) and 5xx answers are not stored: a retry runs the operation. The same key with another path or body answers `422 idempotency_key_mismatch`; a request arriving while the first one with its key is still running waits up to 10 seconds (or its own `Prefer: wait`, if longer) for that answer, then answers `409 conflict`. Keys of different owners never meet.
                 * @example 5f0c2b7e-8d1a-4f3e-9b6c-2a7d4e1f0c3b
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description Identifier of the resource (UUID).
                 * @example 0b6f5a4e-3c2d-4e1f-9a8b-7c6d5e4f3a2b
                 */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The canceled job. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BlogArticle"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            421: components["responses"]["MisdirectedRequest"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deliverBlogArticle: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes the POST safe to retry (1 to 255 printable ASCII characters, no spaces; a UUID is a good choice). The first answer with a 2xx or 4xx status given to a request with this key is stored for 24 hours, per owner: a later request with the same key, the same path and the same body gets that answer again (status, body, `Content-Type`, `Location` and `Preference-Applied`), flagged `Idempotent-Replayed: true`, and the work is not done again. Requests that fail before the operation starts (authentication, rate limit, request validation) and 5xx answers are not stored: a retry runs the operation. The same key with another path or body answers `422 idempotency_key_mismatch`; a request arriving while the first one with its key is still running waits up to 10 seconds (or its own `Prefer: wait`, if longer) for that answer, then answers `409 conflict`. Keys of different owners never meet.
                 * @example 5f0c2b7e-8d1a-4f3e-9b6c-2a7d4e1f0c3b
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description Identifier of the resource (UUID).
                 * @example 0b6f5a4e-3c2d-4e1f-9a8b-7c6d5e4f3a2b
                 */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The delivered blog article. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BlogArticle"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            421: components["responses"]["MisdirectedRequest"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listYoutubeSuggestions: {
        parameters: {
            query?: {
                /** @description One-based page number, at most 1000000 (a larger page answers 400 validation_failed; with `limit` at most 100 no list reaches it). */
                page?: components["parameters"]["PageQuery"];
                /** @description Maximum number of items per page. */
                limit?: components["parameters"]["LimitQuery"];
                /** @description Keep only suggestions in this state. */
                status?: components["parameters"]["SuggestionStatusQuery"];
                /** @description Keep only the suggestions of this run (UUID). */
                runId?: components["parameters"]["SuggestionRunQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of suggestions. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    Link: components["headers"]["Link"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["YoutubeSuggestionList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            421: components["responses"]["MisdirectedRequest"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createYoutubeSuggestionRun: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes the POST safe to retry (1 to 255 printable ASCII characters, no spaces; a UUID is a good choice). The first answer with a 2xx or 4xx status given to a request with this key is stored for 24 hours, per owner: a later request with the same key, the same path and the same body gets that answer again (status, body, `Content-Type`, `Location` and `Preference-Applied`), flagged `Idempotent-Replayed: true`, and the work is not done again. Requests that fail before the operation starts (authentication, rate limit, request validation) and 5xx answers are not stored: a retry runs the operation. The same key with another path or body answers `422 idempotency_key_mismatch`; a request arriving while the first one with its key is still running waits up to 10 seconds (or its own `Prefer: wait`, if longer) for that answer, then answers `409 conflict`. Keys of different owners never meet.
                 * @example 5f0c2b7e-8d1a-4f3e-9b6c-2a7d4e1f0c3b
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /**
                 * @description `wait=N` (RFC 7240) asks the server to answer once the job reaches a final status (`completed`, `failed`, `draft`, `delivered`, `canceled`) or N seconds have passed, whichever comes first; N is at most 60, and `wait` alone means 60. The answer is the same operation's answer with the job as it stands then, and carries `Preference-Applied: wait=N` (N as applied). Other preferences are ignored; without the header the operation answers at once, as usual. A client that disconnects stops the wait; the job goes on.
                 * @example wait=30
                 */
                Prefer?: components["parameters"]["PreferWait"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "tags": [
                 *         "founders"
                 *       ],
                 *       "count": 3
                 *     }
                 */
                "application/json": components["schemas"]["YoutubeSuggestionRunCreate"];
            };
        };
        responses: {
            /** @description The created run. */
            201: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    "Preference-Applied": components["headers"]["Preference-Applied"];
                    Location: components["headers"]["Location"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["YoutubeSuggestionRun"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            421: components["responses"]["MisdirectedRequest"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listYoutubeSuggestionRuns: {
        parameters: {
            query?: {
                /** @description One-based page number, at most 1000000 (a larger page answers 400 validation_failed; with `limit` at most 100 no list reaches it). */
                page?: components["parameters"]["PageQuery"];
                /** @description Maximum number of items per page. */
                limit?: components["parameters"]["LimitQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of runs. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    Link: components["headers"]["Link"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["YoutubeSuggestionRunList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            421: components["responses"]["MisdirectedRequest"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getYoutubeSuggestionRun: {
        parameters: {
            query?: never;
            header?: {
                /** @description One or more `ETag`s from earlier answers (or `*`): while the representation still has one of them the answer is `304 Not Modified` with no body. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                /**
                 * @description Identifier of the resource (UUID).
                 * @example 0b6f5a4e-3c2d-4e1f-9a8b-7c6d5e4f3a2b
                 */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The run. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["YoutubeSuggestionRun"];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            421: components["responses"]["MisdirectedRequest"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    cancelYoutubeSuggestionRun: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes the POST safe to retry (1 to 255 printable ASCII characters, no spaces; a UUID is a good choice). The first answer with a 2xx or 4xx status given to a request with this key is stored for 24 hours, per owner: a later request with the same key, the same path and the same body gets that answer again (status, body, `Content-Type`, `Location` and `Preference-Applied`), flagged `Idempotent-Replayed: true`, and the work is not done again. Requests that fail before the operation starts (authentication, rate limit, request validation) and 5xx answers are not stored: a retry runs the operation. The same key with another path or body answers `422 idempotency_key_mismatch`; a request arriving while the first one with its key is still running waits up to 10 seconds (or its own `Prefer: wait`, if longer) for that answer, then answers `409 conflict`. Keys of different owners never meet.
                 * @example 5f0c2b7e-8d1a-4f3e-9b6c-2a7d4e1f0c3b
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description Identifier of the resource (UUID).
                 * @example 0b6f5a4e-3c2d-4e1f-9a8b-7c6d5e4f3a2b
                 */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The canceled run. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["YoutubeSuggestionRun"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            421: components["responses"]["MisdirectedRequest"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getYoutubeSuggestion: {
        parameters: {
            query?: never;
            header?: {
                /** @description One or more `ETag`s from earlier answers (or `*`): while the representation still has one of them the answer is `304 Not Modified` with no body. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                /**
                 * @description Identifier of the resource (UUID).
                 * @example 0b6f5a4e-3c2d-4e1f-9a8b-7c6d5e4f3a2b
                 */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The suggestion. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["YoutubeSuggestion"];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            421: components["responses"]["MisdirectedRequest"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createScriptJobFromYoutubeSuggestion: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes the POST safe to retry (1 to 255 printable ASCII characters, no spaces; a UUID is a good choice). The first answer with a 2xx or 4xx status given to a request with this key is stored for 24 hours, per owner: a later request with the same key, the same path and the same body gets that answer again (status, body, `Content-Type`, `Location` and `Preference-Applied`), flagged `Idempotent-Replayed: true`, and the work is not done again. Requests that fail before the operation starts (authentication, rate limit, request validation) and 5xx answers are not stored: a retry runs the operation. The same key with another path or body answers `422 idempotency_key_mismatch`; a request arriving while the first one with its key is still running waits up to 10 seconds (or its own `Prefer: wait`, if longer) for that answer, then answers `409 conflict`. Keys of different owners never meet.
                 * @example 5f0c2b7e-8d1a-4f3e-9b6c-2a7d4e1f0c3b
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /**
                 * @description `wait=N` (RFC 7240) asks the server to answer once the job reaches a final status (`completed`, `failed`, `draft`, `delivered`, `canceled`) or N seconds have passed, whichever comes first; N is at most 60, and `wait` alone means 60. The answer is the same operation's answer with the job as it stands then, and carries `Preference-Applied: wait=N` (N as applied). Other preferences are ignored; without the header the operation answers at once, as usual. A client that disconnects stops the wait; the job goes on.
                 * @example wait=30
                 */
                Prefer?: components["parameters"]["PreferWait"];
            };
            path: {
                /**
                 * @description Identifier of the resource (UUID).
                 * @example 0b6f5a4e-3c2d-4e1f-9a8b-7c6d5e4f3a2b
                 */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The created script job. */
            201: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    "Preference-Applied": components["headers"]["Preference-Applied"];
                    Location: components["headers"]["Location"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ScriptJob"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            421: components["responses"]["MisdirectedRequest"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    dismissYoutubeSuggestion: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes the POST safe to retry (1 to 255 printable ASCII characters, no spaces; a UUID is a good choice). The first answer with a 2xx or 4xx status given to a request with this key is stored for 24 hours, per owner: a later request with the same key, the same path and the same body gets that answer again (status, body, `Content-Type`, `Location` and `Preference-Applied`), flagged `Idempotent-Replayed: true`, and the work is not done again. Requests that fail before the operation starts (authentication, rate limit, request validation) and 5xx answers are not stored: a retry runs the operation. The same key with another path or body answers `422 idempotency_key_mismatch`; a request arriving while the first one with its key is still running waits up to 10 seconds (or its own `Prefer: wait`, if longer) for that answer, then answers `409 conflict`. Keys of different owners never meet.
                 * @example 5f0c2b7e-8d1a-4f3e-9b6c-2a7d4e1f0c3b
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description Identifier of the resource (UUID).
                 * @example 0b6f5a4e-3c2d-4e1f-9a8b-7c6d5e4f3a2b
                 */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The dismissed suggestion. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["YoutubeSuggestion"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            421: components["responses"]["MisdirectedRequest"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listMedia: {
        parameters: {
            query?: {
                /** @description One-based page number, at most 1000000 (a larger page answers 400 validation_failed; with `limit` at most 100 no list reaches it). */
                page?: components["parameters"]["PageQuery"];
                /** @description Maximum number of items per page. */
                limit?: components["parameters"]["LimitQuery"];
                /** @description Only media of this kind. */
                kind?: components["parameters"]["MediaKindQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of media. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    Link: components["headers"]["Link"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MediaList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    uploadMedia: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes the POST safe to retry (1 to 255 printable ASCII characters, no spaces; a UUID is a good choice). The first answer with a 2xx or 4xx status given to a request with this key is stored for 24 hours, per owner: a later request with the same key, the same path and the same body gets that answer again (status, body, `Content-Type`, `Location` and `Preference-Applied`), flagged `Idempotent-Replayed: true`, and the work is not done again. Requests that fail before the operation starts (authentication, rate limit, request validation) and 5xx answers are not stored: a retry runs the operation. The same key with another path or body answers `422 idempotency_key_mismatch`; a request arriving while the first one with its key is still running waits up to 10 seconds (or its own `Prefer: wait`, if longer) for that answer, then answers `409 conflict`. Keys of different owners never meet.
                 * @example 5f0c2b7e-8d1a-4f3e-9b6c-2a7d4e1f0c3b
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["MediaUpload"];
            };
        };
        responses: {
            /** @description The stored media item. */
            201: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    Location: components["headers"]["Location"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "5d0c3a1e-2f4b-4c6d-8e9f-0a1b2c3d4e5f",
                     *       "kind": "video",
                     *       "contentType": "video/mp4",
                     *       "bytes": 48213,
                     *       "width": 320,
                     *       "height": 240,
                     *       "durationSeconds": 1,
                     *       "createdAt": "2025-03-16T08:00:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Media"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    importMedia: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes the POST safe to retry (1 to 255 printable ASCII characters, no spaces; a UUID is a good choice). The first answer with a 2xx or 4xx status given to a request with this key is stored for 24 hours, per owner: a later request with the same key, the same path and the same body gets that answer again (status, body, `Content-Type`, `Location` and `Preference-Applied`), flagged `Idempotent-Replayed: true`, and the work is not done again. Requests that fail before the operation starts (authentication, rate limit, request validation) and 5xx answers are not stored: a retry runs the operation. The same key with another path or body answers `422 idempotency_key_mismatch`; a request arriving while the first one with its key is still running waits up to 10 seconds (or its own `Prefer: wait`, if longer) for that answer, then answers `409 conflict`. Keys of different owners never meet.
                 * @example 5f0c2b7e-8d1a-4f3e-9b6c-2a7d4e1f0c3b
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "url": "https://www.example.org/images/team.png"
                 *     }
                 */
                "application/json": components["schemas"]["MediaImport"];
            };
        };
        responses: {
            /** @description The stored media item. */
            201: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    Location: components["headers"]["Location"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "5d0c3a1e-2f4b-4c6d-8e9f-0a1b2c3d4e5f",
                     *       "kind": "image",
                     *       "contentType": "image/png",
                     *       "bytes": 48213,
                     *       "width": 640,
                     *       "height": 480,
                     *       "createdAt": "2025-03-16T08:00:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Media"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getMedia: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier of the resource (UUID).
                 * @example 0b6f5a4e-3c2d-4e1f-9a8b-7c6d5e4f3a2b
                 */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The media item. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Media"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteMedia: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier of the resource (UUID).
                 * @example 0b6f5a4e-3c2d-4e1f-9a8b-7c6d5e4f3a2b
                 */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["NoContent"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getMediaContent: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description One byte range of a stored file (`bytes=0-1023`, `bytes=1024-` or `bytes=-1024`): answered `206` with `Content-Range`, or `416 range_not_satisfiable` when it starts past the end. A range in another unit, or several ranges, are ignored (the whole file, `200`). With `If-Range` naming another `ETag`, the whole file is sent.
                 * @example bytes=0-1023
                 */
                Range?: components["parameters"]["Range"];
                /** @description One or more `ETag`s from earlier answers (or `*`): while the representation still has one of them the answer is `304 Not Modified` with no body. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                /**
                 * @description Identifier of the resource (UUID).
                 * @example 0b6f5a4e-3c2d-4e1f-9a8b-7c6d5e4f3a2b
                 */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file's bytes. */
            200: {
                headers: {
                    ETag: components["headers"]["StoredETag"];
                    "Accept-Ranges": components["headers"]["Accept-Ranges"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "image/png": string;
                    "image/jpeg": string;
                    "image/webp": string;
                    "video/mp4": string;
                    "video/quicktime": string;
                    "video/webm": string;
                    "audio/mpeg": string;
                    "audio/wav": string;
                    "audio/mp4": string;
                };
            };
            /** @description The requested byte range (`Range: bytes=start-end`, `start-` or `-suffix`; one range). */
            206: {
                headers: {
                    "Content-Range": components["headers"]["Content-Range"];
                    ETag: components["headers"]["StoredETag"];
                    "Accept-Ranges": components["headers"]["Accept-Ranges"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "image/png": string;
                    "image/jpeg": string;
                    "image/webp": string;
                    "video/mp4": string;
                    "video/quicktime": string;
                    "video/webm": string;
                    "audio/mpeg": string;
                    "audio/wav": string;
                    "audio/mp4": string;
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            416: components["responses"]["RangeNotSatisfiable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getStatistics: {
        parameters: {
            query?: {
                /**
                 * @description Start of the range (inclusive), ISO 8601 date-time.
                 * @example 2025-03-01T00:00:00Z
                 */
                from?: components["parameters"]["StatisticsFromQuery"];
                /**
                 * @description End of the range (exclusive), ISO 8601 date-time; default now.
                 * @example 2025-04-01T00:00:00Z
                 */
                to?: components["parameters"]["StatisticsToQuery"];
                /** @description Adds a series with one bucket per day, week (starting Monday) or month (UTC). */
                interval?: components["parameters"]["StatisticsIntervalQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The statistics. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Statistics"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            421: components["responses"]["MisdirectedRequest"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listWebhookEndpoints: {
        parameters: {
            query?: {
                /** @description One-based page number, at most 1000000 (a larger page answers 400 validation_failed; with `limit` at most 100 no list reaches it). */
                page?: components["parameters"]["PageQuery"];
                /** @description Maximum number of items per page. */
                limit?: components["parameters"]["LimitQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of webhook endpoints. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    Link: components["headers"]["Link"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpointList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            421: components["responses"]["MisdirectedRequest"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes the POST safe to retry (1 to 255 printable ASCII characters, no spaces; a UUID is a good choice). The first answer with a 2xx or 4xx status given to a request with this key is stored for 24 hours, per owner: a later request with the same key, the same path and the same body gets that answer again (status, body, `Content-Type`, `Location` and `Preference-Applied`), flagged `Idempotent-Replayed: true`, and the work is not done again. Requests that fail before the operation starts (authentication, rate limit, request validation) and 5xx answers are not stored: a retry runs the operation. The same key with another path or body answers `422 idempotency_key_mismatch`; a request arriving while the first one with its key is still running waits up to 10 seconds (or its own `Prefer: wait`, if longer) for that answer, then answers `409 conflict`. Keys of different owners never meet.
                 * @example 5f0c2b7e-8d1a-4f3e-9b6c-2a7d4e1f0c3b
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookEndpointCreate"];
            };
        };
        responses: {
            /** @description The created endpoint, with its signing secret. */
            201: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    Location: components["headers"]["Location"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpointWithSecret"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            421: components["responses"]["MisdirectedRequest"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: {
                /** @description One or more `ETag`s from earlier answers (or `*`): while the representation still has one of them the answer is `304 Not Modified` with no body. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                /**
                 * @description Identifier of the resource (UUID).
                 * @example 0b6f5a4e-3c2d-4e1f-9a8b-7c6d5e4f3a2b
                 */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The endpoint. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpoint"];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            421: components["responses"]["MisdirectedRequest"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: {
                /** @description One or more `ETag`s (or `*`): the change is made only if the resource's current representation has one of them, else `412 precondition_failed` and nothing changes. Without the header the change is made unconditionally. */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                /**
                 * @description Identifier of the resource (UUID).
                 * @example 0b6f5a4e-3c2d-4e1f-9a8b-7c6d5e4f3a2b
                 */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            412: components["responses"]["PreconditionFailed"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            421: components["responses"]["MisdirectedRequest"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: {
                /** @description One or more `ETag`s (or `*`): the change is made only if the resource's current representation has one of them, else `412 precondition_failed` and nothing changes. Without the header the change is made unconditionally. */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                /**
                 * @description Identifier of the resource (UUID).
                 * @example 0b6f5a4e-3c2d-4e1f-9a8b-7c6d5e4f3a2b
                 */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookEndpointUpdate"];
            };
        };
        responses: {
            /** @description The updated endpoint. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpoint"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            421: components["responses"]["MisdirectedRequest"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    rotateWebhookEndpointSecret: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes the POST safe to retry (1 to 255 printable ASCII characters, no spaces; a UUID is a good choice). The first answer with a 2xx or 4xx status given to a request with this key is stored for 24 hours, per owner: a later request with the same key, the same path and the same body gets that answer again (status, body, `Content-Type`, `Location` and `Preference-Applied`), flagged `Idempotent-Replayed: true`, and the work is not done again. Requests that fail before the operation starts (authentication, rate limit, request validation) and 5xx answers are not stored: a retry runs the operation. The same key with another path or body answers `422 idempotency_key_mismatch`; a request arriving while the first one with its key is still running waits up to 10 seconds (or its own `Prefer: wait`, if longer) for that answer, then answers `409 conflict`. Keys of different owners never meet.
                 * @example 5f0c2b7e-8d1a-4f3e-9b6c-2a7d4e1f0c3b
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description Identifier of the resource (UUID).
                 * @example 0b6f5a4e-3c2d-4e1f-9a8b-7c6d5e4f3a2b
                 */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The endpoint with its new secret. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpointWithSecret"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            421: components["responses"]["MisdirectedRequest"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    testWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes the POST safe to retry (1 to 255 printable ASCII characters, no spaces; a UUID is a good choice). The first answer with a 2xx or 4xx status given to a request with this key is stored for 24 hours, per owner: a later request with the same key, the same path and the same body gets that answer again (status, body, `Content-Type`, `Location` and `Preference-Applied`), flagged `Idempotent-Replayed: true`, and the work is not done again. Requests that fail before the operation starts (authentication, rate limit, request validation) and 5xx answers are not stored: a retry runs the operation. The same key with another path or body answers `422 idempotency_key_mismatch`; a request arriving while the first one with its key is still running waits up to 10 seconds (or its own `Prefer: wait`, if longer) for that answer, then answers `409 conflict`. Keys of different owners never meet.
                 * @example 5f0c2b7e-8d1a-4f3e-9b6c-2a7d4e1f0c3b
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description Identifier of the resource (UUID).
                 * @example 0b6f5a4e-3c2d-4e1f-9a8b-7c6d5e4f3a2b
                 */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The attempt (made whether or not the endpoint accepted it). */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookTestResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            421: components["responses"]["MisdirectedRequest"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listWebhookDeliveries: {
        parameters: {
            query?: {
                /** @description One-based page number, at most 1000000 (a larger page answers 400 validation_failed; with `limit` at most 100 no list reaches it). */
                page?: components["parameters"]["PageQuery"];
                /** @description Maximum number of items per page. */
                limit?: components["parameters"]["LimitQuery"];
            };
            header?: never;
            path: {
                /**
                 * @description Identifier of the resource (UUID).
                 * @example 0b6f5a4e-3c2d-4e1f-9a8b-7c6d5e4f3a2b
                 */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of deliveries. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    Link: components["headers"]["Link"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDeliveryList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            421: components["responses"]["MisdirectedRequest"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listEvents: {
        parameters: {
            query?: {
                /** @description One-based page number, at most 1000000 (a larger page answers 400 validation_failed; with `limit` at most 100 no list reaches it). */
                page?: components["parameters"]["PageQuery"];
                /** @description Maximum number of items per page. */
                limit?: components["parameters"]["LimitQuery"];
                /** @description Only events of this type. */
                type?: components["schemas"]["EventType"];
                /** @description Only events about this job. */
                resourceId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of events. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    Link: components["headers"]["Link"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            421: components["responses"]["MisdirectedRequest"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    streamEvents: {
        parameters: {
            query?: {
                /** @description The same as the `Last-Event-ID` header, for clients that cannot set headers (browsers' EventSource on a first connection); the header wins when both are sent. */
                lastEventId?: string;
            };
            header?: {
                /** @description The `id:` (an event's `sequence`, the owner's own numbering) of the last event received; the stream resumes right after it. */
                "Last-Event-ID"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The event stream (it stays open). */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            421: components["responses"]["MisdirectedRequest"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getEvent: {
        parameters: {
            query?: never;
            header?: {
                /** @description One or more `ETag`s from earlier answers (or `*`): while the representation still has one of them the answer is `304 Not Modified` with no body. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                /**
                 * @description Identifier of the resource (UUID).
                 * @example 0b6f5a4e-3c2d-4e1f-9a8b-7c6d5e4f3a2b
                 */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The event. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Event"];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            421: components["responses"]["MisdirectedRequest"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    redeliverEvent: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes the POST safe to retry (1 to 255 printable ASCII characters, no spaces; a UUID is a good choice). The first answer with a 2xx or 4xx status given to a request with this key is stored for 24 hours, per owner: a later request with the same key, the same path and the same body gets that answer again (status, body, `Content-Type`, `Location` and `Preference-Applied`), flagged `Idempotent-Replayed: true`, and the work is not done again. Requests that fail before the operation starts (authentication, rate limit, request validation) and 5xx answers are not stored: a retry runs the operation. The same key with another path or body answers `422 idempotency_key_mismatch`; a request arriving while the first one with its key is still running waits up to 10 seconds (or its own `Prefer: wait`, if longer) for that answer, then answers `409 conflict`. Keys of different owners never meet.
                 * @example 5f0c2b7e-8d1a-4f3e-9b6c-2a7d4e1f0c3b
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description Identifier of the resource (UUID).
                 * @example 0b6f5a4e-3c2d-4e1f-9a8b-7c6d5e4f3a2b
                 */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["EventRedeliver"];
            };
        };
        responses: {
            /** @description The deliveries queued. */
            202: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDeliveryBatch"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            421: components["responses"]["MisdirectedRequest"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postMcpMessage: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The protocol version negotiated by `initialize`, sent by clients on later requests; an unsupported one answers `400`.
                 * @example 2025-06-18
                 */
                "MCP-Protocol-Version"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "jsonrpc": "2.0",
                 *       "id": 1,
                 *       "method": "tools/call",
                 *       "params": {
                 *         "name": "create_anecdote",
                 *         "arguments": {
                 *           "title": "The demo that almost failed",
                 *           "content": "The night before demo day our build broke. We fixed it at 3 am and the demo worked.",
                 *           "idempotencyKey": "5f0c2b7e-8d1a-4f3e-9b6c-2a7d4e1f0c3b"
                 *         }
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["McpMessage"];
            };
        };
        responses: {
            /** @description The JSON-RPC response to the request: `application/json`, or `text/event-stream` (notifications, then the response, then the stream ends) when `Accept` names it. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "jsonrpc": "2.0",
                     *       "id": 1,
                     *       "result": {
                     *         "content": [
                     *           {
                     *             "type": "text",
                     *             "text": "Anecdote 6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f \"The demo that almost failed\"."
                     *           }
                     *         ],
                     *         "structuredContent": {
                     *           "id": "6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f",
                     *           "title": "The demo that almost failed",
                     *           "content": "The night before demo day our build broke. We fixed it at 3 am and the demo worked.",
                     *           "mood": "neutral",
                     *           "storyType": "personal",
                     *           "tags": [],
                     *           "isFavorite": false,
                     *           "createdAt": "2025-03-14T09:30:00.000Z",
                     *           "updatedAt": "2025-03-14T09:30:00.000Z"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["McpResponse"];
                    "text/event-stream": string;
                };
            };
            /** @description A notification or a response was accepted. No body. */
            202: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["McpRefused"];
            401: components["responses"]["McpUnauthorized"];
            403: components["responses"]["McpRefused"];
            413: components["responses"]["McpRefused"];
            415: components["responses"]["McpRefused"];
            421: components["responses"]["McpRefused"];
            429: components["responses"]["McpRetryLater"];
            500: components["responses"]["McpRefused"];
            503: components["responses"]["McpRetryLater"];
        };
    };
}
