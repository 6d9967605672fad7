// libvips (Debian's libvips42), loaded with dlopen(3) the first time a photo
// is read or written, and never linked: libvips.so.42 needs some hundred
// shared libraries (`ldd /usr/lib/x86_64-linux-gnu/libvips.so.42`), which the
// dynamic loader would map before every `menuctl list`, and Debian ships no
// libvips.a for the static release binary. So only the few functions below are
// looked up, by name, from the library's stable C API (libvips 8.x,
// https://www.libvips.org/API/current/), and their prototypes and enum values
// are written here as that API states them: including <vips/vips.h> would need
// glib's headers and pkg-config's link flags with them.
//
// The variadic calls (name/value option lists ending in NULL) happen here,
// in C; Swift calls the plain functions at the end.
#include <dlfcn.h>
#include <pthread.h>
#include <stddef.h>
#include <string.h>

typedef struct _VipsImage VipsImage;
typedef struct _VipsArea VipsArea;

// Enum values from <vips/resample.h>, <vips/conversion.h>, <vips/image.h>
// and <vips/foreign.h> of libvips 8.14.
enum { CVIPS_SIZE_DOWN = 2 };                 // VipsSize: never upscale
enum { CVIPS_INTERESTING_NONE = 0, CVIPS_INTERESTING_CENTRE = 1 };
enum { CVIPS_ACCESS_SEQUENTIAL = 1 };         // VipsAccess
enum { CVIPS_FAIL_ON_ERROR = 2 };             // VipsFailOn: truncation and errors fail

struct cvips_api {
    int (*init)(const char *argv0);
    void (*cache_set_max)(int);
    void (*concurrency_set)(int);
    void (*block_untrusted_set)(int);
    const char *(*error_buffer)(void);
    void (*error_clear)(void);
    void (*object_unref)(void *);
    void (*gfree)(void *);
    const char *(*find_load_buffer)(const void *, size_t);
    VipsImage *(*image_new_from_buffer)(const void *, size_t, const char *, ...);
    int (*image_get_width)(const VipsImage *);
    int (*image_get_height)(const VipsImage *);
    int (*image_hasalpha)(VipsImage *);
    int (*thumbnail_image)(VipsImage *, VipsImage **, int, ...);
    int (*thumbnail_buffer)(void *, size_t, VipsImage **, int, ...);
    int (*flatten)(VipsImage *, VipsImage **, ...);
    VipsArea *(*array_double_newv)(int, ...);
    void (*area_unref)(VipsArea *);
    int (*jpegsave_buffer)(VipsImage *, void **, size_t *, ...);
    int (*webpsave_buffer)(VipsImage *, void **, size_t *, ...);
    int (*pngsave_buffer)(VipsImage *, void **, size_t *, ...);
};

static struct cvips_api *cvips_api_table(void) {
    static struct cvips_api api;
    return &api;
}

// Why loading failed; inside a function, as a static a header declares
// outside one is not emitted for Swift.
static char *cvips_load_error_text(void) {
    static char text[512];
    return text;
}
#define cvips_load_error (cvips_load_error_text())

static void cvips_quiet(const char *domain, int level, const char *message, void *unused) {
    (void)domain; (void)level; (void)message; (void)unused;
}

static int *cvips_state(void) {
    static int state = -1;   // 1 once ready
    return &state;
}

// Whether the dynamic loader started this program: AT_BASE is where it
// was mapped, 0 in a program linked statically (-static-executable, or
// static-pie), where dlopen(3) of a library that needs glibc's shared libc
// crashes (https://sourceware.org/glibc/wiki/FAQ#Even_statically_linked_programs_need_some_shared_libraries);
// tried here both ways, it does.
#include <sys/auxv.h>

