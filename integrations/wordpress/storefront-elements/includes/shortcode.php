<?php
/**
 * `[storefront_element tag="…" …]…[/storefront_element]`: any of the library's tags around content, where a
 * block does not fit (the classic editor, a page builder's text module, a widget): the lightbox around a
 * [gallery], the add to cart buttons around [products], the video frame around an embed. The tag and its
 * documented attributes only (assets/tags.json, as post content allows them); the content's own shortcodes
 * run first. A wrong tag or attribute is said to whoever can edit posts, above the content; visitors see the
 * content without it.
 *
 * @package storefront-elements
 */

defined( 'ABSPATH' ) || exit;

/** The shortcode: the content inside the tag, with the attributes the tag documents. */
function storefront_elements_shortcode( $atts, $content = '' ) {
	$atts  = is_array( $atts ) ? $atts : array();
	$inner = do_shortcode( (string) $content );
	$tags  = storefront_elements_tag_attributes();
	$tag   = isset( $atts['tag'] ) ? strtolower( trim( (string) $atts['tag'] ) ) : '';
	if ( '' === $tag ) {
		return storefront_elements_shortcode_problem( __( 'storefront_element: name one of the library\'s tags, for example tag="shop-lightbox".', 'storefront-elements' ) ) . $inner;
	}
	if ( ! isset( $tags[ $tag ] ) ) {
		/* translators: %s: the tag the shortcode names. */
		return storefront_elements_shortcode_problem( sprintf( __( 'storefront_element: "%s" is not one of the library\'s tags; the content is shown without it.', 'storefront-elements' ), $tag ) ) . $inner;
	}
	$attributes = '';
	$unknown    = array();
	foreach ( $atts as $name => $value ) {
		if ( 'tag' === $name ) {
			continue;
		}
		// A word without a value (`[storefront_element tag="x" open]`) is an attribute WordPress read as a value.
		$attribute = is_int( $name ) ? strtolower( (string) $value ) : strtolower( (string) $name );
		if ( ! in_array( $attribute, $tags[ $tag ], true ) ) {
			$unknown[] = $attribute;
			continue;
		}
		$attributes .= is_int( $name ) ? ' ' . $attribute : sprintf( ' %s="%s"', $attribute, esc_attr( $value ) );
	}
	$problem = '';
	if ( $unknown ) {
		/* translators: 1: a tag, 2: the attributes it does not have. */
		$problem = storefront_elements_shortcode_problem( sprintf( __( 'storefront_element: <%1$s> has no attribute %2$s; left out.', 'storefront-elements' ), $tag, implode( ', ', $unknown ) ) );
	}
	return $problem . '<' . $tag . $attributes . '>' . $inner . '</' . $tag . '>';
}
add_shortcode( 'storefront_element', 'storefront_elements_shortcode' );

/** A problem with a shortcode, shown to whoever can edit posts; nothing for visitors. */
function storefront_elements_shortcode_problem( $message ) {
	if ( ! current_user_can( 'edit_posts' ) ) {
		return '';
	}
	return '<p class="storefront-elements-shortcode-problem" role="note">' . esc_html( $message ) . '</p>';
}
