// The trip plans (Plan de Viajes) and their control posts.

/** a plan's detail needs at least one control post (the product's wording, unaccented) */
export const MIN_ONE_POST = "Debe tener minimo un puesto de control";