// Loads libvips and starts it: run once, by pthread_once.
static void cvips_load_once(void) {
    int *state = cvips_state();
    if (getauxval(AT_BASE) == 0) {
        strncpy(cvips_load_error, "this menuctl is linked statically, and a static program cannot load it; "
                "use a build linked dynamically (scripts/build-release --photos makes one)", 511);
        return;
    }
    void *lib = dlopen("libvips.so.42", RTLD_NOW | RTLD_LOCAL);
    if (!lib) {
        const char *why = dlerror();
        strncpy(cvips_load_error, why ? why : "libvips.so.42 not found", 511);
        return;
    }
    struct cvips_api *a = cvips_api_table();
#define CVIPS_FIND(field, name) \
    if (!(*(void **)&a->field = dlsym(lib, name))) { \
        strncpy(cvips_load_error, "libvips.so.42 has no " name, 511); return; }
    CVIPS_FIND(init, "vips_init")
    CVIPS_FIND(cache_set_max, "vips_cache_set_max")
    CVIPS_FIND(concurrency_set, "vips_concurrency_set")
    CVIPS_FIND(error_buffer, "vips_error_buffer")
    CVIPS_FIND(error_clear, "vips_error_clear")
    CVIPS_FIND(object_unref, "g_object_unref")
    CVIPS_FIND(gfree, "g_free")
    CVIPS_FIND(find_load_buffer, "vips_foreign_find_load_buffer")
    CVIPS_FIND(image_new_from_buffer, "vips_image_new_from_buffer")
    CVIPS_FIND(image_get_width, "vips_image_get_width")
    CVIPS_FIND(image_get_height, "vips_image_get_height")
    CVIPS_FIND(image_hasalpha, "vips_image_hasalpha")
    CVIPS_FIND(thumbnail_image, "vips_thumbnail_image")
    CVIPS_FIND(thumbnail_buffer, "vips_thumbnail_buffer")
    CVIPS_FIND(flatten, "vips_flatten")
    CVIPS_FIND(array_double_newv, "vips_array_double_newv")
    CVIPS_FIND(area_unref, "vips_area_unref")
    CVIPS_FIND(jpegsave_buffer, "vips_jpegsave_buffer")
    CVIPS_FIND(webpsave_buffer, "vips_webpsave_buffer")
    CVIPS_FIND(pngsave_buffer, "vips_pngsave_buffer")
#undef CVIPS_FIND
    // Older than 8.13 it is not there; then every loader stays allowed.
    *(void **)&a->block_untrusted_set = dlsym(lib, "vips_block_untrusted_set");
    if (a->init("menuctl") != 0) {
        strncpy(cvips_load_error, a->error_buffer(), 511);
        return;
    }
    // One photo at a time, nothing kept between operations, one worker
    // thread: memory bounded by the strips of one image in flight
    // (https://www.libvips.org/API/current/How-it-works.html).
    a->cache_set_max(0);
    a->concurrency_set(1);
    // Loaders Debian marks untrusted (ImageMagick, MATLAB, …) are not
    // for files from strangers.
    if (a->block_untrusted_set) a->block_untrusted_set(1);
    // libvips says on stderr what it mends in a damaged file ("error in
    // tile 0 x 8"); menuctl says what matters in one line of its own.
    unsigned (*set_handler)(const char *, int, void (*)(const char *, int, const char *, void *), void *);
    *(void **)&set_handler = dlsym(lib, "g_log_set_handler");
    if (set_handler) set_handler("VIPS", (1 << 4) | (1 << 5) | (1 << 6) | (1 << 7), cvips_quiet, NULL);
    *state = 1;
}

// Loads libvips and starts it the first time, from whichever thread asks
// first (tests run commands on several); 0 when it is ready, else -1 and
// cvips_last_load_error() says why.
static inline int cvips_load(void) {
    static pthread_once_t once = PTHREAD_ONCE_INIT;
    pthread_once(&once, cvips_load_once);
    return *cvips_state() == 1 ? 0 : -1;
}

static inline const char *cvips_last_load_error(void) { return cvips_load_error; }

// The newest error libvips kept, copied into `into`, then cleared.
static inline void cvips_take_error(char *into, size_t size) {
    struct cvips_api *a = cvips_api_table();
    strncpy(into, a->error_buffer(), size - 1);
    into[size - 1] = 0;
    a->error_clear();
}

