/**
 * The one builder of form-data bodies (spec section 5): files must be real File/Blob objects,
 * else they are skipped with a console error; null and undefined fields are omitted; booleans
 * become "true"/"false"; arrays and objects are sent as JSON text; new_ad_images_metadata goes
 * under new_ad_images_metadata_json.
 */

/** Fields that carry files; everything else is text. */
export const FILE_FIELDS = ['image', 'image_files', 'image_file', 'avatar'] as const;

/** Ad bodies are multipart when any of these is present (spec section 7), else JSON. */
export const MULTIPART_TRIGGERS = ['image', 'image_files', 'images_order'] as const;

const isFile = (v: unknown): v is Blob => typeof Blob !== 'undefined' && v instanceof Blob;

export function needsMultipart(values: Record<string, unknown>): boolean {
  return MULTIPART_TRIGGERS.some((k) => {
    const v = values[k];
    return v !== undefined && v !== null && !(Array.isArray(v) && v.length === 0 && k !== 'images_order');
  });
}

function appendFile(fd: FormData, key: string, value: unknown) {
  if (isFile(value)) {
    const named = (value as Blob & { name?: unknown }).name;
    const name = typeof named === 'string' && named ? named : `${key}.bin`;
    fd.append(key, value, name);
  } else {
    console.error(`Campo ${key}: ignorado porque não é um arquivo válido.`, value);
  }
}

export function toFormData(values: Record<string, unknown>): FormData {
  const fd = new FormData();
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === null) continue;
    if ((FILE_FIELDS as readonly string[]).includes(key)) {
      for (const item of Array.isArray(value) ? value : [value]) {
        if (item === undefined || item === null) continue;
        appendFile(fd, key, item);
      }
      continue;
    }
    if (key === 'new_ad_images_metadata') {
      fd.append('new_ad_images_metadata_json', JSON.stringify(value));
    } else if (typeof value === 'boolean') {
      fd.append(key, value ? 'true' : 'false');
    } else if (Array.isArray(value) || typeof value === 'object') {
      fd.append(key, JSON.stringify(value));
    } else {
      fd.append(key, String(value));
    }
  }
  return fd;
}

/** JSON or form-data, by the rule of spec section 7; null/undefined dropped from JSON too. */
export function adRequestBody(values: Record<string, unknown>): FormData | Record<string, unknown> {
  if (needsMultipart(values)) return toFormData(values);
  return Object.fromEntries(
    Object.entries(values).filter(([k, v]) => v !== undefined && !(FILE_FIELDS as readonly string[]).includes(k)),
  );
}