// The loader libvips would pick for these bytes ("jpegload_buffer", …), or
// NULL when none knows them. Reads only the first bytes.
static inline const char *cvips_loader(const void *bytes, size_t length) {
    return cvips_api_table()->find_load_buffer(bytes, length);
}

// Opens an image from bytes for one pass, top to bottom: only the header is
// read now (https://www.libvips.org/API/current/VipsImage.html#vips-image-new-from-buffer);
// pixels when something reads them, and then a truncated or corrupt file is an
// error, not a grey band. The bytes must outlive the image.
static inline VipsImage *cvips_open(const void *bytes, size_t length) {
    return cvips_api_table()->image_new_from_buffer(bytes, length, "",
        "access", CVIPS_ACCESS_SEQUENTIAL, "fail_on", CVIPS_FAIL_ON_ERROR, NULL);
}

static inline int cvips_width(const VipsImage *image) { return cvips_api_table()->image_get_width(image); }
static inline int cvips_height(const VipsImage *image) { return cvips_api_table()->image_get_height(image); }
static inline void cvips_release(VipsImage *image) { if (image) cvips_api_table()->object_unref(image); }
static inline void cvips_free(void *bytes) { if (bytes) cvips_api_table()->gfree(bytes); }

// Transparent parts laid on white, for formats without them; `sized` is
// handed over.
static inline int cvips_on_white(VipsImage *sized, VipsImage **out) {
    struct cvips_api *a = cvips_api_table();
    if (!a->image_hasalpha(sized)) { *out = sized; return 0; }
    VipsArea *white = a->array_double_newv(3, 255.0, 255.0, 255.0);
    int failed = a->flatten(sized, out, "background", white, NULL);
    a->area_unref(white);
    a->object_unref(sized);
    return failed;
}

// The image in `bytes` fitted in width × height, never larger than it is;
// turned upright by its EXIF orientation and its colours moved to sRGB
// from its own profile (vips_thumbnail's defaults). With `centre_crop`,
// fills width × height exactly (or the largest box of that shape the image
// holds), cut from the middle. A JPEG is decoded at 1/2, 1/4 or 1/8 of its
// size where that is still large enough (shrink-on-load,
// https://www.libvips.org/API/current/libvips-resample.html#vips-thumbnail),
// so a page's small pictures cost little. A truncated or corrupt file is an
// error (fail_on=error), not a grey band. The bytes must outlive the image.
static inline int cvips_fit(const void *bytes, size_t length, VipsImage **out, int width, int height, int centre_crop) {
    VipsImage *sized = NULL;
    if (cvips_api_table()->thumbnail_buffer((void *)bytes, length, &sized, width, "height", height, "size", CVIPS_SIZE_DOWN,
                                            "crop", centre_crop ? CVIPS_INTERESTING_CENTRE : CVIPS_INTERESTING_NONE,
                                            "export_profile", "srgb", "option_string", "fail_on=error", NULL) != 0)
        return -1;
    return cvips_on_white(sized, out);
}

// The image as a JPEG or WebP of `quality` (1–100), without metadata and
// without a colour profile (`profile=none`; `strip` alone keeps the sRGB
// profile vips_thumbnail attached, 3 to 7 KB a picture): the pixels are
// sRGB and upright already, and a file without a profile is read as sRGB. `*bytes` is for cvips_free.
static inline int cvips_save_jpeg(VipsImage *image, int quality, void **bytes, size_t *length) {
    return cvips_api_table()->jpegsave_buffer(image, bytes, length, "Q", quality, "strip", 1,
                                              "profile", "none", "optimize_coding", 1, "interlace", 1, NULL);
}

static inline int cvips_save_webp(VipsImage *image, int quality, void **bytes, size_t *length) {
    return cvips_api_table()->webpsave_buffer(image, bytes, length, "Q", quality, "strip", 1, "profile", "none", NULL);
}

static inline int cvips_save_png(VipsImage *image, void **bytes, size_t *length) {
    return cvips_api_table()->pngsave_buffer(image, bytes, length, "strip", 1, NULL);
}
